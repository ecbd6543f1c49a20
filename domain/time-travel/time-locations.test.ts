import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { blueprintOf } from '../core/game-state';
import * as Decisions from '../game/decisions';
import { checkInvariants } from '../game/invariants';
import { scenario } from '../game/scenario';
import { isPlanetLocation } from '../orders/places';
import {
  areCorresponding,
  checkSeed,
  correspondingLocation,
  isNativeTo,
  isTimeLocation,
  seedableTimeLocations,
} from './time-locations';

describe('checkSeed', () => {
  it('should let a time location seed in the facility phase once its corresponding mission is on the spaceline (Rulebook "Time Locations")', () => {
    // Arrange
    const s = seeding().mission('p1', KHITOMER_RESEARCH).build();
    // Act
    const checked = checkSeed('p1', s.id(CAMP))(s.game);
    const legal = Decisions.legalActions(s.game).filter((c) => c.type === 'card.seed');
    // Assert
    expect(E.isRight(checked)).toBe(true);
    expect(legal).toEqual([{ type: 'card.seed', player: 'p1', card: s.id(CAMP) }]);
  });

  it('should refuse it while its corresponding spaceline location is not in play (Rulebook "Time Locations"; Rulings "time location")', () => {
    // Arrange
    const s = seeding().mission('p1', 'Avert Disaster').build();
    // Act
    const checked = checkSeed('p1', s.id(CAMP))(s.game);
    // Assert
    expect(checked).toEqual(E.left(expect.objectContaining({ rule: 'Time Locations' })));
    expect(seedableTimeLocations('p1')(s.game)).toEqual([]);
  });

  it('should refuse a second copy anywhere in the game: time locations are not duplicatable (Rulebook "Entering Play")', () => {
    // Arrange
    const s = seeding()
      .mission('p1', KHITOMER_RESEARCH)
      .timeLocation('p2', { title: CAMP, label: 'theirs' })
      .build();
    // Act
    const checked = checkSeed('p1', s.ids(CAMP)[0] ?? '')(s.game);
    // Assert
    expect(E.isLeft(checked)).toBe(true);
    expect(seedableTimeLocations('p1')(s.game)).toEqual([]);
  });

  it('should refuse a time location whose text the engine does not declare (README: not implemented is refused)', () => {
    // Arrange
    const s = scenario({ phase: 'facility' })
      .mission('p1', 'Agricultural Assessment')
      .place('p1', { kind: 'seedDeck', player: 'p1' }, ["Sherman's Peak"])
      .build();
    // Act
    const checked = checkSeed('p1', s.id("Sherman's Peak"))(s.game);
    // Assert
    expect(checked).toEqual(E.left(expect.objectContaining({ rule: 'Time Locations' })));
  });
});

describe('seed', () => {
  it('should place the time location in play as a location of its own, on no spaceline (Rulebook "Time Locations")', () => {
    // Arrange
    const s = seeding().mission('p1', KHITOMER_RESEARCH).build();
    const before = s.game.spacelines;
    // Act
    const after = Decisions.apply({ type: 'card.seed', player: 'p1', card: s.id(CAMP) })(s.game);
    // Assert
    const camp = s.id(CAMP);
    expect(after.cards[camp]?.zone).toEqual({ kind: 'spaceline', location: camp });
    expect(after.locations[camp]).toEqual({
      id: camp,
      quadrant: 'Alpha',
      missions: [],
      completedBy: null,
      timeLocation: true,
    });
    expect(after.spacelines).toEqual(before);
    expect(checkInvariants(after)).toEqual([]);
  });
});

describe('correspondingLocation', () => {
  it('should pair Camp Khitomer with the location of Khitomer Research (Rulebook "Time Locations")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', KHITOMER_RESEARCH)
      .mission('p2', 'Avert Disaster')
      .timeLocation('p1', CAMP)
      .build();
    // Act
    const paired = correspondingLocation(s.id(CAMP))(s.game);
    // Assert
    expect(paired).toEqual(O.some(s.id(KHITOMER_RESEARCH)));
    expect(areCorresponding(s.id(CAMP), s.id(KHITOMER_RESEARCH))(s.game)).toBe(true);
    expect(areCorresponding(s.id(CAMP), s.id('Avert Disaster'))(s.game)).toBe(false);
    expect(isTimeLocation(s.id(CAMP))(s.game)).toBe(true);
    expect(isTimeLocation(s.id(KHITOMER_RESEARCH))(s.game)).toBe(false);
  });
});

describe('isNativeTo', () => {
  it('should read "Native to this timeline: all cards with both [Films] and [AU] icon" (Rulebook "Reporting for Duty")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', KHITOMER_RESEARCH)
      .timeLocation('p1', CAMP)
      .hand('p1', ['Ensign Tuvok', 'Tuvok'])
      .build();
    const native = (title: string) => isNativeTo(s.id(CAMP))(blueprintOf(s.id(title))(s.game))(s.game);
    // Act, Assert
    expect(native('Ensign Tuvok')).toBe(true);
    expect(native('Tuvok')).toBe(false);
  });

  it('should make a [P] time location a planet to report, beam and walk to (Rulebook "Reporting for Duty")', () => {
    // Arrange
    const s = scenario().mission('p1', KHITOMER_RESEARCH).timeLocation('p1', CAMP).build();
    // Act
    const planet = isPlanetLocation(s.id(CAMP))(s.game);
    // Assert
    expect(planet).toBe(true);
  });
});

describe('a time location in play', () => {
  it('should let your personnel beam between your ship there and its planet (Rulebook 7.1.1 Beam, "Time Locations")', () => {
    // Arrange
    const s = scenario({ pending: { player: 'p1', decision: 'turn.act' } })
      .mission('p1', KHITOMER_RESEARCH)
      .timeLocation('p1', CAMP)
      .ship('p1', 'I.K.S. Amar', { at: CAMP })
      .aboard('I.K.S. Amar', 'p1', ['Karnog'])
      .build();
    const down = {
      type: 'card.beam',
      player: 'p1',
      card: s.id('Karnog'),
      from: s.id('I.K.S. Amar'),
      to: s.id(CAMP),
    } as const;
    // Act
    const listed = Decisions.legalActions(s.game).filter((c) => c.type === 'card.beam');
    const after = Decisions.apply(down)(s.game);
    // Assert
    expect(listed).toEqual([down]);
    expect(after.cards[s.id('Karnog')]?.zone).toEqual({ kind: 'planetSurface', location: s.id(CAMP) });
  });
});

// Helpers

const CAMP = 'Camp Khitomer';
const KHITOMER_RESEARCH = 'Khitomer Research';

const seeding = () => scenario({ phase: 'facility' }).place('p1', { kind: 'seedDeck', player: 'p1' }, [CAMP]);
