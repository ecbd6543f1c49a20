import { put } from '../../cards/effects/play-test-support';
import { leavePlay } from '../cards-in-play/leave-play';
import { scenario } from '../game/scenario';
import { controlShipAndCrewThisTurn, returnControl } from './control';

const mercenaries = () =>
  scenario()
    .mission('p1', 'Test Mission')
    .ship('p2', 'Mercenary Ship', { at: 'Test Mission' })
    .aboard('Mercenary Ship', 'p2', ['Vash', 'Data'])
    .build();

const twoSecurity = { skill: 'SECURITY', count: 2 };

describe('controlShipAndCrewThisTurn', () => {
  it('should give the player the ship and the cards of its crew aboard (Rulebook 12.3 Control)', () => {
    // Arrange
    const s = mercenaries();
    const ship = s.id('Mercenary Ship');
    // Act
    const after = controlShipAndCrewThisTurn(ship, twoSecurity, 'p1')(s.game);
    // Assert
    expect([ship, s.id('Vash'), s.id('Data')].map((id) => after.cards[id]?.controller)).toEqual([
      'p1',
      'p1',
      'p1',
    ]);
  });

  it('should leave the ship to its controller when the crew able to act has the skill (Neural Servo Device: "Unless 2 SECURITY aboard")', () => {
    // Arrange
    const s = mercenaries();
    const ship = s.id('Mercenary Ship');
    // Act
    const after = controlShipAndCrewThisTurn(ship, { skill: 'Computer Skill', count: 1 }, 'p1')(s.game);
    // Assert
    expect(after.cards[ship]?.controller).toBe('p2');
    expect(after.chronicle.at(-1)?.text).toContain('resists');
  });
});

describe('returnControl', () => {
  it("should give back each card still in play at the end of the turn, a card that left play staying its owner's", () => {
    // Arrange
    const s = mercenaries();
    const ship = s.id('Mercenary Ship');
    const taken = controlShipAndCrewThisTurn(ship, twoSecurity, 'p1')(s.game);
    const [, withOther] = put(taken, 'p1', 'Worf', { kind: 'aboard', carrier: ship });
    const lost = leavePlay(s.id('Data'), 'discard')(withOther);
    // Act
    const after = returnControl(lost);
    // Assert
    expect(after.cards[ship]?.controller).toBe('p2');
    expect(after.cards[s.id('Vash')]?.controller).toBe('p2');
    expect(after.cards[s.id('Data')]?.zone).toEqual({ kind: 'discard', player: 'p2' });
    expect(Object.values(after.cards).find((c) => c.owner === 'p1')?.controller).toBe('p1');
  });
});
