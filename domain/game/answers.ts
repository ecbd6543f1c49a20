// ARCHITECTURE principle 6 and issue #14: installs the answers of the cards' abilities to the chapters' query points
// (domain/core/query-points.ts), once, when the top of the domain loads (domain/game/decisions.ts and the scenario
// builder import this module). A new kind of card text that answers a question adds its answer here.

import { nullifiesDilemmas } from '../card-effects/dilemma-nullifiers';
import { downloadGrants } from '../card-effects/download-grants';
import { flippedByItselfAnswer } from '../card-effects/flip';
import { treatiesMix } from '../card-effects/mixing';
import { permissionAnswers } from '../card-effects/permissions';
import { requirementModifiers } from '../card-effects/requirement-modifiers';
import { rogueBorgAnswers } from '../card-effects/rogue-borg-answers';
import { ruleAnswers } from '../card-effects/rule-answers';
import { glancedAtAnswer } from '../card-effects/sight';
import { stakesAnswer } from '../card-effects/stakes';
import { staticModifiersAnswer } from '../card-effects/static-modifiers';
import { tacticTextAnswer } from '../card-effects/tactic-text-answer';
import { targetedToDieInstead } from '../card-effects/targeted-to-die';
import { textDeclaredAnswer } from '../card-effects/text-declared-answer';
import { tribbleAnswers } from '../card-effects/tribble-answers';
import { markersTakeEnhancementsOffLine } from '../cards-in-play/off-line';
import { install } from '../core/query-points';
import {
  dilemmasAttackingAtEndOfTurn,
  dilemmasForbidAttempts,
  dilemmasForbidMovement,
} from '../dilemma-effects/lasting';

install([
  ...ruleAnswers,
  ...permissionAnswers,
  treatiesMix,
  markersTakeEnhancementsOffLine,
  staticModifiersAnswer,
  targetedToDieInstead,
  downloadGrants,
  ...tribbleAnswers,
  ...rogueBorgAnswers,
  stakesAnswer,
  textDeclaredAnswer,
  tacticTextAnswer,
  nullifiesDilemmas,
  requirementModifiers,
  dilemmasForbidMovement,
  dilemmasForbidAttempts,
  dilemmasAttackingAtEndOfTurn,
  glancedAtAnswer,
  flippedByItselfAnswer,
]);
