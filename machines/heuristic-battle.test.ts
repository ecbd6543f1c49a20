import type * as Battle from '../battle';
import { scenario } from '../domain/scenario';
import { attackLooksGood, battleAnswer } from './heuristic-battle';

describe('attackLooksGood', () => {
  it('should attack an Away Team only with half again its STRENGTH (Rulebook 7.4 personnel battle, stage 5)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Excavation')
      .surface('Excavation', 'p1', ['Kurn', 'Gowron', 'Kromm'])
      .surface('Excavation', 'p2', ['Jean-Luc Picard'])
      .build();
    const attack = (attackers: ReadonlyArray<string>): Battle.InitiateCommand => ({
      type: 'battle.initiate',
      player: 'p1',
      kind: 'personnel',
      place: { kind: 'planetSurface', location: s.id('Excavation') },
      attackers: attackers.map(s.id),
      defenders: [s.id('Jean-Luc Picard')],
    });
    // Act & Assert
    expect(attackLooksGood(attack(['Kurn', 'Gowron', 'Kromm']), s.game)).toBe(true);
    expect(attackLooksGood(attack(['Kromm']), s.game)).toBe(false);
  });
});

describe('battleAnswer', () => {
  it('should strike as hard as allowed and leave other decisions alone', () => {
    // Arrange
    const strikes: ReadonlyArray<Battle.StrikeCommand> = (['spare', 'stun', 'mortallyWound'] as const).map(
      (strike) => ({ type: 'battle.strike', player: 'p1', strike }),
    );
    const { game } = scenario().build();
    // Act & Assert
    expect(battleAnswer(strikes, game)).toEqual(strikes[2]);
    expect(battleAnswer([{ type: 'turn.end', player: 'p1' }], game)).toBeNull();
  });
});
