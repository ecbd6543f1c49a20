import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { blueprintOf } from '../core/game-state';
import { scenario } from '../game/scenario';
import { declaredText } from './in-play';
import { textCandidates } from './play';
import { checkPlayConditions } from './play-conditions';

describe('checkPlayConditions', () => {
  it("should refuse to target an opponent's cloaked card, unless the card targets cloaked ships (Rulebook 7.6)", () => {
    // Arrange
    const s = scenario({ pending: { player: 'p1', decision: 'turn.act' } })
      .mission('p1', 'Test Mission')
      .ship('p2', "D'deridex", { at: 'Test Mission' })
      .modify("D'deridex", { cloaked: true })
      .hand('p1', ['Long-Range Scan'])
      .build();
    const scan = s.id('Long-Range Scan');
    const [command] = textCandidates('p1', scan)(s.game);
    const text = declaredText(blueprintOf(scan)(s.game).id);
    if (command === undefined || O.isNone(text)) throw new Error('no play');
    // Act
    const checked = checkPlayConditions(command, text.value)(s.game);
    // Assert
    expect(E.isLeft(checked) && checked.left.rule).toBe('7.6 Cloak');
  });
});
