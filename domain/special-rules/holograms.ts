// Rulebook "Holograms": [Holo] personnel and equipment are activated or deactivated. They may exist activated where
// present with a holodeck (aboard a ship or facility with one), deactivated aboard any ship or facility, and nowhere
// else. Deactivated is its own flag (`CardInstance.deactivated`), which `Presence.isDisabled` reads: a deactivated
// hologram is disabled (10.2.3), apart from the statuses dilemmas place and release. Holograms report aboard a
// facility, where they may always exist; beaming and walking refuse other places (`checkMayGo`), and the turn's
// orders `settle` a hologram where it arrives. Not implemented: moves by dilemmas (relocation, "beam up or die")
// deactivating a hologram instead of taking it where it cannot exist; Holographic Safety Protocols in personnel
// battle. Holo-Projectors ("[Holo] cards may exist on this planet") makes the surface of the planet it plays on a
// place where holograms may exist activated; when it leaves play, the holograms there are erased (`eraseStranded`).
import * as E from 'fp-ts/Either';
import { kill as killCard, leavePlay } from '../cards-in-play/leave-play';
import { cardsInPlay } from '../cards-in-play/persona';
import { canAct, isInStasis } from '../cards-in-play/presence';
import { named, record } from '../core/chronicle';
import { trigger } from '../core/game-events';
import {
  blueprintOf,
  type CardId,
  type CardInstance,
  cardsIn,
  type GameState,
  getCard,
  type LocationId,
  type PlayerId,
  updateCard,
  type Zone,
} from '../core/game-state';
import { isAllowed } from '../core/permissions';
import { type RuleError, ruleError } from '../core/rule-error';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Activate your deactivated hologram, by any of your unstopped personnel present. */
export interface ActivateHologram {
  readonly type: 'hologram.activate';
  readonly player: PlayerId;
  readonly card: CardId;
}

const RULE = 'Holograms';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether a card is a hologram: it has the [Holo] icon.
 * @category predicates
 */
export const isHologram =
  (id: CardId) =>
  (game: GameState): boolean =>
    blueprintOf(id)(game).icons.includes('Holo');

// Rulebook "Holograms": a holodeck is special equipment "on cards like U.S.S. Galaxy" (or a facility's Holodeck)
/**
 * Whether a ship or facility has a holodeck.
 * @category predicates
 */
export const hasHolodeck =
  (carrier: CardId) =>
  (game: GameState): boolean => {
    const blueprint = blueprintOf(carrier)(game);
    return (
      ('specialEquipment' in blueprint && blueprint.specialEquipment.includes('Holodeck')) ||
      blueprint.characteristics.includes('Holodeck')
    );
  };

// Rulebook "Holograms": they may exist on a planet only where a card says so (the query point `hologramsExist.allowed`)
/**
 * Whether a card in play lets holograms exist on the planet surface of this location.
 * @category predicates
 */
export const isProjectedOn =
  (location: LocationId) =>
  (game: GameState): boolean =>
    isAllowed('hologramsExist', { location })(game);

// Rulebook "Holograms": "They may exist activated if present with a holodeck" (or on a planet with Holo-Projectors)
/**
 * Whether a hologram in `zone` may exist activated: aboard a ship or facility with a holodeck, or on the surface of a
 * planet with Holo-Projectors.
 * @category predicates
 */
export const mayExistActivatedIn =
  (zone: Zone) =>
  (game: GameState): boolean =>
    (zone.kind === 'aboard' && hasHolodeck(zone.carrier)(game)) ||
    (zone.kind === 'planetSurface' && isProjectedOn(zone.location)(game));

// Rulebook "Holograms": "they may exist deactivated aboard any ship or facility. They may not exist anywhere else."
/**
 * Whether a hologram in `zone` may exist at all: activated there, or deactivated aboard any ship or facility.
 * @category predicates
 */
export const mayExistIn =
  (zone: Zone) =>
  (game: GameState): boolean =>
    zone.kind === 'aboard' || mayExistActivatedIn(zone)(game);

/**
 * Whether a card is an activated hologram: a hologram that is not deactivated.
 * @category predicates
 */
export const isActivated =
  (id: CardId) =>
  (game: GameState): boolean =>
    isHologram(id)(game) && getCard(id)(game).deactivated !== true;

// Rulebook "Holograms": "Holograms may not report or voluntarily move any place where they cannot exist"
/**
 * Right unless the card is a hologram that cannot exist in `to`.
 * @category predicates
 */
export const checkMayGo =
  (card: CardId, to: Zone) =>
  (game: GameState): E.Either<RuleError, void> =>
    !isHologram(card)(game) || mayExistIn(to)(game)
      ? E.right(undefined)
      : E.left(ruleError(RULE, `${blueprintOf(card)(game).title} is a hologram and cannot exist there`));

// Rulebook "Holograms": activated by any of your unstopped personnel present, where it may exist activated, and not
// on the turn it was deactivated from activated
/**
 * Right when the player may activate the hologram now (whose turn it is is the turn decision's to check).
 * @category predicates
 */
