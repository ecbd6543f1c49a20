import * as E from 'fp-ts/Either';
import { type CardId, type GameState, getCard } from '../core/game-state';
import * as Decisions from '../game/decisions';
import { type ScenarioBuilder, scenario } from '../game/scenario';
import { canReport, type Destination, report, reportingDestinations } from './reporting';

describe('canReport', () => {
  it('should let a Federation personnel report aboard a usable Federation Outpost (Rulebook "Reporting for Duty")', () => {
    // Arrange
    const { game, id } = outpost().hand('p1', ['Jean-Luc Picard']).build();
    // Act
    const result = canReport(id('Jean-Luc Picard'), aboard(id('Federation Outpost'), 'Federation'))(game);
    // Assert
    expect(result).toEqual(E.right(undefined));
  });

  it('should not let a Klingon personnel report to a Federation Outpost (Rulebook "Compatible")', () => {
    // Arrange
    const { game, id } = outpost().hand('p1', ['Kurn']).build();
    // Act
    const result = canReport(id('Kurn'), aboard(id('Federation Outpost'), 'Klingon'))(game);
    // Assert
    expect(result).toEqual(E.left(expect.objectContaining({ rule: 'Compatible' })));
  });

  it('should not let a player report to the opponent\'s outpost (Rulebook "Usable")', () => {
    // Arrange
    const { game, id } = outpost().hand('p2', ['Jean-Luc Picard']).build();
    // Act
    const result = canReport(id('Jean-Luc Picard'), aboard(id('Federation Outpost'), 'Federation'))(game);
    // Assert
    expect(result).toEqual(E.left(expect.objectContaining({ rule: 'Usable' })));
  });

  it('should not let a Delta Quadrant personnel report in the Alpha Quadrant (Rulebook "Native Quadrant")', () => {
    // Arrange
    const { game, id } = outpost().hand('p1', ['Tuvok']).build();
    // Act
    const result = canReport(id('Tuvok'), aboard(id('Federation Outpost'), 'Federation'))(game);
    // Assert
    expect(result).toEqual(E.left(expect.objectContaining({ rule: 'Native Quadrant' })));
  });

  it('should let equipment report to an outpost in any quadrant (Rulebook "Native Quadrant")', () => {
    // Arrange
    const { game, id } = kazon().hand('p1', ['Tricorder']).build();
    // Act
    const result = canReport(id('Tricorder'), aboard(id('Kazon Outpost'), null))(game);
    // Assert
    expect(result).toEqual(E.right(undefined));
  });

  it('should make a ship reported to an outpost enter play docked (Rulebook 7.1.4 Dock & Undock)', () => {
    // Arrange
    const { game, id } = outpost().hand('p1', ['Runabout']).build();
    const outpostId = id('Federation Outpost');
    const inOrbit: Destination = {
      facility: outpostId,
      zone: { kind: 'atLocation', location: locationOfCard(outpostId, game) },
      affiliation: 'Federation',
    };
    // Act & Assert
    expect(canReport(id('Runabout'), docked(outpostId))(game)).toEqual(E.right(undefined));
    expect(E.isLeft(canReport(id('Runabout'), inOrbit)(game))).toBe(true);
  });

  it('should not let a Klingon report to a Neutral Outpost where Romulans are present (Rulebook 10.2.10 House Arrest)', () => {
    // Arrange
    const empty = neutral().hand('p1', ['Kurn']).build();
    const withRomulan = neutral().aboard('Neutral Outpost', 'p1', ['Tomalak']).hand('p1', ['Kurn']).build();
    // Act & Assert
    expect(canReport(empty.id('Kurn'), aboard(empty.id('Neutral Outpost'), 'Klingon'))(empty.game)).toEqual(
      E.right(undefined),
    );
    expect(
      canReport(
        withRomulan.id('Kurn'),
        aboard(withRomulan.id('Neutral Outpost'), 'Klingon'),
      )(withRomulan.game),
    ).toEqual(E.left(expect.objectContaining({ rule: '10.2.10 House Arrest' })));
  });

  it('should not report a second copy of a persona its owner has in play (Rulebook "Personas")', () => {
    // Arrange
    const { game, id, ids } = outpost()
      .aboard('Federation Outpost', 'p1', [{ title: 'Jean-Luc Picard', label: 'in play' }])
      .hand('p1', [{ title: 'Jean-Luc Picard', label: 'in hand' }])
      .build();
    // Act
    const result = canReport(id('in hand'), aboard(id('Federation Outpost'), 'Federation'))(game);
    // Assert
    expect(ids('Jean-Luc Picard')).toHaveLength(2);
    expect(result).toEqual(E.left(expect.objectContaining({ rule: 'Personas' })));
  });

  it('should not report an [AU] card when no card allows it (Rulebook "Entering Play")', () => {
    // Arrange
    const { game, id } = outpost().hand('p1', ['Rachel Garrett']).build();
    // Act
    const result = canReport(id('Rachel Garrett'), aboard(id('Federation Outpost'), 'Federation'))(game);
    // Assert
    expect(result).toEqual(E.left(expect.objectContaining({ rule: 'Entering Play' })));
  });

  it('should only report cards from a hand (Rulebook "Reporting for Duty")', () => {
    // Arrange
    const { game, id } = outpost().drawDeck('p1', ['Jean-Luc Picard']).build();
    // Act & Assert
    expect(
      E.isLeft(canReport(id('Jean-Luc Picard'), aboard(id('Federation Outpost'), 'Federation'))(game)),
    ).toBe(true);
  });
});

