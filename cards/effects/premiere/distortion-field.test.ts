// Distortion Field (premiere/Distortion-Fielda), event:
// "Plays crosswise face up on any planet location. Once each turn, flip card over. While face up, prevents all
// beaming down/up here. (Unique.)"
import { toView } from '../../../domain/view/view';
import { onTurn, put, refusal, send } from '../play-test-support';

describe('distortionField', () => {
  it('should prevent all beaming down and up at its location while face up (Rulebook 7.1.1 Beam)', () => {
    // Arrange
    const s = field();
    // Act
    const [down, up] = [
      refusal(s.game, beam(s.id('Data'), s.id('U.S.S. Galaxy'), s.id('Avert Disaster'))),
      refusal(s.game, beam(s.id('Worf'), s.id('Avert Disaster'), s.id('U.S.S. Galaxy'))),
    ];
    // Assert
    expect([down, up]).toEqual(['Distortion Field', 'Distortion Field']);
  });

  it('should let its player flip it over once each turn, face down allowing beaming, still known to both', () => {
    // Arrange
    const s = field();
    // Act
    const flipped = send(s.game, { type: 'card.flip', player: 'p1', card: s.card });
    // Assert
    expect(flipped.cards[s.card]?.faceUp).toBe(false);
    expect(refusal(flipped, beam(s.id('Data'), s.id('U.S.S. Galaxy'), s.id('Avert Disaster')))).toBeNull();
    expect(refusal(flipped, { type: 'card.flip', player: 'p1', card: s.card })).toBe('Once each turn');
    expect(toView('p2')(flipped).cards[s.card]?.blueprint).not.toBeNull();
  });
});

// Helpers

const field = () => {
  const s = onTurn()
    .mission('p1', 'Avert Disaster')
    .ship('p1', 'U.S.S. Galaxy', { at: 'Avert Disaster' })
    .aboard('U.S.S. Galaxy', 'p1', ['Data'])
    .surface('Avert Disaster', 'p1', ['Worf'])
    .build();
  const [card, game] = put(s.game, 'p1', 'Distortion Field', {
    kind: 'playedOn',
    host: s.id('Avert Disaster'),
  });
  return { ...s, game, card };
};

const beam = (card: string, from: string, to: string) =>
  ({ type: 'card.beam', player: 'p1', card, from, to }) as const;
