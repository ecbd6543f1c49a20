// Espionage: Cardassian on Federation, event:
// "Plays on any Federation mission. Your Cardassian personnel may now attempt this mission. Discard after mission completed."
import { onTurn, put, refusal } from '../play-test-support';

describe('espionageCardassianOnFederation', () => {
  it('should let your Cardassian personnel attempt the Federation mission it plays on (Rulebook 7.2)', () => {
    // Arrange: Avert Disaster shows only the Federation affiliation icon; Jural is Cardassian
    const s = onTurn().mission('p1', 'Avert Disaster').surface('Avert Disaster', 'p1', ['Jural']).build();
    const attempt = { type: 'mission.attempt', player: 'p1', location: s.id('Avert Disaster') } as const;
    // Act
    const [, game] = put(s.game, 'p1', 'Espionage: Cardassian on Federation', {
      kind: 'playedOn',
      host: s.id('Avert Disaster'),
    });
    // Assert
    expect(refusal(s.game, attempt)).toBe('7.2 Attempting a Mission');
    expect(refusal(game, attempt)).toBeNull();
  });

  it("should not help the opponent's personnel", () => {
    // Arrange
    const s = onTurn().mission('p1', 'Avert Disaster').surface('Avert Disaster', 'p1', ['Jural']).build();
    // Act
    const [, game] = put(s.game, 'p2', 'Espionage: Cardassian on Federation', {
      kind: 'playedOn',
      host: s.id('Avert Disaster'),
    });
    // Assert
    expect(refusal(game, { type: 'mission.attempt', player: 'p1', location: s.id('Avert Disaster') })).toBe(
      '7.2 Attempting a Mission',
    );
  });
});
