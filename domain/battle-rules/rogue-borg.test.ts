import * as O from 'fp-ts/Option';
import { onTurn } from '../../cards/effects/play-test-support';
import { updateCard } from '../core/game-state';
import {
  battleNow,
  dueAttack,
  isCrewEliminatedByRogueBorgOf,
  isRogueBorg,
  shipWithBattleDue,
} from './rogue-borg';
import { SELF_CONTROLLED } from './self-controlled';

describe('isRogueBorg', () => {
  it('should hold for a self-controlled Rogue Borg Mercenaries only (Rulings "battle")', () => {
    // Arrange
    const s = aboard(['Mendon']);
    const owned = updateCard(s.id('borg'), (c) => ({ ...c, controller: 'p1' }))(s.game);
    // Act
    const results = [
      isRogueBorg(s.id('borg'))(s.game),
      isRogueBorg(s.id('borg'))(owned),
      isRogueBorg(s.id('Mendon'))(s.game),
    ];
    // Assert
    expect(results).toEqual([true, false, false]);
  });
});

describe('shipWithBattleDue', () => {
  it('should name the ship whose Rogue Borg a text made battle its crew, and none before (Rogue Borg Mercenaries: "Battles crew now")', () => {
    // Arrange
    const s = aboard(['Mendon']);
    // Act
    const due = [shipWithBattleDue(s.game), shipWithBattleDue(battleNow(s.id('borg'))(s.game))];
    // Assert
    expect(due).toEqual([O.none, O.some(s.id('U.S.S. Enterprise'))]);
  });

  it('should name none when no crew is able to fight (Rulebook 7.4 stage 3 Form Up)', () => {
    // Arrange
    const s = aboard(['Mendon']);
    const disabled = updateCard(s.id('Mendon'), (c) => ({ ...c, disabled: true }))(s.game);
    // Act
    const due = shipWithBattleDue(battleNow(s.id('borg'))(disabled));
    // Assert
    expect(due).toEqual(O.none);
  });
});

describe('isCrewEliminatedByRogueBorgOf', () => {
  it("should hold for a ship with no crew left and a Rogue Borg of the player's aboard only (Lore Returns)", () => {
    // Arrange
    const [crewed, empty] = [aboard(['Mendon']), aboard([])];
    const ship = empty.id('U.S.S. Enterprise');
    // Act
    const results = [
      isCrewEliminatedByRogueBorgOf('p1', ship)(empty.game),
      isCrewEliminatedByRogueBorgOf('p2', ship)(empty.game),
      isCrewEliminatedByRogueBorgOf('p1', crewed.id('U.S.S. Enterprise'))(crewed.game),
    ];
    // Assert
    expect(results).toEqual([true, false, false]);
  });
});

describe('dueAttack', () => {
  it('should attack the crew with the Rogue Borg aboard, once this turn (Rogue Borg Mercenaries)', () => {
    // Arrange
    const s = aboard(['Mendon']);
    // Act
    const { game, attack } = dueAttack(battleNow(s.id('borg'))(s.game));
    // Assert
    expect(attack).toEqual({
      kind: 'rogueBorg',
      place: { kind: 'aboard', carrier: s.id('U.S.S. Enterprise') },
      attackers: [s.id('borg')],
      defender: 'p2',
      defenders: [s.id('Mendon')],
    });
    expect(shipWithBattleDue(game)).toEqual(O.none);
  });
});

// Helpers

/** p2's Enterprise with `crew` and a self-controlled Rogue Borg Mercenaries (`borg`) aboard. */
const aboard = (crew: ReadonlyArray<string>) => {
  const s = onTurn()
    .mission('p1', { title: 'Test Mission', label: 'A' })
    .ship('p2', 'U.S.S. Enterprise', { at: 'A' })
    .aboard('U.S.S. Enterprise', 'p2', crew)
    .aboard('U.S.S. Enterprise', 'p1', [{ title: 'Rogue Borg Mercenaries', label: 'borg' }])
    .modify('borg', { controller: SELF_CONTROLLED })
    .build();
  return s;
};
