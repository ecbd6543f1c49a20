import * as O from 'fp-ts/Option';
import { obtainMiningAgreement } from '../../cards/effects/plw/obtain-mining-agreement';
import { scenario } from '../game/scenario';
import type { Source } from './in-play';
import { solverHere, speakerOf } from './speaker';

// Rulebook 7.2 "Solving a Mission" (L705: "after solving Host Metaphasic Shield Test, you may download …"; L600: a
// 40-point mission another player seeded may be attempted): a solved mission's "you" is the player who solved it
describe('speakerOf', () => {
  it("should name the player who solved a mission, the mission's controller while it is unsolved", () => {
    // Arrange
    const open = scenario().mission('p1', 'Obtain Mining Agreement').build();
    const solved = scenario()
      .mission('p1', 'Obtain Mining Agreement')
      .completed('Obtain Mining Agreement', 'p2')
      .build();
    // Act
    const speakers = [open, solved].map((s) =>
      speakerOf(missionSource(s.id('Obtain Mining Agreement')), s.game),
    );
    // Assert
    expect(speakers).toEqual(['p1', 'p2']);
  });

  it("should name any other card's controller, even at a mission another player solved", () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Obtain Mining Agreement')
      .completed('Obtain Mining Agreement', 'p2')
      .surface('Obtain Mining Agreement', 'p1', ['Taitt'])
      .build();
    // Act
    const speaker = speakerOf({ ...missionSource(s.id('Taitt')), title: 'Taitt' }, s.game);
    // Assert
    expect(speaker).toBe('p1');
  });
});

describe('solverHere', () => {
  it("should find the player who solved the mission at the card's location, none while unsolved", () => {
    // Arrange
    const open = scenario().mission('p1', 'Obtain Mining Agreement').build();
    const solved = scenario()
      .mission('p1', 'Obtain Mining Agreement')
      .completed('Obtain Mining Agreement', 'p1')
      .build();
    // Act
    const solvers = [open, solved].map((s) =>
      solverHere(missionSource(s.id('Obtain Mining Agreement')), s.game),
    );
    // Assert
    expect(solvers).toEqual([O.none, O.some('p1')]);
  });
});

// Helpers

const missionSource = (id: string): Source => ({
  id,
  title: 'Obtain Mining Agreement',
  controller: 'p1',
  text: obtainMiningAgreement,
});
