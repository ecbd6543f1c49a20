// Rulebook "End of Turn": the end-of-turn actions of declared cards in play ("Ship self-destructs at end of your
// turn", "Ship explodes at end of owner's next turn, unless ENGINEER aboard by then", "at the end of your third full
// turn", "draw one extra card at the end of each turn"), counted from the turn the card entered play (12.2 "each",
// "full" turns): their triggered abilities on the end of a turn (`turn.ending`, cards/language/when-language.ts),
// found through the index of the cards in play. `Turn.endOfTurnActions` calls `atEndOfTurn` before the card draw,
// which stays the very last action.
// Rulings "cumulative": end-of-turn actions of copies of a card not marked cumulative happen once on one target each
// turn.

import type {
  CardText,
  EndOfTurnEffect,
  TurnCondition,
  TurnEndWhen,
  TurnSpec,
} from '../../cards/language/language';
import { leavePlay } from '../cards-in-play/leave-play';
import { isInPlay } from '../cards-in-play/persona';
import { named, record } from '../core/chronicle';
import { type CardId, type CardInstance, type GameState, getCard, type PlayerId } from '../core/game-state';
import { hasUsedAllowance } from '../core/permissions';
import { playerOfTurn } from '../core/turn-count';
import { isShipInRegion, probeAtEndOfTurn } from './end-of-turn-probes';
import { spares } from './host-condition';
import type { PlayChoices } from './immediate';
import { triggersInPlay } from './in-play';
import { selectionIn } from './selection';
import { resolveVerb } from './verbs';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** The card whose end-of-turn action happens, and what its effects act on (with the guess its player made). */
interface Trigger {
  readonly source: CardId;
  readonly player: PlayerId;
  readonly host: CardId | null;
  readonly tablePlayer: PlayerId | null;
  readonly guess?: PlayChoices['guess'];
}

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook 12.2: the first turn after `turn` of `player` (turns alternate)
const nextTurnAfter = (turn: number, player: PlayerId, game: GameState): number =>
  playerOfTurn(turn + 1)(game) === player ? turn + 1 : turn + 2;

// Rulebook 12.2 "each" turn (the subject's turns), "full turn" (complete turns after the current one)
/** Whether the end of the current turn is the end of the turn `when` names for a card in play. */
const endsNow = (when: TurnSpec, card: CardInstance, game: GameState): boolean => {
  const now = game.turn.number;
  if (when.kind === 'every') return true;
  if (when.kind === 'each')
    return game.turn.active === (when.whose === 'you' ? card.controller : tablePlayerOf(card));
  const entered = card.enteredOnTurn;
  if (entered === undefined) return false;
  switch (when.kind) {
    case 'eachAfterPlayed':
      return now > entered;
    case 'yourTurn':
      return (
        now ===
        (playerOfTurn(entered)(game) === card.controller
          ? entered
          : nextTurnAfter(entered, card.controller, game))
      );
    case 'nextTurnOf': {
      const host = card.zone.kind === 'playedOn' ? getCard(card.zone.host)(game).owner : card.controller;
      return now === nextTurnAfter(entered, when.whose === 'you' ? card.controller : host, game);
    }
    case 'fullTurnOf':
      return now === nextTurnAfter(entered, card.controller, game) + 2 * (when.nth - 1);
  }
};

// "if any ship is in the Badlands Region"; Horga'hn: "… OR at end of turn, draw an extra card"
const holdsAtEnd = (condition: TurnCondition, card: CardInstance, game: GameState): boolean =>
  condition.kind === 'shipInRegion'
    ? isShipInRegion(condition.region)(game)
    : !hasUsedAllowance(condition.action, card.controller)(game);

/**
 * Whether a turn-ending ability of a card in play acts at the end of the turn now ending: its turn (Rulebook 12.2), and
 * its condition holding.
 * @category predicates
 */
export const actsAtThisTurnEnd = (when: TurnEndWhen, card: CardInstance, game: GameState): boolean =>
  endsNow(when.turn, card, game) && (when.if === undefined || holdsAtEnd(when.if, card, game));

