import * as O from 'fp-ts/Option';
import { blueprintOf } from '../core/game-state';
import * as Decisions from '../game/decisions';
import { scenario } from '../game/scenario';
import { isPlanetLocation } from '../orders/places';
import { areCorresponding, correspondingLocation, isNativeTo, isTimeLocation } from './time-locations';

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
