// Rulebook "Carried ships" (Engage Shuttle Operations) and Current Rulings 2000-06-26 "carried ships": "Personnel aboard
// a carried ship are also part of the crew of the carrying ship, or are considered intruders if the carrying ship is
// controlled by a different player." A personnel battle is fought at one place: aboard the carried ship, or aboard
// its carrier.
import * as E from 'fp-ts/Either';
import { scenario } from '../game/scenario';
import type { PersonnelInitiateCommand } from './battle-model';
import { checkInitiate, initiateCandidates } from './initiation';

describe('initiateCandidates', () => {
  it('should offer intruders aboard a ship carried by an opponent\'s ship an attack on the crew there, and accept it (Rulebook 7.4 Initiation, "Carried ships")', () => {
    // Arrange: Kurn has boarded the shuttle carried by p2's Enterprise, where Picard is
    const s = scenario()
      .mission('p1', 'Evaluate Terraforming')
      .ship('p2', 'U.S.S. Enterprise', { at: 'Evaluate Terraforming' })
      .ship('p2', 'Type VI Shuttlecraft', { carriedBy: 'U.S.S. Enterprise' })
      .aboard('Type VI Shuttlecraft', 'p2', ['Jean-Luc Picard'])
      .aboard('Type VI Shuttlecraft', 'p1', ['Kurn'])
      .build();
    const command = attack(s.id('Type VI Shuttlecraft'), [s.id('Kurn')], [s.id('Jean-Luc Picard')]);
    // Act
    const offered = initiateCandidates('p1')(s.game);
    // Assert
    expect(offered).toEqual([command]);
    expect(checkInitiate(command)(s.game)).toEqual(E.right(undefined));
  });

  it('should offer a carrying ship\'s crew an attack on intruders aboard with its members aboard that ship only, each offer accepted (Rulebook 7.4 Initiation, "Carried ships")', () => {
    // Arrange: Kurn is aboard the Vor'Cha with the intruder Picard; Kromm, of the same crew, aboard the shuttle it carries
    const s = scenario()
      .mission('p1', 'Evaluate Terraforming')
      .ship('p1', "I.K.C. Vor'Cha", { at: 'Evaluate Terraforming' })
      .ship('p1', 'Type VI Shuttlecraft', { carriedBy: "I.K.C. Vor'Cha" })
      .aboard("I.K.C. Vor'Cha", 'p1', ['Kurn'])
      .aboard('Type VI Shuttlecraft', 'p1', ['Kromm'])
      .aboard("I.K.C. Vor'Cha", 'p2', ['Jean-Luc Picard'])
      .build();
    const withShuttleCrew = attack(
      s.id("I.K.C. Vor'Cha"),
      [s.id('Kurn'), s.id('Kromm')],
      [s.id('Jean-Luc Picard')],
    );
    // Act
    const offered = initiateCandidates('p1')(s.game);
    const refused = checkInitiate(withShuttleCrew)(s.game);
    // Assert
    expect(offered).toEqual([attack(s.id("I.K.C. Vor'Cha"), [s.id('Kurn')], [s.id('Jean-Luc Picard')])]);
    expect(offered.every((c) => E.isRight(checkInitiate(c)(s.game)))).toBe(true);
    expect(E.isLeft(refused) && refused.left.rule).toBe('7.4 Battle');
  });
});

// Helpers

const attack = (
  carrier: string,
  attackers: ReadonlyArray<string>,
  defenders: ReadonlyArray<string>,
): PersonnelInitiateCommand => ({
  type: 'battle.initiate',
  player: 'p1',
  kind: 'personnel',
  place: { kind: 'aboard', carrier },
  attackers,
  defenders,
});
