// The heuristic player's answers to the choices a Tactic's damage leaves (Rulebook 7.4 ship battle, stage 6 Damage,
// and 7.5.1 DAMAGE; domain/battle-rules/damage-follow-ups.ts). Each choice is the damaging side's, or its marker hurts the
// opponent's ship, so it takes the one that hurts the opponent most: Riker Maneuver's second ship also hit is the one
// nearest destruction (the most HULL damage already), else the one with the most WEAPONS; Chain Reaction Pulsar
// nullifies the Event whose loss takes the most from the target's attributes; a download offered onto the opponent's
// damaged ship (Plasma Fire) is always made, from the draw deck or a side deck before the hand; Determined Assault's
// stolen equipment goes aboard its ship with the most personnel, who may use it. It reads only cards in play.
import type * as Battle from '../../battle';
import { nextFollowUp } from '../../domain/battle-rules/damage-follow-ups';
import { hullDamage } from '../../domain/cards-in-play/damage-markers';
import { attribute } from '../../domain/cards-in-play/skills';
import { blueprintOf, type CardId, cardsIn, type GameState } from '../../domain/core/game-state';
import * as Decisions from '../../domain/game/decisions';

type Command = Decisions.Command;
type FollowUp = Battle.DamageFollowUpCommand;

const SHIP_ATTRIBUTES = ['RANGE', 'WEAPONS', 'SHIELDS'] as const;

/** A ship's RANGE, WEAPONS and SHIELDS as modified now. */
const attributesOf = (ship: CardId, game: GameState): number =>
  SHIP_ATTRIBUTES.reduce((sum, name) => sum + attribute(ship, name)(game), 0);

const personnelAboard = (ship: CardId, game: GameState): number =>
  cardsIn({ kind: 'aboard', carrier: ship })(game).filter((id) => blueprintOf(id)(game).type === 'Personnel')
    .length;

/** How much an answer hurts the opponent (or helps its player), to be maximised. */
const worth = (command: FollowUp, game: GameState): number => {
  switch (command.type) {
    case 'damage.alsoHit':
      return 1000 * hullDamage(command.target)(game) + attribute(command.target, 'WEAPONS')(game);
    case 'damage.nullify': {
      const next = nextFollowUp(game);
      const target = next?.kind === 'nullifyEvent' ? next.target : null;
      return target === null
        ? 0
        : attributesOf(target, game) - attributesOf(target, Decisions.apply(command)(game));
    }
    case 'damage.steal':
      return personnelAboard(command.ship, game);
    case 'damage.download':
      return game.cards[command.card]?.zone.kind === 'hand' ? 1 : 2;
    case 'damage.decline':
      return 0;
  }
};

const isFollowUp = (a: Command): a is FollowUp => a.type.startsWith('damage.');

/**
 * The heuristic's answer to a choice a Tactic's damage left, or null when the decision is not one.
 * @category operations
 */
export const damageFollowUpAnswer = (actions: ReadonlyArray<Command>, game: GameState): Command | null => {
  if (game.pending?.decision !== 'battle.damageFollowUp') return null;
  let best: Command | null = null;
  let top = Number.NEGATIVE_INFINITY;
  for (const action of actions.filter(isFollowUp)) {
    const w = worth(action, game);
    if (w > top) [best, top] = [action, w];
  }
  return best;
};
