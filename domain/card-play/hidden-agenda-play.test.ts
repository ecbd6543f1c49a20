import * as E from 'fp-ts/Either';
import { onTurn, refusal, send } from '../../cards/effects/play-test-support';
import { isInPlay } from '../cards-in-play/persona';
import { awayTeamsAt } from '../cards-in-play/presence';
import type { GameState } from '../core/game-state';
import * as Decisions from '../game/decisions';
import { declareTurnEnd } from '../responses';
import { isHiddenAgenda } from '../special-rules/hidden-agenda';
import { toView } from '../view/view';
import {
  activate,
  activateCandidates,
  checkActivate,
  checkPlayFaceDown,
  playCandidates,
  playFaceDown,
} from './hidden-agenda-play';

describe('checkPlayFaceDown', () => {
  it('should allow an [HA] card in hand as the normal card play, and refuse it once that is used (Rulebook "Entering Play")', () => {
    // Arrange
    const s = onTurn().hand('p1', [TREATY]).build();
    const command = { type: 'agenda.play', player: 'p1', card: s.id(TREATY) } as const;
    const used = { ...s.game, turn: { ...s.game.turn, normalCardPlayUsed: true } };
    // Act
    const [now, later] = [checkPlayFaceDown(command)(s.game), checkPlayFaceDown(command)(used)];
    // Assert
    expect(E.isRight(now)).toBe(true);
    expect(E.isLeft(later) && later.left.rule).toBe('Play a Card');
  });
});

describe('playCandidates', () => {
  it('should offer only [HA] cards face down, and no face-up play of them (Rulebook "Entering Play")', () => {
    // Arrange
    const s = onTurn().hand('p1', ['Treaty: Federation/Klingon', TREATY]).build();
    // Act
    const faceDown = playCandidates('p1')(s.game);
    const plays = Decisions.legalActions(s.game).filter((c) => c.type === 'card.play');
    // Assert
    expect(faceDown).toEqual([{ type: 'agenda.play', player: 'p1', card: s.id(TREATY) }]);
    expect(plays.map((c) => 'card' in c && c.card)).toEqual([s.id('Treaty: Federation/Klingon')]);
    expect(refusal(s.game, { type: 'card.play', player: 'p1', card: s.id(TREATY), kind: 'event' })).toBe(
      'Entering Play',
    );
  });
});

describe('playFaceDown', () => {
  it('should place the card face down on the table, not in play, using the card play (Rulebook "Entering Play")', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Avert Disaster')
      .surface('Avert Disaster', 'p1', ['Tomalak', 'Jural'])
      .hand('p1', [TREATY])
      .build();
    // Act
    const after = playFaceDown({ type: 'agenda.play', player: 'p1', card: s.id(TREATY) })(s.game);
    // Assert
    const card = after.cards[s.id(TREATY)];
    expect(card).toMatchObject({ zone: { kind: 'table', player: 'p1' }, faceUp: false });
    expect(card && [isHiddenAgenda(card), isInPlay(card)]).toEqual([true, false]);
    expect(after.turn.normalCardPlayUsed).toBe(true);
    expect(awayTeamsAt(s.id('Avert Disaster'), 'p1')(after)).toHaveLength(2);
  });
});

describe('checkActivate', () => {
  it("should refuse the opponent's hidden agenda and a card already face up (Rulebook \"Playing 'At Any Time'\")", () => {
    // Arrange
    const s = hidden()
      .table('p2', [{ title: TREATY, label: 'theirs' }])
      .modify('theirs', { faceUp: false })
      .build();
    const mine = { type: 'agenda.activate', player: 'p1', card: s.id('mine') } as const;
    const flipped = activate(mine)(s.game);
    // Act
    const theirs = checkActivate({ type: 'agenda.activate', player: 'p1', card: s.id('theirs') })(s.game);
    const again = checkActivate(mine)(flipped);
    // Assert
    expect(E.isLeft(theirs) && theirs.left.rule).toBe("Playing 'At Any Time'");
    expect(E.isLeft(again) && again.left.rule).toBe("Playing 'At Any Time'");
  });
});

