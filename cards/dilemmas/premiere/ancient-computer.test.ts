// Ancient Computer (premiere/ancientcomputer), [S] dilemma:
// "Cannot get past unless 2 Computer Skill OR 3 SCIENCE OR 3 ENGINEER present."
import { cardsIn, getCard } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { onShip, runAttempt } from '../attempt-test-support';

describe('ancientComputer', () => {
  it('should be got past with 2 Computer Skill (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = crew(['Data', 'Mendon']).build();
    // Act
    const run = runAttempt(s.game, onShip('p1', s.id('Test Mission'), s.id('Runabout')));
    // Assert
    expect(cardsIn({ kind: 'outOfPlay', player: 'p2' })(run.game)).toEqual([s.id('Ancient Computer')]);
  });

  it('should stop the ship and its crew and be reseeded otherwise (Rulebook "Dilemmas", 10.2.1)', () => {
    // Arrange
    const s = crew(['Mendon', 'Deanna Troi']).build();
    const location = s.id('Test Mission');
    // Act
    const run = runAttempt(s.game, onShip('p1', location, s.id('Runabout')));
    // Assert
    expect(cardsIn({ kind: 'underMission', location })(run.game)).toEqual([s.id('Ancient Computer')]);
    expect([getCard(s.id('Runabout'))(run.game).stopped, getCard(s.id('Mendon'))(run.game).stopped]).toEqual([
      true,
      true,
    ]);
  });
});

// Helpers

const crew = (titles: ReadonlyArray<string>) =>
  scenario()
    .mission('p1', 'Test Mission')
    .seed('Test Mission', 'p2', ['Ancient Computer'])
    .ship('p1', 'Runabout', { at: 'Test Mission' })
    .aboard('Runabout', 'p1', titles);
