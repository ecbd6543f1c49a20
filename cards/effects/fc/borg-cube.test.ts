// Borg Cube (fc/Borg-Cube), ship:
// "Your equipment and Borg personnel may report aboard. Tractor Beam"
import { getCard } from '../../../domain/core/game-state';
import { onTurn, playsOf, refusal, send } from '../play-test-support';

describe('borgCube', () => {
  it('should let your Borg personnel report for duty aboard it (Rulebook "Reporting for Duty")', () => {
    // Arrange
    const s = cube('p1').hand('p1', ['Two of Nineteen']).build();
    const [cube1, drone] = [s.id('Borg Cube'), s.id('Two of Nineteen')];
    // Act
    const plays = playsOf(s.game, drone);
    const after = send(s.game, {
      type: 'card.play',
      player: 'p1',
      card: drone,
      kind: 'report',
      facility: cube1,
      affiliation: 'Borg',
    });
    // Assert
    expect(plays).toEqual([
      expect.objectContaining({ kind: 'report', facility: cube1, affiliation: 'Borg' }),
    ]);
    expect(getCard(drone)(after).zone).toEqual({ kind: 'aboard', carrier: cube1 });
  });

  it('should let your equipment report aboard it (Rulebook "Reporting for Duty")', () => {
    // Arrange
    const s = cube('p1').hand('p1', ['Tricorder']).build();
    // Act
    const after = send(s.game, {
      type: 'card.play',
      player: 'p1',
      card: s.id('Tricorder'),
      kind: 'report',
      facility: s.id('Borg Cube'),
      affiliation: null,
    });
    // Assert
    expect(getCard(s.id('Tricorder'))(after).zone).toEqual({ kind: 'aboard', carrier: s.id('Borg Cube') });
  });

  it('should not let a non-Borg personnel report aboard ("Borg personnel")', () => {
    // Arrange: Seven of Nine is Federation
    const s = cube('p1').hand('p1', ['Data']).build();
    // Act
    const rule = refusal(s.game, {
      type: 'card.play',
      player: 'p1',
      card: s.id('Data'),
      kind: 'report',
      facility: s.id('Borg Cube'),
      affiliation: 'Federation',
    });
    // Assert
    expect(playsOf(s.game, s.id('Data'))).toEqual([]);
    expect(rule).toBe('Carried ships');
  });

  it('should not let p1\'s Borg report aboard the opponent\'s Borg Cube ("Your")', () => {
    // Arrange
    const s = cube('p2').hand('p1', ['Two of Nineteen']).build();
    // Act
    const plays = playsOf(s.game, s.id('Two of Nineteen'));
    // Assert
    expect(plays).toEqual([]);
  });
});

// Helpers

const cube = (owner: string) =>
  onTurn().mission('p1', 'Answer Distress Signal').ship(owner, 'Borg Cube', { at: 'Answer Distress Signal' });
