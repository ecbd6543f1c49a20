import { ask } from '../core/query-points';
import { scenario } from '../game/scenario';
import { spreadersAt } from '../tribbles/tribble-abilities';
import { troubleTexts } from './tribble-answers';

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

describe('troubleTexts', () => {
  it('should read how many tribbles spread from the ability, then relocate the tribbles named and discard the trouble (the general verbs relocate and discard; ... on the Station)', () => {
    // Arrange
    const s = aboardGalaxy(['1,000 Tribbles - Bonus', '1 Tribble - Go', '... on the Station']);
    const [trouble, one] = [s.id('... on the Station'), s.id('1 Tribble - Go')];
    const planet = { kind: 'planetSurface', location: locationOfMission(s) } as const;
    // Act
    const limit = troubleTexts.spreadLimit(trouble)(s.game);
    const after = troubleTexts.spread(trouble, [one], planet)(s.game);
    // Assert
    expect(limit).toBe(100);
    expect(planet.location).not.toBe('');
    expect(after.cards[one]?.zone).toEqual(planet);
    expect(after.cards[trouble]?.zone).toEqual({ kind: 'discard', player: 'p1' });
    expect(troubleTexts.spreadLimit(s.id('Data'))(s.game)).toBe(0);
  });
});

// Helpers

const locationOfMission = (s: ReturnType<typeof aboardGalaxy>): string => {
  const zone = s.game.cards[s.id('U.S.S. Galaxy')]?.zone;
  return zone?.kind === 'atLocation' ? zone.location : '';
};

/** p1's U.S.S. Galaxy at Excavation with Data aboard, and p1's tribble and trouble cards given aboard. */
const aboardGalaxy = (cards: ReadonlyArray<string>) =>
  scenario({ active: 'p1' })
    .mission('p1', 'Excavation')
    .ship('p1', 'U.S.S. Galaxy', { at: 'Excavation' })
    .aboard('U.S.S. Galaxy', 'p1', ['Data', ...cards])
    .build();
