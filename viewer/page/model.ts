// What the page reads from a view: the cards in a zone, a card's face, a player's piles (page side, no engine code).
import type { CardFace } from '../card-faces';

/** A card as a view gives it (`CardView`): its blueprint is null when the viewer may not see what it is. */
export interface ViewCard {
  readonly id: string;
  readonly blueprint: string | null;
  readonly owner: string;
  readonly controller: string;
  readonly zone: { readonly kind: string; readonly [key: string]: unknown };
  readonly faceUp: boolean;
  readonly stopped: boolean;
  readonly damage: number;
  readonly disabled?: boolean;
  readonly stasis?: boolean;
  readonly captive?: { readonly by: string };
  readonly cloaked?: boolean;
  readonly landed?: boolean;
  readonly affiliation: string | null;
  readonly seededBy: string | null;
}

/** What happened in a mission attempt or a battle, as its text says (`AttemptEvent`, `BattleEvent`). */
export interface EncounterEvent {
  readonly card: string | null;
  readonly text: string;
}

/** What happened in a mission attempt or a battle, as its text says (`AttemptEvent`, `BattleEvent`). */
export interface EncounterEvent {
  readonly card: string | null;
  readonly text: string;
}

/** The parts of a view (`GameView`) or of the omniscient state the table draws. */
export interface TableView {
  readonly players: ReadonlyArray<{ readonly id: string; readonly score: number }>;
  readonly cards: Readonly<Record<string, ViewCard>>;
  readonly zones: Readonly<Record<string, ReadonlyArray<string>>>;
  readonly locations: Readonly<
    Record<
      string,
      { readonly id: string; readonly missions: ReadonlyArray<string>; readonly completedBy: string | null }
    >
  >;
  readonly spacelines: Readonly<Record<string, ReadonlyArray<string>>>;
  /** The ships this perspective may tell are staffed (Rulebook 7.1.3; viewer/replay-data.ts). */
  readonly staffed?: ReadonlyArray<string>;
  readonly phase: string;
  readonly turn: { readonly number: number; readonly active: string };
  readonly pending: { readonly player: string; readonly decision: string } | null;
  readonly result: { readonly kind: string; readonly winner?: string | null; readonly reason: string } | null;
  readonly attempt?: {
    readonly player: string;
    readonly location: string;
    readonly events: ReadonlyArray<EncounterEvent>;
  };
  readonly battle?: {
    readonly attacker: string;
    readonly location: string;
    readonly events: ReadonlyArray<EncounterEvent>;
  };
}

/** A log entry as `log` gives it. */
export interface PageLogEntry {
  readonly seq: number;
  readonly turn: number;
  readonly phase: string;
  readonly player: string;
  readonly text: string;
  readonly events: ReadonlyArray<string>;
}

/** A running statechart and its active states (`activeMachines`, machines/active-machines.ts). */
export interface PageMachine {
  readonly machine: string;
  readonly states: ReadonlyArray<string>;
}

export type Faces = Readonly<Record<string, CardFace>>;

/** The ids in a zone (`hand:p1`, `atLocation:p1-03`, …), top first. */
export const inZone = (view: TableView, key: string): ReadonlyArray<string> => view.zones[key] ?? [];

/** The title a viewer may read of a card: its face's, or "hidden card" when the view withholds what it is. */
export const titleOf = (view: TableView, faces: Faces, id: string): string => {
  const blueprint = view.cards[id]?.blueprint;
  return blueprint ? (faces[blueprint]?.title ?? blueprint) : 'hidden card';
};

/** The side-deck zones of a player (`sideDeck:p1:Battle Bridge`), with their names. */
export const sideDecks = (view: TableView, player: string): ReadonlyArray<{ name: string; key: string }> =>
  Object.keys(view.zones)
    .filter((key) => key.startsWith(`sideDeck:${player}:`))
    .map((key) => ({ name: key.slice(`sideDeck:${player}:`.length), key }));

/** The statuses a card shows on the table. */
export const statuses = (card: ViewCard): ReadonlyArray<string> => [
  ...(card.stopped ? ['stopped'] : []),
  ...(card.disabled ? ['disabled'] : []),
  ...(card.stasis ? ['in stasis'] : []),
  ...(card.captive ? [`captive of ${card.captive.by}`] : []),
  ...(card.cloaked ? ['cloaked'] : []),
  ...(card.landed ? ['landed'] : []),
  ...(card.damage > 0 ? [`damaged ×${card.damage}`] : []),
];
