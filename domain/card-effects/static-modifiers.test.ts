import { loadCardDatabase } from '../../cards/database';
import { setStatus } from '../cards-in-play/presence';
import { hasSkill } from '../cards-in-play/skills';
import { addCard, updateCard } from '../core/game-state';
import { scenario } from '../game/scenario';
import { arePresent, holds, staticModifiers } from './static-modifiers';

describe('staticModifiers', () => {
  it('should give one modifier per declared card reaching the target, named by its source (Rulebook 12.11)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .surface('Avert Disaster', 'p1', ['Worf', 'Federation PADD', 'Medical Kit'])
      .build();
    // Act
    const cunning = staticModifiers(s.id('Worf'), { kind: 'attribute', name: 'CUNNING' }, hasSkill)(s.game);
    const medical = staticModifiers(s.id('Worf'), { kind: 'skill', name: 'MEDICAL' }, hasSkill)(s.game);
    // Assert
    expect(cunning).toEqual([
      {
        target: s.id('Worf'),
        value: { kind: 'attribute', name: 'CUNNING' },
        op: 'add',
        amount: 2,
        source: s.id('Federation PADD'),
        sourceTitle: 'Federation PADD',
        cumulative: true,
      },
    ]);
    expect(medical).toEqual([]);
  });

  it('should give nothing from a source in stasis (Rulebook 10.2.4 Stasis: "may not be used in any way")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .surface('Avert Disaster', 'p1', ['Worf', 'Federation PADD'])
      .build();
    const game = setStatus(s.id('Federation PADD'), 'stasis', true)(s.game);
    // Act
    const modifiers = staticModifiers(s.id('Worf'), { kind: 'attribute', name: 'CUNNING' }, hasSkill)(game);
    // Assert
    expect(modifiers).toEqual([]);
  });
});

describe('arePresent', () => {
  it('should tell crews of one ship present and a crew and an Away Team apart (Rulebook 12.4 Present)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .ship('p1', 'U.S.S. Galaxy', { at: 'Avert Disaster' })
      .aboard('U.S.S. Galaxy', 'p1', ['Worf', 'Data'])
      .surface('Avert Disaster', 'p1', ['Tasha Yar'])
      .build();
    // Act
    const [crew, apart] = [
      arePresent(s.id('Worf'), s.id('Data'))(s.game),
      arePresent(s.id('Worf'), s.id('Tasha Yar'))(s.game),
    ];
    // Assert
    expect([crew, apart]).toEqual([true, false]);
  });
});

describe('staticModifiers (timed)', () => {
  it('should give a modifier "until end of turn" only during the turn its card entered play (Rulebook 12.2)', () => {
    // Arrange
    const s = scenario({ turn: 4 })
      .mission('p1', 'Avert Disaster')
      .ship('p2', 'Runabout', { at: 'Avert Disaster' })
      .build();
    const [blueprint] = loadCardDatabase().byTitle('Loss of Orbital Stability');
    if (blueprint === undefined) throw new Error('no card');
    const [card, added] = addCard('p1', blueprint, { kind: 'playedOn', host: s.id('Runabout') })(s.game);
    const game = updateCard(card, (c) => ({ ...c, enteredOnTurn: 4 }))(added);
    const next = { ...game, turn: { ...game.turn, number: 5 } };
    const range = { kind: 'attribute', name: 'RANGE' } as const;
    // Act
    const [now, later] = [
      staticModifiers(s.id('Runabout'), range, hasSkill)(game),
      staticModifiers(s.id('Runabout'), range, hasSkill)(next),
    ];
    // Assert
    expect(now.map((m) => [m.op, m.amount])).toEqual([['set', 0]]);
    expect(later).toEqual([]);
  });
});

describe('staticModifiers reach yourPersonnel', () => {
  it('should reach every personnel of the source\'s controller wherever they are, and no one else\'s (Yellow Alert: "all your Personnel")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .table('p1', ['Yellow Alert'])
      .ship('p1', 'U.S.S. Galaxy', { at: 'Avert Disaster' })
      .aboard('U.S.S. Galaxy', 'p1', ['Data', 'Tricorder'])
      .surface('Avert Disaster', 'p1', ['Worf'])
      .surface('Avert Disaster', 'p2', ['Tomalak'])
      .build();
    const cunning = (title: string) =>
      staticModifiers(
        s.id(title),
        { kind: 'attribute', name: 'CUNNING' },
        hasSkill,
      )(s.game).map((m) => [m.sourceTitle, m.amount]);
    // Act
    const [data, worf, tomalak, tricorder, galaxy] = [
      'Data',
      'Worf',
      'Tomalak',
      'Tricorder',
      'U.S.S. Galaxy',
    ].map(cunning);
    // Assert
    expect([data, worf]).toEqual([[['Yellow Alert', 1]], [['Yellow Alert', 1]]]);
    expect([tomalak, tricorder, galaxy]).toEqual([[], [], []]);
  });
});

