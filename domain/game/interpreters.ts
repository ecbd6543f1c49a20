// ARCHITECTURE principle 6 and issue #14: plugs the card language's interpreters (domain/card-effects,
// domain/dilemma-effects), and the rules of a higher chapter that a lower one sets off (leaving play), into the ports
// the chapters declare (domain/core/ports.ts), once, when the top of the domain loads (domain/game/decisions.ts and
// the scenario builder import this module), as ./answers.ts installs the answers of the query points.
import { declaredProcedure } from '../../cards/effects/battle-bridge-doors';
import { declarationOf } from '../../cards/registry/dilemmas';
import { returnToSideDeck } from '../battle-rules/battle-bridge';
import { damageShip } from '../battle-rules/damage';
import { checkText, playText, textCandidates, wasReturnedThisTurn } from '../card-effects';
import * as Activated from '../card-effects/activated';
import { returnControl } from '../card-effects/control';
import { reappearDue } from '../card-effects/disappearance';
import { whenEarned } from '../card-effects/earned';
import { atEndOfTurn } from '../card-effects/end-of-turn';
import { matches } from '../card-effects/filters';
import { checkFlip, flip, flipCandidates } from '../card-effects/flip';
import { beginEndOfTurnGuess } from '../card-effects/hand-guess';
import { declaredText } from '../card-effects/in-play';
import { attackCandidates, checkAttack, orderAttack } from '../card-effects/lore-returns';
import { recordDeed } from '../card-effects/permissions';
import { checkSeedText, playSeedText, seedTextCandidates } from '../card-effects/seed-play';
import { atStartOfTurn as startOfTurnAbilities } from '../card-effects/start-of-turn';
import { checkSave, dieUnsaved, save, saves } from '../card-effects/targeted-to-die';
import { troubleTexts } from '../card-effects/tribble-answers';
import { validResponses } from '../card-effects/valid-responses';
import { cardPlayPort } from '../card-play/card-play-port';
import { abilityRulesPort } from '../cards-in-play/card-abilities';
import { leavingPlayPort } from '../cards-in-play/leave-play-port';
import { cardFilterPort } from '../core/card-filter';
import { declaredTextsPort } from '../core/declared-texts';
import { drawWindowsPort } from '../core/draw-windows';
import type { GameState, PlayerId } from '../core/game-state';
import { deedRecordsPort } from '../core/permissions';
import { plug } from '../core/ports';
import { battleBridgeDoorwaysPort } from '../deck-building/battle-bridge-procedure';
import * as Lasting from '../dilemma-effects/lasting';
import { run } from '../dilemma-effects/registry';
import { attemptTextPort } from '../mission-attempt/text-port';
import { openDrawWindows, openWindowsOnDraws } from '../responses/open';
import { responsePort } from '../responses/response-port';
import { seedPlayPort } from '../seed-phases/seed-play-port';
import { eraseStranded } from '../special-rules/holograms';
import { troubleTextPort } from '../tribbles/tribble-abilities';
import { turnPort } from '../turn/turn-port';

plug(declaredTextsPort, { declaredText });
plug(attemptTextPort, { dilemmaDeclaration: declarationOf, run, whenEarned });
plug(battleBridgeDoorwaysPort, { declaredProcedure });
plug(deedRecordsPort, { recordDeed });
plug(cardFilterPort, { matches });
plug(leavingPlayPort, { returnMarker: returnToSideDeck, damageShip, eraseStranded });
plug(abilityRulesPort, {
  check: Activated.check,
  activate: Activated.activate,
  candidates: Activated.candidates,
  cardsActedOn: Activated.cardsActedOn,
});
plug(cardPlayPort, { checkText, playText, textCandidates, wasReturnedThisTurn });
plug(seedPlayPort, {
  checkText: checkSeedText,
  playText: playSeedText,
  textCandidates: seedTextCandidates,
});
plug(drawWindowsPort, { openWindowsOnDraws, openDrawWindows });
plug(responsePort, { validResponses, saves, checkSave, save, dieUnsaved });
plug(troubleTextPort, troubleTexts);
plug(turnPort, {
  dilemmasAtStartOfTurn: (player: PlayerId) => (game: GameState) =>
    Lasting.settle(Lasting.atStartOfTurn(player)(game)),
  dilemmasAtEndOfTurn: (player: PlayerId) => (game: GameState) =>
    Lasting.settle(Lasting.atEndOfTurn(player)(game)),
  returnsDue: (game: GameState) => returnControl(reappearDue(game)),
  startOfTurnAbilities,
  endOfTurnAbilities: atEndOfTurn,
  beginEndOfTurnGuess,
  flipCandidates,
  checkFlip,
  flip,
  attackCandidates,
  checkAttack,
  orderAttack,
});
