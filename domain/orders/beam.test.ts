import * as E from 'fp-ts/Either';
import type { GameState, PlayerId } from '../core/game-state';
import { getCard } from '../core/game-state';
import { scenario } from '../game/scenario';
import type { BeamCard } from './beam';
import { type OrderCommand, orders } from './index';

describe('checkBeam', () => {
  it('should offer and apply beaming a personnel from your ship down to the planet (Rulebook 7.1.1)', () => {
    // Arrange
    const s = planet()
      .ship('p1', 'U.S.S. Enterprise', { at: 'Avert Disaster' })
      .aboard('U.S.S. Enterprise', 'p1', ['Data'])
      .build();
    const command = beamOf(s.id('Data'), s.id('U.S.S. Enterprise'), s.id('Avert Disaster'));
    // Act
    const next = orders.apply(command)(s.game);
    // Assert
    expect(legal(s.game)).toContainEqual(command);
    expect(getCard(s.id('Data'))(next).zone).toEqual({
      kind: 'planetSurface',
      location: s.id('Avert Disaster'),
    });
  });

  it('should let an empty, unstaffed ship beam personnel up (Rulebook 7.1.1, 7.1.3)', () => {
    // Arrange
    const s = planet()
      .ship('p1', 'U.S.S. Enterprise', { at: 'Avert Disaster' })
      .surface('Avert Disaster', 'p1', ['Data'])
      .build();
    const command = beamOf(s.id('Data'), s.id('Avert Disaster'), s.id('U.S.S. Enterprise'));
    // Act
    const result = orders.check(command)(s.game);
    // Assert
    expect(result).toEqual(E.right(undefined));
    expect(legal(s.game)).toEqual([command]);
  });

  it("should refuse beaming to a space mission's surface (Rulebook 7.1.1)", () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Test Mission')
      .ship('p1', 'U.S.S. Enterprise', { at: 'Test Mission' })
      .aboard('U.S.S. Enterprise', 'p1', ['Data'])
      .build();
    const command = beamOf(s.id('Data'), s.id('U.S.S. Enterprise'), s.id('Test Mission'));
    // Act
    const result = orders.check(command)(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('7.1.1 Beam');
    expect(legal(s.game)).toEqual([]);
  });

  it("should refuse beaming aboard an opponent's shielded ship (Rulebook 7.1.1)", () => {
    // Arrange
    const s = twoShips().build();
    const command = beamOf(s.id('Data'), s.id('U.S.S. Enterprise'), s.id("I.K.C. K'Vort"));
    // Act
    const result = orders.check(command)(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.message).toMatch(/shielded/);
    expect(legal(s.game)).not.toContainEqual(command);
  });

  it("should allow beaming aboard an opponent's ship whose SHIELDS are 0 (Rulebook 7.1.1)", () => {
    // Arrange
    const s = twoShips().build();
    const game: GameState = { ...s.game, modifiers: [shieldsDown(s.id("I.K.C. K'Vort"))] };
    const command = beamOf(s.id('Data'), s.id('U.S.S. Enterprise'), s.id("I.K.C. K'Vort"));
    // Act
    const next = orders.apply(command)(game);
    // Assert
    expect(legal(game)).toContainEqual(command);
    expect(getCard(s.id('Data'))(next).zone).toEqual({ kind: 'aboard', carrier: s.id("I.K.C. K'Vort") });
  });

  it('should refuse beaming off a cloaked ship (Rulebook 7.6)', () => {
    // Arrange
    const s = planet()
      .ship('p1', "I.K.C. K'Vort", { at: 'Avert Disaster' })
      .aboard("I.K.C. K'Vort", 'p1', ["Kle'eg"])
      .modify("I.K.C. K'Vort", { cloaked: true })
      .build();
    // Act
    const result = orders.check(beamOf(s.id("Kle'eg"), s.id("I.K.C. K'Vort"), s.id('Avert Disaster')))(
      s.game,
    );
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('7.6 Cloak');
  });

  it('should refuse beaming a stopped personnel (Rulebook 10.2.1)', () => {
    // Arrange
    const s = planet()
      .ship('p1', 'U.S.S. Enterprise', { at: 'Avert Disaster' })
      .aboard('U.S.S. Enterprise', 'p1', ['Data'])
      .modify('Data', { stopped: true })
      .build();
    // Act
    const result = orders.check(beamOf(s.id('Data'), s.id('U.S.S. Enterprise'), s.id('Avert Disaster')))(
      s.game,
    );
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('10.2.1 Stopped');
  });

  it('should refuse beaming to another location (Rulebook 7.1.1)', () => {
    // Arrange
    const s = planet()
      .mission('p1', 'Fever Emergency')
      .ship('p1', 'U.S.S. Enterprise', { at: 'Avert Disaster' })
      .aboard('U.S.S. Enterprise', 'p1', ['Data'])
      .build();
    // Act
    const result = orders.check(beamOf(s.id('Data'), s.id('U.S.S. Enterprise'), s.id('Fever Emergency')))(
      s.game,
    );
    // Assert
    expect(E.isLeft(result) && result.left.message).toMatch(/one location/);
  });

  it('should refuse beaming a personnel aboard your own incompatible ship (Rulebook "Compatible")', () => {
    // Arrange
    const s = planet()
      .ship('p1', 'U.S.S. Enterprise', { at: 'Avert Disaster' })
      .surface('Avert Disaster', 'p1', ["Kle'eg"])
      .build();
    // Act
    const result = orders.check(beamOf(s.id("Kle'eg"), s.id('Avert Disaster'), s.id('U.S.S. Enterprise')))(
      s.game,
    );
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('Compatible');
  });

  it('should stop personnel who beam aboard your stopped ship (Rulebook 10.2.1)', () => {
    // Arrange
    const s = planet()
      .facility('p1', 'Federation Outpost', { at: 'Avert Disaster' })
      .aboard('Federation Outpost', 'p1', ['Data'])
      .ship('p1', 'U.S.S. Enterprise', { at: 'Avert Disaster' })
      .modify('U.S.S. Enterprise', { stopped: true })
      .build();
    // Act
    const next = orders.apply(beamOf(s.id('Data'), s.id('Federation Outpost'), s.id('U.S.S. Enterprise')))(
      s.game,
    );
    // Assert
    expect(getCard(s.id('Data'))(next).stopped).toBe(true);
  });

  it('should offer and apply beaming from a carried ship to the planet (Rulebook 7.1.1, "Carried ships")', () => {
    // Arrange
    const s = planet()
      .ship('p1', 'U.S.S. Enterprise', { at: 'Avert Disaster' })
      .ship('p1', 'Type VI Shuttlecraft', { carriedBy: 'U.S.S. Enterprise' })
      .aboard('Type VI Shuttlecraft', 'p1', ['Data'])
      .build();
    const command = beamOf(s.id('Data'), s.id('Type VI Shuttlecraft'), s.id('Avert Disaster'));
    // Act
    const next = orders.apply(command)(s.game);
    // Assert
    expect(legal(s.game)).toContainEqual(command);
    expect(legal(s.game)).toContainEqual(
      beamOf(s.id('Data'), s.id('Type VI Shuttlecraft'), s.id('U.S.S. Enterprise')),
    );
    expect(getCard(s.id('Data'))(next).zone).toEqual({
      kind: 'planetSurface',
      location: s.id('Avert Disaster'),
    });
  });

  it('should refuse beaming off a ship carried aboard a cloaked ship, and offer it once the carrier decloaks (Rulebook 7.6 Cloak, "Carried ships")', () => {
    // Arrange: Kromm is aboard a shuttle carried by the cloaked K'Vort in orbit
    const cloaked = planet()
      .ship('p1', "I.K.C. K'Vort", { at: 'Avert Disaster' })
      .modify("I.K.C. K'Vort", { cloaked: true })
      .ship('p1', 'Type VI Shuttlecraft', { carriedBy: "I.K.C. K'Vort" })
      .aboard('Type VI Shuttlecraft', 'p1', ['Kromm'])
      .build();
    const decloaked = { ...cloaked.game, cards: { ...cloaked.game.cards } };
    const kvort = cloaked.id("I.K.C. K'Vort");
    decloaked.cards[kvort] = { ...getCard(kvort)(cloaked.game), cloaked: false };
    const command = beamOf(
      cloaked.id('Kromm'),
      cloaked.id('Type VI Shuttlecraft'),
      cloaked.id('Avert Disaster'),
    );
    // Act
    const refused = orders.check(command)(cloaked.game);
    // Assert
    expect(E.isLeft(refused) && refused.left.rule).toBe('7.6 Cloak');
    expect(legal(cloaked.game)).not.toContainEqual(command);
    expect(legal(decloaked)).toContainEqual(command);
  });
});

// Helpers

const planet = () => scenario().mission('p1', 'Avert Disaster');

const twoShips = () =>
  scenario()
    .mission('p1', 'Test Mission')
    .ship('p1', 'U.S.S. Enterprise', { at: 'Test Mission' })
    .aboard('U.S.S. Enterprise', 'p1', ['Data'])
    .ship('p2', "I.K.C. K'Vort", { at: 'Test Mission' });

const shieldsDown = (target: string) => ({
  target,
  value: { kind: 'attribute' as const, name: 'SHIELDS' },
  op: 'set' as const,
  amount: 0,
  source: 'test',
  sourceTitle: 'test',
  cumulative: false,
});

const beamOf = (card: string, from: string, to: string): BeamCard => ({
  type: 'card.beam',
  player: 'p1',
  card,
  from,
  to,
});

const legal = (game: GameState, player: PlayerId = 'p1'): ReadonlyArray<OrderCommand> =>
  // the list `legalActions` gives: order candidates are legal by construction (not filtered by their check)
  orders.candidates(player)(game);
