// Rulebook "Leaving Play": the one way a card leaves play. Discarded and killed cards go to their owner's discard
// pile, dilemmas out of play instead; the cards played on it, held under it or aboard it leave in the same manner;
// ships docked at it undock; it comes back without statuses, damage or counters, controlled by its owner, and the
// lasting modifiers on it or from it end, as do the statuses it kept its long-term targets in.
import * as O from 'fp-ts/Option';
import { named, record } from '../core/chronicle';
import { recordKill } from '../core/game-events';
import {
  type Affects,
  blueprintOf,
  type CardId,
  type CardInstance,
  cardsIn,
  type GameState,
  getCard,
  locationOf,
  moveCard,
  type Zone,
} from '../core/game-state';
import { ask } from '../core/query-points';
import { deathReplaced } from './death-replacement';
import { leavingPlay } from './leave-play-port';
import { isInPlay } from './persona';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Where a card that leaves play goes. */
export type Destination = 'discard' | 'outOfPlay' | 'hand';

/** How it left, for the chronicle: `killed`, `destroyed`, or by its destination. */
export type Manner = 'killed' | 'destroyed' | Destination;

const told: Readonly<Record<Manner, string>> = {
  killed: 'is killed',
  destroyed: 'is destroyed',
  discard: 'is discarded',
  outOfPlay: 'is placed out of play',
  hand: "returns to its owner's hand",
};

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook "Leaving Play": "Dilemmas are placed out-of-play instead of being discarded (even when the dilemma
// specifies 'discard dilemma')"; "If a card leaves play, other cards played on or under it also leave play in the
// same manner"
/**
 * Takes a card to its owner's discard pile, out-of-play pile or hand, with the cards on, under or aboard it (in the
 * same manner); a card that was in play is told in the chronicle as `manner` says (by default its destination).
 * @category operations
 */
export const leavePlay =
  (id: CardId, to: Destination, manner: Manner = to) =>
  (game: GameState): GameState => {
    const before = game.cards[id] as CardInstance;
    const riders = [
      ...cardsIn({ kind: 'playedOn', host: id })(game),
      ...cardsIn({ kind: 'aboard', carrier: id })(game),
    ];
    const ridersManner: Manner = manner === 'destroyed' ? 'killed' : manner;
    // Rulebook "Carried ships": the ships carried aboard it leave with it, in the same manner
    const unloaded = cardsIn({ kind: 'carried', carrier: id })(game).reduce(
      (g, ship) => leavePlay(ship, to, manner)(g),
      game,
    );
    const cleared = undock(id)(
      riders.reduce(
        (g, on) =>
          // Rulings "damage": damage markers are retrieved (Auxiliary Control: "When [Tactic] leave play, place them
          // face up here only")
          blueprintOf(on)(g).type === 'Tactic'
            ? leavingPlay().returnMarker(on)(g)
            : recordingKill(on, ridersManner === 'killed', g)(leavePlay(on, to, ridersManner)(g)),
        unloaded,
      ),
    );
    const type = blueprintOf(id)(cleared).type;
    const pile: Zone['kind'] =
      to === 'discard' && (type === 'Dilemma' || type === 'Q Dilemma') ? 'outOfPlay' : to;
    // Rulebook "Leaving Play": the card leaves its statuses and attachments behind, back under its owner's control
    const reset = (left: CardInstance): CardInstance => {
      const {
        disabled: _d,
        stasis: _s,
        houseArrest: _h,
        quarantined: _q,
        countdown: _c,
        enteredOnTurn: _e,
        affects: _a,
        cloaked: _k,
        phased: _f,
        landed: _l,
        deactivated: _v,
        deactivatedOnTurn: _t,
        dockedOnTurn: _o,
        repairingSince: _r,
        requiredMove: _m,
        heading: _g,
        captive: _p,
        infiltration,
        ...rest
      } = left;
      return {
        ...rest,
        // Rulebook "Infiltration": an infiltrator leaving play is no longer one, in its own affiliation
        ...(infiltration === undefined || infiltration.exposed === true
          ? {}
          : { affiliation: infiltration.revertsTo }),
        controller: before.owner,
        faceUp: true,
        stopped: false,
        damage: 0,
      };
    };
    const moved = moveCard(id, { kind: pile, player: before.owner } as Zone, 'top', reset)(cleared);
    const modifiers = moved.modifiers.filter((m) => m.target !== id && m.source !== id);
    const after = forgetTarget(id)(
      release(getCard(id)(cleared).affects)({
        ...moved,
        modifiers: modifiers.length === moved.modifiers.length ? moved.modifiers : modifiers,
      }),
    );
    const recorded = isInPlay(before) ? record(`${named(id)(after)} ${told[manner]}`, id)(after) : after;
    return withoutProjection(before, game)(recorded);
  };

