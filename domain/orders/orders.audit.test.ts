// Rulebook 7.1 Orders as a judge's worked examples, through the engine facade: each order offered by `legalActions`
// where the rulebook allows it, and the illegal one neither listed nor accepted, refused with its rule, the game
// unchanged (the unit tests beside each order filter the candidates through `check`, so they cannot show this).
import { legalActions, state } from '../../machines/engine';
import { sent, started } from '../../machines/engine-test-support';
import { refusal } from '../../machines/judge-test-support';
import type { Command } from '../game/decisions';
import { scenario } from '../game/scenario';

describe('orders through the engine', () => {
  it("should offer beaming down to a planet, and refuse beaming aboard the opponent's shielded ship or to a space mission's surface, unchanged (Rulebook 7.1.1 Beam)", () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .mission('p1', 'Test Mission')
      .ship('p1', 'U.S.S. Enterprise', { at: 'Test Mission' })
      .aboard('U.S.S. Enterprise', 'p1', ['Data'])
      .ship('p2', "I.K.C. K'Vort", { at: 'Test Mission' })
      .ship('p1', { title: 'U.S.S. Galaxy', label: 'Galaxy' }, { at: 'Avert Disaster' })
      .aboard('Galaxy', 'p1', ['Worf'])
      .build();
    const game = started(s.game);
    const beam = (card: string, from: string, to: string): Command => ({
      type: 'card.beam',
      player: 'p1',
      card: s.id(card),
      from: s.id(from),
      to: s.id(to),
    });
    const shielded = beam('Data', 'U.S.S. Enterprise', "I.K.C. K'Vort");
    const spaceSurface = beam('Data', 'U.S.S. Enterprise', 'Test Mission');
    const offered = legalActions(game);
    // Act
    const refused = [refusal(game, shielded), refusal(game, spaceSurface)];
    // Assert
    expect(offered).toContainEqual(beam('Worf', 'Galaxy', 'Avert Disaster'));
    expect(offered).not.toContainEqual(shielded);
    expect(offered).not.toContainEqual(spaceSurface);
    expect(refused).toEqual([
      { rule: '7.1.1 Beam', unchanged: true },
      { rule: '7.1.1 Beam', unchanged: true },
    ]);
  });

  it('should offer moving within the RANGE left, and refuse a move beyond it or into another quadrant, unchanged (Rulebook 7.1.5 Move, 7.1 Move)', () => {
    // Arrange: missions A, B and C with spans 2, 4 and 3; U.S.S. Excelsior has RANGE 6; G is in the Gamma Quadrant
    const s = scenario()
      .mission('p1', { title: 'Explore Dyson Sphere', label: 'A' })
      .mission('p1', { title: 'Study Nebula', label: 'B' })
      .mission('p1', { title: 'Test Mission', label: 'C' })
      .mission('p2', { title: 'Investigate Rumors', label: 'G' })
      .ship('p1', 'U.S.S. Excelsior', { at: 'A' })
      .aboard('U.S.S. Excelsior', 'p1', ['Jean-Luc Picard', 'Mendon', 'Alyssa Ogawa'])
      .build();
    const game = started(s.game);
    const move = (to: string): Command => ({
      type: 'ship.move',
      player: 'p1',
      ship: s.id('U.S.S. Excelsior'),
      to: s.id(to),
    });
    const moves = legalActions(game).filter((c) => c.type === 'ship.move');
    // Act
    const refused = [refusal(game, move('C')), refusal(game, move('G'))];
    // Assert
    expect(moves).toEqual([move('B')]);
    expect(refused).toEqual([
      { rule: '7.1.5 Move', unchanged: true },
      { rule: '7.1 Move', unchanged: true },
    ]);
  });

  it("should offer docking at your outpost using no RANGE, and refuse docking at the opponent's, unchanged (Rulebook 7.1.4 Dock & Undock)", () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Test Mission')
      .facility('p1', { title: 'Federation Outpost', label: 'mine' }, { at: 'Test Mission' })
      .facility('p2', { title: 'Federation Outpost', label: 'theirs' }, { at: 'Test Mission' })
      .ship('p1', 'U.S.S. Enterprise', { at: 'Test Mission' })
      .aboard('U.S.S. Enterprise', 'p1', ['Jean-Luc Picard', 'Data', 'Geordi La Forge'])
      .build();
    const game = started(s.game);
    const dock = (facility: string): Command => ({
      type: 'ship.dock',
      player: 'p1',
      ship: s.id('U.S.S. Enterprise'),
      facility: s.id(facility),
    });
    const offered = legalActions(game);
    // Act
    const refused = refusal(game, dock('theirs'));
    const docked = state(sent(game, dock('mine')));
    // Assert
    expect(offered).toContainEqual(dock('mine'));
    expect(docked.cards[s.id('U.S.S. Enterprise')]?.zone).toEqual({ kind: 'docked', facility: s.id('mine') });
    expect(docked.orders.rangeUsed[s.id('U.S.S. Enterprise')] ?? 0).toBe(0);
    expect(offered).not.toContainEqual(dock('theirs'));
    expect(refused).toEqual({ rule: '7.1.4 Dock & Undock', unchanged: true });
  });

  it('should offer landing a shuttle on a planet, then refuse taking off the same turn, unchanged (Rulebook 7.1.6 Land & Take Off)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .ship('p1', 'Shuttle Galileo', { at: 'Avert Disaster' })
      .aboard('Shuttle Galileo', 'p1', ['Data'])
      .build();
    const game = started(s.game);
    const land: Command = { type: 'ship.land', player: 'p1', ship: s.id('Shuttle Galileo') };
    const takeOff: Command = { type: 'ship.takeOff', player: 'p1', ship: s.id('Shuttle Galileo') };
    const offered = legalActions(game);
    sent(game, land);
    // Act
    const refused = refusal(game, takeOff);
    // Assert
    expect(offered).toContainEqual(land);
    expect(offered).not.toContainEqual(takeOff);
    expect(legalActions(game)).not.toContainEqual(takeOff);
    expect(refused).toEqual({ rule: '7.1.6 Land & Take Off', unchanged: true });
  });
  it('should offer walking off a docked ship onto its outpost, and refuse it from a ship in orbit, unchanged (Rulebook 7.1.2 Walk)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Test Mission')
      .facility('p1', 'Federation Outpost', { at: 'Test Mission' })
      .ship('p1', 'U.S.S. Enterprise', { dockedAt: 'Federation Outpost' })
      .aboard('U.S.S. Enterprise', 'p1', ['Data'])
      .ship('p1', 'Runabout', { at: 'Test Mission' })
      .aboard('Runabout', 'p1', ['Worf'])
      .build();
    const game = started(s.game);
    const walk = (card: string, from: string): Command => ({
      type: 'card.walk',
      player: 'p1',
      card: s.id(card),
      from: s.id(from),
      to: s.id('Federation Outpost'),
    });
    const offered = legalActions(game);
    // Act
    const refused = refusal(game, walk('Worf', 'Runabout'));
    // Assert
    expect(offered).toContainEqual(walk('Data', 'U.S.S. Enterprise'));
    expect(offered).not.toContainEqual(walk('Worf', 'Runabout'));
    expect(refused).toEqual({ rule: '7.1.2 Walk', unchanged: true });
  });

  it('should offer cloaking once, then refuse decloaking the same turn, unchanged (Rulebook 7.6 Cloaking and Phasing)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Test Mission')
      .ship('p1', "I.K.C. K'Vort", { at: 'Test Mission' })
      .build();
    const game = started(s.game);
    const cloak: Command = { type: 'ship.cloak', player: 'p1', ship: s.id("I.K.C. K'Vort") };
    const decloak: Command = { type: 'ship.decloak', player: 'p1', ship: s.id("I.K.C. K'Vort") };
    const offered = legalActions(game);
    sent(game, cloak);
    // Act
    const refused = refusal(game, decloak);
    // Assert
    expect(offered).toContainEqual(cloak);
    expect(legalActions(game)).not.toContainEqual(decloak);
    expect(refused).toEqual({ rule: '7.6 Cloak', unchanged: true });
  });
  it("should offer orders to your own cards only, refusing an order to the opponent's personnel, unchanged (Rulebook 12.3 Control, 7.1.1 Beam)", () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .ship('p1', 'U.S.S. Galaxy', { at: 'Avert Disaster' })
      .aboard('U.S.S. Galaxy', 'p1', ['Data'])
      .ship('p2', "I.K.C. K'Vort", { at: 'Avert Disaster' })
      .aboard("I.K.C. K'Vort", 'p2', ['Kurn'])
      .build();
    const game = started(s.game);
    const beamDown = (card: string, from: string): Command => ({
      type: 'card.beam',
      player: 'p1',
      card: s.id(card),
      from: s.id(from),
      to: s.id('Avert Disaster'),
    });
    const offered = legalActions(game);
    // Act
    const refused = refusal(game, beamDown('Kurn', "I.K.C. K'Vort"));
    // Assert
    expect(offered).toContainEqual(beamDown('Data', 'U.S.S. Galaxy'));
    expect(offered).not.toContainEqual(beamDown('Kurn', "I.K.C. K'Vort"));
    expect(refused).toEqual({ rule: '7.1.1 Beam', unchanged: true });
  });
});