describe('activateCandidates', () => {
  it('should offer the activation before and after orders begin (Rulebook "Playing \'At Any Time\'")', () => {
    // Arrange
    const s = hidden().build();
    const ordered = { ...s.game, turn: { ...s.game.turn, ordersBegun: true, normalCardPlayUsed: true } };
    // Act
    const [before, after] = [s.game, ordered].map((g) =>
      Decisions.legalActions(g).filter((c) => c.type === 'agenda.activate'),
    );
    // Assert
    const expected = [{ type: 'agenda.activate', player: 'p1', card: s.id('mine') }];
    expect([before, after]).toEqual([expected, expected]);
    expect(activateCandidates('p2')(s.game)).toEqual([]);
  });

  it("should offer the opponent's activation at the end of the turn, not during another action (Rulebook \"Playing 'At Any Time'\")", () => {
    // Arrange
    const s = onTurn()
      .table('p2', [{ title: TREATY, label: 'theirs' }])
      .modify('theirs', { faceUp: false })
      .build();
    const window = declareTurnEnd(s.game);
    const draw: GameState = {
      ...s.game,
      pending: { player: 'p2', decision: 'response.window' },
      responding: { stack: [{ kind: 'cardDraw', player: 'p1', cards: [] }], passed: [], asked: 'p2' },
    };
    const command = { type: 'agenda.activate', player: 'p2', card: s.id('theirs') } as const;
    // Act
    const offered = Decisions.legalActions(window);
    const activated = send(window, command);
    // Assert
    expect(window.pending).toEqual({ player: 'p2', decision: 'response.window' });
    expect(offered).toContainEqual(command);
    expect(activated.cards[s.id('theirs')]).toMatchObject({
      faceUp: true,
      zone: { kind: 'table', player: 'p2' },
    });
    expect(refusal(draw, command)).toBe("Playing 'At Any Time'");
  });
});

describe('activate', () => {
  it('should flip the card face up into play, its text in effect, using no card play (Rulebook "Playing \'At Any Time\'")', () => {
    // Arrange
    const s = hidden()
      .mission('p1', 'Avert Disaster')
      .surface('Avert Disaster', 'p1', ['Tomalak', 'Jural'])
      .build();
    // Act
    const after = send(s.game, { type: 'agenda.activate', player: 'p1', card: s.id('mine') });
    // Assert
    const card = after.cards[s.id('mine')];
    expect(card && [card.faceUp, isInPlay(card), card.enteredOnTurn]).toEqual([true, true, 1]);
    expect(after.turn.normalCardPlayUsed).toBe(false);
    expect(awayTeamsAt(s.id('Avert Disaster'), 'p1')(after)).toHaveLength(1);
  });

  it('should never let the card be flipped face down again (Rulebook "Playing \'At Any Time\'")', () => {
    // Arrange
    const s = hidden().build();
    // Act
    const after = activate({ type: 'agenda.activate', player: 'p1', card: s.id('mine') })(s.game);
    // Assert
    const about = Decisions.legalActions(after).filter((c) => 'card' in c && c.card === s.id('mine'));
    expect(about).toEqual([]);
  });
});

describe('toView', () => {
  it('should hide a hidden agenda\'s title from the opponent but not from its owner (Rulebook "Looking at Cards")', () => {
    // Arrange
    const s = hidden().build();
    const card = s.id('mine');
    const flipped = activate({ type: 'agenda.activate', player: 'p1', card })(s.game);
    // Act
    const [owner, opponent, afterwards] = [toView('p1')(s.game), toView('p2')(s.game), toView('p2')(flipped)];
    // Assert
    expect([owner.cards[card]?.blueprint, opponent.cards[card]?.blueprint]).toEqual([
      s.game.cards[card]?.blueprint,
      null,
    ]);
    expect(opponent.zones['table:p1']).toEqual([card]);
    expect(afterwards.cards[card]?.blueprint).toBe(s.game.cards[card]?.blueprint);
  });
});

// Helpers

const TREATY = 'Treaty: Romulan/Cardassian';

/** p1's turn with their Treaty: Romulan/Cardassian face down on the table (labelled `mine`). */
const hidden = () =>
  onTurn()
    .table('p1', [{ title: TREATY, label: 'mine' }])
    .modify('mine', { faceUp: false });
