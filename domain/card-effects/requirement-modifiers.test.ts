import { scenario } from '../game/scenario';
import { requirementsFor } from './requirement-modifiers';

describe('requirementsFor', () => {
  it('should add the requirement of a card present with a member of the team, once per title (Rulebook 7.2, 12.4 "Present", 12.9; 100 Tribbles: "Where present, mission attempts require 2 Leadership")', () => {
    // Arrange: two copies of 100 Tribbles with the team, 10,000 Tribbles aboard a ship in orbit
    const s = scenario()
      .mission('p1', 'Excavation')
      .surface('Excavation', 'p1', [
        'Baran',
        { title: '100 Tribbles - Bonus', label: 'one' },
        { title: '100 Tribbles - Poison', label: 'two' },
      ])
      .ship('p2', "I.K.C. K'Vort", { at: 'Excavation' })
      .aboard("I.K.C. K'Vort", 'p2', ['10,000 Tribbles - Go', 'Kurn'])
      .build();
    // Act
    const [onPlanet, aboard] = [requirementsFor([s.id('Baran')]), requirementsFor([s.id('Kurn')])].map(
      (asked) => asked(s.game),
    );
    // Assert
    expect(onPlanet).toEqual([{ kind: 'skill', skill: 'Leadership', count: 2 }]);
    expect(aboard).toEqual([{ kind: 'skill', skill: 'Exobiology', count: 2 }]);
  });
});
