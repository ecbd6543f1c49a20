import { repairAtEndOfTurn } from '../battle-rules/repair';
import { getCard } from '../core/game-state';
import { type ScenarioBuilder, scenario } from '../game/scenario';

describe('repairAtEndOfTurn at a station with sites (Rulebook 7.5.2 Repair, "Sites")', () => {
  it('should repair a ship docked at Docking Pylons ("Ships may not report here but may repair here")', () => {
    // Arrange
    const s = damagedAt('Docking Pylons', 'Galor').build();
    // Act
    const repaired = repairAtEndOfTurn(s.game);
    // Assert
    expect(getCard(s.id('Galor'))(repaired).damage).toBe(0);
  });

  it('should not repair a ship docked at Docking Ports, whose text says nothing of repair', () => {
    // Arrange
    const s = damagedAt('Docking Ports', 'Galor').build();
    // Act
    const repaired = repairAtEndOfTurn(s.game);
    // Assert
    expect(getCard(s.id('Galor'))(repaired).damage).toBe(1);
  });

  it('should repair a Ferengi ship docked at Quark\'s Bar ("Ferengi ships may … repair at this Nor"), not a Cardassian one', () => {
    // Arrange
    const ferengi = damagedAt("Quark's Bar", 'Krayton').build();
    const cardassian = damagedAt("Quark's Bar", 'Galor').build();
    // Act
    const repaired = [
      getCard(ferengi.id('Krayton'))(repairAtEndOfTurn(ferengi.game)).damage,
      getCard(cardassian.id('Galor'))(repairAtEndOfTurn(cardassian.game)).damage,
    ];
    // Assert
    expect(repaired).toEqual([0, 1]);
  });
});

// Helpers

/** p1's ship docked at a site of Terok Nor since turn 1 with one rotation damage, at the end of p1's turn 5. */
const damagedAt = (site: string, ship: string): ScenarioBuilder =>
  scenario({ turn: 5 })
    .mission('p1', 'Avert Disaster')
    .facility('p1', 'Terok Nor', { at: 'Avert Disaster' })
    .modify('Terok Nor', { affiliation: 'Cardassian' })
    .site('p1', site, { on: 'Terok Nor' })
    .ship('p1', ship, { dockedAt: site })
    .modify(ship, { damage: 1, dockedOnTurn: 1 });
