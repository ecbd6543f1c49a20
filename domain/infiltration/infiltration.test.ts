import { getCard } from '../core/game-state';
import { scenario } from '../game/scenario';
import {
  beginInfiltrating,
  expose,
  infiltrationAffiliations,
  isInfiltrating,
  isPlaying,
} from './infiltration';

describe('infiltrationAffiliations', () => {
  it('should read the affiliations of the infiltration icons, not a faction (Rulebook "Infiltration")', () => {
    // Arrange: Kell (Engage) has <Fed><Kli>; Tuvok (The Maquis) the Maquis faction <Maq>; Data none
    const s = scenario().hand('p1', ['Kell (Engage)', 'Tuvok (The Maquis)', 'Data']).build();
    // Act
    const read = ['Kell (Engage)', 'Tuvok (The Maquis)', 'Data'].map((t) =>
      infiltrationAffiliations(s.id(t))(s.game),
    );
    // Assert
    expect(read).toEqual([['Federation', 'Klingon'], [], []]);
  });
});

describe('isPlaying', () => {
  it('should read a personnel, ship or facility of the affiliation in play (Rulebook "Infiltration": "playing that affiliation")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .ship('p2', "I.K.C. K'Vort", { at: 'Avert Disaster' })
      .hand('p2', ['Data'])
      .build();
    // Act
    const playing = ['Klingon', 'Federation'].map((a) => isPlaying('p2', a)(s.game));
    // Assert
    expect(playing).toEqual([true, false]);
  });
});

describe('expose', () => {
  it('should revert an infiltrator to its own affiliation and mark it exposed (Rulebook 7.9.1 Exposure)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .surface('Avert Disaster', 'p1', ['Kira Founder'])
      .build();
    const id = s.id('Kira Founder');
    const infiltrating = beginInfiltrating(id, 'p2', 'Bajoran', 'Dominion')(s.game);
    // Act
    const after = expose(id, 'test')(infiltrating);
    // Assert
    expect([isInfiltrating(id)(infiltrating), isInfiltrating(id)(after)]).toEqual([true, false]);
    expect([getCard(id)(infiltrating).affiliation, getCard(id)(after).affiliation]).toEqual([
      'Bajoran',
      'Dominion',
    ]);
    expect(expose(id, 'again')(after)).toBe(after);
  });
});
