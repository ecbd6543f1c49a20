// Rulebook 7.4 ship battle, stage 3 Tactics: "Each player who has an open Battle Bridge side deck may draw up to two
// Tactic cards from that side deck. (Players may look at each drawn card before choosing whether to draw the next.)
// Then, each player may choose to play one drawn Tactic face-down on the table (the current tactic). Unused Tactics
// return face-up to the side deck. Once all current tactics are chosen, reveal them all simultaneously."
// The doorway that opened the side deck may change the procedure (Battle Bridge Door: Auxiliary Control: "draw up to 3
// cards from here: play 1; discard others"; domain/battle-rules/battle-bridge.ts `bridgeProcedure`).
// Each player decides in turn, the attacker first (`tactic.draw`, then `tactic.play`); drawn and current tactics lie
// face down on their player's table, which the opponent may not see, until all are revealed. A self-controlled
// card's battle has no tactics (Rulebook "[Self]": "[Self] cards do not use either player's Tactic cards").
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { TacticText } from '../../cards/language/tactic-language';
import { tacticText } from '../cards-in-play/damage-markers';
import { awaitDecision, type DecisionRule } from '../core/decision';
import {
  type CardId,
  type GameState,
  getCard,
  moveCard,
  type PlayerId,
  updateCard,
} from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import {
  drawTactic,
  isBattleBridgeOpen,
  setAsideCurrentTactic,
  setAsideUnusedTactic,
  sideDeckCards,
} from './battle-bridge';
import type { TacticCommand, Tactics } from './battle-model';
import { current, logged, shipFight, withBattle } from './battle-under-way';
import { SELF_CONTROLLED } from './self-controlled';
import { cardsFiring } from './ship-fire';
import { bonusOf, shipsHere } from './tactic-bonus';
import { nullifyTactics } from './tactic-nullify';
import { checkPlayable, maxDrawn, mayPlayNone, RULE } from './tactic-play';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * The player who chooses tactics now (the attacker first), or none once every current tactic is chosen.
 * @category predicates
 */
export const tacticChooser = (game: GameState): O.Option<PlayerId> =>
  O.fromNullable(shipFight(game).tactics?.find((t) => !t.chosen)?.player);

/**
 * Whether a player has yet to choose a current tactic.
 * @category predicates
 */
export const isChoosingTactic = (game: GameState): boolean => O.isSome(tacticChooser(game));

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook 7.4 stage 3: only players with an open Battle Bridge side deck; one with nothing to draw has no choice
/**
 * Begins stage 3: a tactics step for the attacker and the defender who have an open Battle Bridge side deck.
 * @category operations
 */
export const beginTactics = (game: GameState): GameState => {
  const battle = current(game);
  const fight = shipFight(game);
  const players = fight.multiple === undefined ? [battle.attacker, battle.defender] : [];
  const tactics: ReadonlyArray<Tactics> = players
    .filter((p) => p !== SELF_CONTROLLED && isBattleBridgeOpen(p)(game))
    .map((player) => ({
      player,
      drawn: [],
      chosen: sideDeckCards(player)(game).length === 0,
      current: null,
    }));
  return withBattle((b) => ({ ...b, fight: { ...fight, tactics } }))(game);
};

/**
 * The game waiting on the next player's `battle.tactic` decision.
 * @category operations
 */
export const awaitTactic = (game: GameState): GameState =>
  O.match(
    () => game,
    (player: PlayerId) => awaitDecision(player, 'battle.tactic')(game),
  )(tacticChooser(game));

// Rulebook 7.4 stage 3: "Once all current tactics are chosen, reveal them all simultaneously" (then a revealed tactic
// may nullify another: Crimson Forcefield)
/**
 * Turns every current tactic face up, then sets aside those an opposing current tactic nullifies.
 * @category operations
 */
export const revealTactics = (game: GameState): GameState =>
  nullifyTactics(
    (shipFight(game).tactics ?? []).reduce((g, t) => {
      if (t.current === null) return withBattle(logged(null, `${t.player} has no current tactic`))(g);
      const card = t.current;
      const shown = updateCard(card, (c) => ({ ...c, faceUp: true }))(g);
      return withBattle(logged(card, `is ${t.player}'s current tactic`))(shown);
    }, game),
  );

// Rulebook 7.4 stage 8 Resolution: "Discard your current tactic (if any)" (Auxiliary Control: "When [Tactic] leave play,
// place them face up here only"; Humanity's Last Stand: "Remove this tactic from this game")
/**
 * Sets aside the current tactics still on the table (not placed as [Down] damage markers): discarded, or returned face
 * up to the side deck, as their player's Battle Bridge procedure says, or removed from the game if their text says so.
 * @category operations
 */
export const setAsideCurrentTactics = (game: GameState): GameState =>
  (shipFight(game).tactics ?? []).reduce((g, t) => {
    if (t.current === null || g.cards[t.current]?.zone.kind !== 'table') return g;
    const card = t.current;
    const aside = removedAfterBattle(card, g)
      ? moveCard(card, { kind: 'outOfPlay', player: getCard(card)(g).owner })(g)
      : setAsideCurrentTactic(card)(g);
    const told = ASIDE[aside.cards[card]?.zone.kind ?? 'discard'] ?? 'returns face up to the side deck';
    return withBattle(logged(card, told))(aside);
  }, game);

