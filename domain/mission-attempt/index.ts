// Rulebook 7.2 "Attempting a Mission", "Dilemmas", 7.2.4 Mis-seeds: the mission attempt rules, by step. The
// mission-attempt machine (machines/mission-attempt.machine.ts) calls these in order.

export { noteBlankAttemptText } from './blank-mission-text';
export { awaitChoice, chooseRule, decideRule } from './choice';
export { dilemmaBattle, hasDilemmaBattle } from './dilemma-battle';
export {
  attemptCommands,
  candidates,
  checkAttempt,
  mayAttemptMission,
  teamFor,
  toRequest,
} from './eligibility';
export { encounterRevealed, hasEnded, hasFailed, isAwaitingChoice } from './encounter';
export type {
  AttemptCommand,
  AttemptEvent,
  AttemptOutcome,
  AttemptReport,
  AttemptRequest,
  ChooseCommand,
  DecideCommand,
  MissionAttempt,
} from './model';
export { fail, failUnsolved, finish, meetsMissionRequirements, solve } from './outcome';
export {
  attemptingPlayer,
  begin,
  current,
  hasSeedCards,
  isRevealedDilemma,
  isRevealedMisseed,
  noOneRemains,
  removeMisseed,
  revealBottom,
  setAside,
} from './seed-cards';
export { affiliationsOf, currentTeam, matchesMission } from './team';
