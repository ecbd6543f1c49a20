import { drawAsManyAs, everyone, select, yourHand } from '../../cards/language/build-dilemmas';
import { cardsIn, type GameState } from '../core/game-state';
import { scenario } from '../game/scenario';
import { startEncounter } from '../mission-attempt/encounter-state';
import { run } from './registry';

describe('draw', () => {
  it('should draw from the top of the draw deck one card for each card of the selection (Rulebook "Draw")', () => {
    // Arrange
    const { game, encounter, id } = handAndDeck(['Tricorder', 'Medical Kit'], ['Worf', 'Data', 'Tasha Yar']);
    // Act
    const step = run([select('held', everyone, { from: yourHand }), drawAsManyAs('held')], encounter, game);
    // Assert
    expect(step.kind === 'continue' && cardsIn({ kind: 'drawDeck', player: 'p1' })(step.game)).toEqual([
      id('Tasha Yar'),
    ]);
  });

  it('should draw what is left when the draw deck holds fewer cards (Rulebook "Draw")', () => {
    // Arrange
    const { game, encounter } = handAndDeck(['Tricorder', 'Medical Kit', 'Red Alert!'], ['Worf']);
    // Act
    const step = run([{ type: 'draw', count: 2 }], encounter, game);
    // Assert
    expect(step.kind === 'continue' && cardsIn({ kind: 'hand', player: 'p1' })(step.game)).toHaveLength(4);
  });
});

// Helpers

const handAndDeck = (hand: ReadonlyArray<string>, deck: ReadonlyArray<string>) => {
  const s = scenario().mission('p1', 'Excavation').hand('p1', hand).drawDeck('p1', deck).build();
  const encounter = startEncounter({
    dilemma: 'x',
    player: 'p1',
    location: s.id('Excavation'),
    ship: null,
    mission: 'planet',
    team: (_: GameState) => [],
    answers: [],
  });
  return { game: s.game, encounter, id: s.id };
};
