// Pattern Enhancers (premiere/patternenhancers), event:
// "Plays on table. Allows your personnel and equipment unlimited beaming through {atmospheric ionization} or
// {distortion fields}."
import { onTurn, put, refusal } from '../play-test-support';

describe('patternEnhancers', () => {
  it('should let your cards beam through a Distortion Field and past Atmospheric Ionization (Rulebook 7.1.1)', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Avert Disaster')
      .mission('p1', 'Excavation')
      .ship('p1', 'U.S.S. Galaxy', { at: 'Avert Disaster' })
      .aboard('U.S.S. Galaxy', 'p1', ['Data'])
      .ship('p1', 'Runabout', { at: 'Excavation' })
      .aboard('Runabout', 'p1', ['Worf', 'Tasha Yar', 'Geordi La Forge', 'Deanna Troi'])
      .table('p1', ['Pattern Enhancers'])
      .build();
    const [, field] = put(s.game, 'p2', 'Distortion Field', {
      kind: 'playedOn',
      host: s.id('Avert Disaster'),
    });
    const [, game] = put(field, 'p2', 'Atmospheric Ionization', {
      kind: 'playedOn',
      host: s.id('Excavation'),
    });
    const beam = (card: string, from: string, to: string) =>
      ({ type: 'card.beam', player: 'p1', card, from, to }) as const;
    // Act
    const throughField = refusal(game, beam(s.id('Data'), s.id('U.S.S. Galaxy'), s.id('Avert Disaster')));
    const fourth = ['Worf', 'Tasha Yar', 'Geordi La Forge', 'Deanna Troi'].map((t) =>
      refusal(game, beam(s.id(t), s.id('Runabout'), s.id('Excavation'))),
    );
    // Assert
    expect(throughField).toBeNull();
    expect(fourth).toEqual([null, null, null, null]);
  });
});
