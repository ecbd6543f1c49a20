// Borg Sphere (fc/borgsphere), ship:
// "May be reported aboard, carried aboard and launched from any of your Borg cubes."
import { getCard } from '../../../domain/core/game-state';
import { onTurn, playsOf, refusal, send } from '../play-test-support';

describe('borgSphere', () => {
  it('should report for duty carried aboard your Borg cube (Rulebook "Carried ships", "Reporting for Duty")', () => {
    // Arrange
    const s = cube().hand('p1', ['Borg Sphere']).build();
    const [sphere, carrier] = [s.id('Borg Sphere'), s.id('Borg Cube')];
    const command = {
      type: 'card.play',
      player: 'p1',
      card: sphere,
      kind: 'report',
      facility: carrier,
      affiliation: 'Borg',
    } as const;
    // Act
    const after = send(s.game, command);
    // Assert
    expect(playsOf(s.game, sphere)).toEqual([command]);
    expect(getCard(sphere)(after).zone).toEqual({ kind: 'carried', carrier });
    expect(getCard(sphere)(after).controller).toBe('p1');
  });

  it('should give Queen\'s Borg Sphere the same text (Rulebook "Carried ships")', () => {
    // Arrange
    const s = cube().hand('p1', ["Queen's Borg Sphere"]).build();
    const [sphere, carrier] = [s.id("Queen's Borg Sphere"), s.id('Borg Cube')];
    // Act
    const after = send(s.game, {
      type: 'card.play',
      player: 'p1',
      card: sphere,
      kind: 'report',
      facility: carrier,
      affiliation: 'Borg',
    });
    // Assert
    expect(getCard(sphere)(after).zone).toEqual({ kind: 'carried', carrier });
  });

  it('should be launched from and loaded back aboard your Borg cube (Rulebook "Carried ships")', () => {
    // Arrange
    const s = cube()
      .ship('p1', 'Borg Sphere', { carriedBy: 'Borg Cube' })
      .aboard('Borg Sphere', 'p1', ['Six of Eleven', 'Ten of Nineteen'])
      .build();
    const [ship, carrier] = [s.id('Borg Sphere'), s.id('Borg Cube')];
    // Act
    const launched = send(s.game, { type: 'ship.launch', player: 'p1', ship });
    const loaded = send(launched, { type: 'ship.load', player: 'p1', ship, carrier });
    // Assert
    expect(getCard(ship)(launched).zone).toEqual({
      kind: 'atLocation',
      location: s.id('Answer Distress Signal'),
    });
    expect(getCard(ship)(loaded).zone).toEqual({ kind: 'carried', carrier });
  });

  it('should not report aboard a ship that is not a Borg cube (Borg Sphere: "any of your Borg cubes")', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Answer Distress Signal')
      .ship('p1', { title: 'Borg Sphere', label: 'first' }, { at: 'Answer Distress Signal' })
      .hand('p1', [{ title: 'Borg Sphere', label: 'second' }])
      .build();
    const command = {
      type: 'card.play',
      player: 'p1',
      card: s.id('second'),
      kind: 'report',
      facility: s.id('first'),
      affiliation: 'Borg',
    } as const;
    // Act
    const rule = refusal(s.game, command);
    // Assert
    expect(rule).toBe('Carried ships');
    expect(playsOf(s.game, s.id('second'))).toEqual([]);
  });
});

// Helpers

const cube = () =>
  onTurn().mission('p1', 'Answer Distress Signal').ship('p1', 'Borg Cube', { at: 'Answer Distress Signal' });
