// Rulebook "Playing a Card": some card text asks its player for a choice after the card resolves, over cards seen
// only then (Thought Maker, Betazoid Gift Box: ./deck-choice.ts). The choice is a decision of its own (`card.choose`),
// kept in `GameState.choosing` until it is made. The same decision puts other choices card text asks for to its
// player: an option named by the opponent of the card's player (Raise the Stakes' forfeit or agree: option-choice.ts), Telepathic Alien Kidnappers' guess (hand-guess.ts), the
// rules' nemesis destruction at the end of a turn (../nemesis.ts), Storage Compartment Door's tribbles drawn
// (../tribble-side-deck.ts), troubles following their tribbles (../trouble-follow.ts), ... on the Station's
// spreading tribbles (../trouble-spread.ts) and the place a captive released from under a trap card goes
// (../turn/trap-exits.ts). Each kind of choice has one handler in the table below.
import * as E from 'fp-ts/Either';
import { named } from '../core/chronicle';
import { awaitDecision, type DecisionRule } from '../core/decision';
import { blueprintOf, type GameState, type PlayerId } from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import * as BarKills from '../sites/bar-kills';
import * as GuestQuarters from '../sites/guest-quarters';
import * as SiteDraw from '../sites/site-draw-choice';
import * as Nemesis from '../special-rules/nemesis';
import * as TribbleSideDeck from '../tribbles/tribble-side-deck';
import * as TroubleFollow from '../tribbles/trouble-follow';
import * as TroubleSpread from '../tribbles/trouble-spread';
import { chooseTrapExit } from '../turn/captive-actions';
import * as TrapExits from '../turn/trap-exits';
import { finishAwaitedPlay } from './after-use';
import * as DeckChoice from './deck-choice';
import * as DownloadHere from './download-here';
import * as HandGuess from './hand-guess';
import * as OptionChoice from './option-choice';

export { beginRearranging, beginTaking } from './deck-choice';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** A follow-up choice under way. */
export type FollowUp =
  | DeckChoice.DeckChoice
  | OptionChoice.OptionChoice
  | DownloadHere.DownloadHereChoice
  | HandGuess.GuessChoice
  | Nemesis.NemesisChoice
  | SiteDraw.SiteDrawChoice
  | GuestQuarters.PlaceBeneathChoice
  | BarKills.DiscardForKills
  | TribbleSideDeck.DrawnTribbles
  | TroubleFollow.TroublesToFollow
  | TroubleSpread.TribblesToSpread
  | TrapExits.TrapExitChoice;

declare module '../core/chapter-states' {
  interface ChapterStates {
    /** A choice card text asks for after it resolves (domain/card-effects/follow-up.ts); absent otherwise. */
    readonly choosing: FollowUp;
  }
}

/** The answers to the follow-up choices. */
export type ChooseCommand =
  | DeckChoice.DeckCommand
  | OptionChoice.OptionCommand
  | DownloadHere.DownloadHereCommand
  | HandGuess.GuessCommand
  | SiteDraw.SiteDrawCommand
  | GuestQuarters.PlaceBeneathCommand
  | BarKills.DiscardForKillsCommand
  | TribbleSideDeck.DrawnCommand
  | TroubleFollow.FollowTribbles
  | TroubleSpread.SpreadCommand
  | TrapExits.TrapExitCommand;

/** How one kind of follow-up choice `F` is answered, by the commands `C`. */
interface Handler<F extends FollowUp, C extends ChooseCommand> {
  /** Whether a command is one of the answers to this kind of choice. */
  readonly answers: (command: ChooseCommand) => command is C;
  check(choice: F, command: C): (game: GameState) => E.Either<RuleError, void>;
  apply(choice: F, command: C): (game: GameState) => GameState;
  candidates(choice: F, player: PlayerId): (game: GameState) => ReadonlyArray<ChooseCommand>;
  /** The refusal of any other command while this choice waits. */
  refuse(choice: F, game: GameState): RuleError;
}

/** The answers to each kind of follow-up choice. */
interface AnswerOf {
  readonly rearrangeDrawDeck: DeckChoice.DeckCommand;
  readonly takeFromDrawDeck: DeckChoice.DeckCommand;
  readonly option: OptionChoice.OptionCommand;
  readonly downloadHere: DownloadHere.DownloadHereCommand;
  readonly guessCardType: HandGuess.GuessCommand;
  readonly nemesisDestruction: Nemesis.NemesisCommand;
  readonly siteCardDraw: SiteDraw.SiteDrawCommand;
  readonly placeBeneathDrawDeck: GuestQuarters.PlaceBeneathCommand;
  readonly discardForKills: BarKills.DiscardForKillsCommand;
  readonly tribblesDrawn: TribbleSideDeck.DrawnCommand;
  readonly troublesFollow: TroubleFollow.FollowTribbles;
  readonly tribblesSpread: TroubleSpread.SpreadCommand;
  readonly trapExit: TrapExits.TrapExitCommand;
}

