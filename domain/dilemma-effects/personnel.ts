// Rulebook "Dilemmas", "Leaving Play", 10.2.1 Stopped: what dilemmas do to the personnel they select.

import * as O from 'fp-ts/Option';
import type { Effect } from '../../cards/language/dilemma-language';
import { leavePlay } from '../cards-in-play/leave-play';
import { setStopped } from '../cards-in-play/presence';
import { type CardId, type GameState, moveCard, type Zone } from '../core/game-state';
import { type Interpreter, noted, proceed, selected } from '../mission-attempt/encounter-state';
import { withSites, zoneOfPlace } from '../orders/places';
import { kill as killCard } from '../special-rules/holograms';
import { beamUpDestinations } from './beam-destinations';
import { chooseOne } from './selection';

type On<T extends Effect['type']> = Interpreter<Extract<Effect, { type: T }>>;

const each = (ids: ReadonlyArray<CardId>, f: (id: CardId) => (g: GameState) => GameState, game: GameState) =>
  ids.reduce((g, id) => (g.cards[id] === undefined ? g : f(id)(g)), game);

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/** An interpreter doing `f` to each selected card still in the game, noting it (leaving play tells itself). */
const affect =
  (
    text: string | null,
    f: (id: CardId) => (g: GameState) => GameState,
  ): Interpreter<Extract<Effect, { type: 'kill' | 'discard' | 'stop' | 'returnToHand' }>> =>
  (effect, encounter, game) => {
    const who = selected(encounter, effect.who);
    return proceed(text === null ? encounter : noted(encounter, who, text), each(who, f, game));
  };

// Rulebook "Leaving Play": killed personnel are discarded
/**
 * Kills the selected personnel.
 * @category operations
 */
export const kill: On<'kill'> = affect(null, killCard);

// Rulebook "Leaving Play": discarded cards go to their owner's discard pile
/**
 * Discards the selected cards (they "resign", "beam over"): not a kill.
 * @category operations
 */
export const discard: On<'discard'> = affect(null, (id) => leavePlay(id, 'discard'));

// Rulebook 10.2.1 Stopped and 10.2.5 Separated: stopped personnel leave the team facing the dilemmas
/**
 * Stops the selected cards.
 * @category operations
 */
export const stop: On<'stop'> = affect('is stopped', (id) => setStopped(id, true));

// Rulebook "Leaving Play": a card returned to hand goes to its owner's hand
/**
 * Returns the selected cards to their owners' hands.
 * @category operations
 */
export const returnToHand: On<'returnToHand'> = affect(null, (id) => leavePlay(id, 'hand'));

// Rulebook 7.1.1 Beam: personnel beam up to a ship or facility at the location (Portal Guard: "beam up or die"; Alien
// Parasites: "They beam back")
/**
 * Beams the selected personnel aboard one of the encountering player's ships or facilities at the location that a
 * beam may reach (`beamUpDestinations`: not cloaked or phased; their choice when there are several); with none, they
 * stay where they are.
 * @category operations
 */
export const board: On<'board'> = (effect, encounter, game) => {
  const who = selected(encounter, effect.who);
  // Rulebook "Sites": aboard a station with sites, at the site chosen
  const carriers = withSites(beamUpDestinations(encounter.player, encounter.location)(game))(game);
  if (carriers.length === 0) return proceed(noted(encounter, who, 'cannot beam up'), game);
  const beam = (place: CardId) => (id: CardId) => (g: GameState) =>
    moveCard(
      id,
      O.getOrElse((): Zone => ({ kind: 'aboard', carrier: place }))(zoneOfPlace(place)(g)),
      'bottom',
    )(g);
  return chooseOne(carriers, encounter.player, encounter, game, (carrier, e) =>
    proceed(noted(e, who, 'beams up'), each(who, beam(carrier), game)),
  );
};