const tablePlayerOf = (card: CardInstance): PlayerId | null =>
  card.zone.kind === 'table' ? card.zone.player : null;

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

const inPlay = (id: CardId, game: GameState): boolean =>
  game.cards[id] !== undefined && isInPlay(getCard(id)(game));

const resolve =
  (effect: EndOfTurnEffect, t: Trigger) =>
  (game: GameState): GameState => {
    switch (effect.type) {
      case 'kill':
      case 'discard':
      case 'nullify':
      case 'destroy':
      case 'damage':
      case 'repair':
      case 'stop':
      case 'unstop':
      case 'restoreRange':
      case 'battle':
      case 'forThisTurn':
      case 'modify':
      case 'returnToHand':
      case 'draw':
      case 'score':
      case 'endTurn':
      case 'forfeit':
      case 'board':
      case 'control':
      case 'place':
        return resolveVerb(effect, {
          player: t.player,
          card: t.source,
          targetCard: null,
          targetPlayer: null,
          take: null,
          ...(t.tablePlayer === null ? {} : { tablePlayer: t.tablePlayer }),
          ...(t.guess === undefined ? {} : { guess: t.guess }),
        })(game);
      case 'discardSelf':
        if (!inPlay(t.source, game)) return game;
        if (effect.if !== undefined && (t.host === null || !spares(effect.if, t.host, game))) return game;
        return leavePlay(t.source, 'discard')(game);
      case 'probe':
        return probeAtEndOfTurn(effect.list, t.source, resolveEffects)(game);
    }
  };

/** The card in play whose end-of-turn action happens, and what its effects act on. */
const triggerOf = (card: CardInstance): Trigger => {
  const host = card.zone.kind === 'playedOn' ? card.zone.host : null;
  return {
    source: card.id,
    player: card.controller,
    host,
    tablePlayer: tablePlayerOf(card),
  };
};

/**
 * The game after the end-of-turn effects of a card in play, in order (a probe's outcome: end-of-turn-probes.ts), with
 * the guess its player made when they name a guessed card (hand-guess.ts).
 * @category operations
 */
export const resolveEffects =
  (effects: ReadonlyArray<EndOfTurnEffect>, source: CardId, guess?: PlayChoices['guess']) =>
  (game: GameState): GameState => {
    const trigger = { ...triggerOf(getCard(source)(game)), ...(guess === undefined ? {} : { guess }) };
    return effects.reduce((acc, effect) => resolve(effect, trigger)(acc), game);
  };

// Rulings "cumulative": one copy of a non-cumulative card acts on one target each turn (on every player's turn, the
// player whose turn it is: "that player must probe")
const copyKey = (
  text: CardText,
  title: string,
  when: TurnSpec,
  t: Trigger,
  game: GameState,
): string | null =>
  text.cumulative === true
    ? null
    : `${title}\0${when.kind === 'every' ? game.turn.active : (t.host ?? t.tablePlayer ?? t.player)}`;

// Rulebook "End of Turn": every end-of-turn action of the cards in play whose turn it is, in play order
/**
 * The end-of-turn actions of declared cards in play for the turn now ending (before the card draw).
 * @category operations
 */
export const atEndOfTurn = (game: GameState): GameState => {
  const done = new Set<string>();
  return triggersInPlay('turn.ending')(game).reduce((g, { source, ability }) => {
    const card = g.cards[source.id];
    const { turn, if: condition } = ability.when;
    if (card === undefined || !isInPlay(card) || !endsNow(turn, card, g)) return g;
    // "guess a card type and point to a card …": the ability waits for its player's guess (hand-guess.ts)
    if (selectionIn(ability.effects, 'guessed') !== undefined) return g;
    if (condition !== undefined && !holdsAtEnd(condition, card, g)) return g;
    const trigger = triggerOf(card);
    const key = copyKey(source.text, source.title, turn, trigger, g);
    if (key !== null && done.has(key)) return g;
    if (key !== null) done.add(key);
    const noted = record(`${named(card.id)(g)} acts at the end of the turn`, card.id)(g);
    return ability.effects.reduce((acc, effect) => resolve(effect, trigger)(acc), noted);
  }, game);
};
