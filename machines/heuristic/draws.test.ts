import { scenario } from '../../domain/game/scenario';
import { legalActions, pending } from '../engine';
import { acting, sent } from '../engine-test-support';
import { heuristicPlayer } from './player';

describe('drawChoices', () => {
  it('should download Cloaked Maneuvers in place of its end-of-turn card draw rather than draw blind (Praxus, Rulebook "Downloading")', () => {
    // Arrange: Praxus "May download {Cloaked Maneuvers} in place of a card draw"; Worf is on top of the draw deck
    const s = scenario({ active: 'p1' })
      .mission('p1', 'Test Mission')
      .surface('Test Mission', 'p1', ['Praxus'])
      .drawDeck('p1', ['Worf', 'Cloaked Maneuvers'])
      .drawDeck('p2', ['Data'])
      .build();
    const game = sent(acting(s.game), { type: 'turn.end', player: 'p1' });
    const offered = legalActions(game).map((c) => c.type);
    // Act
    const chosen = [1, 2, 3, 4, 5, 6].map((seed) => heuristicPlayer(seed).choose(game));
    // Assert
    expect(pending(game)).toEqual({ player: 'p1', decision: 'turn.draw' });
    expect(offered).toContain('card.draw');
    for (const command of chosen)
      expect(command).toMatchObject({
        type: 'card.download',
        source: s.id('Praxus'),
        target: s.id('Cloaked Maneuvers'),
      });
  });
});
