// Shot in the Back (fc/shotintheback), [P] dilemma:
// "Stops SECURITY androids and OFFICER androids, if any present. Otherwise, kills one non-android Away Team member
// (opponent's choice)."
import { getCard } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { onPlanet, runAttempt } from '../attempt-test-support';

describe('shotInTheBack', () => {
  it('should stop the SECURITY and OFFICER androids present and kill no one (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = excavation(['Data', 'Lore', 'Worf', 'Tasha Yar']);
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect([getCard(s.id('Data'))(run.game).stopped, getCard(s.id('Lore'))(run.game).stopped]).toEqual([
      true,
      true,
    ]);
    for (const title of ['Worf', 'Tasha Yar'])
      expect(getCard(s.id(title))(run.game).zone.kind).toBe('planetSurface');
  });

  it('should otherwise kill the non-android Away Team member of the opponent\'s choice (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = excavation(['Worf', 'Tasha Yar']);
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')), [
      { type: 'attempt.choose', player: 'p2', cards: [s.id('Tasha Yar')] },
    ]);
    // Assert
    expect(getCard(s.id('Tasha Yar'))(run.game).zone).toEqual({ kind: 'discard', player: 'p1' });
    expect(getCard(s.id('Worf'))(run.game).zone.kind).toBe('planetSurface');
  });

  it('should not let the opponent choose an android to kill ("non-android")', () => {
    // Arrange
    const s = excavation(['B-4', 'Worf']);
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(getCard(s.id('Worf'))(run.game).zone).toEqual({ kind: 'discard', player: 'p1' });
    expect(getCard(s.id('B-4'))(run.game).zone.kind).toBe('planetSurface');
  });
});

// Helpers

const excavation = (team: ReadonlyArray<string>) =>
  scenario()
    .mission('p1', 'Excavation')
    .seed('Excavation', 'p2', ['Shot in the Back'])
    .surface('Excavation', 'p1', team)
    .build();
