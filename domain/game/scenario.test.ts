import { type CardInstance, cardsIn, getCard } from '../core/game-state';
import { checkInvariants } from './invariants';
import { scenario } from './scenario';

describe('scenario', () => {
  it('should build the worked example: outpost at a mission, ship docked, crew aboard, a card in hand', () => {
    // Arrange & Act
    const s = scenario({ active: 'p1' })
      .mission('p1', 'Excavation')
      .facility('p1', 'Federation Outpost', { at: 'Excavation' })
      .ship('p1', 'U.S.S. Enterprise', { dockedAt: 'Federation Outpost' })
      .aboard('U.S.S. Enterprise', 'p1', ['Jean-Luc Picard', 'Data'])
      .hand('p1', ['Tricorder'])
      .build();
    // Assert
    const excavation = s.id('Excavation');
    expect(s.game.spacelines.Alpha).toEqual([excavation]);
    expect(zoneOf(s.game.cards[s.id('Federation Outpost')])).toEqual({
      kind: 'atLocation',
      location: excavation,
    });
    expect(zoneOf(s.game.cards[s.id('U.S.S. Enterprise')])).toEqual({
      kind: 'docked',
      facility: s.id('Federation Outpost'),
    });
    expect(cardsIn({ kind: 'aboard', carrier: s.id('U.S.S. Enterprise') })(s.game)).toEqual([
      s.id('Jean-Luc Picard'),
      s.id('Data'),
    ]);
    expect(cardsIn({ kind: 'hand', player: 'p1' })(s.game)).toEqual([s.id('Tricorder')]);
    expect(checkInvariants(s.game)).toEqual([]);
  });

  it('should set the phase, active player and turn, play phase by default', () => {
    // Arrange & Act
    const play = scenario({ active: 'p2', turn: 4 }).build().game;
    const seeding = scenario({ phase: 'mission' }).build().game;
    // Assert
    expect([play.phase, play.turn.active, play.turn.number, play.pending]).toEqual(['play', 'p2', 4, null]);
    expect(seeding.pending).toEqual({ player: 'p1', decision: 'mission.place' });
  });

  it('should place missions left to right per quadrant and start a new spaceline per quadrant (Rulebook "Mission Phase")', () => {
    // Arrange & Act
    const s = scenario()
      .mission('p1', 'Excavation')
      .mission('p2', 'Aftermath')
      .mission('p2', 'Relief Mission')
      .build();
    // Assert
    expect(s.game.spacelines.Alpha).toEqual([s.id('Excavation'), s.id('Relief Mission')]);
    expect(s.game.spacelines.Delta).toEqual([s.id('Aftermath')]);
  });

  it('should make a second copy of a location a shared mission (Rulebook "Mission Phase")', () => {
    // Arrange & Act
    const s = scenario().mission('p1', 'Aftermath').mission('p2', 'Aftermath II').build();
    // Assert
    expect(s.game.spacelines.Delta).toEqual([s.id('Aftermath')]);
    expect(s.game.locations[s.id('Aftermath')]?.missions).toEqual([s.id('Aftermath'), s.id('Aftermath II')]);
  });

  it('should list seed cards in encounter order, the first at the bottom (Rulebook "Dilemma Phase")', () => {
    // Arrange & Act
    const s = scenario()
      .mission('p1', 'Excavation')
      .seed('Excavation', 'p2', ['Armus - Skin of Evil', 'Sarek'])
      .build();
    // Assert
    const under = cardsIn({ kind: 'underMission', location: s.id('Excavation') })(s.game);
    expect(under).toEqual([s.id('Sarek'), s.id('Armus - Skin of Evil')]);
    expect(getCard(s.id('Sarek'))(s.game)).toMatchObject({ seededBy: 'p2', owner: 'p2', faceUp: false });
  });

  it('should keep the draw deck in the given order, top first', () => {
    // Arrange & Act
    const s = scenario().drawDeck('p1', ['Data', 'Tricorder', 'Jean-Luc Picard']).build();
    // Assert
    expect(cardsIn({ kind: 'drawDeck', player: 'p1' })(s.game)).toEqual([
      s.id('Data'),
      s.id('Tricorder'),
      s.id('Jean-Luc Picard'),
    ]);
  });

  it('should put personnel on a planet surface and ships in space at a location', () => {
    // Arrange & Act
    const s = scenario()
      .mission('p1', 'Excavation')
      .surface('Excavation', 'p1', ['Data'])
      .ship('p2', 'U.S.S. Enterprise', { at: 'Excavation' })
      .build();
    // Assert
    const location = s.id('Excavation');
    expect(cardsIn({ kind: 'planetSurface', location })(s.game)).toEqual([s.id('Data')]);
    expect(cardsIn({ kind: 'atLocation', location })(s.game)).toEqual([s.id('U.S.S. Enterprise')]);
  });

  it('should tell copies apart by label and refuse an ambiguous title', () => {
    // Arrange & Act
    const s = scenario()
      .hand('p1', [
        { title: 'Tricorder', label: 'first' },
        { title: 'Tricorder', label: 'second' },
      ])
      .build();
    // Assert
    expect([s.id('first'), s.id('second')]).toEqual(s.ids('Tricorder'));
    expect(() => s.id('Tricorder')).toThrow('give them labels');
  });

  it('should use the given printing when a blueprint id is named', () => {
    // Arrange & Act
    const s = scenario()
      .hand('p1', [{ title: 'Federation Outpost', blueprint: 'premiere/federationoutpost' }])
      .build();
    // Assert
    expect(getCard(s.id('Federation Outpost'))(s.game).blueprint).toBe('premiere/federationoutpost');
  });

  it('should name an unknown title and suggest close ones', () => {
    // Arrange
    const builder = scenario();
    // Act & Assert
    expect(() => builder.hand('p1', ['Jean Luc Picard'])).toThrow(
      /no card titled "Jean Luc Picard"; did you mean .*"Jean-Luc Picard"/,
    );
  });

  it('should refuse a card of the wrong type where a ship or facility is expected', () => {
    // Arrange
    const builder = scenario().mission('p1', 'Excavation');
    // Act & Assert
    expect(() => builder.ship('p1', 'Data', { at: 'Excavation' })).toThrow('Data is a Personnel, not a Ship');
  });

  it('should add sites to a station\'s line left to right, played on it, owned by who added them (Rulebook "Sites")', () => {
    // Arrange & Act
    const s = scenario()
      .mission('p2', 'Verify Evidence')
      .facility('p2', 'Nor', { at: 'Verify Evidence' })
      .site('p1', 'Ops', { on: 'Nor' })
      .site('p2', 'Infirmary', { on: 'Nor' })
      .build();
    // Assert
    expect(cardsIn({ kind: 'playedOn', host: s.id('Nor') })(s.game)).toEqual([
      s.id('Ops'),
      s.id('Infirmary'),
    ]);
    expect(getCard(s.id('Ops'))(s.game).owner).toBe('p1');
  });

  it('should modify a placed card without moving it', () => {
    // Arrange & Act
    const s = scenario().hand('p1', ['Data']).modify('Data', { stopped: true }).build();
    // Assert
    expect(getCard(s.id('Data'))(s.game)).toMatchObject({
      stopped: true,
      zone: { kind: 'hand', player: 'p1' },
    });
  });

  it('should leave earlier builders unchanged (each step is pure)', () => {
    // Arrange
    const base = scenario().hand('p1', ['Data']);
    // Act
    base.hand('p1', ['Tricorder']);
    // Assert
    expect(cardsIn({ kind: 'hand', player: 'p1' })(base.build().game)).toHaveLength(1);
  });
});

// Helpers

const zoneOf = (card: CardInstance | undefined) => card?.zone;
