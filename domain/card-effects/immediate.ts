// Rulebook "Playing a Card": "any immediate effects in the gametext are played out and resolved". One interpreter per
// immediate effect `type` of the card text language (cards/language/language.ts), and the registry that maps them.
import type { ImmediateEffect, Whose } from '../../cards/language/language';
import { drawCards } from '../core/draw-cards';
import {
  type CardId,
  cardsIn,
  type GameState,
  moveCard,
  opponentOf,
  type PlayerId,
  shuffleZone,
} from '../core/game-state';
import { shuffle } from '../core/random';
import { type BridgeDoorOption, extraTacticsOrWeapons } from './battle-bridge-door';
import { eachKillsOneOpponent } from './battle-responses';
import { targetShipDisappears } from './disappearance';
import type { Route } from './emergency-beam';
import { beginRearranging } from './follow-up';
import { openGap } from './gap';
import { gainSkillsOfYourOtherPersonnelPresent } from './mindmeld';
import { type Transport, transportToNeighbour } from './near-warp';
import { mustTravel } from './required-return';
import { beamYourPersonnel } from './responses';
import { battleCrewNow, boardTargetAsRogueBorg } from './rogue-borg';
import { lookAt } from './sight';
import { opponentForfeitsOrAgreesStakes } from './stakes';
import { downloadFromTribbleSideDeck, type SideDeckDownload } from './tribble-download';
import { unstopShipAndRestoreRange } from './unstop';
import { reattackWithDoubleStrength } from './vengeance';
import { resolveVerb } from './verbs';
import { relocateThroughWormhole, type WormholePair } from './wormhole';

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
  /** The opponents it kills in the battle just initiated (Honor Challenge); absent for other plays. */
  readonly kills?: ReadonlyArray<CardId>;
  /** The return time announced, in turns (Time Travel Pod); absent for other plays. */
  readonly returnIn?: number;
  /** The cards beamed to a neighbouring location and where (Near-Warp Transport); absent for other plays. */
  readonly transport?: Transport;
  /** The second Wormhole and the location its ship relocates to (Wormhole); absent for other plays. */
  readonly wormhole?: WormholePair;
  /** The card downloaded from a side deck and where it plays (Storage Compartment Door); absent for other plays. */
  readonly download?: SideDeckDownload;
  /** The option of an "OR" text used (Battle Bridge Door); absent for other plays. */
  readonly option?: BridgeDoorOption;
}

/** The interpreter of one immediate effect type. */
export type Interpreter<T extends ImmediateEffect['type']> = (
  effect: Extract<ImmediateEffect, { readonly type: T }>,
  choices: PlayChoices,
) => (game: GameState) => GameState;

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

const whose = (w: Whose, choices: PlayChoices): PlayerId =>
  w === 'you' ? choices.player : (choices.targetPlayer ?? choices.player);

// Rulebook "Shuffle": a pile is shuffled with the game's random generator
/**
 * The player's draw deck shuffled.
 * @category operations
 */
export const shuffleDrawDeck = (player: PlayerId): ((game: GameState) => GameState) =>
  shuffleZone({ kind: 'drawDeck', player });

// Masaka Transformations: "shuffle entire hand, place on bottom of draw deck, then draw the same number of cards"
const handToBottomAndRedraw: Interpreter<'handToBottomAndRedraw'> = (effect, choices) => (game) => {
  const player = whose(effect.whose, choices);
  const hand = cardsIn({ kind: 'hand', player })(game);
  const [shuffled, random] = shuffle(hand)(game.random);
  const bottomed = shuffled.reduce(
    (g: GameState, id) => moveCard(id, { kind: 'drawDeck', player }, 'bottom')(g),
    { ...game, random },
  );
  return drawCards(player, hand.length)(bottomed);
};

// Rulebook 7.1 Move, "cards that allow it": Near-Warp Transport beams the cards the play names aboard its target ship
// to a neighbouring location (near-warp.ts); Wormhole relocates its target ship through the pair (wormhole.ts)
const relocate: Interpreter<'relocate'> = (effect, choices) => (game) => {
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
export const immediateEffects: { readonly [T in ImmediateEffect['type']]: Interpreter<T> } = {
  // the general verbs on the cards a selection names (domain/card-effects/verbs.ts)
  kill: resolveVerb,
  discard: resolveVerb,
  destroy: resolveVerb,
  damage: resolveVerb,
  repair: resolveVerb,
  stop: resolveVerb,
  forThisTurn: resolveVerb,
  returnToHand: resolveVerb,
  draw: resolveVerb,
  score: resolveVerb,
  board: resolveVerb,
  place: resolveVerb,
  control: resolveVerb,
  shuffle: (effect, choices) => shuffleDrawDeck(whose(effect.whose, choices)),
  handToBottomAndRedraw,
  // the card the command names, checked by `Play.check` against the effect's filter
  take: (_effect, choices) => (game) =>
    choices.take === null
      ? game
      : moveCard(choices.take, { kind: 'hand', player: choices.player }, 'bottom')(game),
  lookAt,
  gainSkillsOfYourOtherPersonnelPresent,
  // the choice follows as its own decision (`card.choose`); without the card played there is nothing to name
  rearrangeOpponentsDrawDeck: (_effect, choices) => (game) =>
    choices.card === undefined
      ? game
      : beginRearranging(choices.player, opponentOf(choices.player)(game), choices.card)(game),
  // valid responses and "at any time" plays (domain/responses)
  beamYourPersonnel,
  // Rulebook "Required Actions" (domain/card-effects/required-return.ts)
  mustTravel,
  // Raise the Stakes: the opponent's choice follows (domain/card-effects/stakes.ts)
  opponentForfeitsOrAgreesStakes,
  // Neural Servo Device (domain/card-effects/control.ts)
  // Temporal Rift, Time Travel Pod (domain/card-effects/disappearance.ts)
  targetShipDisappears,
  // responses in a battle (domain/card-effects/battle-responses.ts) and battle prevented (hiding.ts)
  eachKillsOneOpponent,
  // Klingon Right of Vengeance (domain/card-effects/vengeance.ts)
  reattackWithDoubleStrength,
  relocate,
  // Gaps in Normal Space (domain/card-effects/gap.ts)
  openGapAfterTarget: (effect, choices) => (game) =>
    choices.card === undefined || choices.targetCard === null
      ? game
      : openGap(choices.card, choices.targetCard, effect.span)(game),
  // Rogue Borg Mercenaries, Crosis and Hugh (domain/card-effects/rogue-borg.ts)
  boardTargetAsRogueBorg,
  battleCrewNow,
  // Distortion of Space/Time Continuum (domain/card-effects/unstop.ts)
  unstopTargetShipAndRestoreRange: (_effect, choices) => (game) =>
    choices.targetCard === null ? game : unstopShipAndRestoreRange(choices.targetCard)(game),
  // Storage Compartment Door (domain/card-effects/tribble-download.ts)
  downloadFromTribbleSideDeck,
  // Battle Bridge Door (domain/card-effects/battle-bridge-door.ts)
  extraTacticsOrWeapons,
};

/**
 * Resolves one immediate effect with the interpreter of its type.
 * @category operations
 */
export const resolve =
  (effect: ImmediateEffect, choices: PlayChoices) =>
  (game: GameState): GameState =>
    (immediateEffects[effect.type] as Interpreter<typeof effect.type>)(effect as never, choices)(game);
