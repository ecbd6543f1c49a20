// Rulebook "Sites" (2.11), 7.1.2 Walk, 7.1.4 Dock & Undock and "Reporting for Duty" as a judge's worked examples,
// through the engine facade: at a Nor with sites, personnel walk from site to site, ships dock at a site that lets
// them, and cards report to a site whose text admits them. Each example shows the move offered and the illegal one
// refused with its rule, the game unchanged.

import { legalActions, state } from '../../machines/engine';
import { acting, sent } from '../../machines/engine-test-support';
import { refusal } from '../../machines/judge-test-support';
import { getCard } from '../core/game-state';
import type { ScenarioBuilder } from '../game/scenario';
import { dockAtSite, reportToSite, terokNor, walkBetween } from './test-support';

describe('station sites', () => {
  it('should offer a walk from Ops to the Docking Ports, passing the Promenade Shops, and refuse a walk from a site the personnel is not at, the game unchanged (Rulebook 7.1.2 Walk: "from one site to another")', () => {
    // Arrange
    const s = nor().aboard('Ops', 'p1', ['Dukat']).build();
    const game = acting(s.game);
    const legal = walkBetween(s.id('Dukat'), s.id('Ops'), s.id('Docking Ports'));
    // Act
    const offered = legalActions(game);
    const refused = refusal(game, walkBetween(s.id('Dukat'), s.id('Promenade Shops'), s.id('Docking Ports')));
    sent(game, legal);
    // Assert
    expect(offered).toContainEqual(legal);
    expect(refused).toEqual({ rule: '7.1.2 Walk', unchanged: true });
    expect(getCard(s.id('Dukat'))(state(game)).zone).toEqual({
      kind: 'aboard',
      carrier: s.id('Terok Nor'),
      site: s.id('Docking Ports'),
    });
  });

  it('should offer docking at the Docking Ports and refuse docking at Ops, the game unchanged (Rulebook 7.1.4 Dock & Undock, "Sites")', () => {
    // Arrange
    const s = nor()
      .ship('p1', 'Galor', { at: 'Avert Disaster' })
      .aboard('Galor', 'p1', ['Dukat', 'Gilora Rejal'])
      .build();
    const game = acting(s.game);
    // Act
    const refused = refusal(game, dockAtSite(s.id('Galor'), s.id('Terok Nor'), s.id('Ops')));
    // Assert
    expect(legalActions(game)).toContainEqual(
      dockAtSite(s.id('Galor'), s.id('Terok Nor'), s.id('Docking Ports')),
    );
    expect(refused).toEqual({ rule: 'Sites', unchanged: true });
  });

  it('should offer an OFFICER a report to Ops and refuse one naming no site, the game unchanged (Rulebook "Sites": "areas within facilities where personnel can report for duty")', () => {
    // Arrange
    const s = nor().hand('p1', ['Dukat']).build();
    const game = acting(s.game);
    const toOps = reportToSite(s.id('Dukat'), s.id('Terok Nor'), s.id('Ops'));
    const { site: _none, ...toStation } = toOps;
    // Act
    const refused = refusal(game, toStation);
    // Assert
    expect(legalActions(game)).toContainEqual(toOps);
    expect(refused).toEqual({ rule: 'Reporting for Duty', unchanged: true });
  });
});

// Helpers

/** p1's Terok Nor (Cardassian) with Ops, Promenade Shops and Docking Ports, p1 to act. */
const nor = (): ScenarioBuilder => terokNor(['Ops', 'Promenade Shops', 'Docking Ports']);