// Rulebook "Leaving Play": a killed personnel is discarded, unless a card saves it as it is targeted to die
/**
 * Kills a personnel: it goes to its owner's discard pile, unless a card in play replaces its death (`deathReplaced`:
 * Genetronic Replicator targets it to die, domain/card-effects/targeted-to-die.ts); either way the kill is recorded
 * (the game event `personnel.killed`, which the valid responses to a kill answer: domain/card-effects/kill-responses.ts).
 * @category operations
 */
export const kill =
  (id: CardId) =>
  (game: GameState): GameState => {
    const replaced = ask(deathReplaced, id)(game);
    return recordingKill(
      id,
      true,
      game,
    )(O.isSome(replaced) ? replaced.value : leavePlay(id, 'discard', 'killed')(game));
  };

// Rulebook 10.2.1: "All personnel aboard a ship or facility when it is destroyed are killed"
/**
 * Destroys a ship or facility: every card aboard is killed (ships carried aboard destroyed), then the ship is
 * discarded; a carried ship's carrying ship is damaged (`damageCarrier`).
 * @category operations
 */
export const destroy =
  (id: CardId) =>
  (game: GameState): GameState => {
    const zone = game.cards[id]?.zone;
    const destroyed = leavePlay(id, 'discard', 'destroyed')(game);
    return zone?.kind === 'carried' ? damageCarrier(zone.carrier)(destroyed) : destroyed;
  };

// Rulebook "Carried ships": "If a carried ship is destroyed …, the carrying ship is damaged" (7.5.1, as any damage:
// `damageShip`, a rotation damage marker that destroys a ship already damaged, or tactics damage)
/**
 * Damages the ship whose carried ship was just destroyed.
 * @category operations
 */
export const damageCarrier =
  (carrier: CardId) =>
  (game: GameState): GameState => {
    const card = game.cards[carrier];
    if (card === undefined || !isInPlay(card)) return game;
    const noted = record(
      `${named(carrier)(game)} is damaged: a ship it carried was destroyed`,
      carrier,
    )(game);
    return leavingPlay().damageShip(carrier)(noted);
  };

// Helpers

// Rulebook "Leaving Play": a kill is a kill whatever caused it (a battle, a dilemma, a ship's destruction, card text)
/** The game with the kill of `id` recorded when it was a personnel in play in `before` that `killed` says was killed. */
const recordingKill =
  (id: CardId, killed: boolean, before: GameState) =>
  (after: GameState): GameState => {
    const card = before.cards[id];
    return killed && card !== undefined && isInPlay(card) && blueprintOf(id)(before).type === 'Personnel'
      ? recordKill(id)(after)
      : after;
  };

/** Holo-Projectors: a card played on a mission that leaves play may leave holograms on that planet unable to exist. */
const withoutProjection =
  (before: CardInstance, game: GameState) =>
  (after: GameState): GameState => {
    if (before.zone.kind !== 'playedOn') return after;
    const host = before.zone.host;
    if (game.cards[host]?.zone.kind !== 'spaceline') return after;
    const at = locationOf(host)(game);
    return O.isSome(at) ? leavingPlay().eraseStranded(at.value)(after) : after;
  };

/** Ships docked at a facility that leaves play stay at its location, undocked. */
const undock =
  (facility: CardId) =>
  (game: GameState): GameState => {
    const docked = cardsIn({ kind: 'docked', facility })(game);
    if (docked.length === 0) return game;
    const at = locationOf(facility)(game);
    if (O.isNone(at)) return game;
    return docked.reduce((g, ship) => moveCard(ship, { kind: 'atLocation', location: at.value })(g), game);
  };

/** Rulebook 10.2.3 "until the card … is cured or nullified": a status kept by the card that left ends with it. */
const release =
  (affects: Affects | undefined) =>
  (game: GameState): GameState => {
    const status = affects?.status ?? null;
    if (affects === undefined || status === null) return game;
    const keptElsewhere = new Set(
      Object.values(game.cards).flatMap((c) => (c.affects?.status === status ? c.affects.cards : [])),
    );
    const freed = affects.cards.filter((target) => {
      const card = game.cards[target];
      return card !== undefined && isInPlay(card) && !keptElsewhere.has(target) && card[status] === true;
    });
    if (freed.length === 0) return game;
    const cards = { ...game.cards };
    for (const target of freed) {
      const { [status]: _, ...rest } = cards[target] as CardInstance;
      cards[target] = rest;
    }
    return { ...game, cards };
  };

/** Rulebook "Leaving Play" long-term targets: a card that left play is no longer anyone's target. */
const forgetTarget =
  (id: CardId) =>
  (game: GameState): GameState => {
    const holders = Object.values(game.cards).filter((c) => c.affects?.cards.includes(id) === true);
    if (holders.length === 0) return game;
    const cards = { ...game.cards };
    for (const holder of holders) {
      const affects = holder.affects as Affects;
      cards[holder.id] = { ...holder, affects: { ...affects, cards: affects.cards.filter((c) => c !== id) } };
    }
    return { ...game, cards };
  };