/**
 * What a drawn tactic is worth to its owner in the battle under way (for a player choosing): its ATTACK bonus with
 * their force firing plus its DEFENSE bonus for their card fired at, plus one for each damage marker a hit deals;
 * none for an undeclared card.
 * @category operations
 */
export const tacticValue =
  (card: CardId) =>
  (game: GameState): O.Option<number> => {
    const battle = current(game);
    const fight = shipFight(game);
    const owner = game.cards[card]?.owner;
    const defending = owner === battle.attacker ? (fight.returnFireAt ?? null) : fight.target;
    const target = owner === battle.attacker ? fight.target : (fight.returnFireAt ?? null);
    const firing = cardsFiring(owner as PlayerId)(game);
    const here = shipsHere(owner as PlayerId)(game);
    return O.map(
      (text: TacticText) =>
        bonusOf(text, 'attack', { firing, defending: null, target, here, player: owner })(game) +
        bonusOf(text, 'defense', { firing, defending, here, player: owner })(game) +
        text.hit.length,
    )(tacticText(card)(game));
  };

// -------------------------------------------------------------------------------------
// instances
// -------------------------------------------------------------------------------------

/**
 * The rule of `battle.tactic`: draw the next Tactic (fewer than two drawn, the side deck not empty), or play one drawn
 * Tactic whose text is implemented, or none.
 * @category instances
 */
export const tacticRule: DecisionRule<TacticCommand> = {
  commandTypes: ['tactic.draw', 'tactic.play'],
  candidates: (player) => (game) => {
    const step = stepOf(player, game);
    if (step === undefined || step.chosen) return [];
    const draws = step.drawn.length < maxDrawn(player, game) && sideDeckCards(player)(game).length > 0;
    const playable = step.drawn.filter((card) => E.isRight(checkPlayable(card, player, game)));
    const none = mayPlayNone(player, step, game) ? [null] : [];
    return [
      ...(draws ? [{ type: 'tactic.draw' as const, player }] : []),
      ...[...none, ...playable].map((card) => ({ type: 'tactic.play' as const, player, card })),
    ];
  },
  candidatesAreLegal: true,
  check: (command) => (game) => checkTactic(command, game),
  apply: (command) => (game) => {
    const step = stepOf(command.player, game) as Tactics;
    if (command.type === 'tactic.draw') {
      const [card, drawn] = drawTactic(
        command.player,
        { kind: 'table', player: command.player },
        false,
      )(game);
      const next = { ...step, drawn: [...step.drawn, card as CardId] };
      return withStep(next, `${command.player} draws a Tactic card`)(drawn);
    }
    const returned = step.drawn
      .filter((id) => id !== command.card)
      .reduce((g, id) => setAsideUnusedTactic(id)(g), game);
    const text =
      command.card === null
        ? `${command.player} plays no tactic`
        : `${command.player} plays a tactic face down`;
    return withStep({ ...step, chosen: true, current: command.card }, text)(returned);
  },
};

// Helpers

const ASIDE: Readonly<Record<string, string>> = {
  discard: 'is discarded',
  outOfPlay: 'is removed from the game',
};

const removedAfterBattle = (card: CardId, game: GameState): boolean =>
  O.exists((text: TacticText) => text.removedAfterBattle === true)(tacticText(card)(game));

const stepOf = (player: PlayerId, game: GameState): Tactics | undefined =>
  game.battle?.fight.kind === 'ship'
    ? game.battle.fight.tactics?.find((t) => t.player === player)
    : undefined;

const withStep =
  (step: Tactics, text: string) =>
  (game: GameState): GameState => {
    const fight = shipFight(game);
    const tactics = (fight.tactics ?? []).map((t) => (t.player === step.player ? step : t));
    return withBattle((battle) => logged(null, text)({ ...battle, fight: { ...fight, tactics } }))(game);
  };

const checkTactic = (command: TacticCommand, game: GameState): E.Either<RuleError, void> => {
  const step = stepOf(command.player, game);
  if (step === undefined || step.chosen)
    return E.left(ruleError(RULE, `No ship battle waits on ${command.player}'s tactics.`));
  if (command.type === 'tactic.draw') {
    if (step.drawn.length >= maxDrawn(command.player, game))
      return E.left(
        ruleError(RULE, `A player may draw up to ${maxDrawn(command.player, game)} Tactic cards.`),
      );
    if (sideDeckCards(command.player)(game).length === 0)
      return E.left(ruleError(RULE, `${command.player}'s Battle Bridge side deck is empty.`));
    return E.right(undefined);
  }
  if (command.card === null)
    return mayPlayNone(command.player, step, game)
      ? E.right(undefined)
      : E.left(ruleError(RULE, `${command.player} must play one of the Tactic cards drawn ("play 1").`));
  if (!step.drawn.includes(command.card))
    return E.left(
      ruleError(RULE, `${command.card} is not a Tactic card ${command.player} drew in this battle.`),
    );
  return checkPlayable(command.card, command.player, game);
};
