import {
  allOf,
  icon,
  moreSkill,
  not,
  odd,
  onPlanet,
  shipAttributeAtMost,
  withTeam,
  yourHand,
} from '../../cards/language/build-dilemmas';
import { scenario } from '../game/scenario';
import { planet } from './encounter-test-support';
import { holds, matches, poolOf } from './filters';

describe('matches', () => {
  it('should match a card by a printed icon, as "[Holo] personnel" and "[Def] Borg" describe them (Rulebook "Icons")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Catalog Phenomena')
      .surface('Catalog Phenomena', 'p1', ['Four of Eleven', 'Six of Eleven', 'Paul Rice'])
      .build();
    const [four, six, paul] = [s.id('Four of Eleven'), s.id('Six of Eleven'), s.id('Paul Rice')];
    // Act
    const def = [four, six, paul].map((id) => matches(icon('Def'), id)(s.game));
    const holo = [four, six, paul].map((id) => matches(allOf(icon('Holo'), not(icon('Def'))), id)(s.game));
    // Assert
    expect(def).toEqual([true, false, false]);
    expect(holo).toEqual([false, false, true]);
  });
});

describe('matches (odd)', () => {
  it('should match a personnel whose CUNNING is odd (Hunter Gangs: "killed if odd")', () => {
    // Arrange: Deanna Troi CUNNING 7, Data 12
    const { game, id } = planet(['Deanna Troi', 'Data']);
    // Act
    const results = ['Deanna Troi', 'Data'].map((t) => matches(odd('CUNNING'), id(t))(game));
    // Assert
    expect(results).toEqual([true, false]);
  });
});

describe('matches (onPlanet)', () => {
  it('should match a card on the planet surface, not one aboard (Portal Guard: "beam up or die")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Excavation')
      .surface('Excavation', 'p1', ['Data'])
      .ship('p1', 'Runabout', { at: 'Excavation' })
      .aboard('Runabout', 'p1', ['Worf'])
      .build();
    // Act
    const results = ['Data', 'Worf', 'Runabout'].map((t) => matches(onPlanet, s.id(t))(s.game));
    // Assert
    expect(results).toEqual([true, false, false]);
  });
});

describe('holds', () => {
  it('should compare the skill levels of the team for "Greed>Honor" (Worshiper; Rulebook "Using Skills")', () => {
    // Arrange: Lisa Azar and Dr. Farek have Greed, Tasha Yar has Honor
    const greedy = planet(['Lisa Azar', 'Dr. Farek', 'Tasha Yar']);
    const even = planet(['Lisa Azar', 'Tasha Yar']);
    // Act
    const results = [greedy, even].map(({ game, encounter }) =>
      holds(moreSkill('Greed', 'Honor'), encounter)(game),
    );
    // Assert
    expect(results).toEqual([true, false]);
  });

  it('should hold when the dilemma\'s ship\'s attribute after modifiers is at most the value (Birth of "Junior": "if reduced to 0")', () => {
    // Arrange: the U.S.S. Galaxy's RANGE is 8
    const s = scenario()
      .mission('p1', 'Excavation')
      .ship('p1', 'U.S.S. Galaxy', { at: 'Excavation' })
      .build();
    const { encounter } = planet([]);
    const onShip = { ...encounter, ship: s.id('U.S.S. Galaxy') };
    // Act
    const results = [8, 7].map((value) => holds(shipAttributeAtMost('RANGE', value), onShip)(s.game));
    const atPlanet = holds(shipAttributeAtMost('RANGE', 8), encounter)(s.game);
    // Assert
    expect(results).toEqual([true, false]);
    expect(atPlanet).toBe(false);
  });
});

describe('poolOf', () => {
  it('should name the cards but personnel with the team, and the hand, of the encountering player (The Gatherers)', () => {
    // Arrange
    const { game, encounter, id } = planet(['Data', 'Tricorder']);
    // Act
    const withTheTeam = poolOf(withTeam, encounter)(game);
    const hand = poolOf(yourHand, encounter)(game);
    // Assert
    expect(withTheTeam).toEqual([id('Tricorder')]);
    expect(hand).toEqual([]);
  });
});
