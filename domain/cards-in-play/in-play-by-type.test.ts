import { scenario } from '../game/scenario';
import { cardsInPlayOfType } from './in-play-by-type';

describe('cardsInPlayOfType', () => {
  it('should list the personnel in play, aboard and on planets, and none in hand (Rulebook "Card Types")', () => {
    // Arrange
    const { game, id } = scenario()
      .mission('p1', 'Evaluate Terraforming')
      .ship('p1', 'U.S.S. Enterprise', { at: 'Evaluate Terraforming' })
      .aboard('U.S.S. Enterprise', 'p1', ['Data'])
      .surface('Evaluate Terraforming', 'p2', ['Kurn'])
      .hand('p1', ['Tasha Yar'])
      .build();
    // Act
    const personnel = cardsInPlayOfType('Personnel')(game.cards).map((card) => card.id);
    // Assert
    expect([...personnel].sort()).toEqual([id('Data'), id('Kurn')].sort());
  });

  it('should list no card of a type none in play has (Rulebook "Card Types")', () => {
    // Arrange
    const { game } = scenario()
      .mission('p1', 'Evaluate Terraforming')
      .ship('p1', 'U.S.S. Enterprise', { at: 'Evaluate Terraforming' })
      .build();
    // Act & Assert
    expect(cardsInPlayOfType('Site')(game.cards)).toEqual([]);
    expect(cardsInPlayOfType('Ship')(game.cards).map((card) => card.blueprint)).toHaveLength(1);
  });
});
