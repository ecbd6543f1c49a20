import * as O from 'fp-ts/Option';
import { scenario } from '../game/scenario';
import { affiliationSet } from './characteristic-modifiers';

describe('affiliationSet', () => {
  it('should give the affiliation the card in play sets to the personnel its filter matches, anyone\'s, and to no other (Rulebook "Characteristics", 12.11 S.A.M.; Lore\'s Fingernail)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .surface('Avert Disaster', 'p1', ['Data', 'Kurn'])
      .surface('Avert Disaster', 'p2', ['Exocomp'])
      .table('p1', ["Lore's Fingernail"])
      .build();
    // Act
    const set = ['Data', 'Exocomp', 'Kurn'].map((t) => affiliationSet(s.id(t))(s.game));
    // Assert
    expect(set).toEqual([O.some('Non-Aligned'), O.some('Non-Aligned'), O.none]);
  });

  it('should set nothing while no card in play sets an affiliation (Lore\'s Fingernail in hand: "While in play")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .surface('Avert Disaster', 'p1', ['Data'])
      .hand('p1', ["Lore's Fingernail"])
      .build();
    // Act
    const set = affiliationSet(s.id('Data'))(s.game);
    // Assert
    expect(set).toEqual(O.none);
  });
});
