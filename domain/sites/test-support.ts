// Test support for play at station sites: p1's Terok Nor, of the Cardassian affiliation, at Avert Disaster with the
// given sites in its line, p1 to act in the play phase (a scenario builder to go on with).
import { onTurn } from '../../cards/effects/play-test-support';
import type { ScenarioBuilder } from '../scenario';

/** p1's Terok Nor (Cardassian) at Avert Disaster with these sites, left to right; p1's turn decision pending. */
export const terokNor = (sites: ReadonlyArray<string>): ScenarioBuilder =>
  sites.reduce(
    (builder, site) => builder.site('p1', site, { on: 'Terok Nor' }),
    onTurn()
      .mission('p1', 'Avert Disaster')
      .facility('p1', 'Terok Nor', { at: 'Avert Disaster' })
      .modify('Terok Nor', { affiliation: 'Cardassian' }),
  );