describe('reportingDestinations', () => {
  it('should list only the compatible affiliation of a multi-affiliation card (Rulebook "Multi-affiliation cards")', () => {
    // Arrange
    const { game, id } = scenario()
      .mission('p1', 'Wormhole Negotiations')
      .facility('p1', 'Klingon Outpost', { at: 'Wormhole Negotiations' })
      .hand('p1', ['Sisters of Duras'])
      .build();
    // Act
    const destinations = reportingDestinations(id('Sisters of Duras'))(game);
    // Assert
    expect(destinations).toEqual([aboard(id('Klingon Outpost'), 'Klingon')]);
  });

  it('should list nothing for a Klingon when only a Federation Outpost is in play (Rulebook "Compatible")', () => {
    // Arrange
    const { game, id } = outpost().hand('p1', ['Kurn']).build();
    // Act & Assert
    expect(reportingDestinations(id('Kurn'))(game)).toEqual([]);
  });

  it('should offer every destination that canReport accepts (Rulebook "Reporting for Duty")', () => {
    // Arrange
    const { game, id } = outpost().hand('p1', ['Jean-Luc Picard', 'Runabout', 'Tricorder', 'Kurn']).build();
    // Act
    const all = ['Jean-Luc Picard', 'Runabout', 'Tricorder', 'Kurn'].flatMap((t) =>
      reportingDestinations(id(t))(game).map((d) => canReport(id(t), d)(game)),
    );
    // Assert
    expect(all).toHaveLength(3);
    expect(all.every(E.isRight)).toBe(true);
  });
});

describe('report', () => {
  it('should move the card aboard in the chosen affiliation, under its owner\'s control (Rulebook "Reporting for Duty")', () => {
    // Arrange
    const { game, id } = outpost().hand('p1', ['Jean-Luc Picard']).build();
    // Act
    const after = report(id('Jean-Luc Picard'), aboard(id('Federation Outpost'), 'Federation'))(game);
    // Assert
    expect(E.map((g: GameState) => getCard(id('Jean-Luc Picard'))(g))(after)).toEqual(
      E.right(
        expect.objectContaining({
          zone: { kind: 'aboard', carrier: id('Federation Outpost') },
          controller: 'p1',
          affiliation: 'Federation',
          faceUp: true,
        }),
      ),
    );
  });

  it('should leave the game unchanged and name the rule when reporting is illegal (Rulebook "Compatible")', () => {
    // Arrange
    const { game, id } = outpost().hand('p1', ['Kurn']).build();
    // Act & Assert
    expect(report(id('Kurn'), aboard(id('Federation Outpost'), 'Klingon'))(game)).toEqual(
      E.left(expect.objectContaining({ rule: 'Compatible' })),
    );
  });
});

