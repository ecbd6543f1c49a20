// Rulebook "Dilemmas": the state of one dilemma being resolved, threaded through its effects, and the interface every
// effect interpreter has. A dilemma that waits on a player's choice is resolved again from its start once the choice
// is known, with the answers given so far (all effects are deterministic: randomness comes from `game.random`).
import type { Effect } from '../../cards/language/dilemma-language';
import type { Answer, Choice } from '../core/attempt-state';
import type { PersonnelInitiateCommand } from '../core/battle-state';
import type { CardId, GameState, LocationId, PlayerId } from '../core/game-state';

export type { Answer, Choice } from '../core/attempt-state';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/**
 * Why the rest of a dilemma's effects are skipped; `unresolvable`: its text cannot be resolved exactly in this state
 * (a note on the dilemma says why), so it goes out of play without effect, as an unimplemented dilemma does.
 */
export type Halt = 'targetless' | 'nullified' | 'ended' | 'unresolvable';

/** One dilemma being resolved against a crew or Away Team (or, for a dilemma in play, against its host). */
export interface Encounter {
  readonly dilemma: CardId;
  /** The player encountering the dilemma (Rulebook 12.5: the opponent breaks ties). */
  readonly player: PlayerId;
  readonly location: LocationId;
  /** The ship attempting (space) or the ship the dilemma is placed on; null for an Away Team. */
  readonly ship: CardId | null;
  readonly mission: 'space' | 'planet';
  /** The crew or Away Team facing the dilemma now, without separated personnel. */
  readonly team: (game: GameState) => ReadonlyArray<CardId>;
  /** Cards picked by `select` effects, by name. */
  readonly selections: Readonly<Record<string, ReadonlyArray<CardId>>>;
  /** Answers not yet used, in the order the choices arise. */
  readonly answers: ReadonlyArray<Answer>;
  /** A condition ("unless", "to get past") was not met. */
  readonly failed: boolean;
  /** A requirement (condition, payment, cure or nullifier) was met: the dilemma's bonus points are earned. */
  readonly met: boolean;
  /** The dilemma's text scores its points ("score points", "earn points"). */
  readonly scored: boolean;
  /** A cure was met: the dilemma, in play, is discarded. */
  readonly cured: boolean;
  /** The card the dilemma was placed on, once it entered play. */
  readonly placedOn: CardId | null;
  readonly halted: Halt | null;
  /** Rulebook 7.4: a personnel battle the dilemma lets a player initiate, fought once it is resolved. */
  readonly battle: PersonnelInitiateCommand | null;
  /** What the effects did, for the game log. */
  readonly notes: ReadonlyArray<Note>;
}

/** One thing an effect did to a card, for the game log. */
export interface Note {
  readonly card: CardId;
  readonly text: string;
}

/** The result of an effect: the encounter goes on, or waits on a choice (and nothing of it is kept). */
export type Step =
  | { readonly kind: 'continue'; readonly encounter: Encounter; readonly game: GameState }
  | { readonly kind: 'await'; readonly choice: Choice };

/** Runs a list of effects in order until one waits or the dilemma halts. */
export type Run = (effects: ReadonlyArray<Effect>, encounter: Encounter, game: GameState) => Step;

/** The interpreter of one effect type. */
export type Interpreter<E extends Effect> = (
  effect: E,
  encounter: Encounter,
  game: GameState,
  run: Run,
) => Step;

/** What a new encounter needs to know. */
export type EncounterStart = Pick<
  Encounter,
  'dilemma' | 'player' | 'location' | 'ship' | 'mission' | 'team' | 'answers'
>;

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/**
 * An encounter with nothing resolved yet.
 * @category constructors
 */
export const startEncounter = (start: EncounterStart): Encounter => ({
  ...start,
  selections: {},
  failed: false,
  met: false,
  scored: false,
  cured: false,
  placedOn: null,
  halted: null,
  battle: null,
  notes: [],
});

/**
 * The encounter goes on with this state.
 * @category constructors
 */
export const proceed = (encounter: Encounter, game: GameState): Step => ({
  kind: 'continue',
  encounter,
  game,
});

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The cards of a named selection (none if it was never made).
 * @category operations
 */
export const selected = (encounter: Encounter, name: string): ReadonlyArray<CardId> =>
  encounter.selections[name] ?? [];

/**
 * The encounter with notes added, e.g. `noted(encounter, killed, 'is killed')`.
 * @category operations
 */
export const noted = (encounter: Encounter, cards: ReadonlyArray<CardId>, text: string): Encounter =>
  cards.length === 0
    ? encounter
    : { ...encounter, notes: [...encounter.notes, ...cards.map((card) => ({ card, text }))] };

/**
 * The next answer and the encounter without it, or null when the choice has not been answered yet.
 * @category operations
 */
export const takeAnswer = (encounter: Encounter): readonly [Answer, Encounter] | null => {
  const [answer, ...rest] = encounter.answers;
  return answer === undefined ? null : [answer, { ...encounter, answers: rest }];
};
