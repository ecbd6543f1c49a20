// Rulebook "Playing the Game": the active player's decision during a turn, composed of card play (normally at the
// start of the turn), orders and mission attempts (the middle of the turn) and ending the turn. The first order or
// mission attempt begins "executing orders", which forfeits any card play left (Rulebook "Play a Card"). Activating a
// hologram is an order too; changing a multi-affiliation card's affiliation is not (it may be done at any time), nor
// are the actions card text gives (flipping Distortion Field, the discard Static Warp Bubble requires before the end
// of the turn, which it may refuse until then). A [DL] special download suspends play at any point (Rulebook "Special
// Download"): it is offered here, before or after orders begin, and uses neither the card play nor orders; so is a
// download by card text (domain/downloads/text-downloads.ts), but one "in place of your normal card play", before orders.
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import type { InitiateCommand } from '../battle-rules/battle-model';
import { checkInitiate, initiateCandidates } from '../battle-rules/initiation';
import * as CardPlay from '../card-play/card-play';
import * as CardPlayCandidates from '../card-play/card-play-candidates';
import * as HiddenAgenda from '../card-play/hidden-agenda-play';
import * as CardAbilities from '../cards-in-play/card-abilities';
import type { DecisionRule } from '../core/decision';
import type { GameState, PlayerId } from '../core/game-state';
import type { RuleError } from '../core/rule-error';
import * as SpecialDownloadPlays from '../downloads/special-download-plays';
import * as DownloadToHand from '../downloads/special-download-to-hand';
import * as SpecialDownloads from '../downloads/special-downloads';
import * as TextDownloads from '../downloads/text-downloads';
import * as InfiltrationActions from '../infiltration/infiltration-actions';
import { type AttemptCommand, attemptCommands } from '../mission-attempt';
import { checkGivingOrders, type OrderCommand, orders } from '../orders';
import * as RequiredActions from '../orders/required-actions';
import { beginOrders } from '../orders/turn-state';
import * as ActionRecord from '../responses/action-record';
import * as ResponseWindows from '../responses/open';
import * as SiteUse from '../sites/site-use';
import * as Holograms from '../special-rules/holograms';
import * as Infestation from '../special-rules/infestation';
import * as StationCommandeering from '../special-rules/station-commandeering';
import * as TribbleActions from '../tribbles/tribble-actions';
import * as AffiliationChange from './affiliation-change';
import * as Brig from './brig';
import * as CaptiveActions from './captive-actions';
import * as HandDiscard from './hand-discard';
import { type FlipCard, type RogueBorgAttackOrder, turnText } from './turn-port';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** You have finished executing orders: go to the end of your turn. */
export interface EndTurn {
  readonly type: 'turn.end';
  readonly player: PlayerId;
}

/** Every command of the active player's turn decision. */
export type TurnCommand =
  | CardPlay.PlayCard
  | OrderCommand
  | Holograms.ActivateHologram
  | AffiliationChange.ChangeAffiliation
  | AttemptCommand
  | InitiateCommand
  | FlipCard
  | StationCommandeering.CommandeerStation
  | HandDiscard.DiscardCard
  | SpecialDownloads.SpecialDownload
  | SpecialDownloadPlays.SpecialDownloadPlay
  | DownloadToHand.SpecialDownloadToHand
  | TextDownloads.TextDownload
  | CaptiveActions.ReleaseCaptive
  | CaptiveActions.TakeCustody
  | Brig.PlaceInBrig
  | InfiltrationActions.InfiltrationCommand
  | HiddenAgenda.PlayFaceDown
  | HiddenAgenda.ActivateAgenda
  | Infestation.EndInfestation
  | RogueBorgAttackOrder
  | TribbleActions.TribbleCommand
  | CardAbilities.ActivateAbility
  | SiteUse.SiteUse
  | EndTurn;

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether a command is an order (Rulebook 7 "giving orders").
 * @category predicates
 */
export const isOrder = (command: { readonly type: string }): command is OrderCommand =>
  (orders.commandTypes as ReadonlyArray<string>).includes(command.type);

// Rulebook "Playing the Game": play a card, execute orders, end the turn, in that order
/**
 * Right when the turn command is legal now, else the rule it breaks.
 * @category predicates
 */
