import * as E from 'fp-ts/Either';
import { put } from '../../cards/effects/play-test-support';
import { scenario } from '../game/scenario';
import { checkTransport, transportChoices } from './near-warp';

describe('checkTransport', () => {
  it('should count each card beamed against a beaming quota at the destination, in turn (Rulebook 7.1.1 Beam)', () => {
    // Arrange
    const s = ionizedNeighbour();
    const [ship, surface] = [s.id('U.S.S. Galaxy'), s.id('Excavation')];
    const crew = ['Data', 'Worf', 'Tasha Yar', 'Geordi La Forge'].map((t) => s.id(t));
    // Act
    const [four, three] = [
      checkTransport('p1', ship, { cards: crew, destination: surface }, 6)(s.game),
      checkTransport('p1', ship, { cards: crew.slice(0, 3), destination: surface }, 6)(s.game),
    ];
    // Assert
    expect(E.isLeft(four) && four.left.rule).toBe('Atmospheric Ionization');
    expect(E.isRight(three)).toBe(true);
  });

  it('should refuse a card that is not aboard the ship beaming (Rulebook 7.1.1 Beam)', () => {
    // Arrange
    const s = ionizedNeighbour();
    // Act
    const result = checkTransport(
      'p1',
      s.id('U.S.S. Galaxy'),
      { cards: [s.id('Avert Disaster')], destination: s.id('Excavation') },
      6,
    )(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('7.1.1 Beam');
  });
});

describe('transportChoices', () => {
  it('should list the first cards that may go together within the quota, after each card alone (Rulebook 7.1.1 Beam)', () => {
    // Arrange
    const s = ionizedNeighbour();
    // Act
    const choices = transportChoices('p1', s.id('U.S.S. Galaxy'), 6)(s.game);
    // Assert
    expect(choices).toHaveLength(5);
    expect(choices[4]?.cards).toHaveLength(3);
  });
});

// Helpers

const ionizedNeighbour = () => {
  const s = scenario({ pending: { player: 'p1', decision: 'turn.act' } })
    .mission('p1', 'Avert Disaster')
    .mission('p1', 'Excavation')
    .ship('p1', 'U.S.S. Galaxy', { at: 'Avert Disaster' })
    .aboard('U.S.S. Galaxy', 'p1', ['Data', 'Worf', 'Tasha Yar', 'Geordi La Forge'])
    .build();
  const [, game] = put(s.game, 'p2', 'Atmospheric Ionization', {
    kind: 'playedOn',
    host: s.id('Excavation'),
  });
  return { ...s, game };
};
