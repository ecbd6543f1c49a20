// ARCHITECTURE principle 6 and issue #14: the permission questions the rulebook chapters ask of the cards in play
// ("may this player beam this card up or down here?", "may this mission be attempted?", "which cards let this ship time
// travel?"), two query points per action (domain/core/query-points.ts): `<action>.prevented` and `<action>.allowed`.
// Card text answers them with the general verbs `prevent` and `allow` (cards/language/permission-language.ts; one
// interpreter, domain/card-effects/permissions.ts).
import * as O from 'fp-ts/Option';
import { ACTIONS, type Action as PermissionAction } from '../../cards/language/permission-language';
import type { CardId, LocationId, PlayerId, Zone } from './card-instance';
import type { GameState } from './game-state';
import { port, use } from './ports';
import { allOf, ask, type QueryPoint, queryPoint } from './query-points';
import { usedThisTurn, useThisTurn } from './this-turn';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/**
 * An action a chapter asks permission for, the name of its query points (the card language's list of them, so that
 * the two cannot differ):
 * - `play`: Rulebook "Playing a Card" (domain/card-effects/play-conditions.ts, domain/responses/valid.ts);
 * - `download`: Rulebook "Downloading" (domain/downloads/downloads.ts);
 * - `beam`: Rulebook 7.1.1 Beam, up or down at a planet location (domain/orders/beam-limits.ts);
 * - `attempt`: Rulebook 7.2 Mission attempt: by a player at a location (domain/mission-attempt/eligibility.ts), with a
 *   personnel whatever the mission's icons ("or meets alternate qualifications", domain/mission-attempt/team.ts);
 * - `reportForFree`: Rulebook "Reporting for Duty" without a card play (domain/sites/free-reports.ts,
 *   domain/card-play/time-location-reporting.ts);
 * - `reportAnyNumber`: Rulebook "Play a Card", reporting any number of cards in place of the normal card play
 *   (domain/card-effects/reporting.ts);
 * - `leavePlanet`: Rulebook 7.1.1 Beam and 7.1.2 Walk, a card leaving the planet surface it is on
 *   (domain/orders/places.ts);
 * - `land`: Rulebook 7.1.6 Land & Take Off, a ship landing on or taking off from a planet "if its text (or a card in
 *   play) says it may" (domain/orders/land.ts);
 * - `passBetween`: Rulebook 7.1.5 Move, a ship passing between a location and the next on the spaceline (the location
 *   asked is the first of the two; domain/orders/passage.ts);
 * - `flyPast`: Rulebook 7.1.5 Move, a ship flying by a location without stopping there (Rulings "passing
 *   locations"; domain/orders/passage.ts);
 * - `probe`: Rulebook "Probing" by a card at a location (domain/card-effects/end-of-turn-probes.ts);
 * - `timeTravel`: Rulebook "Time Travel", "not legal unless expressly permitted … by a card" (domain/orders/time-travel.ts);
 * - `enterFromAlternateUniverse`: Rulebook "Entering Play", an [AU] card "may play only if another card … allows it"
 *   (domain/seed-phases/seeding.ts);
 * - `goAround`: Rulebook 7.1.5 Move, leaving one end of the spaceline and entering the other (domain/orders/move.ts);
 * - `lookAtHands`: Rulebook "Looking at Cards", "when permitted … by a card" (domain/card-effects/sight.ts);
 * - `hologramsExist`: Rulebook "Holograms", where a hologram may exist (domain/special-rules/holograms.ts);
 * - `flip`: a card in play flipping itself over as its own text allows ("Once each turn, flip card over"): the card
 *   allowing it is the card flipped (domain/card-effects/flip.ts);
 * - `extraCardPlay`: Rulebook "Play a Card", one additional normal card play each turn once the normal one is spent
 *   (domain/card-play/card-play-timing.ts); its use is recorded for the turn (`useAllowance`);
 * - `discard`: Rulebook "Leaving Play", a card discarded from hand: "You may not discard cards unless a card or rule
 *   allows or requires it" (domain/turn/hand-discard.ts);
 * - `phase`: Rulebook 7.6 Cloak, phasing: "Cards with the Phasing Cloak special equipment may phase or dephase", a ship
 *   its text or a card in play gives a Phasing Cloak (domain/orders/phasing.ts);
 * - `carry`: Rulebook "Carried ships", "Some cards … permit ships to be carried aboard other ships": a ship (`card`)
 *   loaded aboard, carried by and launched from a carrier (`carrier`; domain/orders/carry.ts);
 * - `reportAboard`: Rulebook "Carried ships" and "Reporting for Duty", a card in hand (`card`) reporting for duty aboard
 *   a ship (`carrier`; a ship: carried by it) as a card's text, its own among them, permits (domain/card-play/report-aboard.ts);
 * - `repair`: Rulebook 7.5.2 Repair, a ship (`card`) repairing away from "an outpost (or other facility that performs
 *   repairs)" as a card allows, in the full turns the allowance says (domain/battle-rules/repair.ts);
 * - `staff`: Rulebook 7.1.3 Staff a Ship, a personnel (`card`) filling staffing icons of a ship (`carrier`) as a card
 *   allows, as many as the allowance says (domain/orders/staffing.ts);
 * - `attack`: Rulebook 7.4 Battle, initiating a battle ("attack") with a ship or facility (`card`) "when permitted or
 *   required by a card": the Rogue Borg's order to attack with the ship a card lets them use (Lore Returns: "your {Rogue
 *   Borg} may now use ship to attack ships and/or beam to battle Away Teams"; domain/card-effects/lore-returns.ts);
 * - `moveBetween`: Rulebook 7.1 Move "by other means … cards that allow it", a ship (`card`) moving between two
 *   locations a card names, without span numbers (Rulings "passing locations": "(e.g., Wormhole)"; Barzan Wormhole;
 *   domain/orders/move-between.ts).
 */
