// ... on the Station: "up to 100 of its tribbles may "spread" (move) to an adjacent site or into/out of a facility or a
// landed, docked, or carried ship" (Rulebook "Carried ships": a carried ship is a place, like a docked one).
import { scenario } from '../game/scenario';
import { choices, type TribblesToSpread } from './trouble-spread';

describe('choices', () => {
  it('should offer spreading into a carried ship and out of it to its carrier, whoever\'s ships they are ("into/out of … a carried ship")', () => {
    // Arrange: p2's trouble and p1's tribbles aboard p1's U.S.S. Galaxy, which carries p1's Type VI Shuttlecraft
    const s = scenario()
      .mission('p1', 'Excavation')
      .ship('p1', 'U.S.S. Galaxy', { at: 'Excavation' })
      .ship('p1', 'Type VI Shuttlecraft', { carriedBy: 'U.S.S. Galaxy' })
      .aboard('U.S.S. Galaxy', 'p1', ['1,000 Tribbles - Bonus', '10 Tribbles - Go'])
      .aboard('Type VI Shuttlecraft', 'p1', ['1,000 Tribbles - Rescue', '1 Tribble - Go'])
      .aboard('U.S.S. Galaxy', 'p2', [{ title: '... on the Station', label: 'aboard the Galaxy' }])
      .aboard('Type VI Shuttlecraft', 'p2', [{ title: '... on the Station', label: 'aboard the shuttle' }])
      .build();
    const waiting = (trouble: string, carrier: string): TribblesToSpread => ({
      kind: 'tribblesSpread',
      player: 'p2',
      troubles: [s.id(trouble)],
      from: { kind: 'aboard', carrier: s.id(carrier) },
    });
    // Act
    const into = choices(waiting('aboard the Galaxy', 'U.S.S. Galaxy'), 'p2')(s.game);
    const outOf = choices(waiting('aboard the shuttle', 'Type VI Shuttlecraft'), 'p2')(s.game);
    const byP1 = choices(waiting('aboard the Galaxy', 'U.S.S. Galaxy'), 'p1')(s.game);
    // Assert: the 10 Tribbles (or the 1 Tribble) may go; never the 1,000 Tribbles
    expect(into.flatMap((c) => (c.type === 'tribbles.spread' ? [[c.tribbles, c.to]] : []))).toEqual([
      [[s.id('10 Tribbles - Go')], s.id('Type VI Shuttlecraft')],
    ]);
    expect(outOf.flatMap((c) => (c.type === 'tribbles.spread' ? [[c.tribbles, c.to]] : []))).toEqual([
      [[s.id('1 Tribble - Go')], s.id('U.S.S. Galaxy')],
    ]);
    expect(byP1).toEqual([]);
  });
});
