import type { CardFilter } from '../../cards/language/language';
import { setStatus } from '../cards-in-play/presence';
import { hasSkill } from '../cards-in-play/skills';
import { scenario } from '../game/scenario';
import { matches } from './filters';

describe('matches', () => {
  it('should read missions by type, affiliation icons and place on the spaceline ("any planet location")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .mission('p1', 'Fever Emergency')
      .mission('p1', 'Test Mission')
      .build();
    const filters: ReadonlyArray<CardFilter> = [
      { kind: 'missionType', missionType: 'planet' },
      { kind: 'missionOf', affiliation: 'Klingon' },
      { kind: 'followedOnSpaceline' },
    ];
    // Act
    const found = filters.map((f) =>
      ['Avert Disaster', 'Fever Emergency', 'Test Mission'].filter((t) => read(f, s.id(t), s)),
    );
    // Assert
    expect(found).toEqual([
      ['Avert Disaster', 'Fever Emergency'],
      ['Fever Emergency', 'Test Mission'],
      ['Avert Disaster', 'Fever Emergency'],
    ]);
  });

  it('should read ships: in orbit, empty, equipped, at their outpost, in orbit with yours (Ship Seizure)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .mission('p1', 'Test Mission')
      .facility('p2', 'Klingon Outpost', { at: 'Avert Disaster' })
      .ship('p1', 'U.S.S. Galaxy', { at: 'Avert Disaster' })
      .ship('p2', "I.K.C. K'Vort", { at: 'Avert Disaster' })
      .ship('p2', 'Runabout', { at: 'Test Mission' })
      .aboard('U.S.S. Galaxy', 'p1', ['Data'])
      .build();
    const filters: ReadonlyArray<CardFilter> = [
      { kind: 'inOrbit' },
      { kind: 'empty' },
      { kind: 'equipped', equipment: 'Tractor Beam' },
      { kind: 'atOwnersOutpost' },
      { kind: 'inOrbitWith', filter: { kind: 'equipped', equipment: 'Tractor Beam' } },
    ];
    // Act
    const found = filters.map((f) =>
      ['U.S.S. Galaxy', "I.K.C. K'Vort", 'Runabout'].filter((t) => read(f, s.id(t), s)),
    );
    // Assert
    expect(found).toEqual([
      ['U.S.S. Galaxy', "I.K.C. K'Vort"],
      ["I.K.C. K'Vort", 'Runabout'],
      ['U.S.S. Galaxy', "I.K.C. K'Vort"],
      ["I.K.C. K'Vort"],
      ["I.K.C. K'Vort"],
    ]);
  });

  it('should tell an Away Team member from a crew member (Rulebook 7.1 Move)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .ship('p2', "I.K.C. K'Vort", { at: 'Avert Disaster' })
      .aboard("I.K.C. K'Vort", 'p2', ['Kromm'])
      .aboard("I.K.C. K'Vort", 'p1', ['Worf'])
      .surface('Avert Disaster', 'p1', ['Data'])
      .build();
    // Act
    const found = ['Kromm', 'Worf', 'Data'].filter((t) => read({ kind: 'inAwayTeam' }, s.id(t), s));
    // Assert
    expect(found).toEqual(['Worf', 'Data']);
  });
  it('should read staffing icons and the mission icons of a ship\'s location ("with at least two staffing icons at a [S] mission")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Investigate Anomaly')
      .mission('p1', 'Avert Disaster')
      .ship('p1', 'U.S.S. Galaxy', { at: 'Investigate Anomaly' })
      .ship('p1', 'Runabout', { at: 'Avert Disaster' })
      .build();
    const filters: ReadonlyArray<CardFilter> = [
      { kind: 'staffingIcons', atLeast: 2 },
      { kind: 'atMission', icon: 'space' },
      { kind: 'atMission', icon: 'planet' },
    ];
    // Act
    const found = filters.map((f) => ['U.S.S. Galaxy', 'Runabout'].filter((t) => read(f, s.id(t), s)));
    // Assert
    expect(found).toEqual([['U.S.S. Galaxy'], ['U.S.S. Galaxy'], ['Runabout']]);
  });

  it('should read the mission card at a card\'s location ("At [CAR]": a card at a mission bearing the Cardassian icon)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Characterize Neutrino Emissions')
      .mission('p1', 'Avert Disaster')
      .ship('p1', 'U.S.S. Galaxy', { at: 'Characterize Neutrino Emissions' })
      .ship('p1', 'Runabout', { at: 'Avert Disaster' })
      .aboard('U.S.S. Galaxy', 'p1', ['Data'])
      .build();
    const filters: ReadonlyArray<CardFilter> = [
      { kind: 'atMissionMatching', filter: { kind: 'missionOf', affiliation: 'Cardassian' } },
      { kind: 'atMissionMatching', filter: { kind: 'missionType', missionType: 'planet' } },
    ];
    // Act
    const found = filters.map((f) =>
      ['U.S.S. Galaxy', 'Data', 'Runabout'].filter((t) => read(f, s.id(t), s)),
    );
    // Assert
    expect(found).toEqual([['U.S.S. Galaxy', 'Data'], ['Runabout']]);
  });

  it('should find a matching card present with it ("if with {Korris}": Rulebook 12.4 Present L1232, not itself)', () => {
    // Arrange: Data and Worf aboard the Runabout, Tasha Yar on the planet of Avert Disaster, Geordi La Forge alone on
    // Excavation
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .mission('p1', 'Excavation')
      .ship('p1', 'Runabout', { at: 'Avert Disaster' })
      .aboard('Runabout', 'p1', ['Data', 'Worf'])
      .surface('Avert Disaster', 'p1', ['Tasha Yar'])
      .surface('Excavation', 'p1', ['Geordi La Forge'])
      .build();
    const withWorf: CardFilter = { kind: 'presentWith', filter: { kind: 'title', title: 'Worf' } };
    // Act
    const found = ['Data', 'Worf', 'Tasha Yar', 'Geordi La Forge'].filter((t) => read(withWorf, s.id(t), s));
    // Assert
    expect(found).toEqual(['Data']);
  });

  it('should read the quadrant of a card\'s spaceline ("If in [GQ]": Rulebook "Mission Phase" L219, one spaceline per quadrant)', () => {
    // Arrange: Chart Stellar Cluster is a Gamma Quadrant mission, Avert Disaster an Alpha Quadrant one
    const s = scenario()
      .mission('p1', 'Chart Stellar Cluster')
      .mission('p1', 'Avert Disaster')
      .ship('p1', 'Runabout', { at: 'Chart Stellar Cluster' })
      .aboard('Runabout', 'p1', ['Data'])
      .surface('Avert Disaster', 'p1', ['Worf'])
      .hand('p1', ['Tasha Yar'])
      .build();
    const quadrants = ['Gamma', 'Alpha'] as const;
    // Act
    const found = quadrants.map((quadrant) =>
      ['Runabout', 'Data', 'Worf', 'Tasha Yar'].filter((t) =>
        read({ kind: 'inQuadrant', of: [quadrant] }, s.id(t), s),
      ),
    );
    // Assert
    expect(found).toEqual([['Runabout', 'Data'], ['Worf']]);
  });
});

