import { named, record } from './chronicle';
import { scenario } from './scenario';

describe('record', () => {
  it('should append one entry in the current turn, keeping the earlier ones (ARCHITECTURE "the game log")', () => {
    // Arrange
    const { game } = scenario({ turn: 3 }).build();
    // Act
    const once = record('p1 draws a card')(game);
    const twice = record('Data (p1-01) is killed', 'p1-01')(once);
    // Assert
    expect(twice.chronicle).toEqual([
      { turn: 3, text: 'p1 draws a card' },
      { turn: 3, text: 'Data (p1-01) is killed', card: 'p1-01' },
    ]);
    expect(game.chronicle).toEqual([]);
  });
});

describe('named', () => {
  it('should name a card by title and id, an unknown id by itself', () => {
    // Arrange
    const s = scenario().mission('p1', 'Excavation').surface('Excavation', 'p1', ['Data']).build();
    // Act
    const names = [named(s.id('Data'))(s.game), named('p9-99')(s.game)];
    // Assert
    expect(names).toEqual([`Data (${s.id('Data')})`, 'p9-99']);
  });
});
