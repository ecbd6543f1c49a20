// Rulebook "Capture": captives are disabled (10.2.3) and held: escorted by one of the captor's crews or Away Teams at
// the location, else under the card that caused the capture, left on the table as a trap card (until the captor's
// team takes custody, domain/turn/captive-actions.ts), or in a brig. An escorted captive moves like an Equipment card with
// its escort (`checkMayMoveCaptive`); its captor may not attack it (`checkMayAttack`). Released captives are no
// longer disabled and lose the capture-related cards played on them.
//
// Control: capture is not one of the ways a card changes control (Rulebook 12.3 names commandeering and Brainwash,
// which says the captive then "is under your control"; and the rule "you may not initiate battle against personnel you
// have captured" would say nothing if captives were the captor's): a captive stays under its controller's control,
// and its owner still has it in play (uniqueness, Rulebook 12.3). The captor's hold is `CardInstance.captive`.
// The escort is whoever of the captor's personnel is with the captive (same ship or facility, or same planet surface):
// a captive the captor moves away alone, or whose escort leaves or dies, is unattended.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { leavePlay } from '../cards-in-play/leave-play';
import { crewHostOf } from '../cards-in-play/presence';
import { named, record } from '../core/chronicle';
import {
  blueprintOf,
  type CardId,
  type CardInstance,
  cardsIn,
  type GameState,
  getCard,
  type LocationId,
  locationOf,
  moveCard,
  type PlayerId,
  updateCard,
  type Zone,
} from '../core/game-state';
import { memoizeRecent } from '../core/memo';
import { type RuleError, ruleError } from '../core/rule-error';
import { cardsInZone, zoneKeyOf } from '../core/zone-index';
import { sameSite } from '../core/zone-site';
import { siteChoices } from '../sites/places';
import { carriersHere, withCarried } from '../spaceline/location-carriers';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

export type { Captivity } from '../core/card-instance';

/** How a captive is held (Rulebook "Capture"); `unattended`: "tied up and left behind". */
export type Hold = 'escort' | 'trap' | 'brig' | 'unattended';

/**
 * What caused a capture: a card (which stays on the table as the trap card when no team of the captor is at the
 * location), or a team of the captor (its place: aboard a ship or facility, or a planet surface), e.g. a solving team.
 */
export type CaptureSource = { readonly card: CardId } | { readonly team: Zone };

const RULE = 'Capture';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether a card is a captive held by `player`.
 * @category predicates
 */
export const isCaptiveOf =
  (player: PlayerId, id: CardId) =>
  (game: GameState): boolean =>
    game.cards[id]?.captive?.by === player;

// Rulebook "Capture": "Each crew or Away Team may escort any number of captives"
/**
 * The captor's personnel (not captives) with a captive: aboard the same ship or facility, or on the same planet.
 * @category predicates
 */
export const escortOf =
  (id: CardId) =>
  (game: GameState): ReadonlyArray<CardId> => {
    const card = getCard(id)(game);
    const by = card.captive?.by;
    if (by === undefined || (card.zone.kind !== 'aboard' && card.zone.kind !== 'planetSurface')) return [];
    return freePersonnelIn(by, card.zone)(game);
  };

// Rulebook "Capture": held by a trap card, an escort or a brig, else "left unattended"
/**
 * How a captive is held, or none for a card that is not a captive.
 * @category predicates
 */
export const holdOf =
  (id: CardId) =>
  (game: GameState): O.Option<Hold> => {
    const captive = game.cards[id]?.captive;
    if (captive === undefined) return O.none;
    if (captive.trap !== undefined) return O.some('trap');
    if (captive.brig === true) return O.some('brig');
    return O.some(escortOf(id)(game).length > 0 ? 'escort' : 'unattended');
  };

/**
 * Whether a card is a trap card: a captive is held under it.
 * @category predicates
 */
export const isTrapCard =
  (card: CardId) =>
  (game: GameState): boolean =>
    cardsIn({ kind: 'playedOn', host: card })(game).some((id) => game.cards[id]?.captive?.trap === card);

// Rulebook "Capture": "An escorted prisoner may be moved like an Equipment card" (by its captor, with its escort)
/**
 * Right unless the card is a captive the player may not move: its captor moves it only while escorted, no one else.
 * @category predicates
 */
