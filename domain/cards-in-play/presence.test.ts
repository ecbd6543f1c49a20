import { fc, test } from '@fast-check/jest';
import { getCard } from '../core/game-state';
import { type ScenarioBuilder, scenario } from '../game/scenario';
import {
  awayTeamsAt,
  awayTeamsOnPlanet,
  canAct,
  crewOf,
  isDisabled,
  isHere,
  isInStasis,
  isPlanetFacility,
  isPresentWith,
  isSeparated,
  isStopped,
  setStatus,
  setStopped,
  unstopAll,
} from './presence';

describe('isPresentWith', () => {
  it('should make members of one crew present with each other and with their ship (Rulebook 12.4)', () => {
    // Arrange
    const { game, id } = orbit().build();
    // Act & Assert
    expect(isPresentWith(id('Jean-Luc Picard'), id('Data'))(game)).toBe(true);
    expect(isPresentWith(id('Data'), id('U.S.S. Enterprise'))(game)).toBe(true);
    expect(isPresentWith(id('U.S.S. Enterprise'), id('Data'))(game)).toBe(true);
  });

  it("should make ships at one location present with each other, but not with the other ship's crew (Rulebook 12.4)", () => {
    // Arrange
    const { game, id } = orbit()
      .ship('p2', "I.K.C. Vor'Cha", { at: 'Evaluate Terraforming' })
      .aboard("I.K.C. Vor'Cha", 'p2', ['Kurn'])
      .build();
    // Act & Assert
    expect(isPresentWith(id('U.S.S. Enterprise'), id("I.K.C. Vor'Cha"))(game)).toBe(true);
    expect(isPresentWith(id('U.S.S. Enterprise'), id('Kurn'))(game)).toBe(false);
    expect(isPresentWith(id('Data'), id('Kurn'))(game)).toBe(false);
  });

  it('should make opposing Away Teams on one planet surface present with each other (Rulebook 12.4)', () => {
    // Arrange
    const { game, id } = planet().surface('Evaluate Terraforming', 'p2', ['Kurn']).build();
    // Act & Assert
    expect(isPresentWith(id('Tasha Yar'), id('Kurn'))(game)).toBe(true);
  });

  it('should not make your incompatible Away Teams on one planet present with each other (Rulebook 12.4)', () => {
    // Arrange
    const { game, id } = planet().surface('Evaluate Terraforming', 'p1', ['Kurn']).build();
    // Act & Assert
    expect(isPresentWith(id('Tasha Yar'), id('Kurn'))(game)).toBe(false);
    expect(isPresentWith(id('Tasha Yar'), id('Wesley Crusher'))(game)).toBe(true);
  });

  it('should make an Away Team present with its planet, but a crew in orbit not (Rulebook 12.4)', () => {
    // Arrange
    const { game, id } = orbit().surface('Evaluate Terraforming', 'p1', ['Tasha Yar']).build();
    // Act & Assert
    expect(isPresentWith(id('Tasha Yar'), id('Evaluate Terraforming'))(game)).toBe(true);
    expect(isPresentWith(id('Data'), id('Evaluate Terraforming'))(game)).toBe(false);
  });

  it('should make a crew at a space location present with it (Rulebook 12.4)', () => {
    // Arrange
    const { game, id } = scenario()
      .mission('p1', 'Wormhole Negotiations')
      .ship('p1', 'U.S.S. Enterprise', { at: 'Wormhole Negotiations' })
      .aboard('U.S.S. Enterprise', 'p1', ['Data'])
      .build();
    // Act & Assert
    expect(isPresentWith(id('Data'), id('Wormhole Negotiations'))(game)).toBe(true);
  });

  it('should make a landed ship and its crew present with the planet, unlike in orbit (Rulebook 12.4, 7.1.6)', () => {
    // Arrange
    const orbiting = landing().build();
    const { game, id } = landing().modify('Shuttle Galileo', { landed: true }).build();
    // Act & Assert
    expect(isPresentWith(orbiting.id('Shuttle Galileo'), orbiting.id('Avert Disaster'))(orbiting.game)).toBe(
      false,
    );
    expect(isPresentWith(id('Shuttle Galileo'), id('Avert Disaster'))(game)).toBe(true);
    expect(isPresentWith(id('Data'), id('Avert Disaster'))(game)).toBe(true);
  });

  it('should not make the crew of a landed ship present with an Away Team outside it (Rulebook 12.4)', () => {
    // Arrange
    const { game, id } = landing()
      .modify('Shuttle Galileo', { landed: true })
      .surface('Avert Disaster', 'p1', ['Tasha Yar'])
      .surface('Avert Disaster', 'p2', ['Kurn'])
      .build();
    // Act & Assert
    expect(isPresentWith(id('Data'), id('Tasha Yar'))(game)).toBe(false);
    expect(isPresentWith(id('Data'), id('Kurn'))(game)).toBe(false);
    expect(isPresentWith(id('Shuttle Galileo'), id('Kurn'))(game)).toBe(false);
  });

  it('should not make cards in hand present with anything (Rulebook 12.4)', () => {
    // Arrange
    const { game, id } = orbit().hand('p1', ['Tasha Yar']).build();
    // Act & Assert
    expect(isPresentWith(id('Tasha Yar'), id('Tasha Yar'))(game)).toBe(false);
    expect(isPresentWith(id('Data'), id('Data'))(game)).toBe(true);
  });
});

