import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { setStatus } from '../cards-in-play/presence';
import { blueprintOf } from '../core/game-state';
import { scenario } from '../game/scenario';
import { declaredText } from './in-play';
import { textCandidates } from './play';
import { checkPlayConditions, interruptForbiddenBy, playPreventedBy } from './play-conditions';

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

describe('interruptForbiddenBy', () => {
  it('should name the card in play forbidding an interrupt, except those it names (Goddess of Empathy)', () => {
    // Arrange
    const s = scenario()
      .table('p2', ['Goddess of Empathy'])
      .hand('p1', ['The Juggler', 'Kevin Uxbridge'])
      .build();
    // Act
    const forbidding = ['The Juggler', 'Kevin Uxbridge'].map((t) =>
      interruptForbiddenBy(blueprintOf(s.id(t))(s.game))(s.game),
    );
    // Assert
    expect(forbidding).toEqual(['Goddess of Empathy', undefined]);
  });
});

describe('playPreventedBy', () => {
  it('should name the card in play, able to act, that prevents playing a matching card (Yellow Alert: "prevents {Red Alert!}")', () => {
    // Arrange
    const s = scenario({ pending: { player: 'p1', decision: 'turn.act' } })
      .mission('p1', 'Test Mission')
      .table('p2', ['Yellow Alert'])
      .hand('p1', ['Red Alert!', 'Treaty: Federation/Klingon'])
      .build();
    // Act
    const [redAlert, treaty] = [s.id('Red Alert!'), s.id('Treaty: Federation/Klingon')].map((c) =>
      playPreventedBy(c)(s.game),
    );
    const disabled = playPreventedBy(s.id('Red Alert!'))(
      setStatus(s.id('Yellow Alert'), 'disabled', true)(s.game),
    );
    // Assert
    expect([redAlert, treaty, disabled]).toEqual(['Yellow Alert', undefined, undefined]);
  });
});
