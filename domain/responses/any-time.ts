// Rulebook "Playing 'At Any Time'" (L445-458): what the player whose turn it is not may do "at any time" of the
// opponent's turn, where no action is in progress (between two of the active player's actions, or once the end of
// the turn is declared, before its end-of-turn actions): play an interrupt (L98, L447), activate a face-down hidden
// agenda (L449), take a tribble card's once-each-turn action or use an ability of "every" turn of a card in play, or join the opponent's crew as an infiltrator and expose
// one. A doorway plays on its owner's turn only (L456). One list and one check, for the `turnEnd` response window
// (answers.ts) and for the plays between actions (between-actions.ts: all of them but Storage Compartment Door's draw).
import * as E from 'fp-ts/Either';
import * as CardPlay from '../card-play/card-play';
import * as CardPlayCandidates from '../card-play/card-play-candidates';
import * as HiddenAgenda from '../card-play/hidden-agenda-play';
import * as CardAbilities from '../cards-in-play/card-abilities';
import { blueprintOf, type CardId, type GameState, type PlayerId } from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import { cardsInZone } from '../core/zone-index';
import * as InfiltrationActions from '../infiltration/infiltration-actions';
import * as TribbleActions from '../tribbles/tribble-actions';
import * as ResponseWindows from './open';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** A play "at any time" of the opponent's turn. */
export type AnyTimePlay =
  | CardPlay.PlayCard
  | HiddenAgenda.ActivateAgenda
  | TribbleActions.AnyTimeCommand
  | CardAbilities.ActivateAbility
  | InfiltrationActions.InfiltrationCommand;

/** The command types an "at any time" play may have. */
export const anyTimePlayTypes: ReadonlyArray<AnyTimePlay['type']> = [
  'card.play',
  'agenda.activate',
  ...TribbleActions.anyTimeTypes,
  'card.activate',
  'card.infiltrate',
  'card.expose',
];

const ANY_TIME = "Playing 'At Any Time'";

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether a command has the type of an "at any time" play (its rule is then `checkAnyTimePlay`'s).
 * @category predicates
 */
export const isAnyTimePlayType = (command: { readonly type: string }): command is AnyTimePlay =>
  (anyTimePlayTypes as ReadonlyArray<string>).includes(command.type);

/** Interrupts, and artifacts played as an Interrupt card (Thought Maker): the cards in hand that play at any time. */
const anyTimeCardTypes: ReadonlySet<string> = new Set(['Interrupt', 'Artifact']);

/** Whether each hand seen holds such a card, by the hand's list (immutable: the same object until the hand changes). */
const anyTimeHands = new WeakMap<ReadonlyArray<CardId>, boolean>();

/**
 * Whether `player`'s hand holds a card that may play at any time, asked once per hand: a game where no one holds one
 * pays one lookup per hand, not a listing of every card's plays.
 */
const holdsAnyTimeCard =
  (player: PlayerId) =>
  (game: GameState): boolean => {
    const hand = cardsInZone({ kind: 'hand', player })(game);
    let holds = anyTimeHands.get(hand);
    if (holds === undefined) {
      holds = hand.some((card) => anyTimeCardTypes.has(blueprintOf(card)(game).type));
      anyTimeHands.set(hand, holds);
    }
    return holds;
  };

// Rulebook "Playing 'At Any Time'" (L447, L456): only interrupts (and what says "at any time") play on the opponent's
// turn, and they are not the normal card play; doorways play on their owner's turn only
/**
 * Right when `command` is an "at any time" play its player may make now on `active`'s turn, else the rule it breaks.
 * @category predicates
 */
export const checkAnyTimePlay =
  (command: AnyTimePlay, active: PlayerId) =>
  (game: GameState): E.Either<RuleError, void> => {
    if (command.player === active)
      return E.left(
        ruleError(ANY_TIME, `It is ${active}'s own turn: ${active} acts in their turn decision.`),
      );
    if (command.type === 'agenda.activate') return HiddenAgenda.checkActivate(command)(game);
    if (TribbleActions.isAnyTime(command)) return TribbleActions.check(command)(game);
    // "Once every turn, may …": an ability of a card in play
    if (command.type === 'card.activate') return CardAbilities.abilityRules().check(command)(game);
    if (command.type === 'card.infiltrate' || command.type === 'card.expose')
      return InfiltrationActions.checkInfiltration(command)(game);
    // a doorway is refused by its timing: "Doorways, by default, may play at any time during your turn only" (L456)
    if (command.kind === 'interrupt' || command.kind === 'doorway') return CardPlay.canPlay(command)(game);
    return E.left(
      ruleError(
        ANY_TIME,
        `Only interrupts (and cards that say so) play during the opponent's turn; a ${command.kind} play is ${command.player}'s normal card play, made on their own turn ("Cards played 'at any time' do not count as your normal card play").`,
      ),
    );
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The card plays "at any time" `player` may make now on the opponent's turn: interrupts from hand (L98, L447) and
 * hidden agendas flipped (L449), exactly those `checkAnyTimePlay` accepts.
 * @category operations
 */
export const anyTimeCardPlays =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<CardPlay.PlayCard | HiddenAgenda.ActivateAgenda> => [
    ...(holdsAnyTimeCard(player)(game) ? CardPlayCandidates.anyTimeCandidates(player)(game) : []),
    ...HiddenAgenda.activateCandidates(player)(game),
  ];

/**
 * Every "at any time" play `player` may make once the opponent declared the end of their turn: the card plays, a
 * tribble card's once-each-turn action, an infiltrator's act; exactly those `checkAnyTimePlay` accepts.
 * @category operations
 */
export const anyTimePlays =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<AnyTimePlay> => [
    ...anyTimeCardPlays(player)(game),
    ...TribbleActions.anyTimeCandidates(player)(game),
    ...CardAbilities.abilityRules().candidates(player)(game),
    ...InfiltrationActions.infiltrationCandidates(player)(game).filter((c) =>
      E.isRight(InfiltrationActions.checkInfiltration(c)(game)),
    ),
  ];

/**
 * The game after a legal "at any time" play: its card played (a response window may open on it), its hidden agenda
 * activated, or its action taken.
 * @category operations
 */
export const applyAnyTimePlay =
  (command: AnyTimePlay) =>
  (game: GameState): GameState =>
    command.type === 'agenda.activate'
      ? HiddenAgenda.activate(command)(game)
      : TribbleActions.isAnyTime(command)
        ? TribbleActions.apply(command)(game)
        : command.type === 'card.activate'
          ? CardAbilities.abilityRules().activate(command)(game)
          : command.type === 'card.infiltrate' || command.type === 'card.expose'
            ? InfiltrationActions.applyInfiltration(command)(game)
            : ResponseWindows.play(command)(game);