describe('canReport (infiltration)', () => {
  it('should let an infiltrator report to the opponent\'s outpost as its icon\'s affiliation, in any quadrant (Rulebook "Infiltration")', () => {
    // Arrange: O'Brien Founder (Gamma Quadrant, Dominion, <Fed>) in p2's hand; p1's Federation Outpost (Alpha)
    const { game, id } = outpost().hand('p2', ["O'Brien Founder"]).build();
    const destination = aboard(id('Federation Outpost'), 'Federation');
    // Act
    const reported = report(id("O'Brien Founder"), destination)(game);
    // Assert
    expect(canReport(id("O'Brien Founder"), destination)(game)).toEqual(E.right(undefined));
    const founder = E.isRight(reported) ? getCard(id("O'Brien Founder"))(reported.right) : null;
    expect([founder?.controller, founder?.affiliation, founder?.infiltration]).toEqual([
      'p2',
      'Federation',
      { into: 'p1', revertsTo: 'Dominion' },
    ]);
  });

  it('should list the infiltrating report among the card plays (Rulebook "Infiltration")', () => {
    // Arrange
    const { game, id } = outpost().hand('p2', ["O'Brien Founder"]).build();
    const onTurn: GameState = {
      ...game,
      turn: { ...game.turn, active: 'p2' },
      pending: { player: 'p2', decision: 'turn.act' },
    };
    // Act
    const reports = Decisions.legalActions(onTurn).filter((c) => c.type === 'card.play');
    // Assert
    expect(reports).toEqual([
      {
        type: 'card.play',
        player: 'p2',
        card: id("O'Brien Founder"),
        kind: 'report',
        facility: id('Federation Outpost'),
        affiliation: 'Federation',
      },
    ]);
  });

  it('should refuse the opponent\'s outpost in the card\'s own affiliation (Rulebook "Usable")', () => {
    // Arrange
    const { game, id } = outpost().hand('p2', ["O'Brien Founder"]).build();
    // Act
    const result = canReport(id("O'Brien Founder"), aboard(id('Federation Outpost'), 'Dominion'))(game);
    // Assert
    expect(result).toEqual(E.left(expect.objectContaining({ rule: 'Usable' })));
  });
});

// Helpers

const outpost = (): ScenarioBuilder =>
  scenario()
    .mission('p1', 'Wormhole Negotiations')
    .facility('p1', 'Federation Outpost', { at: 'Wormhole Negotiations' });

const neutral = (): ScenarioBuilder =>
  scenario()
    .mission('p1', 'Wormhole Negotiations')
    .facility('p1', 'Neutral Outpost', { at: 'Wormhole Negotiations' });

const kazon = (): ScenarioBuilder =>
  scenario()
    .mission('p1', 'Catalog Phenomena')
    .facility('p1', 'Kazon Outpost', { at: 'Catalog Phenomena' })
    .modify('Kazon Outpost', { affiliation: 'Kazon' });

const aboard = (facility: CardId, affiliation: string | null): Destination => ({
  facility,
  zone: { kind: 'aboard', carrier: facility },
  affiliation,
});

const docked = (facility: CardId): Destination => ({
  facility,
  zone: { kind: 'docked', facility },
  affiliation: 'Federation',
});

const locationOfCard = (id: CardId, game: GameState): string => {
  const zone = getCard(id)(game).zone;
  return zone.kind === 'atLocation' ? zone.location : '';
};
