// Radioactive Garbage Scow (premiere/RGS_PRE), [S] dilemma:
// "Place on mission; mission attempt ends. Mission can't be attempted here. Ship with Tractor Beam and 2 ENGINEER
// can tow Scow."
import * as E from 'fp-ts/Either';
import { getCard } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { mayAttemptMission } from '../../../domain/mission-attempt';
import { onShip, runAttempt } from '../attempt-test-support';

describe('radioactiveGarbageScow', () => {
  it('should end the attempt without stopping the crew and forbid attempting the mission (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Test Mission')
      .seed('Test Mission', 'p2', ['Radioactive Garbage Scow'])
      .ship('p1', 'Runabout', { at: 'Test Mission' })
      .aboard('Runabout', 'p1', ['Mendon', 'Data'])
      .build();
    const location = s.id('Test Mission');
    // Act
    const run = runAttempt(s.game, onShip('p1', location, s.id('Runabout')));
    // Assert
    expect(run.report?.outcome).toBe('ended');
    expect(getCard(s.id('Runabout'))(run.game).stopped).toBe(false);
    expect(E.isLeft(mayAttemptMission(location, 'p1')(run.game))).toBe(true);
  });
});
