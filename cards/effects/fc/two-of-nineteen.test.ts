// Two of Nineteen (fc/twoofnineteen), personnel:
// "Navigation Stellar Cartography When on your ship, may download one {Transwarp} doorway or interrupt in place of
// one card draw."

import { cardsIn, getCard } from '../../../domain/core/game-state';
import type { Command } from '../../../domain/game/decisions';
import { legalActions, state } from '../../../machines/engine';
import { onTurn } from '../play-test-support';
import { refused, started } from '../response-test-support';
import { act, inPlaceOfDraw, toEndOfTurnDraw } from '../turn-test-support';

describe('twoOfNineteen', () => {
  it('should offer the end-of-turn card draw or a download of a Transwarp card in its place (Rulebook "Downloading")', () => {
    // Arrange
    const [game, s] = started(twoOfNineteen());
    const conduit = s.id('Transwarp Conduit');
    // Act
    const drawing = toEndOfTurnDraw(game);
    const offered = legalActions(game).map(shown);
    // Assert
    expect(drawing.pending).toEqual({ player: 'p1', decision: 'turn.draw' });
    expect(offered).toEqual([
      'card.draw',
      `card.download ${conduit} to hand`,
      `card.download ${conduit} play on ${s.id('Runabout')}`,
    ]);
  });

  it('should put the target in hand in place of the draw, the draw deck reshuffled (Rulings "downloading")', () => {
    // Arrange
    const [game, s] = started(twoOfNineteen());
    const conduit = s.id('Transwarp Conduit');
    toEndOfTurnDraw(game);
    // Act
    const after = act(game, inPlaceOfDraw(s.id('Two of Nineteen'), conduit, { to: 'hand' }));
    // Assert
    expect(cardsIn({ kind: 'hand', player: 'p1' })(after)).toEqual([conduit]);
    expect(cardsIn({ kind: 'drawDeck', player: 'p1' })(after)).toHaveLength(2);
    expect(after.turn.active).toBe('p2');
  });

  it('should play the target at once by its text when so chosen (Rulebook "Downloading")', () => {
    // Arrange
    const [game, s] = started(twoOfNineteen());
    const [conduit, runabout] = [s.id('Transwarp Conduit'), s.id('Runabout')];
    toEndOfTurnDraw(game);
    const play = {
      type: 'card.play',
      player: 'p1',
      card: conduit,
      kind: 'interrupt',
      target: { card: runabout },
    } as const;
    // Act
    const after = act(game, inPlaceOfDraw(s.id('Two of Nineteen'), conduit, { play }));
    // Assert
    expect(getCard(conduit)(after).zone).toEqual({ kind: 'discard', player: 'p1' });
    expect(cardsIn({ kind: 'hand', player: 'p1' })(after)).toEqual([]);
    expect(cardsIn({ kind: 'drawDeck', player: 'p1' })(after)).toHaveLength(2);
    expect(after.chronicle.map((e) => e.text)).toContain(
      `p1 downloads Transwarp Conduit (${conduit}) and plays it in place of a card draw: Two of Nineteen (${s.id('Two of Nineteen')})`,
    );
  });

  it('should draw the top card as usual when the player takes the draw (Rulebook "End of Turn")', () => {
    // Arrange
    const [game, s] = started(twoOfNineteen());
    toEndOfTurnDraw(game);
    // Act
    const after = act(game, { type: 'card.draw', player: 'p1' });
    // Assert
    expect(cardsIn({ kind: 'hand', player: 'p1' })(after)).toEqual([s.id('Worf')]);
  });

  it('should refuse a download of a card its text does not name, the game unchanged (Rulebook "Downloading")', () => {
    // Arrange
    const [game, s] = started(twoOfNineteen());
    const before = toEndOfTurnDraw(game);
    // Act
    const rule = refused(game, inPlaceOfDraw(s.id('Two of Nineteen'), s.id('Worf'), { to: 'hand' }));
    // Assert
    expect(rule).toBe('Downloading');
    expect(state(game)).toBe(before);
  });

  it('should not offer the download when not on your ship: the card is drawn (Rulebook "End of Turn")', () => {
    // Arrange
    const [game, s] = started(
      onTurn()
        .mission('p1', 'Test Mission')
        .surface('Test Mission', 'p1', ['Two of Nineteen'])
        .drawDeck('p1', ['Worf', 'Transwarp Conduit']),
    );
    // Act
    const after = toEndOfTurnDraw(game);
    // Assert
    expect(after.turn.active).toBe('p2');
    expect(cardsIn({ kind: 'hand', player: 'p1' })(after)).toEqual([s.id('Worf')]);
  });
});

// Helpers

const twoOfNineteen = () =>
  onTurn()
    .mission('p1', 'Test Mission')
    .ship('p1', 'Runabout', { at: 'Test Mission' })
    .aboard('Runabout', 'p1', ['Two of Nineteen'])
    .drawDeck('p1', ['Worf', 'Transwarp Conduit', 'Data']);

const shown = (command: Command): string => {
  if (command.type !== 'card.download') return command.type;
  if ('to' in command) return `card.download ${command.target} to hand`;
  if ('play' in command && command.play.target !== undefined && 'card' in command.play.target)
    return `card.download ${command.target} play on ${command.play.target.card}`;
  return `card.download ${command.target}`;
};
