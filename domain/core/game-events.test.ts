// Rulings "actions – step 1: initiation", "step 3: results": the kills of a card play's results are its player's
// action, whoever's turn it is (domain/card-effects/kill-responses.ts `killerOf` reads it).
import { scenario } from '../game/scenario';
import { actingAs, eventsOf, recordKill } from './game-events';

describe('actingAs', () => {
  it('should record the kills its operation recorded as the player\'s action, after the events recorded before (Rulings "actions – step 3")', () => {
    // Arrange: p1's action has killed Data; p2's card play kills Worf
    const s = scenario().mission('p1', 'Excavation').surface('Excavation', 'p1', ['Data', 'Worf']).build();
    const before = recordKill(s.id('Data'))(s.game);
    // Act
    const after = actingAs('p2', recordKill(s.id('Worf')))(before);
    // Assert
    expect(eventsOf(after)).toEqual([
      { type: 'personnel.killed', cards: [s.id('Data')] },
      { type: 'personnel.killed', cards: [s.id('Worf')], by: 'p2' },
    ]);
  });

  it('should keep the player an action inside it recorded, and add no events when none were recorded (Rulings "actions – step 2")', () => {
    // Arrange: p1's response, inside p2's card play, kills Worf
    const s = scenario().mission('p1', 'Excavation').surface('Excavation', 'p1', ['Worf']).build();
    // Act
    const nested = actingAs('p2', actingAs('p1', recordKill(s.id('Worf'))))(s.game);
    const quiet = actingAs('p2', (g) => g)(s.game);
    // Assert
    expect(eventsOf(nested)).toEqual([{ type: 'personnel.killed', cards: [s.id('Worf')], by: 'p1' }]);
    expect(quiet).toEqual(s.game);
    expect('events' in quiet).toBe(false);
  });
});
