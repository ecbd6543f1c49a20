// Twelve of Ninety-Six (RiF/RIF_13V), personnel:
// "Physics Anthropology SCIENCE Navigation May download {Temporal Vortex} in place of a card draw."
import { cardsIn } from '../../../domain/core/game-state';
import { legalActions } from '../../../machines/engine';
import { onTurn } from '../play-test-support';
import { started } from '../response-test-support';
import { act, inPlaceOfDraw, toEndOfTurnDraw } from '../turn-test-support';

describe('twelveOfNinetySix', () => {
  it('should download Temporal Vortex to hand in place of the end-of-turn draw, not play it undeclared (Rulebook "Downloading")', () => {
    // Arrange
    const [game, s] = started(
      onTurn()
        .mission('p1', 'Test Mission')
        .surface('Test Mission', 'p1', ['Twelve of Ninety-Six'])
        .drawDeck('p1', ['Worf', 'Temporal Vortex']),
    );
    const [source, vortex] = [s.id('Twelve of Ninety-Six'), s.id('Temporal Vortex')];
    toEndOfTurnDraw(game);
    // Act
    const offered = legalActions(game);
    const after = act(game, inPlaceOfDraw(source, vortex, { to: 'hand' }));
    // Assert
    expect(offered).toEqual([
      { type: 'card.draw', player: 'p1' },
      { type: 'card.download', player: 'p1', source, target: vortex, inPlaceOf: 'cardDraw', to: 'hand' },
    ]);
    expect(cardsIn({ kind: 'hand', player: 'p1' })(after)).toEqual([vortex]);
  });
});
