// Ferengi Disruptor Rifle (roa/ferengidisruptorrifle), equipment:
// "Ferengi and Non-Aligned use only. Each of your personnel present is STRENGTH +3, but loses 1 Diplomacy unless aboard
// your ship. (Cumulative.)"
import { attribute, skillLevel } from '../../../domain/cards-in-play/skills';
import type { GameState } from '../../../domain/core/game-state';
import { onTurn } from '../play-test-support';

describe('ferengiDisruptorRifle', () => {
  it('should make your Ferengi personnel present STRENGTH +3 and Diplomacy -1 off your ship, no one else (Rulebook 12.4 Present)', () => {
    // Arrange: Par Lenor (Ferengi, STRENGTH 6, Diplomacy) and Jean-Luc Picard (Federation, STRENGTH 6, Diplomacy x2)
    const without = scene([]).build();
    const armed = scene([RIFLE]).build();
    const values = (s: typeof armed) => (title: string) => (g: GameState) => [
      attribute(s.id(title), 'STRENGTH')(g),
      skillLevel(s.id(title), 'Diplomacy')(g),
    ];
    // Act
    const [before, after] = [without, armed].map((s) => [
      values(s)(USER)(s.game),
      values(s)('Jean-Luc Picard')(s.game),
    ]);
    // Assert
    expect(before).toEqual([
      [6, 1],
      [6, 2],
    ]);
    expect(after).toEqual([
      [6 + 3, 0],
      [6, 2],
    ]);
  });
});

// Helpers

const RIFLE = 'Ferengi Disruptor Rifle';
const USER = 'Par Lenor';

/** p1's Par Lenor and Jean-Luc Picard on the planet, with the given cards. */
const scene = (cards: ReadonlyArray<string>) =>
  onTurn()
    .mission('p1', 'Avert Disaster')
    .surface('Avert Disaster', 'p1', [USER, 'Jean-Luc Picard', ...cards]);