describe('isPresentWith (law)', () => {
  const { game, id } = orbit()
    .ship('p2', "I.K.C. Vor'Cha", { at: 'Evaluate Terraforming' })
    .aboard("I.K.C. Vor'Cha", 'p2', ['Kurn'])
    .aboard('U.S.S. Enterprise', 'p2', ['Gowron'])
    .surface('Evaluate Terraforming', 'p1', ['Tasha Yar', 'Narik', 'Koral', 'Tricorder'])
    .surface('Evaluate Terraforming', 'p2', ['Krozh'])
    .mission('p2', 'Wormhole Negotiations')
    .hand('p1', ['Wesley Crusher'])
    .build();
  const cards = Object.keys(game.cards);

  test.prop([fc.constantFrom(...cards), fc.constantFrom(...cards)])(
    'should be symmetric: a is present with b exactly when b is present with a (Rulebook 12.4)',
    (a, b) => {
      // Act & Assert
      expect(isPresentWith(a, b)(game)).toBe(isPresentWith(b, a)(game));
    },
  );

  it('should keep the two Away Teams of one player apart (Rulebook 12.4)', () => {
    // Act & Assert
    expect(isPresentWith(id('Tasha Yar'), id('Koral'))(game)).toBe(false);
    expect(isPresentWith(id('Koral'), id('Krozh'))(game)).toBe(true);
  });
});

describe('isPlanetFacility', () => {
  it('should place a headquarters on its planet, but not an outpost or a ship (Rulebook 12.4)', () => {
    // Arrange
    const { game, id } = orbit()
      .facility('p2', 'Central Command', { at: 'Evaluate Terraforming' })
      .facility('p1', 'Federation Outpost', { at: 'Evaluate Terraforming' })
      .build();
    // Act & Assert
    expect(isPlanetFacility(id('Central Command'))(game)).toBe(true);
    expect(isPlanetFacility(id('Federation Outpost'))(game)).toBe(false);
    expect(isPlanetFacility(id('U.S.S. Enterprise'))(game)).toBe(false);
  });
});

describe('isHere', () => {
  it('should find every card anywhere at the location, aboard or on the planet (Rulebook 12.4 "Here")', () => {
    // Arrange
    const { game, id } = orbit()
      .mission('p1', 'Wormhole Negotiations')
      .surface('Evaluate Terraforming', 'p1', ['Tasha Yar'])
      .build();
    const location = getCard(id('Evaluate Terraforming'))(game).zone;
    const here = location.kind === 'spaceline' ? location.location : '';
    // Act & Assert
    expect(['Data', 'Tasha Yar', 'U.S.S. Enterprise'].every((t) => isHere(id(t), here)(game))).toBe(true);
    expect(isHere(id('Wormhole Negotiations'), here)(game)).toBe(false);
  });
});

