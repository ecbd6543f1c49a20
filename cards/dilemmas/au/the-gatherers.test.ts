// The Gatherers (au/thegatherers), [P] dilemma:
// "Unless {Marouk} OR INTEGRITY>36 present, discard all Equipment and Artifacts in Away Team, plus one card (random
// selection) from your hand. Discard dilemma."
import { cardsIn, getCard } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { onPlanet, runAttempt } from '../attempt-test-support';

describe('theGatherers', () => {
  it('should discard the Away Team\'s equipment and one random card of the hand, and be discarded (Rulebook "Dilemmas")', () => {
    // Arrange: INTEGRITY 8 + 8 = 16; a Tricorder and a Medical Kit with them, two cards in hand
    const s = excavation(['Geordi La Forge', 'Deanna Troi', 'Tricorder', 'Medical Kit']);
    const location = s.id('Excavation');
    // Act
    const run = runAttempt(s.game, onPlanet('p1', location));
    // Assert
    const discarded = cardsIn({ kind: 'discard', player: 'p1' })(run.game);
    expect(discarded).toEqual(expect.arrayContaining([s.id('Tricorder'), s.id('Medical Kit')]));
    expect(discarded).toHaveLength(3);
    expect(cardsIn({ kind: 'hand', player: 'p1' })(run.game)).toHaveLength(1);
    expect(getCard(s.id('Geordi La Forge'))(run.game).zone.kind).toBe('planetSurface');
    expect(cardsIn({ kind: 'underMission', location })(run.game)).toEqual([]);
  });

  it('should leave the opponent\'s equipment there alone ("in Away Team")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Excavation')
      .seed('Excavation', 'p2', ['The Gatherers'])
      .surface('Excavation', 'p1', ['Geordi La Forge'])
      .surface('Excavation', 'p2', ['Tricorder'])
      .build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(getCard(s.id('Tricorder'))(run.game).zone.kind).toBe('planetSurface');
  });

  it('should take nothing when INTEGRITY>36 is present (Rulebook "Dilemmas")', () => {
    // Arrange: INTEGRITY 9 + 8 + 8 + 8 + 8 = 41
    const s = excavation([
      'Jean-Luc Picard',
      'Geordi La Forge',
      'Deanna Troi',
      'Worf',
      'Beverly Crusher',
      'Tricorder',
    ]);
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(cardsIn({ kind: 'discard', player: 'p1' })(run.game)).toEqual([]);
    expect(cardsIn({ kind: 'hand', player: 'p1' })(run.game)).toHaveLength(2);
  });
});

// Helpers

const excavation = (team: ReadonlyArray<string>) =>
  scenario()
    .mission('p1', 'Excavation')
    .seed('Excavation', 'p2', ['The Gatherers'])
    .surface('Excavation', 'p1', team)
    .hand('p1', ['Kromm', 'Mendon'])
    .build();
