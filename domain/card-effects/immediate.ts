// Rulebook "Playing a Card": "any immediate effects in the gametext are played out and resolved". One interpreter per
// immediate effect `type` of the card text language (cards/language/language.ts), and the registry that maps them.
import type { CardType } from '../../cards/blueprint';
import type { ImmediateEffect } from '../../cards/language/language';
import type { Route, SideDeckDownload, Transport, WormholePair } from '../card-play/play-text';
import {
  type CardId,
  type GameState,
  moveCard,
  opponentOf,
  type PlayerId,
  type Zone,
} from '../core/game-state';
import { targetShipDisappears } from './disappearance';
import { offerDownloadHere } from './download-here';
import { beamAlong } from './emergency-beam';
import { transportToNeighbour } from './near-warp';
import { mustTravel } from './required-return';
import { selected } from './selection';
import { shuffle } from './shuffle';
import { lookAt } from './sight';
import { isTriggeredChoice } from './text-options';
import { downloadFromTribbleSideDeck } from './tribble-download';
import { resolveVerb } from './verbs';
import { relocateThroughWormhole } from './wormhole';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** What a card play chose: the card's player, the card or player it targets, the card it takes. */
export interface PlayChoices {
  readonly player: PlayerId;
  /** The card played, the source of what its effects last (absent where no effect needs it). */
  readonly card?: CardId;
  readonly targetCard: CardId | null;
  readonly targetPlayer: PlayerId | null;
  /** The player beside whose draw deck the card is (an end-of-turn effect's); absent for other plays. */
  readonly tablePlayer?: PlayerId;
  readonly take: CardId | null;
  /** The route a beam "up or down" takes (Emergency Transporter Armbands); absent for other plays. */
  readonly route?: Route;
  /** The personnel it names for their skills (`chosenWithSkills`; Scan: those it stops); absent for other plays. */
  readonly stop?: ReadonlyArray<CardId>;
  /** The opponents it names in the battle just initiated (`oneOpponentEach`; Honor Challenge kills them); absent for other plays. */
  readonly kills?: ReadonlyArray<CardId>;
  /** The return time announced, in turns (Time Travel Pod); absent for other plays. */
  readonly returnIn?: number;
  /** The cards beamed to a neighbouring location and where (Near-Warp Transport); absent for other plays. */
  readonly transport?: Transport;
  /** The second Wormhole and the location its ship relocates to (Wormhole); absent for other plays. */
  readonly wormhole?: WormholePair;
  /** The card downloaded from a side deck and where it plays (Storage Compartment Door); absent for other plays. */
  readonly download?: SideDeckDownload;
  /** The label of the option of its text's choice ("… OR …", the verb `option`) it uses; absent for other plays. */
  readonly option?: string;
  /** The tribble cards that spread and the place they spread to (... on the Station); absent for other plays. */
  readonly spread?: { readonly tribbles: ReadonlyArray<CardId>; readonly to: Zone };
  /** The card pointed to and the card type guessed (`card.guess`; Telepathic Alien Kidnappers); absent for other plays. */
  readonly guess?: { readonly card: CardId; readonly cardType: CardType };
  /** The cards the text's `select` effects named so far, by name (Masaka Transformations); absent before any. */
  readonly named?: Readonly<Record<string, ReadonlyArray<CardId>>>;
}

/** An immediate effect that acts on the game: all but `select`, which names cards for the effects after it. */
type Acting = Exclude<ImmediateEffect, { readonly type: 'select' }>;

/** The interpreter of one immediate effect type. */
export type Interpreter<T extends Acting['type']> = (
  effect: Extract<Acting, { readonly type: T }>,
  choices: PlayChoices,
) => (game: GameState) => GameState;

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook 7.1 Move, "cards that allow it": Near-Warp Transport beams the cards the play names aboard its target ship
// to a neighbouring location (near-warp.ts); Wormhole relocates its target ship through the pair (wormhole.ts);
// Emergency Transporter Armbands beam the player's cards along the route the play names (emergency-beam.ts);
// Rulebook "Tribbles (11.3)": the tribble cards a decision names "spread" (move) to the place it names
const relocate: Interpreter<'relocate'> = (effect, choices) => (game) => {
  if (effect.to.kind === 'alongRoute')
    return choices.route === undefined ? game : beamAlong(choices.player, choices.route)(game);
  if (effect.to.kind === 'spread') {
    const spread = choices.spread;
    return spread === undefined ? game : spread.tribbles.reduce((g, id) => moveCard(id, spread.to)(g), game);
  }
  const ship = choices.targetCard;
  if (ship === null) return game;
  switch (effect.to.kind) {
    case 'neighbouringLocation':
      return choices.transport === undefined
        ? game
        : transportToNeighbour(choices.player, ship, choices.transport)(game);
    case 'throughWormholes':
      return choices.wormhole === undefined ? game : relocateThroughWormhole(ship, choices.wormhole)(game);
  }
};

