import * as E from 'fp-ts/Either';
import * as Decisions from './decisions';
import { apply, endTurn } from './end-of-turn-draw';
import { cardsIn } from './game-state';
import { scenario } from './scenario';

describe('endTurn', () => {
  it('should ask the player with a download in place of a card draw how to draw (Rulebook "Downloading")', () => {
    // Arrange
    const s = praxus(['Worf', 'Cloaked Maneuvers']).build();
    // Act
    const after = endTurn(s.game);
    // Assert
    expect(after.pending).toEqual({ player: 'p1', decision: 'turn.draw' });
    expect(cardsIn({ kind: 'hand', player: 'p1' })(after)).toEqual([]);
  });

  it('should not ask with an empty draw deck: no card draw to replace (Rulebook "End of Turn")', () => {
    // Arrange
    const s = praxus([]).hand('p1', ['Cloaked Maneuvers']).build();
    // Act
    const after = endTurn(s.game);
    // Assert
    expect(after.endOfTurnDraw).toBeUndefined();
    expect(after.turn.exhaustedDrawDecks).toEqual(['p1']);
  });
});

describe('apply', () => {
  it('should open a response window on the card drawn (Subspace Schism: "either players\' card draw")', () => {
    // Arrange
    const s = praxus(['Worf', 'Cloaked Maneuvers']).hand('p2', ['Subspace Schism']).build();
    const drawing = endTurn(s.game);
    const command = { type: 'card.draw', player: 'p1' } as const;
    // Act
    const checked = Decisions.check(command)(drawing);
    const after = apply(command)(drawing);
    // Assert
    expect(E.isRight(checked)).toBe(true);
    expect(after.responding?.stack).toEqual([{ kind: 'cardDraw', player: 'p1', cards: [s.id('Worf')] }]);
    expect(after.pending).toEqual({ player: 'p2', decision: 'response.window' });
  });

  it('should open no window on a download in place of the draw: it is no card draw (Rulebook "Downloading")', () => {
    // Arrange
    const s = praxus(['Worf', 'Cloaked Maneuvers']).hand('p2', ['Subspace Schism']).build();
    const drawing = endTurn(s.game);
    // Act
    const after = apply({
      type: 'card.download',
      player: 'p1',
      source: s.id('Praxus'),
      target: s.id('Cloaked Maneuvers'),
      inPlaceOf: 'cardDraw',
      to: 'hand',
    })(drawing);
    // Assert
    expect(after.responding).toBeUndefined();
    expect(after.endOfTurnDraw).toBeUndefined();
    expect(cardsIn({ kind: 'hand', player: 'p1' })(after)).toEqual([s.id('Cloaked Maneuvers')]);
  });
});

// Helpers

const praxus = (deck: ReadonlyArray<string>) =>
  scenario({ pending: { player: 'p1', decision: 'turn.act' } })
    .mission('p1', 'Test Mission')
    .surface('Test Mission', 'p1', ['Praxus'])
    .drawDeck('p1', deck);
