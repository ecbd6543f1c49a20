// Espionage: Klingon on Federation (premiere/espionageklingononfederati), event:
// "Plays on any Federation mission. Your Klingon personnel may now attempt this mission. Discard after mission
// completed."
import { onTurn, put, refusal } from '../play-test-support';

describe('espionageKlingonOnFederation', () => {
  it('should let your Klingon personnel attempt the Federation mission it plays on (Rulebook 7.2)', () => {
    // Arrange
    const s = onTurn().mission('p1', 'Avert Disaster').surface('Avert Disaster', 'p1', ['Kurn']).build();
    const attempt = { type: 'mission.attempt', player: 'p1', location: s.id('Avert Disaster') } as const;
    // Act
    const [, game] = put(s.game, 'p1', 'Espionage: Klingon on Federation', {
      kind: 'playedOn',
      host: s.id('Avert Disaster'),
    });
    // Assert
    expect(refusal(s.game, attempt)).toBe('7.2 Attempting a Mission');
    expect(refusal(game, attempt)).toBeNull();
  });

  it("should not help the opponent's personnel", () => {
    // Arrange
    const s = onTurn().mission('p1', 'Avert Disaster').surface('Avert Disaster', 'p1', ['Kurn']).build();
    // Act
    const [, game] = put(s.game, 'p2', 'Espionage: Klingon on Federation', {
      kind: 'playedOn',
      host: s.id('Avert Disaster'),
    });
    // Assert
    expect(refusal(game, { type: 'mission.attempt', player: 'p1', location: s.id('Avert Disaster') })).toBe(
      '7.2 Attempting a Mission',
    );
  });
});
