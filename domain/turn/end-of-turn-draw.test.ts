import * as E from 'fp-ts/Either';
import { eventsOf, recordEvents } from '../core/game-events';
import { cardsIn } from '../core/game-state';
import * as Decisions from '../game/decisions';
import { scenario } from '../game/scenario';
import { apply, endTurn } from './end-of-turn-draw';

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

  it('should end with the draw, after the countdown icons count down (Rulebook "End of Turn": the draw is last)', () => {
    // Arrange
    const s = scenario().table('p1', ['Venus Drug']).drawDeck('p1', ['Data']).build();
    // Act
    const after = endTurn(s.game);
    // Assert
    expect(after.cards[s.id('Venus Drug')]?.countdown).toBe(1);
    expect(cardsIn({ kind: 'hand', player: 'p1' })(after)).toEqual([s.id('Data')]);
  });

  it('should act the dilemmas in play at the end of the turn, before the countdown and the draw (Rulebook "End of Turn")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Test Mission')
      .ship('p1', 'Runabout', { at: 'Test Mission' })
      .aboard('Runabout', 'p1', ['Data'])
      .place('p2', { kind: 'playedOn', host: 'p1-02' }, ['Birth of "Junior"'])
      .drawDeck('p1', ['Worf'])
      .build();
    // Act
    const after = endTurn(s.game);
    // Assert
    expect(after.modifiers.some((m) => m.source === s.id('Birth of "Junior"'))).toBe(true);
    expect(after.chronicle.map((e) => e.text)).toEqual(['p1 draws a card']);
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

  it('should keep the game events of the end-of-turn actions until the draw is decided, then record them again (Rulebook "End of Turn")', () => {
    // Arrange: an end-of-turn action killed Praxus (a countdown's kills), and p1 may download in place of the draw
    const s = praxus(['Worf', 'Cloaked Maneuvers']).build();
    const killed = { type: 'personnel.killed', cards: [s.id('Praxus')] } as const;
    const drawing = endTurn(recordEvents(killed)(s.game));
    // Act
    const after = apply({ type: 'card.draw', player: 'p1' })(drawing);
    // Assert
    expect([drawing.pending?.decision, eventsOf(drawing), drawing.endOfTurnDraw?.earlierEvents]).toEqual([
      'turn.draw',
      [],
      [killed],
    ]);
    expect(eventsOf(after)).toEqual([killed]);
    expect(after.endOfTurnDraw).toBeUndefined();
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
