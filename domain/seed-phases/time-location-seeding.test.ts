import * as E from 'fp-ts/Either';
import * as Decisions from '../game/decisions';
import { checkInvariants } from '../game/invariants';
import { scenario } from '../game/scenario';
import { checkSeed, seedableTimeLocations } from './time-location-seeding';

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

// Helpers

const CAMP = 'Camp Khitomer';
const KHITOMER_RESEARCH = 'Khitomer Research';

const seeding = () => scenario({ phase: 'facility' }).place('p1', { kind: 'seedDeck', player: 'p1' }, [CAMP]);