describe('crewOf', () => {
  it("should list the controller's personnel aboard, not intruders (Rulebook 7.1 Move)", () => {
    // Arrange
    const { game, id } = orbit().aboard('U.S.S. Enterprise', 'p2', ['Kurn']).build();
    // Act & Assert
    expect(crewOf(id('U.S.S. Enterprise'))(game)).toEqual([id('Jean-Luc Picard'), id('Data')]);
  });

  it('should leave a captive out of its owner\'s crew (Rulebook "Capture")', () => {
    // Arrange
    const { game, id } = orbit()
      .modify('Data', { disabled: true, captive: { by: 'p2' } })
      .build();
    // Act & Assert
    expect(crewOf(id('U.S.S. Enterprise'))(game)).toEqual([id('Jean-Luc Picard')]);
  });
});

describe('awayTeamsAt', () => {
  it('should split incompatible personnel into separate Away Teams, Non-Aligned joining the first (Rulebook 10.2.10)', () => {
    // Arrange
    const { game, id } = planet().surface('Evaluate Terraforming', 'p1', ['Narik', 'Kurn']).build();
    const zone = getCard(id('Evaluate Terraforming'))(game).zone;
    // Act
    const teams = zone.kind === 'spaceline' ? awayTeamsAt(zone.location, 'p1')(game) : [];
    // Assert
    expect(teams).toEqual([[id('Tasha Yar'), id('Wesley Crusher'), id('Narik')], [id('Kurn')]]);
  });

  it("should count intruders aboard an opponent's ship as an Away Team (Rulebook 7.1 Move)", () => {
    // Arrange
    const { game, id } = orbit().aboard('U.S.S. Enterprise', 'p2', ['Kurn']).build();
    const zone = getCard(id('Evaluate Terraforming'))(game).zone;
    // Act
    const teams = zone.kind === 'spaceline' ? awayTeamsAt(zone.location, 'p2')(game) : [];
    // Assert
    expect(teams).toEqual([[id('Kurn')]]);
  });

  it('should count intruders aboard a ship carried by an opponent\'s ship in the Away Team aboard the carrying ship (Rulings "carried ships")', () => {
    // Arrange: Kurn is aboard the Enterprise, Kromm aboard the shuttle it carries
    const { game, id } = orbit()
      .ship('p1', 'Type VI Shuttlecraft', { carriedBy: 'U.S.S. Enterprise' })
      .aboard('U.S.S. Enterprise', 'p2', ['Kurn'])
      .aboard('Type VI Shuttlecraft', 'p2', ['Kromm'])
      .build();
    const zone = getCard(id('Evaluate Terraforming'))(game).zone;
    // Act
    const teams = zone.kind === 'spaceline' ? awayTeamsAt(zone.location, 'p2')(game) : [];
    // Assert
    expect(teams).toEqual([[id('Kurn'), id('Kromm')]]);
    expect(awayTeamsAt(zone.kind === 'spaceline' ? zone.location : '', 'p1')(game)).toEqual([]);
  });
});

describe('awayTeamsOnPlanet', () => {
  it("should give the planet surface's Away Teams only, not intruders aboard ships (Rulebook 7.1 Move)", () => {
    // Arrange
    const { game, id } = orbit()
      .surface('Evaluate Terraforming', 'p2', ['Narik'])
      .aboard('U.S.S. Enterprise', 'p2', ['Kurn'])
      .build();
    const zone = getCard(id('Evaluate Terraforming'))(game).zone;
    const location = zone.kind === 'spaceline' ? zone.location : '';
    // Act
    const teams = awayTeamsOnPlanet(location, 'p2')(game);
    // Assert
    expect(teams).toEqual([[id('Narik')]]);
    expect(awayTeamsAt(location, 'p2')(game)).toEqual([[id('Narik')], [id('Kurn')]]);
  });
});

