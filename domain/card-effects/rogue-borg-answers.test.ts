import { onTurn } from '../../cards/effects/play-test-support';
import { declaredRogueBorg, rogueBorgCallers } from '../battle-rules/rogue-borg-abilities';
import { SELF_CONTROLLED } from '../battle-rules/self-controlled';
import { ask, mayBeAnswered } from '../core/query-points';

describe('declaredRogueBorgAnswer', () => {
  it('should hold for a card whose declared text says it is a Rogue Borg only (Rulings "battle")', () => {
    // Arrange
    const s = aboard(['Rogue Borg Mercenaries']);
    // Act
    const answers = [s.id('Rogue Borg Mercenaries'), s.id('Mendon')].map((id) =>
      ask(declaredRogueBorg, id)(s.game),
    );
    // Assert
    expect(answers).toEqual([true, false]);
  });
});

describe('rogueBorgCallersAnswer', () => {
  it('should name the Rogue Borg in play, who battle when a text demands it (Rogue Borg Mercenaries)', () => {
    // Arrange
    const s = aboard(['Rogue Borg Mercenaries']);
    const borg = s.id('Rogue Borg Mercenaries');
    // Act
    const callers = ask(rogueBorgCallers, undefined)(s.game);
    // Assert
    expect(callers).toEqual([borg]);
  });

  it('should not answer when no Rogue Borg is in play (a mechanism free when unused)', () => {
    // Arrange
    const s = aboard([]);
    // Act
    const answered = mayBeAnswered(rogueBorgCallers)(s.game);
    // Assert
    expect(answered).toBe(false);
  });
});

// Helpers

/** p2's U.S.S. Enterprise with Mendon aboard, and the self-controlled cards given aboard. */
const aboard = (borg: ReadonlyArray<string>) =>
  borg
    .reduce(
      (b, title) => b.modify(title, { controller: SELF_CONTROLLED }),
      onTurn()
        .mission('p1', { title: 'Test Mission', label: 'A' })
        .ship('p2', 'U.S.S. Enterprise', { at: 'A' })
        .aboard('U.S.S. Enterprise', 'p2', ['Mendon'])
        .aboard('U.S.S. Enterprise', 'p1', borg),
    )
    .build();
