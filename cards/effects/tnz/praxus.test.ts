// Praxus (tnz/TNZ45), personnel:
// "SCIENCE OFFICER Navigation Stellar Cartography May download {Cloaked Maneuvers} in place of a card draw."
import { legalActions, state } from '../../../machines/engine';
import { onTurn } from '../play-test-support';
import { started } from '../response-test-support';
import { act, passWindows } from '../turn-test-support';

describe('praxus', () => {
  it('should offer Cloaked Maneuvers in place of the end-of-turn draw, the draw still offered (Rulebook "Downloading")', () => {
    // Arrange
    const [game, s] = started(
      onTurn()
        .mission('p1', 'Test Mission')
        .surface('Test Mission', 'p1', ['Praxus'])
        .drawDeck('p1', ['Worf'])
        .hand('p1', ['Cloaked Maneuvers']),
    );
    act(game, { type: 'turn.end', player: 'p1' });
    passWindows(game);
    // Act
    const offered = legalActions(game).map((c) => (c.type === 'card.download' ? c.target : c.type));
    // Assert
    expect(state(game).pending?.decision).toBe('turn.draw');
    expect(offered).toEqual(['card.draw', s.id('Cloaked Maneuvers')]);
  });

  it('should draw at once when no Cloaked Maneuvers is to be found (Rulebook "End of Turn")', () => {
    // Arrange
    const [game, s] = started(
      onTurn()
        .mission('p1', 'Test Mission')
        .surface('Test Mission', 'p1', ['Praxus'])
        .drawDeck('p1', ['Worf']),
    );
    // Act
    act(game, { type: 'turn.end', player: 'p1' });
    const after = passWindows(game);
    // Assert
    expect([after.turn.active, after.zones['hand:p1']]).toEqual(['p2', [s.id('Worf')]]);
  });
});
