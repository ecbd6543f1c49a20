// Iconian Computer Weapon (premiere/iconiancomputerweapon), [S] dilemma:
// "Unless SCIENCE present, re-boot by discarding all non-personnel cards in hand and replenish from top of draw
// deck. Discard dilemma."
import { cardsIn } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { onShip, runAttempt } from '../attempt-test-support';

describe('iconianComputerWeapon', () => {
  it('should discard the non-personnel cards in hand and draw as many (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = crew(['Deanna Troi']).build();
    // Act
    const run = runAttempt(s.game, onShip('p1', s.id('Test Mission'), s.id('Runabout')));
    // Assert
    expect(cardsIn({ kind: 'discard', player: 'p1' })(run.game)).toEqual(
      expect.arrayContaining([s.id('Tricorder'), s.id('Red Alert!')]),
    );
    expect(cardsIn({ kind: 'hand', player: 'p1' })(run.game)).toEqual(
      expect.arrayContaining([s.id('Worf'), s.id('Tasha Yar'), s.id('Geordi La Forge')]),
    );
    expect(cardsIn({ kind: 'drawDeck', player: 'p1' })(run.game)).toEqual([s.id('Medical Kit')]);
  });

  it('should leave the hand alone with SCIENCE present (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = crew(['Mendon']).build();
    // Act
    const run = runAttempt(s.game, onShip('p1', s.id('Test Mission'), s.id('Runabout')));
    // Assert
    expect(cardsIn({ kind: 'hand', player: 'p1' })(run.game)).toHaveLength(3);
  });
});

// Helpers

const crew = (titles: ReadonlyArray<string>) =>
  scenario()
    .mission('p1', 'Test Mission')
    .seed('Test Mission', 'p2', ['Iconian Computer Weapon'])
    .ship('p1', 'Runabout', { at: 'Test Mission' })
    .aboard('Runabout', 'p1', titles)
    .hand('p1', ['Worf', 'Tricorder', 'Red Alert!'])
    .drawDeck('p1', ['Tasha Yar', 'Geordi La Forge', 'Medical Kit']);
