// Rulebook "Using Skills", 10.2.1 Stopped: the selection `chosenWithSkills` (cards/language/selection-language.ts):
// the cards a play names among those a selection offers, each able to act and unstopped, who together have every
// skill named, each one needed (one personnel having both, or one for each). Scan, Full Planet Scan: "Stop your
// Computer Skill and Stellar Cartography aboard to examine the bottom seed card here" (the command's `stop`).
import { canAct, isStopped } from '../cards-in-play/presence';
import { hasSkill } from '../cards-in-play/skills';
import type { CardId, GameState } from '../core/game-state';
import { subsets } from '../core/subsets';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

const covers = (chosen: ReadonlyArray<CardId>, skills: ReadonlyArray<string>, game: GameState): boolean =>
  skills.every((skill) => chosen.some((id) => hasSkill(id, skill)(game)));

// "Stop your Computer Skill and Stellar Cartography aboard": those who have the skills, none chosen for nothing
/**
 * Whether `chosen` are cards of `offered`, able to act and unstopped, who together have every skill, none of them
 * not needed.
 * @category predicates
 */
export const isSkillChoice =
  (offered: ReadonlyArray<CardId>, skills: ReadonlyArray<string>, chosen: ReadonlyArray<CardId>) =>
  (game: GameState): boolean => {
    if (chosen.length === 0 || new Set(chosen).size !== chosen.length) return false;
    const usable = (id: CardId) =>
      game.cards[id] !== undefined && offered.includes(id) && canAct(id)(game) && !isStopped(id)(game);
    return (
      chosen.every(usable) &&
      covers(chosen, skills, game) &&
      chosen.every(
        (id) =>
          !covers(
            chosen.filter((other) => other !== id),
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
 * Every set of the cards offered that may be chosen for `skills` (never more cards than skills).
 * @category operations
 */
export const skillChoices =
  (offered: ReadonlyArray<CardId>, skills: ReadonlyArray<string>) =>
  (game: GameState): ReadonlyArray<ReadonlyArray<CardId>> => {
    const holders = offered.filter((id) => skills.some((skill) => hasSkill(id, skill)(game)));
    return subsets(holders, skills.length)
      .slice(1)
      .filter((set) => isSkillChoice(offered, skills, set)(game));
  };
