// Espionage: Federation on Klingon (premiere/espionagefederationonkling), event:
// "Plays on any Klingon mission. Your Federation personnel may now attempt this mission. Discard after mission
// completed."
import { cardsIn } from '../../../domain/core/game-state';
import { onTurn, playsOf, put, refusal } from '../play-test-support';
import { started } from '../response-test-support';
import { act } from '../turn-test-support';

describe('espionageFederationOnKlingon', () => {
  it('should play on a Klingon mission only (Rulebook "Play a Card")', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Fever Emergency')
      .mission('p1', 'Avert Disaster')
      .hand('p1', ['Espionage: Federation on Klingon'])
      .build();
    // Act
    const plays = playsOf(s.game, s.id('Espionage: Federation on Klingon'));
    // Assert
    expect(plays.map((c) => ('target' in c ? c.target : null))).toEqual([{ card: s.id('Fever Emergency') }]);
  });

  it('should let your Federation personnel attempt and solve the mission, then be discarded (Rulebook 7.2)', () => {
    // Arrange
    const builder = fever();
    const s = builder.build();
    const attempt = { type: 'mission.attempt', player: 'p1', location: s.id('Fever Emergency') } as const;
    const [, withEspionage] = put(s.game, 'p1', 'Espionage: Federation on Klingon', {
      kind: 'playedOn',
      host: s.id('Fever Emergency'),
    });
    const [game, placed] = started(
      builder.place('p1', { kind: 'playedOn', host: s.id('Fever Emergency') }, [
        'Espionage: Federation on Klingon',
      ]),
    );
    // Act
    const after = act(game, attempt);
    // Assert
    expect(refusal(s.game, attempt)).toBe('7.2 Attempting a Mission');
    expect(refusal(withEspionage, attempt)).toBeNull();
    expect(after.locations[s.id('Fever Emergency')]?.completedBy).toBe('p1');
    expect(after.players[0].score).toBe(35);
    expect(cardsIn({ kind: 'discard', player: 'p1' })(after)).toEqual([
      placed.id('Espionage: Federation on Klingon'),
    ]);
  });
});

// Helpers

const fever = () =>
  onTurn().mission('p1', 'Fever Emergency').surface('Fever Emergency', 'p1', ['Beverly Crusher', 'Data']);
