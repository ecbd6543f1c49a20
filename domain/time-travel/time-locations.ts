// Rulebook "Time Locations": a time location is not part of the spaceline; it is paired with the spaceline location its
// lore names and may be played only if that location is in play (Current Rulings "time location"). Time locations are
// not duplicatable (Rulebook "Entering Play", `Persona.canEnterPlay`). They seed on the table in the facility phase
// (Rulebook "Seed Phases": "Other cards that seed … must seed during the Facility Phase":
// domain/seed-phases/time-location-seeding.ts) or play with the normal card play. In play, a time location is a
// location of its own (`Location.timeLocation`, its id the card's, the card in zone `spaceline` of it), in the
// quadrant printed on it, with a planet surface if it is a [P] location; RANGE never reaches it (it is on no
// spaceline): only time travel does (domain/orders/time-travel.ts).
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { Blueprint, BlueprintId } from '../../cards/blueprint';
import type { NativeClause, TimeLocationText } from '../../cards/language/time-location-language';
import { isAlternateUniverse } from '../cards-in-play/alternate-universe';
import { canEnterPlay, isReferencedBy } from '../cards-in-play/persona';
import { record } from '../core/chronicle';
import { declaredText } from '../core/declared-texts';
import {
  blueprintOf,
  type CardId,
  type GameState,
  type Location,
  type LocationId,
  moveCard,
  type PlayerId,
  updateCard,
} from '../core/game-state';
import { memoizeRecent } from '../core/memo';
import { type RuleError, ruleError } from '../core/rule-error';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

const TIME_LOCATIONS = 'Time Locations';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * A time location card's declared year, corresponding location and natives; none for other cards or undeclared ones.
 * @category predicates
 */
export const timeLocationText = (blueprint: BlueprintId): O.Option<TimeLocationText> =>
  O.flatMap((text: { readonly timeLocation?: TimeLocationText }) => O.fromNullable(text.timeLocation))(
    declaredText(blueprint),
  );

/** Whether a card is a time location card (in any zone). @category predicates */
export const isTimeLocationCard =
  (card: CardId) =>
  (game: GameState): boolean =>
    game.cards[card] !== undefined && blueprintOf(card)(game).type === 'Time Location';

/** Whether a location is a time location. @category predicates */
export const isTimeLocation =
  (location: LocationId) =>
  (game: GameState): boolean =>
    game.locations[location]?.timeLocation === true;

// Rulebook "Time Locations": "every time location is paired with a spaceline location named in its lore"
/**
 * The spaceline location a time location card corresponds to: the one where a mission its lore names is in play.
 * @category predicates
 */
export const correspondingLocation =
  (timeLocation: CardId) =>
  (game: GameState): O.Option<LocationId> =>
    O.flatMap((text: TimeLocationText) =>
      O.fromNullable(
        Object.values(game.spacelines)
          .flatMap((line) => line ?? [])
          .find((location) =>
            (game.locations[location]?.missions ?? []).some((mission) =>
              text.correspondsTo.includes(blueprintOf(mission)(game).title),
            ),
          ),
      ),
    )(timeLocationText(blueprintOf(timeLocation)(game).id));

/** Whether time location `timeLocation` and spaceline location `location` correspond. @category predicates */
export const areCorresponding =
  (timeLocation: LocationId, location: LocationId) =>
  (game: GameState): boolean =>
    isTimeLocation(timeLocation)(game) &&
    O.exists((paired: LocationId) => paired === location)(correspondingLocation(timeLocation)(game));

/** The time locations in play, in the order they entered play. @category predicates */
export const timeLocationsInPlay = (game: GameState): ReadonlyArray<LocationId> =>
  timeLocationsIn(game.locations);

// once per `locations` record: orders and reports ask it for every decision
const timeLocationsIn = memoizeRecent(
  (locations: GameState['locations']): ReadonlyArray<LocationId> =>
    Object.values(locations)
      .filter((l) => l.timeLocation === true)
      .map((l) => l.id),
);

/**
 * Every location in play as rows: each spaceline left to right, then the time locations (on no spaceline).
 * @category predicates
 */
export const locationRows = (game: GameState): ReadonlyArray<ReadonlyArray<LocationId> | undefined> => [
  ...Object.values(game.spacelines),
  timeLocationsInPlay(game),
];

