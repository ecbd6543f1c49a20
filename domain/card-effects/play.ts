// Rulebook "Playing a Card": "announce the title of the card and place it face-up on the table (or wherever the card
// directs) … Then, any immediate effects in the gametext are played out and resolved. If the card's immediate
// effects do not discard the card played, it enters play." Events and interrupts whose text is declared: where each
// may play, what it chooses, and what playing it does. When it may be played is `CardPlay`'s (normal card play).
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as O from 'fp-ts/Option';
import type { Blueprint } from '../../cards/blueprint';
import type { AfterUse, CardText } from '../../cards/language/language';
import type { PlayText } from '../card-play/play-text';
import { canEnterPlay, isInPlay } from '../cards-in-play/persona';
import { hasSkill } from '../cards-in-play/skills';
import { functionOf, functionsOf, namingFunction } from '../core/card-functions';
import {
  blueprintOf,
  type CardId,
  type GameState,
  getCard,
  moveCard,
  type PlayerId,
  updateCard,
  type Zone,
} from '../core/game-state';
import { textPlayKind } from '../core/play-kind';
import { type RuleError, ruleError } from '../core/rule-error';
import { usedThisTurn, useThisTurn } from '../core/this-turn';
import { placeAfterUse } from './after-use';
import { victimKey } from './battle-responses';
import { checkRoutePlay, routeCandidates } from './emergency-beam';
import { matches } from './filters';
import { type PlayChoices, resolve } from './immediate';
import { isImmune } from './immunity';
import { declaredText } from './in-play';
import { checkChoices, withChoices } from './play-choices';
import { checkPlayConditions } from './play-conditions';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

const PLAY = 'Play a Card';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook "Playing a Card": the card goes where its text directs, choosing what its text chooses
/**
 * Right when the card's text allows this target and this taken card now, else the rule it breaks (the card is in
 * the player's hand and the timing is legal: `CardPlay.canPlay` checks those first).
 * @category predicates
 */
