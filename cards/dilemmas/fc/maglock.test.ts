// Maglock (fc/maglock), [S] dilemma:
// "To get past, crew must have at least 3 OFFICER with STRENGTH>5 each."
import { cardsIn } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { onShip, runAttempt } from '../attempt-test-support';

describe('maglock', () => {
  it('should let a crew with 3 OFFICER of STRENGTH>5 each through (Rulebook "Dilemmas")', () => {
    // Arrange: Picard 6, Riker 7, Data 8 (Tasha Yar is SECURITY, Giusti STRENGTH 4)
    const s = crew(['Jean-Luc Picard', 'William T. Riker', 'Data', 'Tasha Yar', 'Giusti', 'Mendon']);
    const location = s.id('Test Mission');
    // Act
    const run = runAttempt(s.game, onShip('p1', location, s.id('Runabout')));
    // Assert
    expect(run.report?.outcome).not.toBe('failed');
    expect(cardsIn({ kind: 'underMission', location })(run.game)).toEqual([]);
  });

  it('should stop a crew whose third OFFICER has STRENGTH 4, and be reseeded (Rulebook "Dilemmas")', () => {
    // Arrange: Picard 6, Riker 7, Giusti 4 (Tasha Yar, STRENGTH 8, is SECURITY)
    const s = crew(['Jean-Luc Picard', 'William T. Riker', 'Giusti', 'Tasha Yar', 'Mendon']);
    const location = s.id('Test Mission');
    // Act
    const run = runAttempt(s.game, onShip('p1', location, s.id('Runabout')));
    // Assert
    expect(run.report?.outcome).toBe('failed');
    expect(cardsIn({ kind: 'underMission', location })(run.game)).toEqual([s.id('Maglock')]);
  });
});

// Helpers

const crew = (titles: ReadonlyArray<string>) =>
  scenario()
    .mission('p1', 'Test Mission')
    .seed('Test Mission', 'p2', ['Maglock'])
    .ship('p1', 'Runabout', { at: 'Test Mission' })
    .aboard('Runabout', 'p1', titles)
    .build();
