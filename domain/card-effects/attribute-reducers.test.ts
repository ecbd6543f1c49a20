// Rulebook 12.11 Set, Add, Multiply (S.A.M.): the cards in play that lower a card's attributes (Regenerate: "nullifying
// any cards reducing its attributes").
import type { Modifier } from '../core/modifier';
import { scenario } from '../game/scenario';
import { cardsReducingAttributes } from './attribute-reducers';

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
  it('should name the cards in play whose modifier lowers an attribute, not those raising one nor a card out of play (Rulebook 12.11 S.A.M.)', () => {
    // Arrange: on the table Vash (SHIELDS -2), Worf (RANGE x2), Data (WEAPONS set to 1, below the printed 8); Riker in hand
    const s = scenario({ active: 'p1' })
      .mission('p1', { title: 'Study Nebula', label: 'A' })
      .ship('p1', SHIP, { at: 'A' })
      .table('p1', ['Vash', 'Worf', 'Data'])
      .hand('p1', ['William T. Riker'])
      .build();
    const ship = s.id(SHIP);
    const [vash, worf, data, riker] = ['Vash', 'Worf', 'Data', 'William T. Riker'].map(s.id) as [
      string,
      string,
      string,
      string,
    ];
    const game = {
      ...s.game,
      modifiers: [
        on(ship, vash, 'SHIELDS', 'add', -2),
        on(ship, worf, 'RANGE', 'multiply', 2),
        on(ship, data, 'WEAPONS', 'set', 1),
        on(ship, riker, 'SHIELDS', 'add', -1),
      ],
    };
    // Act
    const reducing = cardsReducingAttributes(ship)(game);
    // Assert
    expect([...reducing].sort()).toEqual([vash, data].sort());
    expect(cardsReducingAttributes(ship)(s.game)).toEqual([]);
  });
});
