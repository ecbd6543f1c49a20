// README "No silent blank cards": a card whose game text is not implemented that enters play is logged as a blank card
// and recorded in the game (its result lists it).
import * as O from 'fp-ts/Option';
import { loadCardDatabase } from '../../cards/database';
import { scenario } from '../game/scenario';
import { blankReason, enteredPlay } from './blank-cards';

describe('blankReason', () => {
  it('should give why a card\'s text is not implemented, and none for a card whose text is (README "No silent blank cards")', () => {
    // Arrange
    const cards = ['2pg/giral', 'premiere/data'].map((id) => loadCardDatabase().blueprint(id));
    // Act
    const reasons = cards.map(blankReason);
    // Assert
    expect(reasons).toEqual([
      O.some(
        'special skill not implemented: "May build {Colony} at unsolved planet mission if present there with {Tokath}. {Ba\'el} scores double points there."',
      ),
      O.none,
    ]);
  });
});

describe('enteredPlay', () => {
  it('should log a card entering play whose text is not implemented as a blank card and record it (README "No silent blank cards")', () => {
    // Arrange
    const s = scenario().mission('p1', 'Excavation').surface('Excavation', 'p1', ["Gi'ral"]).build();
    const giral = s.id("Gi'ral");
    // Act
    const after = enteredPlay(giral)(s.game);
    // Assert
    expect(after.chronicle.at(-1)?.text).toBe(
      `Gi'ral (${giral}) is played as a blank card: its text is not implemented (special skill not implemented: "May build {Colony} at unsolved planet mission if present there with {Tokath}. {Ba'el} scores double points there.")`,
    );
    expect(after.blankCards).toEqual([giral]);
  });

  it('should leave the game as it is for a card whose text is implemented (README "No silent blank cards")', () => {
    // Arrange
    const s = scenario().mission('p1', 'Excavation').surface('Excavation', 'p1', ['Data']).build();
    // Act
    const after = enteredPlay(s.id('Data'))(s.game);
    // Assert
    expect(after).toBe(s.game);
  });
});
