// Six of Eleven (fc/Six-of-Eleven), personnel:
// "Physics Navigation SCIENCE When on your ship, may download an {Alternate Universe Door} in place of one card draw."
import { legalActions, state } from '../../../machines/engine';
import { onTurn } from '../play-test-support';
import { started } from '../response-test-support';
import { act, passWindows } from '../turn-test-support';

describe('sixOfEleven', () => {
  it('should offer Alternate Universe Door in place of the end-of-turn draw when on your ship (Rulebook "Downloading")', () => {
    // Arrange
    const [game, s] = started(
      onTurn()
        .mission('p1', 'Test Mission')
        .ship('p1', 'Runabout', { at: 'Test Mission' })
        .aboard('Runabout', 'p1', ['Six of Eleven'])
        .drawDeck('p1', ['Worf', 'Alternate Universe Door']),
    );
    act(game, { type: 'turn.end', player: 'p1' });
    passWindows(game);
    // Act
    const offered = legalActions(game);
    // Assert: to hand, or played at once by its "OR" use that plays on a ship (Alternate Universe Door's Q-Net pass)
    const [door, runabout] = [s.id('Alternate Universe Door'), s.id('Runabout')];
    const download = { type: 'card.download', player: 'p1', source: s.id('Six of Eleven'), target: door };
    expect(offered).toEqual([
      { type: 'card.draw', player: 'p1' },
      { ...download, inPlaceOf: 'cardDraw', to: 'hand' },
      {
        ...download,
        inPlaceOf: 'cardDraw',
        play: {
          type: 'card.play',
          player: 'p1',
          card: door,
          kind: 'doorway',
          function: 4,
          target: { card: runabout },
        },
      },
    ]);
  });

  it('should not offer it when not on your ship (on an opponent\'s ship): the card is drawn (Rulebook "End of Turn")', () => {
    // Arrange
    const [game] = started(
      onTurn()
        .mission('p1', 'Test Mission')
        .ship('p2', 'Runabout', { at: 'Test Mission' })
        .aboard('Runabout', 'p1', ['Six of Eleven'])
        .drawDeck('p1', ['Worf', 'Alternate Universe Door']),
    );
    // Act
    act(game, { type: 'turn.end', player: 'p1' });
    passWindows(game);
    // Assert
    expect(state(game).turn.active).toBe('p2');
  });
});
