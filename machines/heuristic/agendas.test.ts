import { scenario } from '../../domain/game/scenario';
import { legalActions } from '../engine';
import { sent, started } from '../engine-test-support';
import { heuristicPlayer } from './player';

describe('agendaActivations', () => {
  it("should flip its hidden agenda at the end of the opponent's turn (Rulebook \"Playing 'At Any Time'\")", () => {
    // Arrange: p1's Treaty: Romulan/Cardassian waits face down while p2 ends its turn
    const s = withAgenda('p2').build();
    const game = started(s.game);
    sent(game, { type: 'turn.end', player: 'p2' });
    // Act
    const command = heuristicPlayer(1).choose(game);
    // Assert
    expect(command).toEqual({ type: 'agenda.activate', player: 'p1', card: s.id('mine') });
  });

  it('should keep its hidden agenda face down through its own turn (Rulebook "Entering Play")', () => {
    // Arrange: on p1's own turn the activation is legal too
    const s = withAgenda('p1').build();
    const game = started(s.game);
    const offered = legalActions(game);
    // Act
    const command = heuristicPlayer(1).choose(game);
    // Assert
    expect(offered).toContainEqual({ type: 'agenda.activate', player: 'p1', card: s.id('mine') });
    expect(command).toEqual({ type: 'turn.end', player: 'p1' });
  });
});

// Helpers

/** p1's [HA] Treaty: Romulan/Cardassian face down on its table, `active` to play, nothing else to do. */
function withAgenda(active: 'p1' | 'p2') {
  return scenario({ active })
    .mission('p1', 'Excavation')
    .table('p1', [{ title: 'Treaty: Romulan/Cardassian', label: 'mine' }])
    .modify('mine', { faceUp: false })
    .drawDeck('p1', ['Worf'])
    .drawDeck('p2', ['Kurn']);
}