export type Action = PermissionAction;

/** What a chapter asks about: who acts, with or on which card, how, where; each point fills what it knows. */
export interface Deed {
  readonly player?: PlayerId;
  readonly card?: CardId;
  /** How a card is played (`card.play`'s `kind`: `interrupt`, `event`…). */
  readonly as?: string;
  readonly location?: LocationId;
  readonly zone?: Zone;
  /** The ship or facility the card goes aboard or is carried by. */
  readonly carrier?: CardId;
}

/** What the interpreter of `prevent` keeps of the deeds done (domain/card-effects/permissions.ts implements it). */
export interface DeedRecords {
  /** Counts a deed done toward the limit of each card in play whose prohibition limits it each turn. */
  readonly recordDeed: (action: Action, deed: Deed) => (game: GameState) => GameState;
}

/**
 * The port of the deeds the prohibitions limited each turn count (domain/game/interpreters.ts plugs it in).
 * @category model
 */
export const deedRecordsPort = port<DeedRecords>('permissions.deedRecords');

/** The answer to `<action>.prevented`: the title of the first card in play that prevents the deed, if any. */
export type Prevention = O.Option<string>;

/** One answer to `<action>.allowed`: a card in play that allows the deed, and how often (Rulings "once each turn"). */
export interface Allowance {
  readonly id: CardId;
  readonly title: string;
  readonly limit?: 'onceEachTurn';
  /** The RANGE each deed uses, when the card says ("(uses 1 RANGE)", `full`: "using full RANGE"). */
  readonly uses?: number | 'full';
  /** "must …": the player may not end the turn while they still may do it. */
  readonly required?: 'beforeEndingTurn';
  /** "by … Tractor Beam": the deed uses the carrier's Tractor Beam, as the chapter's rules for it say. */
  readonly tractorBeam?: true;
  /** "in two of your full turns": the full turns of its player the deed takes (Rulebook 12.2). */
  readonly inFullTurns?: number;
  /** "may meet up to three of its staffing icons": how many of the carrier's staffing icons the card fills. */
  readonly icons?: number;
  /** "between {Title} mission and here": the card's location (`here`) and the locations of the missions it names. */
  readonly between?: { readonly here: LocationId; readonly there: ReadonlyArray<LocationId> };
  /** "then is 'stopped'": the card that did the deed is stopped after it (Rulebook 10.2.1). */
  readonly thenStopped?: true;
}

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

const firstPrevention = (a: Prevention, b: Prevention): Prevention => (O.isSome(a) ? a : b);

const pointsOf = <A>(point: (action: Action) => QueryPoint<Deed, A>) =>
  Object.fromEntries(ACTIONS.map((action) => [action, point(action)])) as {
    readonly [K in Action]: QueryPoint<Deed, A>;
  };

/**
 * The query point of each action: which card in play prevents this deed?
 * @category constructors
 */
export const prevented = pointsOf((action) =>
  queryPoint<Deed, Prevention>(`${action}.prevented`, O.none, firstPrevention),
);

/**
 * The query point of each action: which cards in play allow this deed?
 * @category constructors
 */
export const allowed = pointsOf((action) => allOf<Deed, Allowance>(`${action}.allowed`));

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether a card in play prevents the deed (its action's query point answers with a card).
 * @category predicates
 */
export const isPrevented =
  (action: Action, deed: Deed) =>
  (game: GameState): boolean =>
    O.isSome(ask(prevented[action], deed)(game));

/**
 * The cards in play that allow the deed, in the order of the cards in play.
 * @category predicates
 */
export const allowancesOf =
  (action: Action, deed: Deed) =>
  (game: GameState): ReadonlyArray<Allowance> =>
    ask(allowed[action], deed)(game);

/**
 * Whether a card in play allows the deed.
 * @category predicates
 */
export const isAllowed =
  (action: Action, deed: Deed) =>
  (game: GameState): boolean =>
    allowancesOf(action, deed)(game).length > 0;

// Rulings "once each turn": what a permission allowed, done this turn
/**
 * Whether `player` used this turn what a card allows them to do once each turn (`useAllowance`).
 * @category predicates
 */
export const hasUsedAllowance =
  (action: Action, player: PlayerId) =>
  (game: GameState): boolean =>
    usedThisTurn(player, allowanceKey(action))(game);

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Records that `player` did this turn what a card allows them to do once each turn (Rulings "once each turn").
 * @category operations
 */
export const useAllowance = (action: Action, player: PlayerId): ((game: GameState) => GameState) =>
  useThisTurn(player, allowanceKey(action));

// Atmospheric Ionization: "Maximum of three personnel per turn can be beamed up or down at this location"
/**
 * Counts a deed done toward the limit of each card in play whose prohibition limits it each turn (the port's).
 * @category operations
 */
export const recordDeed =
  (action: Action, deed: Deed) =>
  (game: GameState): GameState =>
    use(deedRecordsPort).recordDeed(action, deed)(game);

// Helpers

const allowanceKey = (action: Action): string => `allowed:${action}`;
