// Scan, Full Planet Scan: "Stop your Computer Skill and Stellar Cartography aboard to examine the bottom seed card
// here." The card play names the personnel to stop (`stop`): your personnel aboard the target ship, unstopped and able
// to act, who together have every skill named, each one needed (one personnel having both, or one for each). They
// are stopped (Rulebook 10.2.1) and the player may see the bottom seed card under the mission here until the end of
// the turn (an examination, like a glance: sight.ts); both players' seed cards are in one stack, the last one listed
// is the bottom one (Rulebook "Dilemma Phase").
import * as O from 'fp-ts/Option';
import { canAct, isStopped, setStopped } from '../cards-in-play/presence';
import { hasSkill } from '../cards-in-play/skills';
import { type CardId, cardsIn, type GameState, locationOf, type PlayerId } from '../core/game-state';
import { subsets } from '../core/subsets';
import { addThisTurn } from '../core/this-turn';
import type { Interpreter } from './immediate';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

const covers = (crew: ReadonlyArray<CardId>, skills: ReadonlyArray<string>, game: GameState): boolean =>
  skills.every((skill) => crew.some((id) => hasSkill(id, skill)(game)));

// "Stop your Computer Skill and Stellar Cartography aboard": those who have the skills, none stopped for nothing
/**
 * Whether `stop` is a set of `player`'s personnel aboard `ship` that may be stopped for `skills`: able to act, not
 * stopped, together having every skill, and none of them not needed.
 * @category predicates
 */
export const isStopChoice =
  (player: PlayerId, ship: CardId, skills: ReadonlyArray<string>, stop: ReadonlyArray<CardId>) =>
  (game: GameState): boolean => {
    if (stop.length === 0 || new Set(stop).size !== stop.length) return false;
    const usable = (id: CardId) => {
      const card = game.cards[id];
      return (
        card !== undefined &&
        card.controller === player &&
        card.zone.kind === 'aboard' &&
        card.zone.carrier === ship &&
        canAct(id)(game) &&
        !isStopped(id)(game)
      );
    };
    return (
      stop.every(usable) &&
      covers(stop, skills, game) &&
      stop.every(
        (id) =>
          !covers(
            stop.filter((other) => other !== id),
            skills,
            game,
          ),
      )
    );
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Every set of personnel `player` may stop aboard `ship` for `skills` (never more personnel than skills).
 * @category operations
 */
export const stopChoices =
  (player: PlayerId, ship: CardId, skills: ReadonlyArray<string>) =>
  (game: GameState): ReadonlyArray<ReadonlyArray<CardId>> => {
    const crew = cardsIn({ kind: 'aboard', carrier: ship })(game).filter((id) =>
      skills.some((skill) => hasSkill(id, skill)(game)),
    );
    return subsets(crew, skills.length)
      .slice(1)
      .filter((set) => isStopChoice(player, ship, skills, set)(game));
  };

// Scan: "Stop your Computer Skill and Stellar Cartography aboard to examine the bottom seed card here"
/**
 * The personnel named are stopped, and the player may see the bottom seed card under the mission here this turn.
 * @category operations
 */
export const stopToExamineBottomSeedCard: Interpreter<'stopToExamineBottomSeedCard'> =
  (_effect, choices) => (game) => {
    const ship = choices.targetCard;
    if (ship === null) return game;
    const stopped = (choices.stop ?? []).reduce((g, id) => setStopped(id, true)(g), game);
    const at = locationOf(ship)(game);
    const bottom = O.isNone(at)
      ? undefined
      : cardsIn({ kind: 'underMission', location: at.value })(game).at(-1);
    return bottom === undefined
      ? stopped
      : addThisTurn({ kind: 'sight', viewer: choices.player, cards: [bottom] })(stopped);
  };
