// Guest Quarters (HF5/hmf5_08, ds9/guestquarters), site: "Once each turn, any player who has a V.I.P. unopposed here
// may, in place of one card draw, draw two cards and place one of them beneath draw deck. (Not cumulative.)"
// Rulebook "End of Turn": the end-of-turn card draw (`turn.draw`) is the card draw it replaces.
import * as E from 'fp-ts/Either';
import { play, refused, started } from '../../cards/effects/response-test-support';
import { act } from '../../cards/effects/turn-test-support';
import { legalActions, state } from '../../machines/engine';
import { cardsIn, type GameState } from '../core/game-state';
import type { ScenarioBuilder } from '../game/scenario';
import { check } from './guest-quarters';
import { terokNor } from './test-support';

describe('Guest Quarters: two cards drawn in place of the end-of-turn card draw', () => {
  it('should offer the usual draw and the draw of two naming the site, to the player with a V.I.P. unopposed there', () => {
    // Arrange
    const [game, s] = started(quarters());
    // Act
    const after = act(game, { type: 'turn.end', player: 'p1' });
    // Assert
    expect(after.pending).toEqual({ player: 'p1', decision: 'turn.draw' });
    expect(legalActions(game)).toEqual([
      { type: 'card.draw', player: 'p1' },
      { type: 'card.draw', player: 'p1', site: s.id('Guest Quarters') },
    ]);
  });

  it('should draw the top two cards, then place the one chosen beneath the draw deck and pass the turn', () => {
    // Arrange
    const [game, s] = started(quarters());
    act(game, { type: 'turn.end', player: 'p1' });
    const [first, second, third] = s.ids('Data');
    // Act
    const drawn = play(game, { type: 'card.draw', player: 'p1', site: s.id('Guest Quarters') });
    const choices = legalActions(game);
    const after = act(game, { type: 'card.choose', player: 'p1', card: first as string });
    // Assert
    expect(drawn.pending).toEqual({ player: 'p1', decision: 'card.choose' });
    expect(choices).toEqual([
      { type: 'card.choose', player: 'p1', card: first },
      { type: 'card.choose', player: 'p1', card: second },
    ]);
    expect(hand(after, 'p1')).toEqual([second]);
    expect(cardsIn({ kind: 'drawDeck', player: 'p1' })(after)).toEqual([third, first]);
    expect(after.turn.active).toBe('p2');
  });

  it('should refuse placing a card that was not just drawn, changing nothing (Guest Quarters)', () => {
    // Arrange
    const [game, s] = started(quarters());
    act(game, { type: 'turn.end', player: 'p1' });
    const before = play(game, { type: 'card.draw', player: 'p1', site: s.id('Guest Quarters') });
    // Act
    const rule = refused(game, { type: 'card.choose', player: 'p1', card: s.ids('Data')[2] as string });
    // Assert
    expect(rule).toBe('Guest Quarters');
    expect(state(game)).toBe(before);
  });

  it('should not offer it, and refuse it, when the opponent\'s personnel is at the site (Rulings "unopposed")', () => {
    // Arrange
    const [game, s] = started(quarters().aboard('Guest Quarters', 'p2', ['Vash']));
    const drawTwo = { type: 'card.draw', player: 'p1', site: s.id('Guest Quarters') } as const;
    // Act
    const refusal = check(drawTwo)(state(game));
    const after = act(game, { type: 'turn.end', player: 'p1' });
    // Assert
    expect(E.isLeft(refusal) && refusal.left.rule).toBe('Guest Quarters');
    expect(after.turn.active).toBe('p2');
    expect(hand(after, 'p1')).toEqual([s.ids('Data')[0]]);
  });

  it('should refuse it with fewer than two cards in the draw deck, the usual draw still offered (Guest Quarters)', () => {
    // Arrange
    const [game, s] = started(
      terokNor(['Guest Quarters'])
        .aboard('Guest Quarters', 'p1', ['Legate Damar'])
        .drawDeck('p1', ['Data'])
        .drawDeck('p2', ['Worf']),
    );
    const drawTwo = { type: 'card.draw', player: 'p1', site: s.id('Guest Quarters') } as const;
    // Act
    const refusal = check(drawTwo)(state(game));
    const after = act(game, { type: 'turn.end', player: 'p1' });
    // Assert
    expect(E.isLeft(refusal) && refusal.left.message).toMatch(/fewer than two cards/);
    expect(after.turn.active).toBe('p2');
    expect(hand(after, 'p1')).toEqual([s.id('Data')]);
  });
});

// Helpers

/** p1's Legate Damar (a V.I.P.) in the Guest Quarters of p1's Terok Nor; both players with cards to draw. */
const quarters = (): ScenarioBuilder =>
  terokNor(['Guest Quarters'])
    .aboard('Guest Quarters', 'p1', ['Legate Damar'])
    .drawDeck('p1', ['Data', 'Data', 'Data'])
    .drawDeck('p2', ['Worf', 'Worf', 'Worf']);

const hand = (game: GameState, player: 'p1' | 'p2') => cardsIn({ kind: 'hand', player })(game);
