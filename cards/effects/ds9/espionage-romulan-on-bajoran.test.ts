// Espionage: Romulan on Bajoran, event:
// "Plays on any Bajoran mission. Your Romulan personnel may now attempt this mission. Discard after mission completed."
import { onTurn, put, refusal } from '../play-test-support';

describe('espionageRomulanOnBajoran', () => {
  it('should let your Romulan personnel attempt the Bajoran mission it plays on (Rulebook 7.2)', () => {
    // Arrange: Orb Negotiations shows only the Bajoran affiliation icon; Tomek is Romulan
    const s = onTurn().mission('p1', 'Orb Negotiations').surface('Orb Negotiations', 'p1', ['Tomek']).build();
    const attempt = { type: 'mission.attempt', player: 'p1', location: s.id('Orb Negotiations') } as const;
    // Act
    const [, game] = put(s.game, 'p1', 'Espionage: Romulan on Bajoran', {
      kind: 'playedOn',
      host: s.id('Orb Negotiations'),
    });
    // Assert
    expect(refusal(s.game, attempt)).toBe('7.2 Attempting a Mission');
    expect(refusal(game, attempt)).toBeNull();
  });

  it("should not help the opponent's personnel", () => {
    // Arrange
    const s = onTurn().mission('p1', 'Orb Negotiations').surface('Orb Negotiations', 'p1', ['Tomek']).build();
    // Act
    const [, game] = put(s.game, 'p2', 'Espionage: Romulan on Bajoran', {
      kind: 'playedOn',
      host: s.id('Orb Negotiations'),
    });
    // Assert
    expect(refusal(game, { type: 'mission.attempt', player: 'p1', location: s.id('Orb Negotiations') })).toBe(
      '7.2 Attempting a Mission',
    );
  });
});
