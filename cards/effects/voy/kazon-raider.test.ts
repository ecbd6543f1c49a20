// Kazon Raider (voy/kazonraider), ship:
// "Kazon shuttlecraft may report, be carried, and launch aboard. Tractor Beam"
import { getCard } from '../../../domain/core/game-state';
import { onTurn, playsOf, refusal, send } from '../play-test-support';

describe('kazonRaider', () => {
  it('should let your Kazon shuttlecraft report carried aboard it (Rulebook "Carried ships", "Reporting for Duty")', () => {
    // Arrange
    const s = raider().hand('p1', ['Kazon Shuttle']).build();
    const [shuttle, carrier] = [s.id('Kazon Shuttle'), s.id('Kazon Raider')];
    const command = {
      type: 'card.play',
      player: 'p1',
      card: shuttle,
      kind: 'report',
      facility: carrier,
      affiliation: 'Kazon',
    } as const;
    // Act
    const after = send(s.game, command);
    // Assert
    expect(playsOf(s.game, shuttle)).toEqual([command]);
    expect(getCard(shuttle)(after).zone).toEqual({ kind: 'carried', carrier });
  });

  it('should carry and launch your Kazon shuttlecraft, not another Kazon ship (Rulebook "Carried ships")', () => {
    // Arrange
    const s = raider()
      .ship('p1', 'Kazon Shuttle', { at: 'Answer Distress Signal' })
      .aboard('Kazon Shuttle', 'p1', ['Tanar'])
      .ship('p1', 'Kazon Warship', { at: 'Answer Distress Signal' })
      .build();
    const [ship, carrier] = [s.id('Kazon Shuttle'), s.id('Kazon Raider')];
    // Act
    const loaded = send(s.game, { type: 'ship.load', player: 'p1', ship, carrier });
    const launched = send(loaded, { type: 'ship.launch', player: 'p1', ship });
    const warship = refusal(s.game, {
      type: 'ship.load',
      player: 'p1',
      ship: s.id('Kazon Warship'),
      carrier,
    });
    // Assert
    expect(getCard(ship)(loaded).zone).toEqual({ kind: 'carried', carrier });
    expect(getCard(ship)(launched).zone).toEqual({
      kind: 'atLocation',
      location: s.id('Answer Distress Signal'),
    });
    expect(warship).toBe('Carried ships');
  });
});

// Helpers

const raider = () =>
  onTurn()
    .mission('p1', 'Answer Distress Signal')
    .ship('p1', 'Kazon Raider', { at: 'Answer Distress Signal' })
    .aboard('Kazon Raider', 'p1', ['Tanar']);
