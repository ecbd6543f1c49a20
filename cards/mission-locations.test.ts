import type { MissionBlueprint } from './blueprint';
import { loadCardDatabase } from './database';
import { missionLocation, missionLocationTable } from './mission-locations';

describe('missionLocationTable', () => {
  it('should give every mission card of the database a location (Rulebook "Mission Pile", L176)', () => {
    // Arrange
    const database = loadCardDatabase();
    const missions = database.all.filter((b) => b.type === 'Mission' || b.type === 'Q Mission');
    // Act
    const table = missionLocationTable(database);
    // Assert
    expect(missions.length).toBeGreaterThan(400);
    expect(missions.filter((m) => !table.get(m.id))).toEqual([]);
  });
});

describe('missionLocation', () => {
  it.each([
    ['Study Rare Phenomenon', 'Attack at Rare Phenomenon', 'Rulebook L176'],
    ['Aftermath', 'Aftermath II', 'Rulebook L229'],
    ['Study Rare Phenomenon', 'Study Rare Phenomenon 2E (Call to Arms)', 'a reprint'],
    ['Excavation', 'Excavation II', 'a "Mission II" card'],
  ])('should put %s and %s at one location (%s)', (a, b) => {
    // Arrange
    const [first, second] = [mission(a), mission(b)];
    // Act
    const [x, y] = [missionLocation(first), missionLocation(second)];
    // Assert
    expect(x).toBe(y);
  });

  it('should put differently named missions at different locations (Rulebook L176)', () => {
    // Arrange
    const [study, attack] = [mission('Study Nebula'), mission('Nebula')];
    // Act
    const [x, y] = [missionLocation(study), missionLocation(attack)];
    // Assert
    expect(x).not.toBe(y);
  });
});

// Helpers

const mission = (title: string): MissionBlueprint => {
  const found = loadCardDatabase()
    .byTitle(title)
    .find((b) => b.type === 'Mission');
  if (found === undefined || found.type !== 'Mission') throw new Error(`no mission ${title}`);
  return found;
};