/**
 * The interpreter of each immediate effect type.
 * @category instances
 */
export const immediateEffects: { readonly [T in Acting['type']]: Interpreter<T> } = {
  // the general verbs on the cards a selection names (domain/card-effects/verbs.ts)
  kill: resolveVerb,
  discard: resolveVerb,
  nullify: resolveVerb,
  destroy: resolveVerb,
  damage: resolveVerb,
  repair: resolveVerb,
  stop: resolveVerb,
  unstop: resolveVerb,
  restoreRange: resolveVerb,
  battle: resolveVerb,
  forThisTurn: resolveVerb,
  modify: resolveVerb,
  returnToHand: resolveVerb,
  draw: resolveVerb,
  score: resolveVerb,
  board: resolveVerb,
  place: resolveVerb,
  control: resolveVerb,
  endTurn: resolveVerb,
  forfeit: resolveVerb,
  // Rulebook 12.14 Random selection: a pile shuffled, or cards shuffled into their owners' piles (shuffle.ts)
  shuffle,
  // the card the command names, checked by `Play.check` against the effect's filter
  take: (_effect, choices) => (game) =>
    choices.take === null
      ? game
      : moveCard(choices.take, { kind: 'hand', player: choices.player }, 'bottom')(game),
  lookAt,
  // Rulebook "Required Actions" (domain/card-effects/required-return.ts)
  mustTravel,
  // Neural Servo Device (domain/card-effects/control.ts)
  // Temporal Rift, Time Travel Pod (domain/card-effects/disappearance.ts)
  targetShipDisappears,
  relocate,
  // Rulebook "Downloading" at once: from the Tribble side deck, Storage Compartment Door (tribble-download.ts); "here",
  // the card's player naming the card, in a triggered ability ("When you solve, may download {X} here":
  // download-here.ts)
  download: (effect, choices) =>
    'from' in effect ? downloadFromTribbleSideDeck(effect, choices) : offerDownloadHere(effect, choices),
  // "… OR …": the effects of the option the play names (domain/card-effects/play-options.ts checks it is one); the
  // opponent's option, a follow-up decision once the card has resolved (domain/card-effects/option-choice.ts); the
  // option of a triggered ability, which no play names ("When you solve, you may draw two cards"), a follow-up
  // decision of the card's player
  option: (effect, choices) => (game) =>
    effect.by === 'opponent'
      ? offerTo(opponentOf(choices.player)(game), effect.options, choices)(game)
      : choices.option === undefined &&
          choices.card !== undefined &&
          isTriggeredChoice(effect, choices.card, game)
        ? offerTo(choices.player, effect.options, choices)(game)
        : resolve(effect.options.find((o) => o.label === choices.option)?.effects ?? [], choices)(game),
};

// "Your opponent must … OR …", "you may …": the player named names one option, once the card has resolved; without the
// card there is nothing to name
const offerTo =
  (player: PlayerId, options: ReadonlyArray<{ readonly label: string }>, choices: PlayChoices) =>
  (game: GameState): GameState =>
    choices.card === undefined
      ? game
      : {
          ...game,
          choosing: {
            kind: 'option',
            player,
            source: choices.card,
            cardPlayer: choices.player,
            options: options.map((o) => o.label),
          },
        };

const resolveOne =
  (effect: Acting, choices: PlayChoices) =>
  (game: GameState): GameState =>
    (immediateEffects[effect.type] as Interpreter<typeof effect.type>)(effect as never, choices)(game);

// Issue #14's named selections (the dilemmas' `select`): "shuffle entire hand, place on bottom of draw deck, then draw
// the same number": a `select` names the cards its selection names then, for the effects after it
/**
 * Resolves the effects of a text in printed order with the interpreter of each type, a `select` naming its cards for
 * the effects after it.
 * @category operations
 */
export const resolve =
  (effects: ReadonlyArray<ImmediateEffect>, choices: PlayChoices) =>
  (game: GameState): GameState =>
    effects.reduce(
      (step: Step, effect): Step =>
        effect.type === 'select'
          ? {
              game: step.game,
              choices: naming(effect.as, selected(effect.select, step.choices)(step.game), step.choices),
            }
          : { game: resolveOne(effect, step.choices)(step.game), choices: step.choices },
      { game, choices },
    ).game;

/** The game as the effects resolved so far left it, and the choices with the cards named so far. */
interface Step {
  readonly game: GameState;
  readonly choices: PlayChoices;
}

const naming = (as: string, cards: ReadonlyArray<CardId>, choices: PlayChoices): PlayChoices => ({
  ...choices,
  named: { ...choices.named, [as]: cards },
});
