// Supernova: "You must have {Tox Uthat} on table. Place atop any mission. Everything there is destroyed (discarded), but
// leave Mission card underneath for span reference." and Tox Uthat's "Discard after use.". Everything at the location
// leaves play as destroyed (Rulebook "Leaving Play": with the cards on and aboard it; dilemmas out of play): ships and
// facilities, cards on the planet, cards played on the mission cards, and the seed cards under them. The mission cards
// stay, so the location keeps its span for movement (Rulebook 7.1.5), but its mission may no longer be attempted
// (`prevent('attempt', { where: 'here' })`, domain/card-effects/permissions.ts).
import * as O from 'fp-ts/Option';
import { leavePlay } from '../cards-in-play/leave-play';
import { isInPlay } from '../cards-in-play/persona';
import { named, record } from '../core/chronicle';
import { cardsIn, type GameState, getCard, locationOf } from '../core/game-state';
import { isPhased } from '../orders/phasing';
import type { Interpreter } from './immediate';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Supernova: "Everything there is destroyed (discarded), but leave Mission card underneath for span reference"
/**
 * Every card at the target mission's location but the mission cards and the card played leaves play as destroyed:
 * cards in space and on the planet, cards played on the mission cards, seed cards under them.
 * @category operations
 */
export const destroyEverythingAtTargetMission: Interpreter<'destroyEverythingAtTargetMission'> =
  (_effect, choices) => (game) => {
    const mission = choices.targetCard;
    const at = mission === null ? O.none : locationOf(mission)(game);
    if (O.isNone(at)) return game;
    const location = at.value;
    const missions = game.locations[location]?.missions ?? [];
    // Rulings "Phasing Cloak": a phased ship and its crew are not affected by external phenomena (Supernova)
    const inSpace = cardsIn({ kind: 'atLocation', location })(game).filter((id) => !isPhased(id)(game));
    const there = [
      ...inSpace,
      ...inSpace.flatMap((facility) => cardsIn({ kind: 'docked', facility })(game)),
      ...cardsIn({ kind: 'planetSurface', location })(game),
      ...missions.flatMap((m) => cardsIn({ kind: 'playedOn', host: m })(game)),
      ...cardsIn({ kind: 'underMission', location })(game),
    ].filter((id) => id !== choices.card);
    const noted = record(
      `Supernova at ${named(missions[0] ?? location)(game)}: everything there is destroyed`,
    )(game);
    return there.reduce((g, id) => destroyed(id, g), noted);
  };

/**
 * A card still in play leaves as destroyed; a seed card under the mission goes as discarded (a dilemma out of play);
 * a card that already left with the card it was on or aboard stays where it went.
 */
const destroyed = (id: string, game: GameState): GameState => {
  const card = getCard(id)(game);
  if (isInPlay(card)) return leavePlay(id, 'discard', 'destroyed')(game);
  return card.zone.kind === 'underMission' ? leavePlay(id, 'discard')(game) : game;
};
