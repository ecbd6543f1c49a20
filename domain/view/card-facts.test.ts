import * as O from 'fp-ts/Option';
import type { Modifier } from '../cards-in-play/sam';
import { scenario } from '../game/scenario';
import { cardFacts } from './card-facts';

describe('cardFacts', () => {
  it('should give a personnel its skills with levels and its attributes after modifiers (Rulebook 12.11 S.A.M.)', () => {
    // Arrange: Data (Computer Skill x2), STRENGTH +2 and Diplomacy given by lasting modifiers
    const s = table();
    const data = s.id('Data');
    const game = {
      ...s.game,
      modifiers: [modifier(data, 'attribute', 'STRENGTH', 2), modifier(data, 'skill', 'Diplomacy', 1)],
    };
    // Act
    const facts = O.toNullable(cardFacts('p1', data)(game));
    // Assert
    expect(facts).toMatchObject({
      title: 'Data',
      type: 'Personnel',
      classification: 'OFFICER',
      affiliation: 'Federation',
    });
    expect(facts?.attributes).toEqual({ INTEGRITY: 8, CUNNING: 12, STRENGTH: 14 });
    expect(facts?.skills).toEqual(
      expect.arrayContaining([
        { skill: 'OFFICER', level: 1 },
        { skill: 'Computer Skill', level: 2 },
        { skill: 'Diplomacy', level: 1 },
      ]),
    );
    expect(facts?.staffingIcons).toEqual(['Cmd']);
  });

  it('should tell nothing of a card the viewer may not see (Rulebook "Looking at Cards")', () => {
    // Arrange: p2's hand, and p2's personnel aboard p2's ship
    const s = table();
    // Act
    const facts = [cardFacts('p1', s.id('Worf'))(s.game), cardFacts('p1', s.id('Kurn'))(s.game)];
    // Assert
    expect(facts).toEqual([O.none, O.none]);
    expect(O.isSome(cardFacts('p2', s.id('Kurn'))(s.game))).toBe(true);
  });

  it('should give a ship its RANGE left, SHIELDS, WEAPONS, crew and staffing (Rulebook 7.1.3, 7.1.5)', () => {
    // Arrange: the Enterprise has used 3 of its RANGE
    const s = table();
    const enterprise = s.id('U.S.S. Enterprise');
    const game = { ...s.game, orders: { ...s.game.orders, rangeUsed: { [enterprise]: 3 } } };
    // Act
    const facts = O.toNullable(cardFacts('p2', enterprise)(game));
    // Assert
    expect(facts?.ship).toEqual({
      range: 9,
      rangeUsed: 3,
      rangeLeft: 6,
      shields: 9,
      weapons: 8,
      crew: [s.id('Data')],
      staffed: null,
      staffingProblem: null,
    });
    expect(O.toNullable(cardFacts('p1', enterprise)(game))?.ship).toMatchObject({
      staffed: false,
      staffingProblem: expect.stringContaining('lacks staffing'),
    });
  });

  it('should say a ship is opposed by a ship there and unopposed by a cloaked one (Rulings "unopposed")', () => {
    // Arrange
    const s = table();
    const cloaked = tableBuilder().modify("I.K.C. K'Vort", { cloaked: true }).build().game;
    // Act
    const opposed = O.toNullable(cardFacts('p1', s.id('U.S.S. Enterprise'))(s.game))?.unopposed;
    const unopposed = O.toNullable(cardFacts('p1', s.id('U.S.S. Enterprise'))(cloaked))?.unopposed;
    // Assert
    expect([opposed, unopposed]).toEqual([false, true]);
  });
});

// Helpers

const table = () => tableBuilder().build();

const tableBuilder = () =>
  scenario()
    .mission('p1', 'Avert Disaster')
    .ship('p1', 'U.S.S. Enterprise', { at: 'Avert Disaster' })
    .aboard('U.S.S. Enterprise', 'p1', ['Data'])
    .ship('p2', "I.K.C. K'Vort", { at: 'Avert Disaster' })
    .aboard("I.K.C. K'Vort", 'p2', ['Kurn'])
    .hand('p2', ['Worf']);

const modifier = (target: string, kind: 'attribute' | 'skill', name: string, amount: number): Modifier => ({
  target,
  value: { kind, name },
  op: 'add',
  amount,
  source: target,
  sourceTitle: 'test',
  cumulative: true,
});
