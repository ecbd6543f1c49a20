// Espionage: Romulan on Klingon (premiere/espionageromulanonklingo), event:
// "Plays on any Klingon mission. Your Romulan personnel may now attempt this mission. Discard after mission
// completed."
import { onTurn, put, refusal } from '../play-test-support';

describe('espionageRomulanOnKlingon', () => {
  it('should let your Romulan personnel attempt the Klingon mission it plays on (Rulebook 7.2)', () => {
    // Arrange
    const s = onTurn().mission('p1', 'Fever Emergency').surface('Fever Emergency', 'p1', ['Tomek']).build();
    const attempt = { type: 'mission.attempt', player: 'p1', location: s.id('Fever Emergency') } as const;
    // Act
    const [, game] = put(s.game, 'p1', 'Espionage: Romulan on Klingon', {
      kind: 'playedOn',
      host: s.id('Fever Emergency'),
    });
    // Assert
    expect(refusal(s.game, attempt)).toBe('7.2 Attempting a Mission');
    expect(refusal(game, attempt)).toBeNull();
  });

  it("should not help the opponent's personnel", () => {
    // Arrange
    const s = onTurn().mission('p1', 'Fever Emergency').surface('Fever Emergency', 'p1', ['Tomek']).build();
    // Act
    const [, game] = put(s.game, 'p2', 'Espionage: Romulan on Klingon', {
      kind: 'playedOn',
      host: s.id('Fever Emergency'),
    });
    // Assert
    expect(refusal(game, { type: 'mission.attempt', player: 'p1', location: s.id('Fever Emergency') })).toBe(
      '7.2 Attempting a Mission',
    );
  });
});
