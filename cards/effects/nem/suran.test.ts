// Suran (NEM/nem41), personnel, special skill: "While at a nebula, your [Rom] ships here are WEAPONS +3."
import { plus, shipAttributes, withAndWithout } from '../modifier-test-support';
import { onTurn } from '../play-test-support';

describe('suran', () => {
  it('should make your Romulan ships at a nebula where he is WEAPONS +3, no other ship, nowhere else (Rulebook "Using Skills" L1002, 12.4 "Here")', () => {
    // Arrange: at Study Nebula (a nebula) or Excavation, p1's B-Type Warbird, Scout Vessel (Romulan) and Runabout,
    // p2's B-Type Warbird, with or without him aboard p1's Warbird
    const scene = (mission: string) => (withCard: boolean) =>
      onTurn()
        .mission('p1', mission)
        .ship('p1', { title: 'B-Type Warbird', label: 'his' }, { at: mission })
        .ship('p1', 'Scout Vessel', { at: mission })
        .ship('p1', 'Runabout', { at: mission })
        .ship('p2', { title: 'B-Type Warbird', label: 'theirs' }, { at: mission })
        .aboard('his', 'p1', withCard ? ['Suran'] : [])
        .build();
    const ships = ['his', 'Scout Vessel', 'Runabout', 'theirs'];
    // Act
    const [nebula, elsewhere] = ['Study Nebula', 'Excavation'].map((mission) =>
      withAndWithout(scene(mission), ships, shipAttributes),
    );
    // Assert
    const before = nebula?.before ?? [];
    expect(nebula?.after).toEqual([
      plus(before[0], [0, 3, 0]),
      plus(before[1], [0, 3, 0]),
      before[2],
      before[3],
    ]);
    expect(elsewhere?.after).toEqual(elsewhere?.before);
  });
});