export const check =
  (command: TurnCommand) =>
  (game: GameState): E.Either<RuleError, void> => {
    // Alien Parasites: an opponent controlling an infected ship and crew acts with them only, until stopped
    const infested = Infestation.checkTurnCommand(command)(game);
    if (E.isLeft(infested) || command.type === 'infestation.end') return infested;
    if (command.type === 'card.play') return CardPlay.canPlay(command)(game);
    // Static Warp Bubble ("Opponent must discard one card before ending each turn"), Rulebook "Required Actions"
    if (command.type === 'turn.end') return checkEndTurn(command.player)(game);
    if (command.type === 'card.flip') return turnText().checkFlip(command)(game);
    // Ops: "Any Computer Skill personnel unopposed here may commandeer station" (card text, not an order)
    if (command.type === 'station.commandeer')
      return StationCommandeering.checkCommandeerStation(command)(game);
    if (command.type === 'card.discard') return HandDiscard.checkDiscard(command)(game);
    if (TextDownloads.isTextDownload(command)) return TextDownloads.check(command)(game);
    if (command.type === 'card.download' && 'play' in command)
      return SpecialDownloadPlays.checkSpecialDownloadPlay(command)(game);
    if (command.type === 'card.download' && 'to' in command)
      return DownloadToHand.checkDownloadToHand(command)(game);
    if (command.type === 'card.download') return SpecialDownloads.checkSpecialDownload(command)(game);
    if (command.type === 'mission.attempt') return attemptCommands.check(command)(game);
    if (command.type === 'battle.initiate') return checkInitiate(command)(game);
    if (command.type === 'rogueBorg.attack') return turnText().checkAttack(command)(game);
    if (command.type === 'hologram.activate')
      return pipe(
        checkGivingOrders(command.player)(game),
        E.flatMap(() => Holograms.checkActivate(command)(game)),
      );
    if (command.type === 'card.changeAffiliation')
      return AffiliationChange.checkChangeAffiliation(command)(game);
    // Rulebook "Capture": releasing an unattended captive, taking custody from a trap card, placing one in a brig
    // (not orders)
    if (command.type === 'captive.release') return CaptiveActions.checkReleaseCaptive(command)(game);
    if (command.type === 'captive.custody') return CaptiveActions.checkTakeCustody(command)(game);
    if (command.type === 'captive.brig') return Brig.checkPlaceInBrig(command)(game);
    // Rulebook "Infiltration", 7.9.1 Exposure: joining the opponent's crew or Away Team, exposing (not orders)
    if (command.type === 'card.infiltrate' || command.type === 'card.expose')
      return InfiltrationActions.checkInfiltration(command)(game);
    // Rulebook "Entering Play": an [HA] card is played face down, and activated at any time (not orders)
    if (command.type === 'agenda.play') return HiddenAgenda.checkPlayFaceDown(command)(game);
    if (command.type === 'agenda.activate') return HiddenAgenda.checkActivate(command)(game);
    // Rulebook "Tribbles (11.3)": Storage Compartment Door's draw, moving tribble cards
    if (TribbleActions.isTribbleCommand(command)) return TribbleActions.check(command)(game);
    // "Once each turn, may …": an ability of a card in play (1 Tribble; not an order)
    if (command.type === 'card.activate') return CardAbilities.abilityRules().check(command)(game);
    // Schoolroom, Garak's Tailor Shop, Science Lab: a site's text used on the player's turn (not an order)
    if (command.type === 'site.use') return SiteUse.check(command)(game);
    return orders.check(command)(game);
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The game after a legal turn command; an order or a mission attempt first begins executing orders. What an order
 * brings about where it ends (a ship repaired or stopped, a hologram erased) answers its game events in the settle
 * step (domain/game/settle.ts). Ending the turn and the attempt itself are the play-phase machine's:
 * it goes on to the end of the turn, or runs the attempt.
 * @category operations
 */
export const apply =
  (command: TurnCommand) =>
  (game: GameState): GameState => {
    if (command.type === 'card.play') return ResponseWindows.play(command)(game);
    if (command.type === 'turn.end') return game;
    if (command.type === 'infestation.end') return Infestation.end(game);
    if (command.type === 'card.flip') return turnText().flip(command)(game);
    if (command.type === 'station.commandeer')
      return StationCommandeering.applyCommandeerStation(command)(game);
    if (command.type === 'card.discard') return HandDiscard.discard(command)(game);
    if (TextDownloads.isTextDownload(command)) return TextDownloads.apply(command)(game);
    if (command.type === 'card.download' && 'play' in command)
      return SpecialDownloadPlays.applySpecialDownloadPlay(command)(game);
    if (command.type === 'card.download' && 'to' in command)
      return DownloadToHand.applyDownloadToHand(command)(game);
    if (command.type === 'card.download') return SpecialDownloads.applySpecialDownload(command)(game);
    if (command.type === 'mission.attempt' || command.type === 'battle.initiate') return beginOrders(game);
    if (command.type === 'rogueBorg.attack') return turnText().orderAttack(command)(game);
    if (command.type === 'hologram.activate') return Holograms.activate(command)(beginOrders(game));
    if (command.type === 'card.changeAffiliation')
      return AffiliationChange.applyChangeAffiliation(command)(game);
    if (command.type === 'captive.release') return CaptiveActions.releaseCaptive(command)(game);
    if (command.type === 'captive.custody') return CaptiveActions.takeCustody(command)(game);
    if (command.type === 'captive.brig') return Brig.applyPlaceInBrig(command)(game);
    if (command.type === 'card.infiltrate' || command.type === 'card.expose')
      return InfiltrationActions.applyInfiltration(command)(game);
    if (command.type === 'agenda.play') return HiddenAgenda.playFaceDown(command)(game);
    if (command.type === 'agenda.activate') return HiddenAgenda.activate(command)(game);
    if (TribbleActions.isTribbleCommand(command)) return TribbleActions.apply(command)(game);
    if (command.type === 'card.activate') return CardAbilities.abilityRules().activate(command)(game);
    if (command.type === 'site.use') return SiteUse.apply(command)(game);
    // what the order's game events bring about (a hologram erased, a ship repaired…) follows in the settle step
    return orders.apply(command)(beginOrders(game));
  };

// Rulebook "Leaving Play", a discard a card requires before ending the turn (Static Warp Bubble), and "Required
// Actions" (the required move must be made while it can be)
const checkEndTurn =
  (player: PlayerId) =>
  (game: GameState): E.Either<RuleError, void> =>
    pipe(
      HandDiscard.checkEndTurn(player)(game),
      E.flatMap(() => RequiredActions.checkEndTurn(player, orders.check)(game)),
    );

/** The commands of `candidates` that `check` accepts. */
const checked = (candidates: ReadonlyArray<TurnCommand>, game: GameState): ReadonlyArray<TurnCommand> =>
  candidates.filter((command) => E.isRight(check(command)(game)));

/**
 * Every legal turn command, exactly: card plays, orders, mission attempts, and ending the turn. Each part's
 * candidates pass `check`, but for those built exactly legal (the card plays, the orders, `candidatesAreLegal`).
 * @category operations
 */
export const candidates =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<TurnCommand> =>
    Infestation.isUnderWay(game)
      ? [
          ...orders.candidates(player)(game),
          ...checked(attemptCommands.candidates(player)(game), game),
          ...checked(initiateCandidates(player)(game), game),
        ]
          .filter((command) => E.isRight(Infestation.checkTurnCommand(command)(game)))
          .concat(Infestation.endCandidates(player)(game))
      : everyCandidate(player, game);

const everyCandidate = (player: PlayerId, game: GameState): ReadonlyArray<TurnCommand> => [
  ...CardPlayCandidates.candidates(player)(game),
  ...orders.candidates(player)(game),
  ...checked(Holograms.activateCandidates(player)(game), game),
  ...checked(AffiliationChange.changeAffiliationCandidates(player)(game), game),
  ...checked(attemptCommands.candidates(player)(game), game),
  ...checked(initiateCandidates(player)(game), game),
  ...turnText().attackCandidates(player)(game),
  ...checked(turnText().flipCandidates(player)(game), game),
  ...StationCommandeering.commandeerStationCandidates(player)(game),
  ...HandDiscard.discardCandidates(player)(game),
  ...SpecialDownloads.specialDownloadCandidates(player)(game),
  ...SpecialDownloadPlays.specialDownloadPlayCandidates(player)(game),
  ...DownloadToHand.downloadToHandCandidates(player)(game),
  ...TextDownloads.candidates(player)(game),
  ...checked(CaptiveActions.captiveCandidates(player)(game), game),
  ...Brig.brigCandidates(player)(game),
  ...checked(InfiltrationActions.infiltrationCandidates(player)(game), game),
  ...HiddenAgenda.playCandidates(player)(game),
  ...HiddenAgenda.activateCandidates(player)(game),
  ...TribbleActions.candidates(player)(game),
  ...CardAbilities.abilityRules().candidates(player)(game),
  ...SiteUse.candidates(player)(game),
  ...(E.isRight(checkEndTurn(player)(game)) ? [{ type: 'turn.end', player } as const] : []),
];

// -------------------------------------------------------------------------------------
// instances
// -------------------------------------------------------------------------------------

/**
 * The active player's turn decision (`turn.act`).
 * @category instances
 */
export const rule: DecisionRule<TurnCommand> = {
  commandTypes: [
    'card.play',
    ...orders.commandTypes,
    'hologram.activate',
    'card.changeAffiliation',
    ...attemptCommands.commandTypes,
    'battle.initiate',
    'rogueBorg.attack',
    'card.flip',
    'station.commandeer',
    'card.discard',
    'card.download',
    'captive.release',
    'captive.custody',
    'captive.brig',
    'card.infiltrate',
    'card.expose',
    'agenda.play',
    'agenda.activate',
    ...TribbleActions.commandTypes,
    'card.activate',
    'site.use',
    'infestation.end',
    'turn.end',
  ],
  candidates,
  candidatesAreLegal: true,
  check,
  // Temporal Causality Loop: each action of the turn is recorded, to be undone (domain/responses/action-record.ts)
  apply: (command) => (game) => ActionRecord.note(command, game)(apply(command)(game)),
};
