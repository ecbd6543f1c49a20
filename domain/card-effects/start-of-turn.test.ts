import { onTurn } from '../../cards/effects/play-test-support';
import { hasBattleDue } from '../battle-rules/rogue-borg';
import { SELF_CONTROLLED } from '../battle-rules/self-controlled';
import { scenario } from '../game/scenario';
import { atStartOfTurn } from './start-of-turn';

describe('atStartOfTurn', () => {
  it('should run the start-of-turn abilities of the cards in play, on either player\'s turn (Rulebook 12.2 "every"; Rogue Borg Mercenaries: "Battles crew … at start of every players\' turn")', () => {
    // Arrange: the Rogue Borg are p1's card, on p1's turn and on p2's
    const yours = rogueBorgAboard('p1');
    const theirs = rogueBorgAboard('p2');
    // Act
    const due = [yours, theirs].map((s) => [hasBattleDue(s.game), hasBattleDue(atStartOfTurn(s.game))]);
    // Assert
    expect(due).toEqual([
      [false, true],
      [false, true],
    ]);
  });

  it('should leave the game as it is when no card in play has such an ability (a mechanism free when unused)', () => {
    // Arrange
    const s = onTurn().mission('p1', { title: 'Test Mission', label: 'A' }).build();
    // Act
    const after = atStartOfTurn(s.game);
    // Assert
    expect(after).toBe(s.game);
  });
});

// Helpers

/** p2's Enterprise with Mendon and a self-controlled Rogue Borg Mercenaries of p1's aboard, on `active`'s turn. */
const rogueBorgAboard = (active: 'p1' | 'p2') =>
  scenario({ active, pending: { player: active, decision: 'turn.act' } })
    .mission('p1', { title: 'Test Mission', label: 'A' })
    .ship('p2', 'U.S.S. Enterprise', { at: 'A' })
    .aboard('U.S.S. Enterprise', 'p2', ['Mendon'])
    .aboard('U.S.S. Enterprise', 'p1', [{ title: 'Rogue Borg Mercenaries', label: 'borg' }])
    .modify('borg', { controller: SELF_CONTROLLED })
    .build();
