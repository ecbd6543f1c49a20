import { ask } from '../core/query-points';
import { scenario } from '../game/scenario';
import { spreadersAt } from '../tribbles/tribble-abilities';

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
