// Rulebook "[Tribble] Tribbles (11.3)": the tribble actions of the turn decision, in one place for the turn registry
// (domain/turn/turn-actions.ts): drawing from the Tribble side deck (Storage Compartment Door, domain/tribbles/tribble-side-deck.ts)
// and moving tribble cards (domain/tribbles/tribble-carry.ts, domain/tribbles/tribble-beam.ts). (1 Tribble's random stop is an
// activated ability, domain/card-effects/activated.ts.)
import * as E from 'fp-ts/Either';
import type { GameState, PlayerId } from '../core/game-state';
import type { RuleError } from '../core/rule-error';
import * as TribbleBeam from './tribble-beam';
import * as TribbleCarry from './tribble-carry';
import * as TribbleSideDeck from './tribble-side-deck';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

export type TribbleCommand =
  | TribbleSideDeck.DrawTribbles
  | TribbleCarry.CarryTribble
  | TribbleBeam.BeamTribbles;

export const commandTypes: ReadonlyArray<TribbleCommand['type']> = [
  'tribbles.draw',
  'tribble.carry',
  'tribble.beam',
];

/**
 * The tribble actions "once each turn" of either player's turn: on the opponent's turn they are offered where
 * interrupts play at any time (the turn-end response window, domain/responses/window.ts).
 */
export type AnyTimeCommand = TribbleSideDeck.DrawTribbles;

export const anyTimeTypes: ReadonlyArray<AnyTimeCommand['type']> = ['tribbles.draw'];

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether a command is a tribble action of either player's turn (Storage Compartment Door's draw).
 * @category predicates
 */
export const isAnyTime = (command: { readonly type: string }): command is AnyTimeCommand =>
  (anyTimeTypes as ReadonlyArray<string>).includes(command.type);

/**
 * Whether a turn command is a tribble action.
 * @category predicates
 */
export const isTribbleCommand = (command: { readonly type: string }): command is TribbleCommand =>
  (commandTypes as ReadonlyArray<string>).includes(command.type);

/**
 * Right when the tribble action is legal now, else the rule it breaks.
 * @category predicates
 */
export const check =
  (command: TribbleCommand) =>
  (game: GameState): E.Either<RuleError, void> => {
    if (command.type === 'tribbles.draw')
      return E.map(() => undefined)(TribbleSideDeck.checkDraw(command)(game));
    if (command.type === 'tribble.carry') return TribbleCarry.checkCarry(command)(game);
    return TribbleBeam.checkBeamTribbles(command)(game);
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The game after a legal tribble action.
 * @category operations
 */
export const apply =
  (command: TribbleCommand) =>
  (game: GameState): GameState => {
    if (command.type === 'tribbles.draw') return TribbleSideDeck.draw(command)(game);
    if (command.type === 'tribble.carry') return TribbleCarry.carry(command)(game);
    return TribbleBeam.beamTribbles(command)(game);
  };

/**
 * Every legal tribble action of the player on the opponent's turn (each part built exactly legal).
 * @category operations
 */
export const anyTimeCandidates =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<AnyTimeCommand> => [...TribbleSideDeck.drawCandidates(player)(game)];

/**
 * Every legal tribble action of the player (each part built exactly legal).
 * @category operations
 */
export const candidates =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<TribbleCommand> => [
    ...TribbleSideDeck.drawCandidates(player)(game),
    ...TribbleCarry.carryCandidates(player)(game),
    ...TribbleBeam.beamTribblesCandidates(player)(game),
  ];