/** The time locations in play corresponding to a spaceline location. @category predicates */
export const timeLocationsOf =
  (location: LocationId) =>
  (game: GameState): ReadonlyArray<LocationId> =>
    timeLocationsInPlay(game).filter((l) => areCorresponding(l, location)(game));

const matches = (card: Blueprint) => (clause: NativeClause) =>
  clause.kind === 'allIcons'
    ? clause.icons.every((icon) => card.icons.includes(icon))
    : isReferencedBy(clause.title)(card);

// Rulebook "Reporting for Duty": "native (as defined by a listing on the Time Location)"
/**
 * Whether a card is native to a time location in play ("Native to this timeline: …").
 * @category predicates
 */
export const isNativeTo =
  (timeLocation: LocationId) =>
  (card: Blueprint) =>
  (game: GameState): boolean =>
    isTimeLocation(timeLocation)(game) &&
    O.exists((text: TimeLocationText) => text.natives.some(matches(card)))(
      timeLocationText(blueprintOf(timeLocation)(game).id),
    );

/**
 * Whether a time location in play is a [P] planet location (a planet surface to report, beam and walk to).
 * @category predicates
 */
export const isPlanetTimeLocation =
  (location: LocationId) =>
  (game: GameState): boolean => {
    if (!isTimeLocation(location)(game)) return false;
    const card = blueprintOf(location)(game);
    return card.type === 'Time Location' && card.locationType !== 'space';
  };

// Rulebook "Time Locations": "A time location may only be played if its corresponding spaceline location is in play";
// "Entering Play": not duplicatable
/**
 * Right when `player`'s time location card may enter play now (seeded or played), else the rule it breaks.
 * @category predicates
 */
export const checkEnterPlay =
  (player: PlayerId, card: CardId) =>
  (game: GameState): E.Either<RuleError, void> => {
    const blueprint = blueprintOf(card)(game);
    if (blueprint.type !== 'Time Location')
      return E.left(ruleError(TIME_LOCATIONS, `${blueprint.title} is not a time location.`));
    if (O.isNone(timeLocationText(blueprint.id)))
      return E.left(ruleError(TIME_LOCATIONS, `${blueprint.title}'s game text is not implemented.`));
    if (O.isNone(correspondingLocation(card)(game)))
      return E.left(
        ruleError(
          TIME_LOCATIONS,
          `${blueprint.title} may be played only if its corresponding spaceline location is in play.`,
        ),
      );
    return canEnterPlay(blueprint.id, player)(game);
  };

// Rulebook "Time Locations": "if you do play one, it uses your normal card play" (a text that "plays on table")
/**
 * Right when `player` may play the time location from hand now (card play timing aside), else the rule it breaks.
 * @category predicates
 */
export const checkPlay =
  (player: PlayerId, card: CardId) =>
  (game: GameState): E.Either<RuleError, void> => {
    const blueprint = blueprintOf(card)(game);
    if (!/\bplays on table\b/i.test(blueprint.text))
      return E.left(ruleError('Play a Card', `${blueprint.title}'s text does not play it.`));
    if (isAlternateUniverse(card)(game))
      return E.left(
        ruleError('Entering Play', `${blueprint.title} is an [AU] card and no card allows it to play.`),
      );
    return checkEnterPlay(player, card)(game);
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The time location card in play for `player`: a location of its own, in its printed quadrant, on no spaceline.
 * @category operations
 */
export const enterPlay =
  (player: PlayerId, card: CardId) =>
  (game: GameState): GameState => {
    const blueprint = blueprintOf(card)(game);
    // Rulebook "Quadrants": a card with no quadrant icon is native to the Alpha Quadrant
    const quadrant = blueprint.type === 'Time Location' ? (blueprint.quadrant ?? 'Alpha') : 'Alpha';
    const location: Location = { id: card, quadrant, missions: [], completedBy: null, timeLocation: true };
    const placed = updateCard(card, (c) => ({
      ...c,
      faceUp: true,
      controller: player,
      enteredOnTurn: game.turn.number,
    }))(moveCard(card, { kind: 'spaceline', location: card })(game));
    return record(
      `${player} places time location ${blueprint.title}`,
      card,
    )({
      ...placed,
      locations: { ...placed.locations, [card]: location },
    });
  };
