// Test support for the Borg drones whose text is "While on your ship, <ATTRIBUTE> are +2. (Cumulative.)" (Four of
// Eleven, Thirteen of Nineteen): one scenario test, the drone's title and attribute its parameters.
import { attribute } from '../../../domain/cards-in-play/skills';
import type { GameState } from '../../../domain/core/game-state';
import { onTurn, send } from '../play-test-support';

/** The scenario test of a drone that makes your ship it is aboard `attributeName` +2, cumulative (Rulebook 12.11). */
export const describeDroneEnhancement = (title: string, attributeName: 'SHIELDS' | 'WEAPONS'): void => {
  const value = (card: string, game: GameState) => attribute(card, attributeName)(game);
  const hive = () =>
    onTurn()
      .mission('p1', 'Catalog Phenomena')
      .facility('p1', 'Borg Outpost', { at: 'Catalog Phenomena' })
      .ship('p1', 'Borg Cube', { at: 'Catalog Phenomena' })
      .aboard('Borg Outpost', 'p1', [{ title, label: 'first' }, 'Six of Eleven']);
  const beam = (card: string, from: string, to: string) =>
    ({ type: 'card.beam', player: 'p1', card, from, to }) as const;

  it(`should make your ship ${attributeName} +2 once beamed aboard, and no more once beamed off (Rulebook 12.11 S.A.M.)`, () => {
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
      .aboard('Borg Cube', 'p1', [{ title, label: 'second' }])
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
      .aboard('Borg Cube', 'p1', [title])
      .build();
    // Act
    const enhanced = value(s.id('Borg Cube'), s.game);
    // Assert
    expect(enhanced).toBe(24);
  });
};
