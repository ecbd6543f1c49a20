// The public API of the stccg 1E rules engine: nothing outside this file is a promise to users.
//
// @example
// import { bundledDecks, createGame, legalActions, send, pending } from 'stccg-1e-engine';
// import * as E from 'fp-ts/Either';
// const game = createGame({ decks: [bundledDecks.federation, bundledDecks.klingon], seed: 42 });
// if (E.isRight(game)) {
//   const [first] = legalActions(game.right);
//   if (first) send(game.right, first); // Right(game), or Left({ rule, message }) for an illegal command
//   pending(game.right); // { player, decision }
// }

export { battleMachine } from './battle/battle.machine';
export type { Blueprint, BlueprintId, Requirement, SkillLevel } from './cards/blueprint';
export { type CardDatabase, loadCardDatabase } from './cards/database';
export { type Deck, type DeckProblem, parseDeck } from './cards/deck-list';
export { bundledDecks, bundledDeckTexts } from './cards/decks';
export type { CardText } from './cards/language/language';
export { type StandInError, type StandInFields, type StandInSpec, standIn } from './cards/registry/stand-ins';
export type { TextStatus } from './domain/card-effects/coverage';
export { type DeckOptions, validateDeck } from './domain/card-effects/deck-validation';
export type {
  CardId,
  CardInstance,
  DecisionKind,
  GameState,
  LocationId,
  Pending,
  PlayerId,
  Zone,
} from './domain/core/game-state';
export type { RuleError } from './domain/core/rule-error';
export type { RulesEdition } from './domain/core/rules-options';
export { scenario } from './domain/game/scenario';
export type { LocationOpposition } from './domain/orders/unopposed';
export type { SetupError } from './domain/seed-phases/setup';
export type { CardFacts, ShipFacts } from './domain/view/card-facts';
export type { LogEntry } from './domain/view/describe';
export type { LocationFacts, PlayerFacts, Team } from './domain/view/table-facts';
export type { GameView } from './domain/view/view';
export { type ActiveMachine, activeMachines } from './machines/active-machines';
export { charts, nodeName as chartNodeName, toMermaid } from './machines/charts';
export {
  type Command,
  createGame,
  failure,
  fork,
  type Game,
  type GameOptions,
  type GameOrigin,
  legalActions,
  log,
  pending,
  persist,
  type RestoreError,
  replay,
  restore,
  resumeGame,
  type ScenarioError,
  send,
  startGame,
  state,
  view,
} from './machines/engine';
export { gameMachine } from './machines/game.machine';
export { heuristicPlayer } from './machines/heuristic/player';
export { missionAttemptMachine } from './machines/mission-attempt.machine';
export { playPhaseMachine } from './machines/play-phase.machine';
export { type Player, randomPlayer } from './machines/players';
export {
  cardFacts,
  describeCommand,
  implemented,
  locations,
  scores,
  teams,
  textStatus,
} from './machines/queries';
