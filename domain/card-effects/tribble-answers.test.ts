import { ask, mayBeAnswered } from '../core/query-points';
import { scenario } from '../game/scenario';
import { randomStoppers, spreadersAt } from '../tribbles/tribble-abilities';

describe('randomStoppersAnswer', () => {
  it('should name the player\'s cards in play that may "stop" one personnel present at random, not the opponent\'s (Rulebook "Tribbles (11.3)")', () => {
    // Arrange: 1 Tribble, "Once every turn, may "stop" one personnel present (random selection)"
    const s = aboardGalaxy(['1 Tribble - Go']);
    // Act
    const [mine, theirs] = [ask(randomStoppers, 'p1')(s.game), ask(randomStoppers, 'p2')(s.game)];
    // Assert
    expect(mine).toEqual([{ id: s.id('1 Tribble - Go'), title: '1 Tribble' }]);
    expect(theirs).toEqual([]);
  });

  it('should not answer when no card with the ability is in play (a mechanism free when unused)', () => {
    // Arrange
    const s = aboardGalaxy([]);
    // Act
    const answered = mayBeAnswered(randomStoppers)(s.game);
    // Assert
    expect(answered).toBe(false);
  });
});

describe('spreadersAnswer', () => {
  it('should name the troubles at the place with their minimum of tribbles present, none below it ("1,000:", Rulebook "Tribbles (11.3)")', () => {
    // Arrange: ... on the Station with 1,000 tribbles present, then with one
    const [active, inactive] = [
      aboardGalaxy(['1,000 Tribbles - Bonus', '... on the Station']),
      aboardGalaxy(['1 Tribble - Go', '... on the Station']),
    ];
    const spreaders = (s: typeof active) =>
      ask(spreadersAt, { kind: 'aboard', carrier: s.id('U.S.S. Galaxy') })(s.game);
    // Act
    const [found, none] = [spreaders(active), spreaders(inactive)];
    // Assert
    expect(found).toEqual([active.id('... on the Station')]);
    expect(none).toEqual([]);
  });
});

// Helpers

/** p1's U.S.S. Galaxy at Excavation with Data aboard, and p1's tribble and trouble cards given aboard. */
const aboardGalaxy = (cards: ReadonlyArray<string>) =>
  scenario({ active: 'p1' })
    .mission('p1', 'Excavation')
    .ship('p1', 'U.S.S. Galaxy', { at: 'Excavation' })
    .aboard('U.S.S. Galaxy', 'p1', ['Data', ...cards])
    .build();