export const checkMayMoveCaptive =
  (player: PlayerId, id: CardId) =>
  (game: GameState): E.Either<RuleError, void> => {
    const captive = game.cards[id]?.captive;
    if (captive === undefined) return E.right(undefined);
    const title = `${blueprintOf(id)(game).title} (${id})`;
    if (captive.by !== player)
      return E.left(ruleError(RULE, `${title} is ${captive.by}'s captive: only its escort may move it`));
    return O.getOrElse((): Hold => 'unattended')(holdOf(id)(game)) === 'escort'
      ? E.right(undefined)
      : E.left(ruleError(RULE, `${title} is not escorted: only an escorted captive moves with its escort`));
  };

// Rulebook "Capture"; Rulings "capturing": "You may not initiate battle against personnel you have captured"
/**
 * Right unless one of the targets of a battle `player` initiates is a captive `player` holds.
 * @category predicates
 */
export const checkMayAttack =
  (player: PlayerId, targets: ReadonlyArray<CardId>) =>
  (game: GameState): E.Either<RuleError, void> => {
    const held = targets.find((id) => isCaptiveOf(player, id)(game));
    return held === undefined
      ? E.right(undefined)
      : E.left(ruleError(RULE, `you may not initiate battle against ${named(held)(game)}, your captive`));
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The captives in play, once per state.
 * @category operations
 */
export const captives = (game: GameState): ReadonlyArray<CardId> => captivesIn(game.cards);

const captivesIn = memoizeRecent((cards: GameState['cards']): ReadonlyArray<CardId> => {
  const found: CardId[] = [];
  for (const card of Object.values(cards)) if (card.captive !== undefined) found.push(card.id);
  return found;
});

// Rulebook "Capture": "captives immediately relocate to one of the capturing player's crews or Away Teams at the same
// location, if possible … If you don't have any teams at the location, the card that caused the capture remains on
// the table as a trap card. Place the captured personnel under it"
/**
 * Captures a personnel for `by`: disabled and escorted by `by`'s team at its location (the first of `escortPlace`'s
 * list), else held under the source card, left on the table at the location as a trap card.
 * @category operations
 */
export const capture =
  (captive: CardId, by: PlayerId, source: CaptureSource) =>
  (game: GameState): E.Either<RuleError, GameState> => {
    const card = game.cards[captive];
    if (card === undefined || blueprintOf(captive)(game).type !== 'Personnel')
      return E.left(ruleError(RULE, `${captive} is not a personnel in the game`));
    if (card.captive !== undefined)
      return E.left(ruleError(RULE, `${named(captive)(game)} is already a captive`));
    if (card.owner === by) return E.left(ruleError(RULE, `${by} may capture only an opponent's personnel`));
    const at = locationOf(captive)(game);
    if (O.isNone(at)) return E.left(ruleError(RULE, `${named(captive)(game)} is at no location`));
    const disabled = updateCard(captive, (c) => ({ ...c, disabled: true, faceUp: true, captive: { by } }))(
      game,
    );
    const team = escortPlace(captive, by, source, at.value)(game);
    if (O.isSome(team)) {
      const moved =
        zoneKeyOf(team.value) === zoneKeyOf(card.zone) && sameSite(team.value, card.zone)
          ? disabled
          : moveCard(captive, team.value)(disabled);
      return E.right(record(`${named(captive)(game)} is captured by ${by} and escorted`, captive)(moved));
    }
    if (!('card' in source) || !mayBeTrap(source.card, game))
      return E.left(
        ruleError(RULE, `${by} has no team at the location and no trap card to hold the captive`),
      );
    return E.right(underTrap(captive, by, source.card, at.value)(disabled));
  };

// Rulebook "Capture": "the captive may be placed there" (a ship or facility that has a brig)
/**
 * Places an escorted captive aboard a ship or facility with a brig in that brig (held, no longer escorted).
 * @category operations
 */
export const placeInBrig =
  (captive: CardId) =>
  (game: GameState): E.Either<RuleError, GameState> => {
    const card = game.cards[captive];
    if (card?.captive === undefined || card.zone.kind !== 'aboard' || !hasBrig(card.zone.carrier)(game))
      return E.left(ruleError(RULE, `${captive} is not a captive aboard a ship or facility with a brig`));
    const held = card.captive;
    const placed = updateCard(captive, (c) => ({ ...c, captive: { ...held, brig: true } }))(game);
    return E.right(record(`${named(captive)(game)} is placed in the brig`, captive)(placed));
  };

/**
 * Whether a ship or facility has a brig: its text says it "Has a Brig", or a card played on it "Adds a Brig".
 * @category predicates
 */
export const hasBrig =
  (carrier: CardId) =>
  (game: GameState): boolean =>
    /has a brig/i.test(blueprintOf(carrier)(game).text) ||
    cardsIn({ kind: 'playedOn', host: carrier })(game).some((id) =>
      /adds a brig/i.test(blueprintOf(id)(game).text),
    );

// Rulebook "Capture": the trap card "is now discarded" once the captor's team takes custody of its captives
/**
 * The captive taken out of its trap card into `to`, escorted; the trap card discarded once it holds no captive.
 * @category operations
 */
export const takeFromTrap =
  (captive: CardId, to: Zone) =>
  (game: GameState): GameState => {
    const held = getCard(captive)(game).captive;
    if (held?.trap === undefined) return game;
    const trap = held.trap;
    const moved = updateCard(captive, (c) => ({ ...c, captive: { by: held.by } }))(
      moveCard(captive, to)(game),
    );
    return cardsIn({ kind: 'playedOn', host: trap })(moved).length > 0
      ? moved
      : leavePlay(trap, 'discard')(moved);
  };

// Helpers

/** The player's personnel in a zone who are not captives: a crew or Away Team there. */
const freePersonnelIn =
  (player: PlayerId, zone: Zone) =>
  (game: GameState): ReadonlyArray<CardId> =>
    cardsInZone(zone)(game).filter((id) => {
      const c = getCard(id)(game);
      return (
        c.controller === player &&
        c.captive === undefined &&
        sameSite(c.zone, zone) &&
        blueprintOf(id)(game).type === 'Personnel'
      );
    });

/**
 * Where the captor's team escorts a new captive, the first with the captor's personnel: the source team (or the
 * source personnel's team), the captive's own place, the captor's ships and facilities at the location (crews), the
 * planet surface, then other ships and facilities there (Away Teams aboard); docked and carried ships included.
 */
const escortPlace =
  (captive: CardId, by: PlayerId, source: CaptureSource, location: LocationId) =>
  (game: GameState): O.Option<Zone> => {
    // Rulebook "Carried ships": the ships carried there too; Rulings "carried ships": their crew is their carrier's
    const carriers = withCarried(carriersHere(location)(game))(game);
    // Rulebook "Sites": aboard a station with sites, at each of its sites
    const aboard = (own: boolean) =>
      carriers
        .filter((id) => (getCard(crewHostOf(id)(game))(game).controller === by) === own)
        .flatMap((carrier) =>
          siteChoices(carrier, game).map(
            (site): Zone =>
              site === undefined ? { kind: 'aboard', carrier } : { kind: 'aboard', carrier, site },
          ),
        );
    const fromSource: ReadonlyArray<Zone> =
      'team' in source
        ? [source.team]
        : game.cards[source.card] !== undefined && blueprintOf(source.card)(game).type === 'Personnel'
          ? [getCard(source.card)(game).zone]
          : [];
    const places = [
      ...fromSource,
      getCard(captive)(game).zone,
      ...aboard(true),
      { kind: 'planetSurface', location } as Zone,
      ...aboard(false),
    ];
    return O.fromNullable(
      places.find(
        (zone) =>
          (zone.kind === 'aboard' || zone.kind === 'planetSurface') &&
          isAt(zone, location, game) &&
          freePersonnelIn(by, zone)(game).length > 0,
      ),
    );
  };

const isAt = (zone: Zone, location: LocationId, game: GameState): boolean =>
  zone.kind === 'planetSurface'
    ? zone.location === location
    : zone.kind === 'aboard' && O.exists((l) => l === location)(locationOf(zone.carrier)(game));

/** A card that can stay on the table as a trap card: not a personnel, ship or facility (nor a mission). */
const mayBeTrap = (card: CardId, game: GameState): boolean =>
  game.cards[card] !== undefined &&
  !['Personnel', 'Ship', 'Facility', 'Mission'].includes(blueprintOf(card)(game).type);

/** The trap card placed on the location's mission, face up and the captor's; the captive under it. */
const underTrap =
  (captive: CardId, by: PlayerId, trap: CardId, location: LocationId) =>
  (game: GameState): GameState => {
    const onMission: Zone = { kind: 'playedOn', host: location };
    const placed =
      zoneKeyOf(getCard(trap)(game).zone) === zoneKeyOf(onMission) ? game : moveCard(trap, onMission)(game);
    const trapped = updateCard(trap, (c): CardInstance => ({ ...c, faceUp: true, controller: by }))(placed);
    const held = updateCard(captive, (c) => ({ ...c, captive: { by, trap } }))(
      moveCard(captive, { kind: 'playedOn', host: trap }, 'bottom')(trapped),
    );
    return record(
      `${named(captive)(game)} is captured by ${by}, held under ${named(trap)(game)}`,
      captive,
    )(held);
  };
