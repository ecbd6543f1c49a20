import * as O from 'fp-ts/Option';
import { type GameState, locationOf } from '../core/game-state';
import { scenario } from '../game/scenario';
import { controllersAt } from './location-presence';

describe('controllersAt', () => {
  it('should name the controllers of the ships in space and of their crews at a location (Rulebook 12.4 Present)', () => {
    // Arrange
    const { game, id } = scenario()
      .mission('p1', 'Evaluate Terraforming')
      .ship('p1', 'U.S.S. Enterprise', { at: 'Evaluate Terraforming' })
      .aboard('U.S.S. Enterprise', 'p2', ['Kurn'])
      .build();
    // Act
    const present = controllersAt(locationOfCard(id('Evaluate Terraforming'), game))(game);
    // Assert
    expect([...present].sort()).toEqual(['p1', 'p2']);
  });

  it("should name the controllers of the cards on a location's planet surface (Rulebook 12.4 Present)", () => {
    // Arrange
    const { game, id } = scenario()
      .mission('p1', 'Evaluate Terraforming')
      .surface('Evaluate Terraforming', 'p2', ['Kurn'])
      .build();
    // Act
    const present = controllersAt(locationOfCard(id('Evaluate Terraforming'), game))(game);
    // Assert
    expect([...present]).toEqual(['p2']);
  });

  it('should name nobody at a location with only its mission, whoever owns it (Rulebook 12.4 Present)', () => {
    // Arrange
    const { game, id } = scenario()
      .mission('p1', 'Evaluate Terraforming')
      .mission('p2', 'Avert Disaster')
      .ship('p1', 'U.S.S. Enterprise', { at: 'Avert Disaster' })
      .build();
    // Act
    const present = controllersAt(locationOfCard(id('Evaluate Terraforming'), game))(game);
    // Assert
    expect(present.size).toBe(0);
  });
});

// Helpers

function locationOfCard(card: string, game: GameState): string {
  return O.getOrElse(() => 'none')(locationOf(card)(game));
}
