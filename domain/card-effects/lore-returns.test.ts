import * as E from 'fp-ts/Either';
import { onTurn } from '../../cards/effects/play-test-support';
import { SELF_CONTROLLED } from '../battle-rules/self-controlled';
import { moveCard, updateCard } from '../core/game-state';
import {
  beamDownToBattle,
  checkAttack,
  dueAttack,
  hasAttackDue,
  hasBattleNow,
  mayUseShip,
  orderAttack,
} from './lore-returns';

describe('mayUseShip', () => {
  it('should hold while the Lore Returns is on the ship with a Rogue Borg of its player aboard (Lore Returns)', () => {
    // Arrange
    const s = withLore();
    const ship = s.id('U.S.S. Enterprise');
    const gone = moveCard(s.id('borg'), { kind: 'discard', player: 'p1' })(s.game);
    // Act
    const results = [
      mayUseShip(ship)(s.game),
      mayUseShip(ship)(gone),
      mayUseShip(s.id('U.S.S. Galaxy'))(s.game),
    ];
    // Assert
    expect(results).toEqual([true, false, false]);
  });
});

describe('checkAttack', () => {
  it('should accept one attack each turn on another ship at the location (Lore Returns: "use ship to attack ships")', () => {
    // Arrange
    const s = withLore();
    const order = {
      type: 'rogueBorg.attack',
      player: 'p1',
      card: s.id('Lore Returns'),
      target: s.id('U.S.S. Galaxy'),
    } as const;
    // Act
    const first = checkAttack(order)(s.game);
    const second = checkAttack(order)(orderAttack(order)(s.game));
    // Assert
    expect(E.isRight(first)).toBe(true);
    expect(E.isLeft(second) && second.left.rule).toBe('Lore Returns');
  });
});

describe('dueAttack', () => {
  it('should make the ordered attack a ship battle no player initiates, against the one target, once (Lore Returns)', () => {
    // Arrange
    const s = withLore();
    const order = {
      type: 'rogueBorg.attack',
      player: 'p1',
      card: s.id('Lore Returns'),
      target: s.id('U.S.S. Galaxy'),
    } as const;
    const ordered = orderAttack(order)(s.game);
    // Act
    const { game, attack } = dueAttack(ordered);
    // Assert
    expect([hasAttackDue(s.game), hasAttackDue(ordered), hasBattleNow(ordered), hasAttackDue(game)]).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(attack).toEqual({
      kind: 'selfControlled',
      attacker: s.id('U.S.S. Enterprise'),
      location: s.id('A'),
      targets: [s.id('U.S.S. Galaxy')],
    });
  });
});

describe('beamDownToBattle', () => {
  it('should beam the Rogue Borg aboard down and battle the Away Team of the target\'s player (Lore Returns: "beam to battle Away Teams")', () => {
    // Arrange
    const s = withLore();
    const [borg, picard] = [s.id('borg'), s.id('Jean-Luc Picard')];
    const surface = { kind: 'planetSurface', location: s.id('A') } as const;
    // Act
    const { game, attack } = beamDownToBattle(s.id('U.S.S. Enterprise'), picard)(s.game);
    // Assert
    expect(game.cards[borg]?.zone).toEqual(surface);
    expect(attack).toEqual({
      kind: 'rogueBorg',
      place: surface,
      attackers: [borg],
      defender: 'p2',
      defenders: [picard],
    });
  });
});

// Helpers

/** p2's Enterprise at A with no crew, p1's Rogue Borg aboard and p1's Lore Returns on it; p2's Galaxy at A. */
const withLore = () => {
  const s = onTurn()
    .mission('p1', { title: 'Test Mission', label: 'A' })
    .ship('p2', 'U.S.S. Enterprise', { at: 'A' })
    .aboard('U.S.S. Enterprise', 'p1', [{ title: 'Rogue Borg Mercenaries', label: 'borg' }])
    .modify('borg', { controller: SELF_CONTROLLED })
    .ship('p2', 'U.S.S. Galaxy', { at: 'A' })
    .aboard('U.S.S. Galaxy', 'p2', ['Mendon'])
    .surface('A', 'p2', ['Jean-Luc Picard'])
    .hand('p1', ['Lore Returns'])
    .build();
  const on = moveCard(s.id('Lore Returns'), { kind: 'playedOn', host: s.id('U.S.S. Enterprise') })(s.game);
  return { ...s, game: updateCard(s.id('Lore Returns'), (c) => ({ ...c, faceUp: true }))(on) };
};
