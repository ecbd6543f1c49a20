// Worshiper (au/worshiper), [P] dilemma, 5 points:
// "If Away Team's Greed>Honor, score bonus points. Otherwise, Away Team is stopped unless {Edo Vessel} or Anthropology
// present. Discard dilemma."
import { cardsIn, getCard } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { onPlanet, runAttempt } from '../attempt-test-support';

describe('worshiper', () => {
  it('should score its 5 bonus points when the Away Team has more Greed than Honor (Rulebook "Dilemmas")', () => {
    // Arrange: Greed 2 (Lisa Azar, Dr. Farek), Honor 1 (Tasha Yar)
    const s = excavation(['Lisa Azar', 'Dr. Farek', 'Tasha Yar']);
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(run.game.players[0].score).toBe(5);
    expect(getCard(s.id('Tasha Yar'))(run.game).stopped).toBe(false);
  });

  it('should otherwise let an Away Team with Anthropology go on, scoring nothing (Rulebook "Dilemmas")', () => {
    // Arrange: Greed 1 (Lisa Azar) is not more than Honor 1 (Tasha Yar); Darian Wallace has Anthropology
    const s = excavation(['Lisa Azar', 'Tasha Yar', 'Darian Wallace']);
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(run.game.players[0].score).toBe(0);
    expect(run.report?.team).toHaveLength(3);
  });

  it('should otherwise stop the Away Team and be discarded, not reseeded ("Discard dilemma")', () => {
    // Arrange
    const s = excavation(['Jean-Luc Picard', 'Geordi La Forge']);
    const location = s.id('Excavation');
    // Act
    const run = runAttempt(s.game, onPlanet('p1', location));
    // Assert
    expect([getCard(s.id('Jean-Luc Picard'))(run.game).stopped, run.report?.outcome]).toEqual([
      true,
      'failed',
    ]);
    expect(run.game.players[0].score).toBe(0);
    expect(cardsIn({ kind: 'underMission', location })(run.game)).toEqual([]);
  });
});

// Helpers

const excavation = (team: ReadonlyArray<string>) =>
  scenario()
    .mission('p1', 'Excavation')
    .seed('Excavation', 'p2', ['Worshiper'])
    .surface('Excavation', 'p1', team)
    .build();
