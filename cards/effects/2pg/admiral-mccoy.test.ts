// Admiral McCoy (2pg/admiralmccoy), personnel, special skill:
// "Other MEDICAL are CUNNING +3 where present."
import { setStatus } from '../../../domain/cards-in-play/presence';
import { attribute } from '../../../domain/cards-in-play/skills';
import { onTurn } from '../play-test-support';

describe('admiralMcCoy', () => {
  it('should make other MEDICAL present CUNNING +3, himself and non-MEDICAL not (Rulebook "Using Skills": special skills)', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Test Mission')
      .ship('p1', 'U.S.S. Galaxy', { at: 'Test Mission' })
      .aboard('U.S.S. Galaxy', 'p1', ['Admiral McCoy', 'Beverly Crusher', 'Worf'])
      .build();
    // Act
    const cunning = ['Admiral McCoy', 'Beverly Crusher', 'Worf'].map((t) =>
      attribute(s.id(t), 'CUNNING')(s.game),
    );
    // Assert
    expect(cunning).toEqual([6, 8 + 3, 6]);
  });

  it('should count MEDICAL given by equipment, and stop while he is disabled (Rulebook 10.2.3 Disabled)', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Test Mission')
      .ship('p1', 'U.S.S. Galaxy', { at: 'Test Mission' })
      .aboard('U.S.S. Galaxy', 'p1', ['Admiral McCoy', 'Deanna Troi', 'Medical Kit'])
      .build();
    const disabled = setStatus(s.id('Admiral McCoy'), 'disabled', true)(s.game);
    // Act
    const [active, idle] = [s.game, disabled].map((g) => attribute(s.id('Deanna Troi'), 'CUNNING')(g));
    // Assert
    expect([active, idle]).toEqual([7 + 3, 7]);
  });
});
