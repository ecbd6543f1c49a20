import { updateCard } from '../core/game-state';
import { scenario } from '../game/scenario';
import { activate, candidates, check } from './activated';

describe('candidates', () => {
  it('should offer the player the abilities of their cards in play, not the opponent\'s (1 Tribble: "Once every turn, may "stop" one personnel present")', () => {
    // Arrange
    const s = aboardGalaxy(['1 Tribble - Go']);
    // Act
    const [mine, theirs] = [candidates('p1')(s.game), candidates('p2')(s.game)];
    // Assert
    expect(mine).toEqual([{ type: 'card.activate', player: 'p1', card: s.id('1 Tribble - Go'), ability: 0 }]);
    expect(theirs).toEqual([]);
  });

  it('should offer nothing when no card in play has an ability (a mechanism free when unused)', () => {
    // Arrange
    const s = aboardGalaxy([]);
    // Act
    const offered = candidates('p1')(s.game);
    // Assert
    expect(offered).toEqual([]);
  });
});

describe('check', () => {
  it('should refuse a second use in the turn, and a use with nothing to act on (Rulebook L1268 "Once each turn")', () => {
    // Arrange
    const s = aboardGalaxy(['1 Tribble - Go']);
    const use = activation(s.id('1 Tribble - Go'));
    const alone = updateCard(s.id('Data'), (c) => ({ ...c, zone: { kind: 'discard', player: 'p1' } }))(
      s.game,
    );
    // Act
    const results = [check(use)(s.game), check(use)(activate(use)(s.game)), check(use)(alone)];
    // Assert
    expect(results.map((r) => r._tag)).toEqual(['Right', 'Left', 'Left']);
  });

  it('should refuse the use of a second copy once one copy was used this turn (Rulebook L1268: "even if you have multiple copies in play")', () => {
    // Arrange
    const s = aboardGalaxy(['Deanna Troi', '1 Tribble - Go', '1 Tribble - Go']);
    const [first, second] = s.ids('1 Tribble - Go');
    // Act
    const results = [
      check(activation(second ?? ''))(s.game),
      check(activation(second ?? ''))(activate(activation(first ?? ''))(s.game)),
    ];
    // Assert
    expect(results.map((r) => r._tag)).toEqual(['Right', 'Left']);
  });

  it('should refuse a second use of a once-per-game ability on a later turn (Rulebook L1262 "only once during a game")', () => {
    // Arrange
    const s = stoppedOnPlanet('p1');
    const use = activation(s.id('Deanna Troi (First Contact)'));
    const used = activate(use)(s.game);
    const stoppedAgain = updateCard(s.id('Data'), (c) => ({ ...c, stopped: true }))(used);
    const laterTurn = {
      ...stoppedAgain,
      turn: { ...stoppedAgain.turn, number: stoppedAgain.turn.number + 2 },
    };
    // Act
    const results = [check(use)(s.game), check(use)(laterTurn)];
    // Assert
    expect(results.map((r) => r._tag)).toEqual(['Right', 'Left']);
  });

  it('should refuse a once-per-game ability on the opponent\'s turn (Rulebook "Using Skills" L1002: "only as normal actions on your turn")', () => {
    // Arrange
    const s = stoppedOnPlanet('p2');
    const use = activation(s.id('Deanna Troi (First Contact)'));
    // Act
    const result = check(use)(s.game);
    // Assert
    expect(result._tag).toBe('Left');
  });
});

describe('activate', () => {
  it('should resolve the ability as its card: one personnel present stopped at random, told in the chronicle (Rulebook 12.14)', () => {
    // Arrange
    const s = aboardGalaxy(['1 Tribble - Go']);
    // Act
    const after = activate(activation(s.id('1 Tribble - Go')))(s.game);
    // Assert
    expect(after.cards[s.id('Data')]?.stopped).toBe(true);
    expect(after.chronicle.at(-1)?.text).toMatch(/^1 Tribble - Go .*stops Data .*\(random selection\)$/);
  });
});

// Helpers

/** p1's U.S.S. Galaxy at Excavation with Data aboard, and p1's cards given aboard. */
/** p1's use of the first ability of the card. */
const activation = (card: string) => ({ type: 'card.activate', player: 'p1', card, ability: 0 }) as const;

const aboardGalaxy = (cards: ReadonlyArray<string>) =>
  scenario({ active: 'p1' })
    .mission('p1', 'Excavation')
    .ship('p1', 'U.S.S. Galaxy', { at: 'Excavation' })
    .aboard('U.S.S. Galaxy', 'p1', ['Data', ...cards])
    .build();

/** p1's stopped Deanna Troi (First Contact) and Data on the planet at Excavation, on the turn of `active`. */
const stoppedOnPlanet = (active: 'p1' | 'p2') =>
  scenario({ active })
    .mission('p1', 'Excavation')
    .surface('Excavation', 'p1', ['Deanna Troi (First Contact)', 'Data'])
    .modify('Deanna Troi (First Contact)', { stopped: true })
    .modify('Data', { stopped: true })
    .build();
