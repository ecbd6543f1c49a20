// Asteroid Sanctuary (premiere/asteroidsanctuary), interrupt:
// "Plays on any ship. If 2 Navigation aboard, hides ship to prevent any battle initiated against that ship for this
// turn."
import type { ShipInitiateCommand } from '../../../domain/battle-rules/battle-model';
import type { GameState } from '../../../domain/core/game-state';
import * as Decisions from '../../../domain/game/decisions';
import type { Scenario } from '../../../domain/game/scenario';
import { onTurn, playsOf, refusal, send } from '../play-test-support';

describe('asteroidSanctuary', () => {
  it('should hide a ship with 2 Navigation aboard from any battle initiated against it this turn (Asteroid Sanctuary)', () => {
    // Arrange
    const s = space(['William T. Riker', 'Ro Laren']);
    const [card, ship] = [s.id('Asteroid Sanctuary'), s.id('U.S.S. Enterprise')];
    const offered = playsOf(s.game, card).map((p) => ('target' in p ? p.target : null));
    // Act
    const after = send(s.game, {
      type: 'card.play',
      player: 'p1',
      card,
      kind: 'interrupt',
      target: { card: ship },
    });
    // Assert
    expect(offered).toEqual([{ card: s.id("I.K.C. Vor'Cha") }, { card: ship }]);
    expect(refusal(after, attack(s))).toBe('Asteroid Sanctuary');
    expect(battles(after)).toEqual([]);
    expect(battles(s.game)).toEqual([attack(s)]);
  });

  it('should hide the ship for this turn only (Rulebook 12.2 "this turn")', () => {
    // Arrange
    const s = space(['William T. Riker', 'Ro Laren']);
    const card = s.id('Asteroid Sanctuary');
    const hidden = send(s.game, {
      type: 'card.play',
      player: 'p1',
      card,
      kind: 'interrupt',
      target: { card: s.id('U.S.S. Enterprise') },
    });
    // Act
    const later: GameState = { ...hidden, turn: { ...hidden.turn, number: hidden.turn.number + 2 } };
    // Assert
    expect(refusal(later, attack(s))).toBeNull();
  });

  it('should not hide a ship with fewer than 2 Navigation aboard (Asteroid Sanctuary: "If 2 Navigation aboard")', () => {
    // Arrange
    const s = space(['William T. Riker', 'Data']);
    const card = s.id('Asteroid Sanctuary');
    // Act
    const after = send(s.game, {
      type: 'card.play',
      player: 'p1',
      card,
      kind: 'interrupt',
      target: { card: s.id('U.S.S. Enterprise') },
    });
    // Assert
    expect(after.cards[card]?.zone.kind).toBe('discard');
    expect(refusal(after, attack(s))).toBeNull();
  });

  it('should refuse a card that is not a ship, nothing changing (Asteroid Sanctuary: "Plays on any ship")', () => {
    // Arrange
    const s = space(['William T. Riker', 'Ro Laren']);
    // Act
    const rule = refusal(s.game, {
      type: 'card.play',
      player: 'p1',
      card: s.id('Asteroid Sanctuary'),
      kind: 'interrupt',
      target: { card: s.id('Ro Laren') },
    });
    // Assert
    expect(rule).toBe('Play a Card');
  });
});

// Helpers

/** p1's Vor'Cha (Kurn aboard) with Asteroid Sanctuary in hand, and p2's Enterprise with `crew` aboard. */
const space = (crew: ReadonlyArray<string>): Scenario =>
  onTurn()
    .mission('p1', 'Wormhole Negotiations')
    .ship('p1', "I.K.C. Vor'Cha", { at: 'Wormhole Negotiations' })
    .aboard("I.K.C. Vor'Cha", 'p1', ['Kurn'])
    .ship('p2', 'U.S.S. Enterprise', { at: 'Wormhole Negotiations' })
    .aboard('U.S.S. Enterprise', 'p2', crew)
    .hand('p1', ['Asteroid Sanctuary'])
    .build();

const attack = (s: Scenario): ShipInitiateCommand => ({
  type: 'battle.initiate',
  player: 'p1',
  kind: 'ship',
  location: s.id('Wormhole Negotiations'),
  attackers: [s.id("I.K.C. Vor'Cha")],
  target: s.id('U.S.S. Enterprise'),
});

const battles = (game: GameState) =>
  Decisions.legalActions(game).filter((c) => c.type === 'battle.initiate' && c.kind === 'ship');
