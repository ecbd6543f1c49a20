// Dathon (au/dathon), personnel, special skill:
// "Nullifies Tamarian-related dilemmas where present."
import { cardsIn, getCard } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { onPlanet, runAttempt } from '../../dilemmas/attempt-test-support';

describe('dathon', () => {
  it('should nullify Shaka, When the Walls Fell encountered by his Away Team (Rulebook "Dilemmas" nullifiers)', () => {
    // Arrange: 2 Diplomacy but CUNNING 15, short of Shaka's CUNNING>30
    const s = excavation(['Dathon', 'Tasha Yar']);
    const location = s.id('Excavation');
    // Act
    const run = runAttempt(s.game, onPlanet('p1', location));
    // Assert
    expect(getCard(s.id('Shaka, When the Walls Fell'))(run.game).zone.kind).toBe('outOfPlay');
    expect(cardsIn({ kind: 'underMission', location })(run.game)).toEqual([]);
  });

  it('should leave it to stop a team without him, and be reseeded (Shaka, When the Walls Fell)', () => {
    // Arrange: Jean-Luc Picard's 2 Diplomacy, CUNNING 15
    const s = excavation(['Jean-Luc Picard', 'Tasha Yar']);
    const location = s.id('Excavation');
    // Act
    const run = runAttempt(s.game, onPlanet('p1', location));
    // Assert
    expect(cardsIn({ kind: 'underMission', location })(run.game)).toEqual([
      s.id('Shaka, When the Walls Fell'),
    ]);
  });
});

// Helpers

const excavation = (team: ReadonlyArray<string>) =>
  scenario()
    .mission('p1', 'Excavation')
    .seed('Excavation', 'p2', ['Shaka, When the Walls Fell'])
    .surface('Excavation', 'p1', team)
    .build();
