// Espionage: Romulan on Cardassian, event:
// "Plays on any Cardassian mission. Your Romulan personnel may now attempt this mission. Discard after mission completed."
import { onTurn, put, refusal } from '../play-test-support';

describe('espionageRomulanOnCardassian', () => {
  it('should let your Romulan personnel attempt the Cardassian mission it plays on (Rulebook 7.2)', () => {
    // Arrange: Alter Records shows only the Cardassian affiliation icon; Tomek is Romulan
    const s = onTurn().mission('p1', 'Alter Records').surface('Alter Records', 'p1', ['Tomek']).build();
    const attempt = { type: 'mission.attempt', player: 'p1', location: s.id('Alter Records') } as const;
    // Act
    const [, game] = put(s.game, 'p1', 'Espionage: Romulan on Cardassian', {
      kind: 'playedOn',
      host: s.id('Alter Records'),
    });
    // Assert
    expect(refusal(s.game, attempt)).toBe('7.2 Attempting a Mission');
    expect(refusal(game, attempt)).toBeNull();
  });

  it("should not help the opponent's personnel", () => {
    // Arrange
    const s = onTurn().mission('p1', 'Alter Records').surface('Alter Records', 'p1', ['Tomek']).build();
    // Act
    const [, game] = put(s.game, 'p2', 'Espionage: Romulan on Cardassian', {
      kind: 'playedOn',
      host: s.id('Alter Records'),
    });
    // Assert
    expect(refusal(game, { type: 'mission.attempt', player: 'p1', location: s.id('Alter Records') })).toBe(
      '7.2 Attempting a Mission',
    );
  });
});
