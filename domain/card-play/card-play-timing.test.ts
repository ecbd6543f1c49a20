import type { GameState } from '../core/game-state';
import { useAllowance } from '../core/permissions';
import { scenario } from '../game/scenario';
import type { PlayCard } from './card-play';
import { hasExtraCardPlay, useCardPlay } from './card-play-timing';

describe('hasExtraCardPlay', () => {
  it('should give Horga\'hn\'s player one more card play once the normal one is spent, before orders (Rulebook "Play a Card")', () => {
    // Arrange
    const game = scenario().table('p1', ["Horga'hn"]).build().game;
    const spent: GameState = { ...game, turn: { ...game.turn, normalCardPlayUsed: true } };
    const ordered: GameState = { ...spent, turn: { ...spent.turn, ordersBegun: true } };
    // Act
    const has = [
      hasExtraCardPlay('p1')(game),
      hasExtraCardPlay('p1')(spent),
      hasExtraCardPlay('p1')(useAllowance('extraCardPlay', 'p1')(spent)),
      hasExtraCardPlay('p1')(ordered),
      hasExtraCardPlay('p2')({ ...spent, turn: { ...spent.turn, active: 'p2' } }),
    ];
    // Assert
    expect(has).toEqual([false, true, false, false, false]);
  });
});

describe('useCardPlay', () => {
  it('should spend the normal card play for an event, not for an interrupt (Rulebook "Play a Card")', () => {
    // Arrange
    const s = scenario({ pending: { player: 'p1', decision: 'turn.act' } })
      .hand('p1', ['Data'])
      .build();
    const event: PlayCard = { type: 'card.play', player: 'p1', card: s.id('Data'), kind: 'event' };
    // Act
    const spent = useCardPlay(event, s.game)(s.game);
    const unspent = useCardPlay({ ...event, kind: 'interrupt' }, s.game)(s.game);
    // Assert
    expect(spent.turn.normalCardPlayUsed).toBe(true);
    expect(unspent).toBe(s.game);
  });
});
