// Rulebook "Playing 'At Any Time'" and Rulings "actions – step 1/2/3": actions initiated, answered by valid responses,
// then resolved; the response window decision (`response.window`) and what the play-phase machine asks of it.
export type { PassResponse, ResponseCommand } from './answers';
export { type Action, actorOf, type Responding, topOf } from './model';
export {
  initiate,
  open,
  openMissionCompleted,
} from './open';
export { isBeingPlayed, respondersTo, validResponses } from './valid';
export {
  advance,
  awaitResponder,
  declareTurnEnd,
  isResponding,
  rule as windowRule,
} from './window';