describe('staticModifiers reach carrierAboard', () => {
  it('should reach the ship or facility the source is aboard when it matches the filter (Plasmadyne Relay: "on a station or outpost")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .facility('p1', 'Federation Outpost', { at: 'Avert Disaster' })
      .aboard('Federation Outpost', 'p1', ['Plasmadyne Relay', 'Data'])
      .ship('p1', 'U.S.S. Galaxy', { at: 'Avert Disaster' })
      .build();
    const shields = (title: string) =>
      staticModifiers(
        s.id(title),
        { kind: 'attribute', name: 'SHIELDS' },
        hasSkill,
      )(s.game).map((m) => m.amount);
    // Act
    const [outpost, ship] = [shields('Federation Outpost'), shields('U.S.S. Galaxy')];
    // Assert
    expect([outpost, ship]).toEqual([[4], []]);
  });
});

describe('staticModifiers reach atSameLocation', () => {
  it('should reach the matching cards anywhere at the source\'s spaceline location, and none elsewhere (Admiral Hayes; Rulebook 12.4 "Here")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .mission('p1', 'Test Mission')
      .surface('Avert Disaster', 'p1', ['Admiral Hayes'])
      .ship('p1', { title: 'U.S.S. Galaxy', label: 'here' }, { at: 'Avert Disaster' })
      .ship('p1', { title: 'U.S.S. Galaxy', label: 'there' }, { at: 'Test Mission' })
      .build();
    const weapons = (ref: string) =>
      staticModifiers(
        s.id(ref),
        { kind: 'attribute', name: 'WEAPONS' },
        hasSkill,
      )(s.game).map((m) => m.amount);
    // Act
    const [here, there] = [weapons('here'), weapons('there')];
    // Assert
    expect([here, there]).toEqual([[1], []]);
  });
});

describe('staticModifiers reach othersAtSameLocation', () => {
  it('should reach the matching cards anywhere at the source\'s spaceline location but the source itself (Ro Laren (Blaze of Glory): "Your other [Maq] personnel here"; Rulebook 12.4 "Here")', () => {
    // Arrange: Ro Laren (Blaze of Glory) on the planet, Riker Wil aboard a Runabout there, both [Maq]
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .surface('Avert Disaster', 'p1', ['Ro Laren (Blaze of Glory)'])
      .ship('p1', 'Runabout', { at: 'Avert Disaster' })
      .aboard('Runabout', 'p1', ['Riker Wil'])
      .build();
    const cunning = (ref: string) =>
      staticModifiers(
        s.id(ref),
        { kind: 'attribute', name: 'CUNNING' },
        hasSkill,
      )(s.game).map((m) => m.amount);
    // Act
    const [other, itself] = [cunning('Riker Wil'), cunning('Ro Laren (Blaze of Glory)')];
    // Assert
    expect([other, itself]).toEqual([[2], []]);
  });
});

describe('staticModifiers condition inPlay', () => {
  it('should hold while a matching card is in play anywhere, anyone\'s (Ira Graves: "if {Kareen Brianon} in play")', () => {
    // Arrange
    const base = scenario().mission('p1', 'Avert Disaster').surface('Avert Disaster', 'p1', ['Ira Graves']);
    const without = base.hand('p2', ['Kareen Brianon']).build();
    const withHer = scenario()
      .mission('p1', 'Avert Disaster')
      .surface('Avert Disaster', 'p1', ['Ira Graves'])
      .surface('Avert Disaster', 'p2', ['Kareen Brianon'])
      .build();
    const biology = (s: typeof without) =>
      staticModifiers(s.id('Ira Graves'), { kind: 'skill', name: 'Biology' }, hasSkill)(s.game).length;
    // Act
    const [absent, present] = [biology(without), biology(withHer)];
    // Assert
    expect([absent, present]).toEqual([0, 1]);
  });
});

describe('holds (is)', () => {
  it('should hold for a card at the spaceline location of a matching mission only (Queen\'s Borg Cube: "at {Earth}")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .mission('p2', 'Excavation')
      .ship('p1', 'Runabout', { at: 'Avert Disaster' })
      .ship('p2', 'Runabout', { at: 'Excavation' })
      .build();
    const [here, there] = s.ids('Runabout');
    const atAvertDisaster = {
      kind: 'is',
      filter: { kind: 'atMissionMatching', filter: { kind: 'title', title: 'Avert Disaster' } },
    } as const;
    // Act
    const results = [here, there].map((id) =>
      holds(atAvertDisaster, id as string, { player: 'p1', hasSkill }, s.game),
    );
    // Assert
    expect(results).toEqual([true, false]);
  });
});
