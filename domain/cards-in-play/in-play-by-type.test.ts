import type { Blueprint } from '../../cards/blueprint';
import { scenario } from '../game/scenario';
import { cardsInPlayOfType, cardsInPlayWith } from './in-play-by-type';

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

describe('cardsInPlayWith', () => {
  it('should list the cards in play whose printing has the feature, in the order of the cards record', () => {
    // Arrange
    const { game, id } = scenario()
      .mission('p1', 'Evaluate Terraforming')
      .ship('p1', 'U.S.S. Enterprise', { at: 'Evaluate Terraforming' })
      .aboard('U.S.S. Enterprise', 'p1', ['Data', 'Jean-Luc Picard'])
      .hand('p1', ['Tasha Yar'])
      .build();
    // Act
    const listed = cardsInPlayWith(isPersonnel)(game.cards).map((card) => card.id);
    // Assert
    expect(listed).toEqual(
      Object.keys(game.cards).filter((card) => [id('Data'), id('Jean-Luc Picard')].includes(card)),
    );
  });

  it('should list a feature first asked about after the cards were counted, as if asked first', () => {
    // Arrange
    const { game, id } = scenario()
      .mission('p1', 'Evaluate Terraforming')
      .ship('p1', 'U.S.S. Enterprise', { at: 'Evaluate Terraforming' })
      .aboard('U.S.S. Enterprise', 'p1', ['Data'])
      .build();
    cardsInPlayWith(isPersonnel)(game.cards);
    // Act
    const ships = cardsInPlayWith(isShip)(game.cards).map((card) => card.id);
    // Assert
    expect(ships).toEqual([id('U.S.S. Enterprise')]);
  });
});

// Helpers

function isShip(blueprint: Blueprint): boolean {
  return blueprint.type === 'Ship';
}

function isPersonnel(blueprint: Blueprint): boolean {
  return blueprint.type === 'Personnel';
}
