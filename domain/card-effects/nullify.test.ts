// Rulebook "Playing a Card" L319 ("Cards remain in play until they are nullified"): a card nullified is discarded if in
// play, and the lasting effects it created end, its modifiers for this turn included once it left play.
import { attribute } from '../cards-in-play/skills';
import { cardsIn, getCard } from '../core/game-state';
import type { Modifier } from '../core/modifier';
import { scenario } from '../game/scenario';
import { nullifyCard } from './nullify';
import { modifyThisTurn } from './until-end-of-turn';

const SHIP = 'U.S.S. Enterprise';

const game = () =>
  scenario({ active: 'p1' })
    .mission('p1', { title: 'Study Nebula', label: 'A' })
    .ship('p1', SHIP, { at: 'A' })
    .table('p2', ['Vash'])
    .discard('p2', ['Transwarp Conduit', 'Worf'])
    .build();

const shieldsDown = (amount: number) => [{ value: { kind: 'attribute', name: 'SHIELDS' }, amount }] as const;

describe('nullifyCard', () => {
  it('should end the modifier for this turn of a card already discarded, leaving its pile as it was (L319)', () => {
    // Arrange: Transwarp Conduit, discarded, left SHIELDS -2 on the ship for this turn
    const s = game();
    const [ship, conduit] = [s.id(SHIP), s.id('Transwarp Conduit')];
    const lowered = modifyThisTurn(ship, shieldsDown(-2), 'add', conduit)(s.game);
    // Act
    const after = nullifyCard(conduit)(lowered);
    // Assert
    expect(attribute(ship, 'SHIELDS')(lowered)).toBe(attribute(ship, 'SHIELDS')(s.game) - 2);
    expect(attribute(ship, 'SHIELDS')(after)).toBe(attribute(ship, 'SHIELDS')(s.game));
    expect(cardsIn({ kind: 'discard', player: 'p2' })(after)).toEqual(
      cardsIn({ kind: 'discard', player: 'p2' })(s.game),
    );
  });

  it('should discard a card in play and end its lasting modifiers (Rulebook "Leaving Play")', () => {
    // Arrange: Vash on the table keeps SHIELDS -1 on the ship
    const s = game();
    const [ship, vash] = [s.id(SHIP), s.id('Vash')];
    const lowered = { ...s.game, modifiers: [lasting(ship, vash)] };
    // Act
    const after = nullifyCard(vash)(lowered);
    // Assert
    expect(getCard(vash)(after).zone).toEqual({ kind: 'discard', player: 'p2' });
    expect(after.modifiers).toEqual([]);
  });

  it('should leave the game unchanged for a card gone with no lasting effect', () => {
    // Arrange
    const s = game();
    // Act
    const after = nullifyCard(s.id('Worf'))(s.game);
    // Assert
    expect(after).toBe(s.game);
  });
});

// Helpers

const lasting = (target: string, source: string): Modifier => ({
  target,
  value: { kind: 'attribute', name: 'SHIELDS' },
  op: 'add',
  amount: -1,
  source,
  sourceTitle: 'Vash',
  cumulative: false,
});
