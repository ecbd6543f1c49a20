import * as E from 'fp-ts/Either';
import { type GameState, getCard } from '../core/game-state';
import type { ScenarioBuilder } from '../game/scenario';
import { dockAtSite, terokNor, walkBetween } from '../sites/test-support';
import type { BeamCard } from './beam';
import type { DockCommand } from './dock';
import { type OrderCommand, orders } from './index';

describe('walking at a station with sites (Rulebook 7.1.2 Walk, "Sites")', () => {
  it('should offer and apply a walk from one site to another, passing the sites in between', () => {
    // Arrange
    const s = nor().aboard('Ops', 'p1', ['Dukat']).build();
    const command = walkBetween(s.id('Dukat'), s.id('Ops'), s.id('Docking Ports'));
    // Act
    const next = orders.apply(command)(s.game);
    // Assert
    expect(legal(s.game)).toContainEqual(command);
    expect(getCard(s.id('Dukat'))(next).zone).toEqual({
      kind: 'aboard',
      carrier: s.id('Terok Nor'),
      site: s.id('Docking Ports'),
    });
  });

  it('should refuse a walk naming a site the personnel is not at, the game unchanged', () => {
    // Arrange
    const s = nor().aboard('Ops', 'p1', ['Dukat']).build();
    const command = walkBetween(s.id('Dukat'), s.id('Promenade Shops'), s.id('Docking Ports'));
    // Act
    const result = orders.check(command)(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('7.1.2 Walk');
  });

  it('should refuse naming the station itself: aboard a station with sites is at one of them', () => {
    // Arrange
    const s = nor().aboard('Ops', 'p1', ['Dukat']).build();
    const command = walkBetween(s.id('Dukat'), s.id('Ops'), s.id('Terok Nor'));
    // Act
    const result = orders.check(command)(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('7.1.2 Walk');
    expect(legal(s.game).filter((c) => 'to' in c && c.to === s.id('Terok Nor'))).toEqual([]);
  });

  it('should let personnel disembark only onto the site their ship is docked at', () => {
    // Arrange
    const s = nor()
      .ship('p1', 'Galor', { dockedAt: 'Docking Ports' })
      .aboard('Galor', 'p1', ['Dukat', 'Gilora Rejal'])
      .build();
    const disembark = walkBetween(s.id('Dukat'), s.id('Galor'), s.id('Docking Ports'));
    const elsewhere = walkBetween(s.id('Dukat'), s.id('Galor'), s.id('Ops'));
    // Act
    const next = orders.apply(disembark)(s.game);
    // Assert
    expect(legal(s.game)).toContainEqual(disembark);
    expect(legal(s.game)).not.toContainEqual(elsewhere);
    expect(E.isLeft(orders.check(elsewhere)(s.game))).toBe(true);
    expect(getCard(s.id('Dukat'))(next).zone).toEqual({
      kind: 'aboard',
      carrier: s.id('Terok Nor'),
      site: s.id('Docking Ports'),
    });
  });

  it('should refuse walking to a site where your incompatible personnel are (10.2.10: not "at the same site")', () => {
    // Arrange
    const s = nor().aboard('Ops', 'p1', ['Dukat']).aboard('Docking Ports', 'p1', ['Vash']).build();
    const command = walkBetween(s.id('Vash'), s.id('Docking Ports'), s.id('Ops'));
    // Act
    const result = orders.check(command)(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('10.2.10 House Arrest');
    expect(legal(s.game)).not.toContainEqual(command);
  });
});

describe('beaming to a station with sites (Rulebook 7.1.1 Beam, "Sites")', () => {
  it('should offer a beam to each site, naming it, and none to the station itself', () => {
    // Arrange
    const s = nor().ship('p1', 'Galor', { at: 'Avert Disaster' }).aboard('Galor', 'p1', ['Dukat']).build();
    // Act
    const targets = legal(s.game)
      .filter((c): c is BeamCard => c.type === 'card.beam' && c.card === s.id('Dukat'))
      .map((c) => c.to);
    // Assert
    expect(targets).toEqual(
      expect.arrayContaining([s.id('Ops'), s.id('Promenade Shops'), s.id('Docking Ports')]),
    );
    expect(targets).not.toContain(s.id('Terok Nor'));
  });

  it('should beam a personnel aboard the station at the site named', () => {
    // Arrange
    const s = nor().ship('p1', 'Galor', { at: 'Avert Disaster' }).aboard('Galor', 'p1', ['Dukat']).build();
    const command: BeamCard = {
      type: 'card.beam',
      player: 'p1',
      card: s.id('Dukat'),
      from: s.id('Galor'),
      to: s.id('Ops'),
    };
    // Act
    const next = orders.apply(command)(s.game);
    // Assert
    expect(getCard(s.id('Dukat'))(next).zone).toEqual({
      kind: 'aboard',
      carrier: s.id('Terok Nor'),
      site: s.id('Ops'),
    });
  });
});

describe('beaming between the sites of one station (Rulebook 7.1.2: they walk)', () => {
  it('should refuse a beam from one site to another of the same station, and not offer it', () => {
    // Arrange
    const s = nor().aboard('Ops', 'p1', ['Dukat']).build();
    const command: BeamCard = {
      type: 'card.beam',
      player: 'p1',
      card: s.id('Dukat'),
      from: s.id('Ops'),
      to: s.id('Promenade Shops'),
    };
    // Act
    const result = orders.check(command)(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('7.1.1 Beam');
    const sites = [s.id('Ops'), s.id('Promenade Shops'), s.id('Docking Ports')];
    expect(legal(s.game).filter((c) => c.type === 'card.beam' && sites.includes(c.to))).toEqual([]);
  });
});

describe('docking at a station with sites (Rulebook 7.1.4 Dock & Undock, "Sites")', () => {
  it('should offer docking at a docking site only, and dock the ship atop that site', () => {
    // Arrange
    const s = cardassianShipAtNor().build();
    const command = dockAtSite(s.id('Galor'), s.id('Terok Nor'), s.id('Docking Ports'));
    // Act
    const next = orders.apply(command)(s.game);
    // Assert
    expect(docks(s.game)).toEqual([command]);
    expect(getCard(s.id('Galor'))(next).zone).toEqual({
      kind: 'docked',
      facility: s.id('Terok Nor'),
      site: s.id('Docking Ports'),
    });
  });

  it('should refuse docking at a site whose text does not let ships dock (Ops), the game unchanged', () => {
    // Arrange
    const s = cardassianShipAtNor().build();
    const command = dockAtSite(s.id('Galor'), s.id('Terok Nor'), s.id('Ops'));
    // Act
    const result = orders.check(command)(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('Sites');
  });

  it('should refuse docking at a station with sites without naming one', () => {
    // Arrange
    const s = cardassianShipAtNor().build();
    const command: DockCommand = {
      type: 'ship.dock',
      player: 'p1',
      ship: s.id('Galor'),
      facility: s.id('Terok Nor'),
    };
    // Act
    const result = orders.check(command)(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('7.1.4 Dock & Undock');
  });

  it('should let an incompatible ship dock when its player has a Computer Skill personnel unopposed at the site', () => {
    // Arrange
    const base = nor()
      .ship('p1', 'Runabout', { at: 'Avert Disaster' })
      .aboard('Runabout', 'p1', ['Data'])
      .aboard('Docking Ports', 'p1', ['Dukat']);
    const s = base.build();
    const opposed = base.aboard('Docking Ports', 'p2', ['Quark']).build();
    const command = dockAtSite(s.id('Runabout'), s.id('Terok Nor'), s.id('Docking Ports'));
    // Act
    const results = [orders.check(command)(s.game), orders.check(command)(opposed.game)];
    // Assert
    expect(E.isRight(results[0] as E.Either<unknown, void>)).toBe(true);
    expect(
      E.isLeft(results[1] as E.Either<unknown, void>) && (results[1] as E.Left<{ rule: string }>).left.rule,
    ).toBe('Sites');
  });

  it('should refuse docking at a full site ("Capacity: 6 ships")', () => {
    // Arrange
    const full = [1, 2, 3, 4, 5, 6].reduce(
      (b, n) =>
        b.ship('p2', { title: 'Cardassian Shuttle', label: `Shuttle ${n}` }, { dockedAt: 'Docking Pylons' }),
      cardassianShipAtNor().site('p1', 'Docking Pylons', { on: 'Terok Nor' }),
    );
    const s = full.build();
    const command = dockAtSite(s.id('Galor'), s.id('Terok Nor'), s.id('Docking Pylons'));
    // Act
    const result = orders.check(command)(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.message).toMatch(/capacity: 6 ships/);
    expect(docks(s.game).map((c) => (c.type === 'ship.dock' ? c.site : null))).toEqual([
      s.id('Docking Ports'),
    ]);
  });

  it('should offer undocking from a docking site back into space', () => {
    // Arrange
    const s = nor()
      .ship('p1', 'Galor', { dockedAt: 'Docking Ports' })
      .aboard('Galor', 'p1', ['Dukat', 'Gilora Rejal'])
      .build();
    const command: DockCommand = { type: 'ship.undock', player: 'p1', ship: s.id('Galor') };
    // Act
    const next = orders.apply(command)(s.game);
    // Assert
    expect(docks(s.game)).toEqual([command]);
    expect(getCard(s.id('Galor'))(next).zone.kind).toBe('atLocation');
  });
});

// Helpers

/** p1's Terok Nor (Cardassian) with Ops, Promenade Shops and Docking Ports, p1 to give orders. */
const nor = (): ScenarioBuilder => terokNor(['Ops', 'Promenade Shops', 'Docking Ports']);

const cardassianShipAtNor = (): ScenarioBuilder =>
  nor().ship('p1', 'Galor', { at: 'Avert Disaster' }).aboard('Galor', 'p1', ['Dukat', 'Gilora Rejal']);

const legal = (game: GameState): ReadonlyArray<OrderCommand> => orders.candidates('p1')(game);

const docks = (game: GameState): ReadonlyArray<DockCommand> =>
  legal(game).filter((c): c is DockCommand => c.type === 'ship.dock' || c.type === 'ship.undock');
