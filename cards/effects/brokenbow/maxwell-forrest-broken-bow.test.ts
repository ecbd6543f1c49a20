// Maxwell Forrest (Broken Bow) (brokenbow/brokenbow_77), personnel, special skill:
// "Your [Sta] personnel at [S] missions are attributes all +1."

import { personnelAttributes, plus, withAndWithout } from '../modifier-test-support';
import { onTurn } from '../play-test-support';

describe('maxwellForrestBrokenBow', () => {
  it('should make your Starfleet personnel at space missions attributes all +1, wherever he is, no one else (Rulebook 12.11 S.A.M.)', () => {
    // Arrange: Amanda Cole aboard your Runabout at Test Mission (space), Callaghan on Avert Disaster (planet), p2's
    // Fiona McKenzie aboard p2's Runabout at Test Mission; he is on Avert Disaster or not in play
    const scene = (withCard: boolean) =>
      onTurn()
        .mission('p1', 'Test Mission')
        .mission('p1', 'Avert Disaster')
        .ship('p1', { title: 'Runabout', label: 'mine' }, { at: 'Test Mission' })
        .ship('p2', { title: 'Runabout', label: 'theirs' }, { at: 'Test Mission' })
        .aboard('mine', 'p1', ['Amanda Cole'])
        .aboard('theirs', 'p2', ['Fiona McKenzie'])
        .surface('Avert Disaster', 'p1', ['Callaghan', ...(withCard ? ['Maxwell Forrest (Broken Bow)'] : [])])
        .build();
    // Act
    const { before, after } = withAndWithout(
      scene,
      ['Amanda Cole', 'Callaghan', 'Fiona McKenzie'],
      personnelAttributes,
    );
    // Assert
    expect(after).toEqual([plus(before[0], [1, 1, 1]), before[1], before[2]]);
  });
});