export const checkActivate =
  (command: ActivateHologram) =>
  (game: GameState): E.Either<RuleError, void> => {
    const card = game.cards[command.card];
    if (card === undefined || !isHologram(card.id)(game))
      return E.left(ruleError(RULE, `${command.card} is not a hologram`));
    const title = blueprintOf(card.id)(game).title;
    const refuse = (why: string) => E.left(ruleError(RULE, `${title} ${why}`));
    if (card.controller !== command.player) return refuse('is not under your control');
    if (card.deactivated !== true) return refuse('is not deactivated');
    if (isInStasis(card.id)(game)) return E.left(ruleError('10.2.4 Stasis', `${title} is in stasis`));
    if (card.deactivatedOnTurn === game.turn.number)
      return refuse('was deactivated this turn and may not be reactivated until a later turn');
    if (!mayExistActivatedIn(card.zone)(game)) return refuse('is not present with a holodeck');
    return hasActivator(card, game)
      ? E.right(undefined)
      : refuse('has none of your unstopped personnel present');
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Deactivates a hologram; one deactivated from activated may not be reactivated this turn.
 * @category operations
 */
export const deactivate =
  (id: CardId) =>
  (game: GameState): GameState => {
    if (getCard(id)(game).deactivated === true) return game;
    const off = updateCard(id, (c) => ({ ...c, deactivated: true, deactivatedOnTurn: game.turn.number }))(
      game,
    );
    return record(`${named(id)(off)} is deactivated`, id)(off);
  };

/**
 * Activates a hologram (after `checkActivate`).
 * @category operations
 */
export const activate =
  (command: ActivateHologram) =>
  (game: GameState): GameState => {
    const on = updateCard(command.card, ({ deactivated: _d, deactivatedOnTurn: _t, ...card }) => card)(game);
    return record(`${named(command.card)(on)} is activated`, command.card)(on);
  };

// Rulebook "Holograms": "If holograms are somewhere where they cannot exist, they are immediately erased (discarded)"
/**
 * After a hologram moved: erased where it cannot exist, deactivated where it cannot exist activated.
 * @category operations
 */
export const settle =
  (id: CardId) =>
  (game: GameState): GameState => {
    if (!isHologram(id)(game)) return game;
    const zone = getCard(id)(game).zone;
    if (!mayExistIn(zone)(game)) return leavePlay(id, 'discard')(game);
    return mayExistActivatedIn(zone)(game) ? game : deactivate(id)(game);
  };

/**
 * A hologram that beamed or walked is settled where it arrives (`settle`).
 * @category operations
 */
export const settlesWhereTransported = trigger({
  name: 'Holograms: erased or deactivated where it cannot exist',
  on: 'card.transported',
  run: (event) => settle(event.card),
});

// Rulebook "Holograms": "A [Holo] hologram may report activated, if possible. Otherwise, a hologram reports deactivated"
/**
 * A hologram entering play (reported, earned): activated where it may be, else deactivated, else erased.
 * @category operations
 */
export const enterPlay =
  (id: CardId) =>
  (game: GameState): GameState => {
    if (!isHologram(id)(game)) return game;
    const zone = getCard(id)(game).zone;
    if (mayExistActivatedIn(zone)(game))
      return updateCard(id, ({ deactivated: _d, deactivatedOnTurn: _t, ...card }) => card)(game);
    if (!mayExistIn(zone)(game)) return leavePlay(id, 'discard')(game);
    return updateCard(id, ({ deactivatedOnTurn: _t, ...card }) => ({ ...card, deactivated: true }))(game);
  };

// Rulebook "Holograms": "If holograms are somewhere where they cannot exist, they are immediately erased": those on
// the planet surface of a location when the Holo-Projectors there leaves play
/**
 * Erases the holograms on the planet surface of `location` if they may no longer exist there.
 * @category operations
 */
export const eraseStranded =
  (location: LocationId) =>
  (game: GameState): GameState =>
    cardsIn({ kind: 'planetSurface', location })(game)
      .filter((id) => isHologram(id)(game))
      .reduce((g, id) => (g.cards[id]?.zone.kind === 'planetSurface' ? settle(id)(g) : g), game);

// Rulebook "Holograms": "Any time a hologram is targeted to be killed or destroyed, it is deactivated instead"
/**
 * Kills a personnel (Rulebook "Leaving Play"); a hologram is deactivated instead (and erased where it then cannot exist).
 * @category operations
 */
export const kill =
  (id: CardId) =>
  (game: GameState): GameState =>
    isHologram(id)(game) ? settle(id)(deactivate(id)(game)) : killCard(id)(game);

/**
 * Every activation the player might give now: their deactivated holograms in play (`checkActivate` decides).
 * @category operations
 */
export const activateCandidates =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<ActivateHologram> =>
    cardsInPlay(game)
      .filter(
        (c) =>
          c.deactivated === true &&
          c.controller === player &&
          (c.zone.kind === 'aboard' || c.zone.kind === 'planetSurface'),
      )
      .map((c) => ({ type: 'hologram.activate', player, card: c.id }));

// Helpers

/**
 * One of the hologram's controller's unstopped personnel aboard or on the planet with it (present), able to act
 * (another hologram too).
 */
const hasActivator = (hologram: CardInstance, game: GameState): boolean =>
  (hologram.zone.kind === 'aboard' || hologram.zone.kind === 'planetSurface') &&
  cardsIn(hologram.zone)(game).some((id) => {
    const c = getCard(id)(game);
    return (
      id !== hologram.id &&
      c.controller === hologram.controller &&
      !c.stopped &&
      blueprintOf(id)(game).type === 'Personnel' &&
      canAct(id)(game)
    );
  });
