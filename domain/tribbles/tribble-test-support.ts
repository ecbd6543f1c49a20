// Test support for the tribble moves (domain/tribbles/tribble-carry.ts, domain/tribbles/tribble-beam.ts): one crowded position.
import { started } from '../../cards/effects/response-test-support';
import { type ScenarioBuilder, scenario } from '../game/scenario';

/** Excavation: p1's U.S.S. Galaxy with Data and Montgomery Scott aboard, and p2's tribbles; p2's U.S.S. Miranda. */
export const crowdedTable = (): ScenarioBuilder =>
  scenario({ active: 'p1' })
    .mission('p1', 'Excavation')
    .ship('p1', 'U.S.S. Galaxy', { at: 'Excavation' })
    .ship('p2', 'U.S.S. Miranda', { at: 'Excavation' })
    .aboard('U.S.S. Galaxy', 'p1', [
      'Data',
      { title: 'Montgomery Scott', blueprint: 'TWT/TWT-montgomeryscott' },
    ])
    .aboard('U.S.S. Galaxy', 'p2', ['1 Tribble - Bonus', '100 Tribbles - Bonus', '100 Tribbles - Poison'])
    .drawDeck('p1', ['Worf'])
    .drawDeck('p2', ['Worf']);

/** The crowded table, started in p1's play phase. */
export const crowded = () => started(crowdedTable());
