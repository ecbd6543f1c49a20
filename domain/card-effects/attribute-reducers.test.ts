// Rulebook 12.11 Set, Add, Multiply (S.A.M.): the cards that lower a card's attributes, in play or gone with a lasting
// effect (Regenerate: "nullifying any cards reducing its attributes").
import type { Modifier } from '../core/modifier';
import { scenario } from '../game/scenario';
import { cardsReducingAttributes } from './attribute-reducers';
import { modifyThisTurn } from './until-end-of-turn';

const SHIP = 'U.S.S. Enterprise';

/** A lasting modifier on the ship's `name` from `source`. */
const on = (ship: string, source: string, name: string, op: Modifier['op'], amount: number): Modifier => ({
  target: ship,
  value: { kind: 'attribute', name },
  op,
  amount,
  source,
  sourceTitle: source,
  cumulative: false,
});

describe('cardsReducingAttributes', () => {
  it('should name the cards in play whose modifier lowers an attribute, not those raising one (Rulebook 12.11 S.A.M.)', () => {
    // Arrange: on the table Vash (SHIELDS -2), Worf (RANGE x2), Data (WEAPONS set to 1, below the printed 8)
    const s = scenario({ active: 'p1' })
      .mission('p1', { title: 'Study Nebula', label: 'A' })
      .ship('p1', SHIP, { at: 'A' })
      .table('p1', ['Vash', 'Worf', 'Data'])
      .build();
    const ship = s.id(SHIP);
    const [vash, worf, data] = ['Vash', 'Worf', 'Data'].map(s.id) as [string, string, string];
    const game = {
      ...s.game,
      modifiers: [
        on(ship, vash, 'SHIELDS', 'add', -2),
        on(ship, worf, 'RANGE', 'multiply', 2),
        on(ship, data, 'WEAPONS', 'set', 1),
      ],
    };
    // Act
    const reducing = cardsReducingAttributes(ship)(game);
    // Assert
    expect([...reducing].sort()).toEqual([vash, data].sort());
    expect(cardsReducingAttributes(ship)(s.game)).toEqual([]);
  });

  it('should name a card gone whose modifier for this turn still lowers an attribute (Rulebook "Playing a Card" L319)', () => {
    // Arrange: Transwarp Conduit, in the discard pile, left SHIELDS -1 on the ship for this turn
    const s = scenario({ active: 'p1' })
      .mission('p1', { title: 'Study Nebula', label: 'A' })
      .ship('p1', SHIP, { at: 'A' })
      .discard('p1', ['Transwarp Conduit'])
      .build();
    const [ship, conduit] = [s.id(SHIP), s.id('Transwarp Conduit')];
    const shields = [{ value: { kind: 'attribute', name: 'SHIELDS' }, amount: -1 }] as const;
    const game = modifyThisTurn(ship, shields, 'add', conduit)(s.game);
    // Act
    const reducing = cardsReducingAttributes(ship)(game);
    // Assert
    expect(reducing).toEqual([conduit]);
  });
});
