// Rulebook 7.4 ship battle, stage 3 Tactics: what a player may draw and play. "Each player … may draw up to two Tactic
// cards from that side deck. … Then, each player may choose to play one drawn Tactic face-down on the table", as the
// doorway that opened the side deck may change it (Battle Bridge Door: Auxiliary Control: "draw up to 3 cards from
// here: play 1"; domain/battle-rules/battle-bridge.ts `bridgeProcedure`), and as the Tactic's own text requires ("Requires a
// {Son'a Battleship} or {Li'seria} firing").
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { tacticText } from '../cards-in-play/damage-markers';
import { named } from '../core/chronicle';
import { blueprintOf, type CardId, type GameState, type PlayerId } from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import { bridgeProcedure } from './battle-bridge';
import type { Tactics } from './battle-model';
import { current, shipFight } from './battle-under-way';
import { cardsFiring } from './ship-fire';
import { isSelected } from './ship-selector';
import { extraTacticDraws } from './tactic-rules';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

export const RULE = '7.4 Ship battle: Tactics';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook 7.4 stage 3: "may choose to play one drawn Tactic" (Auxiliary Control: "play 1", if one may be played)
/**
 * Whether the player may play no Tactic: always, unless their procedure says "play 1" and a drawn one may be played.
 * @category predicates
 */
export const mayPlayNone = (player: PlayerId, step: Tactics, game: GameState): boolean =>
  !bridgeProcedure(player)(game).mustPlay ||
  step.drawn.every((card) => E.isLeft(checkPlayable(card, player, game)));

// Rulebook 7.4 stage 3: "may draw up to two Tactic cards" (Auxiliary Control: "up to 3"; I.K.S. Pagh: "In battle, draw
// an extra Tactic")
/**
 * How many Tactic cards the player may draw in stage 3.
 * @category predicates
 */
export const maxDrawn = (player: PlayerId, game: GameState): number =>
  bridgeProcedure(player)(game).draws + extraTacticDraws(player)(game);

// A Tactic whose text is implemented, and whose requirement holds: "Requires a {Son'a Battleship} or {Li'seria}
// firing" (a matching card of the player's force able to fire, the player firing in this battle); "May not be used to
// fire upon a facility"
/**
 * Right when the player may play the drawn Tactic: its text is implemented and its requirement holds.
 * @category predicates
 */
export const checkPlayable = (card: CardId, player: PlayerId, game: GameState): E.Either<RuleError, void> => {
  const text = tacticText(card)(game);
  if (O.isNone(text))
    return E.left(
      ruleError(RULE, `${named(card)(game)}: its game text is not implemented yet, so it may not be played.`),
    );
  if (text.value.notAgainstFacility === true && firesAtFacility(player, game))
    return E.left(ruleError(RULE, `${named(card)(game)} may not be used to fire upon a facility.`));
  const required = text.value.requires;
  if (required === undefined || cardsFiring(player)(game).some((id) => isSelected(required, id)(game)))
    return E.right(undefined);
  return E.left(
    ruleError(
      RULE,
      `${named(card)(game)} requires a matching ship of ${player}'s force firing in this battle.`,
    ),
  );
};

// Helpers

// "May not be used to fire upon a facility": the card the player's force fires at (the attacker's target, the card the
// defender returns fire at) is a facility
const firesAtFacility = (player: PlayerId, game: GameState): boolean => {
  const fight = shipFight(game);
  const at = player === current(game).attacker ? fight.target : (fight.returnFireAt ?? null);
  return at !== null && blueprintOf(at)(game).type === 'Facility';
};
