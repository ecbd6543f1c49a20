// Tactics for a ship battle against a self-controlled card (Rulebook "[Self]": "[Self] cards do not use either player's
// Tactic cards"; the player battling one does): It Must Be Destroyed, "If battling a [Self] card, ATTACK bonus +4 and
// your ships and crews are not stopped afterwards (but may not initiate battle again this turn)". "Battling a [Self]
// card": the opposing force is a self-controlled card's (the Borg Ship dilemma); "your ships and crews": the player's
// cards of the battle's forces and the personnel aboard them, left unstopped by stage 8 Resolution (Rulebook 7.4) and
// recorded as unable to initiate a battle for the rest of the turn (`checkNotBarredFromBattle`, read by
// `battle.initiate`).
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { TacticText } from '../../cards/language/tactic-language';
import { tacticText } from '../cards-in-play/damage-markers';
import { crewOf } from '../cards-in-play/presence';
import type { CardId, GameState, PlayerId } from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import { usedThisTurn, useThisTurn } from '../core/this-turn';
import { current, shipFight } from './battle-under-way';
import { isSelfControlled } from './self-controlled';

const RULE = 'It Must Be Destroyed';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether the force opposing the player's in the ship battle under way is a self-controlled card's.
 * @category predicates
 */
export const isBattlingSelfControlled =
  (player: PlayerId) =>
  (game: GameState): boolean => {
    const [attacking, defending] = shipFight(game).forces;
    const opposing = player === current(game).attacker ? defending : attacking;
    return opposing.some((id) => isSelfControlled(id)(game));
  };

/**
 * The cards stage 8 leaves unstopped: the forces' cards of each player whose current tactic says so, when battling a
 * self-controlled card.
 * @category predicates
 */
export const unstoppedAfterBattle = (game: GameState): ReadonlyArray<CardId> => {
  const fight = shipFight(game);
  const players = (fight.tactics ?? [])
    .filter(
      (t) =>
        t.current !== null &&
        O.exists((text: TacticText) => text.notStoppedAfterBattlingSelfControlled === true)(
          tacticText(t.current)(game),
        ) &&
        isBattlingSelfControlled(t.player)(game),
    )
    .map((t) => t.player);
  return fight.forces.flat().filter((id) => players.includes(game.cards[id]?.controller ?? ''));
};

/**
 * Right unless one of the attackers was left unstopped by It Must Be Destroyed this turn.
 * @category predicates
 */
export const checkNotBarredFromBattle =
  (player: PlayerId, attackers: ReadonlyArray<CardId>) =>
  (game: GameState): E.Either<RuleError, void> =>
    attackers.some((id) => usedThisTurn(player, barKey(id))(game))
      ? E.left(
          ruleError(
            RULE,
            'Ships and crews not stopped after battling a [Self] card may not initiate battle again this turn.',
          ),
        )
      : E.right(undefined);

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Records the cards left unstopped, and the crews aboard them, as unable to initiate battle again this turn.
 * @category operations
 */
export const barFromBattleThisTurn =
  (cards: ReadonlyArray<CardId>) =>
  (game: GameState): GameState =>
    cards
      .flatMap((id) => [id, ...crewOf(id)(game)])
      .reduce((g, id) => useThisTurn(g.cards[id]?.controller ?? '', barKey(id))(g), game);

// Helpers

const barKey = (card: CardId): string => `battle barred: ${card}`;