type Handlers = {
  readonly [K in FollowUp['kind']]: Handler<Extract<FollowUp, { readonly kind: K }>, AnswerOf[K]>;
};

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

const answering =
  <C extends ChooseCommand>(...types: ReadonlyArray<C['type']>) =>
  (command: ChooseCommand): command is C =>
    (types as ReadonlyArray<string>).includes(command.type);

const notAnAnswer = (choice: { readonly source: string }, game: GameState): RuleError =>
  ruleError(blueprintOf(choice.source)(game).title, 'That does not answer this choice.');

const deckChoice: Handler<DeckChoice.DeckChoice, DeckChoice.DeckCommand> = {
  answers: DeckChoice.isDeckCommand,
  check: DeckChoice.check,
  apply: DeckChoice.apply,
  candidates: DeckChoice.answers,
  refuse: notAnAnswer,
};

/** Each kind of follow-up choice, its answers and its refusal. */
const handlers: Handlers = {
  rearrangeDrawDeck: deckChoice,
  takeFromDrawDeck: deckChoice,
  // Storage Compartment Door: "then play or discard each"
  tribblesDrawn: {
    answers: answering<TribbleSideDeck.DrawnCommand>('tribble.play', 'tribble.discard'),
    check: TribbleSideDeck.checkDrawn,
    apply: TribbleSideDeck.resolveDrawn,
    candidates: (choice) => TribbleSideDeck.drawnCandidates(choice),
    refuse: () =>
      ruleError('Storage Compartment Door', 'Play or discard each card drawn from the side deck.'),
  },
  // Rulebook "Tribbles (11.3)": "the Trouble card may move with them, at the owner's discretion"; ... on the Station:
  // the spreading under way goes on with the troubles that did not go with the tribbles
  troublesFollow: {
    answers: answering<TroubleFollow.FollowTribbles>('trouble.follow'),
    check: TroubleFollow.check,
    apply: (choice, command) => (game) => TroubleSpread.retaken(TroubleFollow.decide(choice, command)(game)),
    candidates: TroubleFollow.choices,
    refuse: () => ruleError('Tribbles (11.3)', 'Decide whether each trouble card goes with its tribbles.'),
  },
  // ... on the Station: "Just after this group breeds, up to 100 of its tribbles may 'spread'"
  tribblesSpread: {
    answers: answering<TroubleSpread.SpreadCommand>('tribbles.spread', 'tribbles.stay'),
    check: TroubleSpread.check,
    apply: TroubleSpread.decide,
    candidates: TroubleSpread.choices,
    refuse: () => ruleError('... on the Station', 'Spread the tribbles that just bred, or let them stay.'),
  },
  // "Your opponent must … OR …" (Raise the Stakes)
  option: {
    answers: answering<OptionChoice.OptionCommand>('card.decide'),
    check: OptionChoice.check,
    apply: OptionChoice.decide,
    candidates: (choice, player) => () => OptionChoice.decisions(choice, player),
    refuse: notAnAnswer,
  },
  // "When you solve, may download {X} here": the card downloaded, named by the card's player
  downloadHere: {
    answers: answering<DownloadHere.DownloadHereCommand>('card.choose'),
    check: DownloadHere.check,
    apply: DownloadHere.download,
    candidates: (choice, player) => () => DownloadHere.decisions(choice, player),
    refuse: notAnAnswer,
  },
  guessCardType: {
    answers: answering<HandGuess.GuessCommand>('card.guess'),
    check: HandGuess.checkGuess,
    apply: HandGuess.guess,
    candidates: (choice, player) => (game) => HandGuess.guesses(choice, player, game),
    refuse: notAnAnswer,
  },
  nemesisDestruction: {
    answers: answering<Nemesis.NemesisCommand>('card.choose'),
    check: Nemesis.checkChoice,
    apply: Nemesis.destroyChosen,
    candidates: (choice, player) => () => Nemesis.choices(choice, player),
    refuse: () => ruleError('Nemesis Destruction', 'Choose the nemesis to be killed or destroyed.'),
  },
  // Quark's Bar, Primary Turbolift: "may draw" a card (the sites' functions called, not read, here: ../sites/* import
  // ./immediate, which imports this module)
  siteCardDraw: {
    answers: answering<SiteDraw.SiteDrawCommand>('card.choose', 'choosing.stop'),
    check: (choice, command) => SiteDraw.check(choice, command),
    apply: (choice, command) => SiteDraw.decide(choice, command),
    candidates: (choice, player) => () => SiteDraw.choices(choice, player),
    refuse: (choice, game) =>
      ruleError(blueprintOf(choice.site)(game).title, 'Draw the card (naming the site) or not.'),
  },
  // Guest Quarters: "draw two cards and place one of them beneath draw deck"
  placeBeneathDrawDeck: {
    answers: answering<GuestQuarters.PlaceBeneathCommand>('card.choose'),
    check: (choice, command) => GuestQuarters.checkPlaced(choice, command),
    apply: (choice, command) => GuestQuarters.placeBeneath(choice, command),
    candidates: (choice, player) => () => GuestQuarters.choices(choice, player),
    refuse: () => ruleError('Guest Quarters', 'Place one of the two cards just drawn beneath the draw deck.'),
  },
  // Quark's Bar: "Any player who kills any waiters or dabo girls here in battle must discard two cards for each"
  discardForKills: {
    answers: answering<BarKills.DiscardForKillsCommand>('card.choose'),
    check: (choice, command) => BarKills.check(choice, command),
    apply: (choice, command) => BarKills.discard(choice, command),
    candidates: (choice, player) => (game) => BarKills.choices(choice, player, game),
    refuse: () => ruleError("Quark's Bar", 'Discard a card from hand for the waiters and dabo girls killed.'),
  },
  // Rulebook "Capture", 12.5 Ties L1244: the owner of a captive released from under a trap card names where it goes
  trapExit: {
    answers: answering<TrapExits.TrapExitCommand>('card.choose'),
    check: TrapExits.check,
    apply: chooseTrapExit,
    candidates: (choice, player) => () => TrapExits.decisions(choice, player),
    refuse: (choice, game) =>
      ruleError('Capture', `Choose where ${named(choice.source)(game)} goes, one of the places offered.`),
  },
};

