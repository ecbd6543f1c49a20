import { scenario } from '../game/scenario';
import { enteredAround, rangeAround } from './around';

describe('enteredAround', () => {
  it('should enter the locations out past one end and in at the other, either way (Rulebook 7.1.5 Move)', () => {
    // Arrange
    const s = line();
    const [a, b, c] = [s.id('Test Mission'), s.id('Study Nebula'), s.id('Explore Black Cluster')];
    // Act
    const routes = [enteredAround(a, b)(s.game), enteredAround(c, a)(s.game), enteredAround(a, a)(s.game)];
    // Assert
    expect(routes).toEqual([[c, b], [a], []]);
  });
});

describe('rangeAround', () => {
  it('should use the sum of the spans entered, the other end included (Rulebook 7.1.5 Move)', () => {
    // Arrange
    const s = line();
    const [a, b, c] = [s.id('Test Mission'), s.id('Study Nebula'), s.id('Explore Black Cluster')];
    // Act
    const costs = [rangeAround(a, c, 'p1')(s.game), rangeAround(a, b, 'p1')(s.game)];
    // Assert
    expect(costs).toEqual([3, 7]);
  });
});

// Helpers

const line = () =>
  scenario()
    .mission('p1', 'Test Mission')
    .mission('p1', 'Study Nebula')
    .mission('p1', 'Explore Black Cluster')
    .build();
