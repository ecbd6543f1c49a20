import { scenario } from '../game/scenario';
import type { PlayCard } from './card-play';
import { useCardPlay } from './card-play-timing';

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
