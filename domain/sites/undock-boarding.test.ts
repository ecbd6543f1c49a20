// Docking Ports (HF5/hmf5_05, ds9/dockingports), site: "Any ship with fewer than three staffing icons may report, dock
// and undock here if ship is compatible with station's affiliation OR crew includes a V.I.P. OR player controlling ship
// has a Computer Skill personnel present at this site unopposed (just before undocking, that personnel may board
// ship)." Rulebook 7.1.4 Dock & Undock; Rulings "unopposed".
import * as E from 'fp-ts/Either';
import { getCard } from '../core/game-state';
import type { ScenarioBuilder } from '../game/scenario';
import { checkDock, type DockCommand, dock, dockCandidates } from '../orders/dock';
import { terokNor } from './test-support';

describe('undocking from a docking site with the Computer Skill personnel boarding ("just before undocking")', () => {
  it('should offer the undock alone and with the Computer Skill personnel who lets the ship undock boarding it', () => {
    // Arrange
    const s = ports().aboard('Runabout', 'p1', ['Mendon']).build();
    // Act
    const undocks = dockCandidates('p1')(s.game);
    // Assert
    expect(undocks).toEqual([
      { type: 'ship.undock', player: 'p1', ship: s.id('Runabout') },
      { type: 'ship.undock', player: 'p1', ship: s.id('Runabout'), boarding: s.id('Data') },
    ]);
  });

  it("should move the personnel aboard, then put the ship in space at the station's location", () => {
    // Arrange
    const s = ports().aboard('Runabout', 'p1', ['Mendon']).build();
    const command: DockCommand = {
      type: 'ship.undock',
      player: 'p1',
      ship: s.id('Runabout'),
      boarding: s.id('Data'),
    };
    // Act
    const after = dock(command)(s.game);
    // Assert
    expect(getCard(s.id('Data'))(after).zone).toEqual({ kind: 'aboard', carrier: s.id('Runabout') });
    expect(getCard(s.id('Runabout'))(after).zone.kind).toBe('atLocation');
  });

  it('should let a ship with no crew undock staffed by the personnel who boards it, and not without him', () => {
    // Arrange
    const s = ports().build();
    const undock: DockCommand = { type: 'ship.undock', player: 'p1', ship: s.id('Runabout') };
    // Act
    const results = [undock, { ...undock, boarding: s.id('Data') }].map((c) =>
      E.isRight(checkDock(c)(s.game)),
    );
    // Assert
    expect(results).toEqual([false, true]);
  });

  it('should refuse boarding a personnel without Computer Skill, or an incompatible one, changing nothing', () => {
    // Arrange
    const s = ports()
      .aboard('Runabout', 'p1', ['Mendon'])
      .aboard('Docking Ports', 'p1', ['Vash', 'Dukat'])
      .build();
    const undock = { type: 'ship.undock', player: 'p1', ship: s.id('Runabout') } as const;
    // Act
    const rules = [s.id('Vash'), s.id('Dukat')].map((boarding) => {
      const checked = checkDock({ ...undock, boarding })(s.game);
      return E.isLeft(checked) ? checked.left.rule : null;
    });
    // Assert
    expect(rules).toEqual(['Sites', 'Compatible']);
    expect(dockCandidates('p1')(s.game).filter((c) => 'boarding' in c)).toEqual([
      { ...undock, boarding: s.id('Data') },
    ]);
  });

  it('should offer no boarding, nor the undock it allows, with the opponent\'s personnel at the site (Rulings "unopposed")', () => {
    // Arrange
    const s = ports().aboard('Runabout', 'p1', ['Mendon']).aboard('Docking Ports', 'p2', ['Tamal']).build();
    // Act
    const undocks = dockCandidates('p1')(s.game);
    // Assert
    expect(undocks).toEqual([]);
  });
});

// Helpers

/** p1's Runabout docked at the Docking Ports of p1's (Cardassian) Terok Nor, p1's Data there. */
const ports = (): ScenarioBuilder =>
  terokNor(['Docking Ports'])
    .ship('p1', 'Runabout', { dockedAt: 'Docking Ports' })
    .aboard('Docking Ports', 'p1', ['Data']);