export const checkText =
  (command: PlayText) =>
  (game: GameState): E.Either<RuleError, void> => {
    const blueprint = blueprintOf(command.card)(game);
    return pipe(
      textPlayKind(blueprint),
      E.flatMap((kind) =>
        kind === command.kind
          ? functionPlayed(blueprint, command.function)
          : E.left(ruleError(PLAY, `${blueprint.title} is played as an ${kind}, not an ${command.kind}.`)),
      ),
      E.flatMap((text) =>
        pipe(
          checkOnce(command, blueprint, text, game),
          E.flatMap(() => checkPlayConditions(command, text)(game)),
          E.map(() => text),
        ),
      ),
      E.flatMap((text) =>
        pipe(
          checkTarget(command, blueprint, text, game),
          E.map(() => text),
        ),
      ),
      E.flatMap((text) =>
        pipe(
          checkChoices(command, blueprint.title, text)(game),
          E.map(() => text),
        ),
      ),
      E.flatMap((text) =>
        afterUse(blueprint, text) === 'entersPlay'
          ? canEnterPlay(blueprint.id, command.player)(game)
          : E.right(undefined),
      ),
    );
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Every way `player` might play this declared card from hand now (targets × cards to take), a superset that
 * `checkText` filters; none for a card without declared text.
 * @category operations
 */
export const textCandidates =
  (player: PlayerId, card: CardId) =>
  (game: GameState): ReadonlyArray<PlayText> => {
    const blueprint = blueprintOf(card)(game);
    const kind = textPlayKind(blueprint);
    if (E.isLeft(kind)) return [];
    return functionsOf(textOf(blueprint)).flatMap((text, n) => {
      if (text.plays === undefined) return [];
      const base = namingFunction<PlayText>({ type: 'card.play', player, card, kind: kind.right }, n);
      const targeted = targetsOf(player, blueprint, text, game).map(
        (target): PlayText => (target === null ? base : { ...base, target }),
      );
      return withChoices(player, text, targeted)(game);
    });
  };

// Rulebook "Playing a Card" L319: placed where it directs, its immediate effects resolved (a follow-up choice they ask
// included: ./after-use.ts), then it enters play unless they discard it; interrupts (L98) are discarded after use
// unless they say otherwise
/**
 * The game after a legal play of a declared event or interrupt (the normal card play is `CardPlay`'s to count).
 * @category operations
 */
export const playText =
  (command: PlayText) =>
  (game: GameState): GameState => {
    const blueprint = blueprintOf(command.card)(game);
    const text = O.getOrElse(() => textOf(blueprint))(functionOf(textOf(blueprint), command.function));
    const target = command.target;
    const choices: PlayChoices = {
      player: command.player,
      card: command.card,
      targetCard: target !== undefined && 'card' in target ? target.card : null,
      targetPlayer: target !== undefined && 'player' in target ? target.player : null,
      take: command.take ?? null,
      ...(command.stop !== undefined ? { stop: command.stop } : {}),
      ...(command.kills !== undefined ? { kills: command.kills } : {}),
      ...(command.returnIn !== undefined ? { returnIn: command.returnIn } : {}),
      ...(command.transport !== undefined ? { transport: command.transport } : {}),
      ...(command.wormhole !== undefined ? { wormhole: command.wormhole } : {}),
      ...(command.download !== undefined ? { download: command.download } : {}),
      ...(command.option !== undefined ? { option: command.option } : {}),
      ...(target !== undefined && 'from' in target ? { route: target } : {}),
    };
    const to = destination(blueprint, text, choices, ownerOf(command.card, game), command.kind);
    const entersPlay = to.kind === 'table' || to.kind === 'playedOn';
    // "until end of turn", "at end of owner's next turn": text timed from the turn the card entered play
    const entered = entersPlay ? { enteredOnTurn: game.turn.number } : {};
    // a card that does not enter play is on the table, being played, while its effects resolve
    const placedAt: Zone = entersPlay ? to : { kind: 'beingPlayed', player: command.player };
    const placed = updateCard(command.card, (c) => ({
      ...c,
      faceUp: true,
      controller: command.player,
      ...entered,
    }))(moveCard(command.card, placedAt, 'bottom')(game));
    const resolved = placeAfterUse(command.card, to)(resolve(text.immediate ?? [], choices)(placed));
    const onTarget =
      choices.targetCard !== null && oncePerTarget(text)
        ? useThisTurn(command.player, victimKey(blueprint.title, choices.targetCard))(resolved)
        : resolved;
    return text.oncePerTurn === true ? useThisTurn(command.player, blueprint.title)(onTarget) : onTarget;
  };

// Helpers

// "May play only one death yell for each such Klingon", "(maximum of one)" on each mission: the play is recorded on its
// target (battle-responses.ts and mission-completed.ts read the record)
const oncePerTarget = (text: CardText): boolean =>
  (text.respondsTo?.type === 'personnelKilled' && text.respondsTo.oncePerVictim === true) ||
  (text.respondsTo?.type === 'missionCompleted' && text.respondsTo.oncePerMission === true);

const textOf = (blueprint: Blueprint): CardText => {
  const text = declaredText(blueprint.id);
  if (O.isNone(text)) throw new Error(`card text of ${blueprint.title} is not declared`);
  return text.value;
};

// Rulebook "Playing 'At Any Time'": a function with no placement plays only as a valid response (domain/responses)
/** The card's text as played by the function the play names, or why it has no such function to play from hand. */
const functionPlayed = (blueprint: Blueprint, n: number | undefined): E.Either<RuleError, CardText> =>
  pipe(
    functionOf(textOf(blueprint), n),
    O.filter((text) => text.plays !== undefined),
    E.fromOption(() =>
      ruleError(PLAY, `${blueprint.title} has no function ${n ?? 0} that plays from hand at any time.`),
    ),
  );

// Tox Uthat: an artifact played "as an event … OR as an interrupt" is used as the card type it is played as
const afterUse = (blueprint: Blueprint, text: CardText, kind?: PlayText['kind']): AfterUse =>
  text.afterUse ??
  (blueprint.type === 'Interrupt' || text.playsAs === 'interrupt' || kind === 'interrupt'
    ? 'discard'
    : 'entersPlay');

/** Where the played card goes: in play on the table or on its target, or to its owner's discard or out of play. */
const destination = (
  blueprint: Blueprint,
  text: CardText,
  choices: PlayChoices,
  owner: PlayerId,
  kind: PlayText['kind'],
): Zone => {
  switch (afterUse(blueprint, text, kind)) {
    case 'discard':
      return { kind: 'discard', player: owner };
    case 'removeFromGame':
      return { kind: 'outOfPlay', player: owner };
    case 'returnToHand':
      return { kind: 'hand', player: owner };
    case 'entersPlay':
      if (text.plays?.type === 'card' && choices.targetCard !== null)
        return { kind: 'playedOn', host: choices.targetCard };
      // "Place beside any player's draw deck": on that player's side of the table
      return { kind: 'table', player: choices.targetPlayer ?? choices.player };
  }
};

const ownerOf = (card: CardId, game: GameState): PlayerId => getCard(card)(game).owner;

/** The targets a card's placement allows: each matching card in play not immune to it, each player, or none. */
const targetsOf = (
  player: PlayerId,
  played: Blueprint,
  text: CardText,
  game: GameState,
): ReadonlyArray<PlayText['target'] | null> => {
  const plays = text.plays;
  if (plays?.type === 'player') return game.players.map((p) => ({ player: p.id }));
  if (plays?.type === 'route') return routeCandidates(player)(game);
  if (plays?.type !== 'card') return [null];
  const context = { player, hasSkill };
  return Object.values(game.cards)
    .filter((c) => isInPlay(c) && matches(plays.filter, c.id, context)(game) && !isImmune(c.id, played, game))
    .map((c) => ({ card: c.id }));
};

const checkOnce = (command: PlayText, blueprint: Blueprint, text: CardText, game: GameState) =>
  text.oncePerTurn === true && usedThisTurn(command.player, blueprint.title)(game)
    ? E.left(ruleError('once each turn', `${blueprint.title} may be used only once each turn.`))
    : E.right(undefined);

const checkTarget = (
  command: PlayText,
  blueprint: Blueprint,
  text: CardText,
  game: GameState,
): E.Either<RuleError, void> => {
  const target = command.target;
  const plays = text.plays;
  if (plays?.type === 'player')
    return target !== undefined && 'player' in target && game.players.some((p) => p.id === target.player)
      ? E.right(undefined)
      : E.left(ruleError(PLAY, `${blueprint.title} names a player: choose one.`));
  if (plays?.type === 'route')
    return target !== undefined && 'from' in target
      ? checkRoutePlay(command.player, target)(game)
      : E.left(ruleError(PLAY, `${blueprint.title} names a route up or down: choose one.`));
  if (plays?.type !== 'card')
    return target === undefined
      ? E.right(undefined)
      : E.left(ruleError(PLAY, `${blueprint.title} has no target.`));
  const card = target !== undefined && 'card' in target ? game.cards[target.card] : undefined;
  return card !== undefined &&
    isInPlay(card) &&
    matches(plays.filter, card.id, { player: command.player, hasSkill })(game) &&
    !isImmune(card.id, blueprint, game)
    ? E.right(undefined)
    : E.left(ruleError(PLAY, `${blueprint.title} may not play there: its text says where it plays.`));
};