/**
 * The choices whose commands, sent while another choice waits, are refused as answering no such choice, in order:
 * while one of them waits, the commands of those before it are refused so, any other by the waiting choice.
 */
const answeringNone: ReadonlyArray<readonly [FollowUp['kind'], RuleError]> = [
  ['tribblesDrawn', ruleError('Storage Compartment Door', 'No card drawn from a Tribble side deck waits.')],
  ['troublesFollow', ruleError('Tribbles (11.3)', 'No trouble card waits to go with its tribbles.')],
  ['tribblesSpread', ruleError('... on the Station', 'No tribbles wait to spread.')],
];

// the handler of the choice's own kind (the table's type pairs each kind with its handler)
const handlerOf = (choice: FollowUp): Handler<FollowUp, ChooseCommand> =>
  handlers[choice.kind] as Handler<FollowUp, ChooseCommand>;

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * True while a follow-up choice waits to be made.
 * @category predicates
 */
export const isChoosing = (game: GameState): boolean => game.choosing !== undefined;

/**
 * Right when the command answers the follow-up choice, else the rule it breaks.
 * @category predicates
 */
export const check =
  (command: ChooseCommand) =>
  (game: GameState): E.Either<RuleError, void> => {
    const choice = game.choosing;
    if (choice === undefined) return E.left(ruleError('Playing a Card', 'No card text waits for a choice.'));
    const handler = handlerOf(choice);
    if (handler.answers(command)) return handler.check(choice, command)(game);
    const waiting = answeringNone.findIndex(([kind]) => kind === choice.kind);
    const none = answeringNone
      .slice(0, waiting < 0 ? undefined : waiting)
      .find(([kind]) => handlers[kind].answers(command));
    return E.left(none === undefined ? handler.refuse(choice, game) : none[1]);
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The game waiting on the follow-up choice's player; unchanged when none is under way.
 * @category operations
 */
export const awaitChooser = (game: GameState): GameState =>
  game.choosing === undefined ? game : awaitDecision(game.choosing.player, 'card.choose')(game);

// Rulebook "Playing a Card" L319: the card whose effects asked the choice goes to its after-use place once it is made
/**
 * The game after a legal answer; once no choice waits, the card played whose effects asked it placed after use.
 * @category operations
 */
export const apply =
  (command: ChooseCommand) =>
  (game: GameState): GameState => {
    const choice = game.choosing;
    if (choice === undefined) return game;
    const handler = handlerOf(choice);
    return handler.answers(command) ? finishAwaitedPlay(handler.apply(choice, command)(game)) : game;
  };

// -------------------------------------------------------------------------------------
// instances
// -------------------------------------------------------------------------------------

/**
 * The follow-up choice (`card.choose`): the answers its handler lists to its player.
 * @category instances
 */
export const rule: DecisionRule<ChooseCommand> = {
  commandTypes: [
    'card.choose',
    'choosing.stop',
    'card.decide',
    'card.guess',
    'tribble.play',
    'tribble.discard',
    'trouble.follow',
    'tribbles.spread',
    'tribbles.stay',
  ],
  candidates: (player) => (game) => {
    const choice = game.choosing;
    if (choice === undefined || choice.player !== player) return [];
    return handlerOf(choice).candidates(choice, player)(game);
  },
  candidatesAreLegal: true,
  check,
  apply,
};