describe('isSeparated', () => {
  it.each([
    ['stopped', { stopped: true }],
    ['disabled', { disabled: true }],
    ['in stasis', { stasis: true }],
    ['under house arrest', { houseArrest: true }],
  ])('should separate a personnel who is %s (Rulebook 10.2.5)', (_, patch) => {
    // Arrange
    const { game, id } = orbit().modify('Data', patch).build();
    // Act & Assert
    expect(isSeparated(id('Data'))(game)).toBe(true);
    expect(isSeparated(id('Jean-Luc Picard'))(game)).toBe(false);
  });
});

describe('isInStasis', () => {
  it('should put the crew of a ship in stasis in stasis too (Rulings "stasis")', () => {
    // Arrange
    const { game, id } = orbit().modify('U.S.S. Enterprise', { stasis: true }).build();
    // Act & Assert
    expect(isInStasis(id('Data'))(game)).toBe(true);
    expect(canAct(id('Data'))(game)).toBe(false);
  });
});

describe('isDisabled', () => {
  it('should treat personnel under house arrest as disabled (Rulebook 10.2.10)', () => {
    // Arrange
    const { game, id } = orbit().build();
    // Act
    const arrested = setStatus(id('Data'), 'houseArrest', true)(game);
    // Assert
    expect(isDisabled(id('Data'))(arrested)).toBe(true);
    expect(isDisabled(id('Data'))(setStatus(id('Data'), 'houseArrest', false)(arrested))).toBe(false);
  });
});

describe('isStopped', () => {
  it('should stop equipment when its whole crew is stopped (Rulebook 10.2.1)', () => {
    // Arrange
    const { game, id } = orbit().aboard('U.S.S. Enterprise', 'p1', ['Tricorder']).build();
    // Act
    const oneStopped = setStopped(id('Data'), true)(game);
    const allStopped = setStopped(id('Jean-Luc Picard'), true)(oneStopped);
    // Assert
    expect(isStopped(id('Tricorder'))(oneStopped)).toBe(false);
    expect(isStopped(id('Tricorder'))(allStopped)).toBe(true);
  });
});

describe('setStopped', () => {
  it('should stop the crew aboard when their ship is stopped (Rulebook 10.2.1)', () => {
    // Arrange
    const { game, id } = orbit().build();
    // Act
    const stopped = setStopped(id('U.S.S. Enterprise'), true)(game);
    // Assert
    expect(
      ['U.S.S. Enterprise', 'Jean-Luc Picard', 'Data'].map((t) => getCard(id(t))(stopped).stopped),
    ).toEqual([true, true, true]);
  });
});

describe('unstopAll', () => {
  it('should unstop every stopped card at the start of a turn (Rulebook 10.2.1)', () => {
    // Arrange
    const { game, id } = orbit().modify('Data', { stopped: true }).build();
    // Act
    const next = unstopAll(game);
    // Assert
    expect(getCard(id('Data'))(next).stopped).toBe(false);
    expect(unstopAll(next)).toBe(next);
  });
});

// Helpers (function declarations: the law block above builds its position at collection time)

function orbit(): ScenarioBuilder {
  return scenario()
    .mission('p1', 'Evaluate Terraforming')
    .ship('p1', 'U.S.S. Enterprise', { at: 'Evaluate Terraforming' })
    .aboard('U.S.S. Enterprise', 'p1', ['Jean-Luc Picard', 'Data']);
}

function landing(): ScenarioBuilder {
  return scenario()
    .mission('p1', 'Avert Disaster')
    .ship('p1', 'Shuttle Galileo', { at: 'Avert Disaster' })
    .aboard('Shuttle Galileo', 'p1', ['Data']);
}

function planet(): ScenarioBuilder {
  return scenario()
    .mission('p1', 'Evaluate Terraforming')
    .surface('Evaluate Terraforming', 'p1', ['Tasha Yar', 'Wesley Crusher']);
}
