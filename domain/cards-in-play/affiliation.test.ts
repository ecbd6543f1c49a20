import { loadCardDatabase } from '../../cards/database';
import { scenario } from '../game/scenario';
import { affiliationAs, affiliationOf, isSoongTypeAndroid } from './affiliation';

describe('isSoongTypeAndroid', () => {
  it('should keep androids whose lore says "Soong-type" or "created by Dr. Noonien Soong" (Rulings "Soong-type android")', () => {
    // Arrange
    const titles = [
      'Data',
      'Lore',
      'Lal',
      'Juliana Tainer',
      'Exocomp',
      'Commander Data',
      'Dr. Soong',
      'Worf',
    ];
    // Act
    const soongType = titles.map((t) => isSoongTypeAndroid(card(t)));
    // Assert
    expect(soongType).toEqual([true, true, true, true, false, false, false, false]);
  });
});

describe('affiliationOf', () => {
  it('should be the card\'s current affiliation with no card overriding it (Rulebook "Affiliation")', () => {
    // Arrange
    const s = onPlanet().build();
    // Act
    const affiliations = ['Data', 'Exocomp', 'Kurn'].map((t) => affiliationOf(s.id(t))(s.game));
    // Assert
    expect(affiliations).toEqual(['Federation', 'Federation', 'Klingon']);
  });

  it("should be Non-Aligned for Data and an Exocomp, anyone's, while Lore's Fingernail is in play (Lore's Fingernail)", () => {
    // Arrange
    const s = onPlanet().table('p2', ["Lore's Fingernail"]).build();
    // Act
    const affiliations = ['Data', 'Exocomp', 'Kurn'].map((t) => affiliationOf(s.id(t))(s.game));
    // Assert
    expect(affiliations).toEqual(['Non-Aligned', 'Non-Aligned', 'Klingon']);
  });

  it('should not be overridden by a Lore\'s Fingernail out of play, in hand (Lore\'s Fingernail: "While in play")', () => {
    // Arrange
    const s = onPlanet().hand('p1', ["Lore's Fingernail"]).build();
    // Act
    const affiliation = affiliationOf(s.id('Data'))(s.game);
    // Assert
    expect(affiliation).toBe('Federation');
  });
});

describe('affiliationAs', () => {
  it("should give the affiliation a card reports in, overridden the same way (Lore's Fingernail)", () => {
    // Arrange
    const s = onPlanet().table('p1', ["Lore's Fingernail"]).build();
    // Act
    const affiliations = [
      affiliationAs(s.id('Data'), 'Federation')(s.game),
      affiliationAs(s.id('Kurn'), 'Klingon')(s.game),
    ];
    // Assert
    expect(affiliations).toEqual(['Non-Aligned', 'Klingon']);
  });
});

// Helpers

const card = (title: string) => {
  const [first] = loadCardDatabase().byTitle(title);
  if (first === undefined) throw new Error(`no card ${title}`);
  return first;
};

const onPlanet = () =>
  scenario()
    .mission('p1', 'Avert Disaster')
    .surface('Avert Disaster', 'p1', ['Data', 'Exocomp'])
    .surface('Avert Disaster', 'p2', ['Kurn']);
