// Thirteen of Nineteen (fc/thirteenofnineteen), personnel, special skill:
// "While on your ship, WEAPONS are +2. (Cumulative.)"
import { attribute } from '../../../domain/cards-in-play/skills';
import type { GameState } from '../../../domain/core/game-state';
import { onTurn, send } from '../play-test-support';

describe('thirteenOfNineteen', () => {
  it('should make your ship WEAPONS +2 once beamed aboard, and no more once beamed off (Rulebook 12.11 S.A.M.)', () => {
    // Arrange
    const s = hive().build();
    const [drone, ship, outpost] = [s.id('first'), s.id('Borg Cube'), s.id('Borg Outpost')];
    // Act
    const aboard = send(s.game, beam(drone, outpost, ship));
    const off = send(aboard, beam(drone, ship, outpost));
    // Assert
    expect([value(ship, s.game), value(ship, aboard), value(ship, off)]).toEqual([24, 24 + 2, 24]);
  });

  it('should add up with another copy aboard (Rulebook 12.9 Cumulative)', () => {
    // Arrange
    const s = hive()
      .aboard('Borg Cube', 'p1', [{ title: 'Thirteen of Nineteen', label: 'second' }])
      .build();
    // Act
    const after = send(s.game, beam(s.id('first'), s.id('Borg Outpost'), s.id('Borg Cube')));
    // Assert
    expect(value(s.id('Borg Cube'), after)).toBe(24 + 4);
  });

  it('should not enhance an opponent\'s ship it is aboard ("your ship")', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Catalog Phenomena')
      .ship('p2', 'Borg Cube', { at: 'Catalog Phenomena' })
      .aboard('Borg Cube', 'p1', ['Thirteen of Nineteen'])
      .build();
    // Act
    const value = attribute(s.id('Borg Cube'), ATTRIBUTE)(s.game);
    // Assert
    expect(value).toBe(24);
  });
});

// Helpers

const hive = () =>
  onTurn()
    .mission('p1', 'Catalog Phenomena')
    .facility('p1', 'Borg Outpost', { at: 'Catalog Phenomena' })
    .ship('p1', 'Borg Cube', { at: 'Catalog Phenomena' })
    .aboard('Borg Outpost', 'p1', [{ title: 'Thirteen of Nineteen', label: 'first' }, 'Six of Eleven']);

const beam = (card: string, from: string, to: string) =>
  ({ type: 'card.beam', player: 'p1', card, from, to }) as const;

const ATTRIBUTE = 'WEAPONS';

const value = (card: string, game: GameState) => attribute(card, ATTRIBUTE)(game);
