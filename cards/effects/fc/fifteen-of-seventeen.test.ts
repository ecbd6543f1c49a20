// Fifteen of Seventeen (fc/fifteenofseventeen), personnel:
// "ENGINEER Exobiology May download any one {Adapt} card in place of one card draw."
import { legalActions } from '../../../machines/engine';
import { onTurn } from '../play-test-support';
import { refused, started } from '../response-test-support';
import { inPlaceOfDraw, toEndOfTurnDraw } from '../turn-test-support';

describe('fifteenOfSeventeen', () => {
  it('should offer any Adapt card in place of the end-of-turn draw, and refuse another card (Rulebook 12.10 colon rule)', () => {
    // Arrange
    const [game, s] = started(
      onTurn()
        .mission('p1', 'Test Mission')
        .surface('Test Mission', 'p1', ['Fifteen of Seventeen'])
        .drawDeck('p1', ['Worf', 'Adapt: Modulate Shields', 'Adapt: Allocate Resources']),
    );
    const source = s.id('Fifteen of Seventeen');
    toEndOfTurnDraw(game);
    // Act
    const offered = legalActions(game).map((c) => (c.type === 'card.download' ? c.target : c.type));
    const rule = refused(game, inPlaceOfDraw(source, s.id('Worf'), { to: 'hand' }));
    // Assert
    expect(offered).toEqual([
      'card.draw',
      s.id('Adapt: Modulate Shields'),
      s.id('Adapt: Allocate Resources'),
    ]);
    expect(rule).toBe('Downloading');
  });
});
