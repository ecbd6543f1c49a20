// Espionage: Cardassian on Klingon, event:
// "Plays on any Klingon mission. Your Cardassian personnel may now attempt this mission. Discard after mission completed."
import { onTurn, put, refusal } from '../play-test-support';

describe('espionageCardassianOnKlingon', () => {
  it('should let your Cardassian personnel attempt the Klingon mission it plays on (Rulebook 7.2)', () => {
    // Arrange: Medical Relief shows only the Klingon affiliation icon; Jural is Cardassian
    const s = onTurn().mission('p1', 'Medical Relief').surface('Medical Relief', 'p1', ['Jural']).build();
    const attempt = { type: 'mission.attempt', player: 'p1', location: s.id('Medical Relief') } as const;
    // Act
    const [, game] = put(s.game, 'p1', 'Espionage: Cardassian on Klingon', {
      kind: 'playedOn',
      host: s.id('Medical Relief'),
    });
    // Assert
    expect(refusal(s.game, attempt)).toBe('7.2 Attempting a Mission');
    expect(refusal(game, attempt)).toBeNull();
  });

  it("should not help the opponent's personnel", () => {
    // Arrange
    const s = onTurn().mission('p1', 'Medical Relief').surface('Medical Relief', 'p1', ['Jural']).build();
    // Act
    const [, game] = put(s.game, 'p2', 'Espionage: Cardassian on Klingon', {
      kind: 'playedOn',
      host: s.id('Medical Relief'),
    });
    // Assert
    expect(refusal(game, { type: 'mission.attempt', player: 'p1', location: s.id('Medical Relief') })).toBe(
      '7.2 Attempting a Mission',
    );
  });
});