// Helpers

const read = (filter: CardFilter, id: string, s: { game: Parameters<ReturnType<typeof matches>>[0] }) =>
  matches(filter, id, { player: 'p1', hasSkill })(s.game);

describe('matches unique', () => {
  it('should match a personnel, ship or facility not universal, and a card marked unique (Rulebook "Entering Play" L321; Raktajino: "a unique personnel")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .surface('Avert Disaster', 'p1', ['Data', 'Giusti'])
      .ship('p1', 'Runabout', { at: 'Avert Disaster' })
      .table('p1', ['Yellow Alert'])
      .build();
    // Act
    const found = ['Data', 'Giusti', 'Runabout', 'Yellow Alert'].filter((t) =>
      read({ kind: 'unique' }, s.id(t), s),
    );
    // Assert
    expect(found).toEqual(['Data']);
  });
});

describe('matches inStasis', () => {
  it('should match a card in stasis only (Rulebook 10.2.4 Stasis; Dead in Bed: "currently in stasis")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .surface('Avert Disaster', 'p1', ['Worf', 'Data'])
      .build();
    const game = setStatus(s.id('Worf'), 'stasis', true)(s.game);
    const context = { player: 'p1', hasSkill };
    // Act
    const [worf, data] = [s.id('Worf'), s.id('Data')].map((id) =>
      matches({ kind: 'inStasis' }, id, context)(game),
    );
    // Assert
    expect([worf, data]).toEqual([true, false]);
  });
});

describe('matches soongTypeAndroid and disabled', () => {
  it('should match the Soong-type androids by their printed lore, and the disabled cards only (Rulings "Soong-type android"; Rulebook 10.2.3)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .surface('Avert Disaster', 'p1', ['Data', 'Lore', 'Exocomp', 'Worf'])
      .modify('Worf', { disabled: true })
      .build();
    const titles = ['Data', 'Lore', 'Exocomp', 'Worf'];
    // Act
    const soongType = titles.map((t) => read({ kind: 'soongTypeAndroid' }, s.id(t), s));
    const disabled = titles.map((t) => read({ kind: 'disabled' }, s.id(t), s));
    // Assert
    expect(soongType).toEqual([true, true, false, false]);
    expect(disabled).toEqual([false, false, false, true]);
  });
});

describe('matches inSpace and inRegion', () => {
  it('should keep the ships not landed and the facilities but a headquarters, in the region named ("All ships and facilities in space in that region"; Rulebook 12.4, "Regions")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Study Badlands')
      .mission('p2', 'Evaluate Terraforming')
      .facility('p2', 'Central Command', { at: 'Evaluate Terraforming' })
      .facility('p1', 'Federation Outpost', { at: 'Study Badlands' })
      .ship('p1', 'Runabout', { at: 'Study Badlands' })
      .ship('p1', 'Shuttle Galileo', { at: 'Study Badlands' })
      .modify('Shuttle Galileo', { landed: true })
      .ship('p2', "I.K.C. K'Vort", { at: 'Evaluate Terraforming' })
      .aboard('Runabout', 'p1', ['Data'])
      .build();
    const cards = [
      'Central Command',
      'Federation Outpost',
      'Runabout',
      'Shuttle Galileo',
      "I.K.C. K'Vort",
      'Data',
    ];
    // Act
    const inSpace = cards.filter((t) => read({ kind: 'inSpace' }, s.id(t), s));
    const inBadlands = cards.filter((t) => read({ kind: 'inRegion', region: 'Badlands Region' }, s.id(t), s));
    // Assert
    expect(inSpace).toEqual(['Federation Outpost', 'Runabout', "I.K.C. K'Vort"]);
    expect(inBadlands).toEqual(['Federation Outpost', 'Runabout', 'Shuttle Galileo', 'Data']);
  });
});
