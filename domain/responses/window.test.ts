import * as E from 'fp-ts/Either';
import type { PlayCard } from '../card-play/card-play';
import { kill } from '../cards-in-play/leave-play';
import { cardsIn, type GameState } from '../core/game-state';
import { scenario } from '../game/scenario';
import { check } from './answers';
import { play } from './open';
import { advance, apply, awaitResponder, declareTurnEnd, isResponding, rule } from './window';

describe('check', () => {
  it('should refuse a card that is not a valid response to the action, naming the rule (Rulebook "Playing \'At Any Time\'")', () => {
    // Arrange
    const s = scenario().hand('p1', ['The Juggler']).hand('p2', ['Amanda Rogers', 'Subspace Schism']).build();
    const game = juggled(s.game, s.id('The Juggler'));
    // Act
    const checked = check({
      type: 'card.play',
      player: 'p2',
      card: s.id('Subspace Schism'),
      kind: 'interrupt',
      target: { card: s.id('The Juggler') },
    })(game);
    // Assert
    expect(E.isLeft(checked) && checked.left.rule).toBe("Playing 'At Any Time'");
  });

  it("should refuse a card play other than an interrupt at the end of the opponent's turn (Rulebook \"Playing 'At Any Time'\")", () => {
    // Arrange
    const s = scenario()
      .mission('p2', 'Test Mission')
      .facility('p2', 'Klingon Outpost', { at: 'Test Mission' })
      .hand('p2', ['Kevin Uxbridge', 'Kurn'])
      .table('p1', ['Red Alert!'])
      .build();
    const game = declareTurnEnd(s.game);
    // Act
    const checked = check({
      type: 'card.play',
      player: 'p2',
      card: s.id('Kurn'),
      kind: 'report',
      facility: s.id('Klingon Outpost'),
      affiliation: 'Klingon',
    })(game);
    // Assert
    expect(game.pending).toEqual({ player: 'p2', decision: 'response.window' });
    expect(E.isLeft(checked) && checked.left.rule).toBe("Playing 'At Any Time'");
  });

  it('should refuse using a card in play when no personnel is targeted to die (Rulebook "Playing \'At Any Time\'")', () => {
    // Arrange
    const s = scenario()
      .hand('p1', ['The Juggler'])
      .hand('p2', ['Amanda Rogers'])
      .table('p2', ['Genetronic Replicator'])
      .build();
    const game = juggled(s.game, s.id('The Juggler'));
    // Act
    const checked = check({
      type: 'card.use',
      player: 'p2',
      card: s.id('Genetronic Replicator'),
      target: s.id('The Juggler'),
      stop: [],
    })(game);
    // Assert
    expect(isResponding(game)).toBe(true);
    expect(E.isLeft(checked) && checked.left.message).toMatch(/No card in play may be used/);
  });
});

describe('awaitResponder', () => {
  it('should move on as after a pass when the player asked may no longer answer (Rulings "actions – step 2")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Excavation')
      .surface('Excavation', 'p1', ['Deanna Troi', 'Simon Tarses', 'Calloway'])
      .table('p1', ['Genetronic Replicator'])
      .build();
    const targeted = kill(s.id('Deanna Troi'))(s.game);
    const game = kill(s.id('Calloway'))(kill(s.id('Simon Tarses'))(targeted));
    // Act
    const after = awaitResponder(game);
    // Assert
    expect(targeted.pending).toEqual({ player: 'p1', decision: 'response.window' });
    expect(after.responding).toBeUndefined();
    expect(after.cards[s.id('Deanna Troi')]?.zone).toEqual({ kind: 'discard', player: 'p1' });
  });
});

describe('apply', () => {
  it('should ask the player who acted after the other passes, when they hold a response (Rulings "actions – step 2")', () => {
    // Arrange
    const s = scenario().hand('p1', ['The Juggler', 'Amanda Rogers']).hand('p2', ['Amanda Rogers']).build();
    const game = juggled(s.game, s.id('The Juggler'));
    // Act
    const after = apply({ type: 'response.pass', player: 'p2' })(game);
    // Assert
    expect(after.pending).toEqual({ player: 'p1', decision: 'response.window' });
    expect(after.responding?.passed).toEqual(['p2']);
  });

  it('should resolve the action and close the window when every player passed (Rulings "actions – step 3")', () => {
    // Arrange
    const s = scenario()
      .hand('p1', ['The Juggler'])
      .hand('p2', ['Amanda Rogers'])
      .drawDeck('p2', ['Kurn', 'Gowron', 'Koroth', 'Kahless'])
      .build();
    const game = juggled(s.game, s.id('The Juggler'));
    // Act
    const after = apply({ type: 'response.pass', player: 'p2' })(game);
    // Assert
    expect(isResponding(after)).toBe(false);
    expect(after.random).not.toEqual(game.random);
    expect(cardsIn({ kind: 'discard', player: 'p1' })(after)).toEqual([s.id('The Juggler')]);
  });
});

describe('advance', () => {
  it('should close a window with no action left (Rulebook "Playing \'At Any Time\'")', () => {
    // Arrange
    const s = scenario().build();
    const game: GameState = { ...s.game, responding: { stack: [], passed: [], asked: 'p2' } };
    // Act
    const after = advance(game);
    // Assert
    expect(after.responding).toBeUndefined();
  });
});

describe('declareTurnEnd', () => {
  it('should open no window when the other player has no interrupt to play (Rulebook "Playing \'At Any Time\'")', () => {
    // Arrange
    const s = scenario().hand('p2', ['Amanda Rogers']).build();
    // Act
    const game = declareTurnEnd(s.game);
    // Assert
    expect(game).toBe(s.game);
  });
});

describe('rule', () => {
  it('should list the valid responses and the pass, exactly (ARCHITECTURE "Every player decision is a command")', () => {
    // Arrange
    const s = scenario().hand('p1', ['The Juggler']).hand('p2', ['Amanda Rogers', 'Subspace Schism']).build();
    const game = juggled(s.game, s.id('The Juggler'));
    // Act
    const listed = rule.candidates('p2')(game);
    // Assert
    expect(listed).toEqual([
      {
        type: 'card.play',
        player: 'p2',
        card: s.id('Amanda Rogers'),
        kind: 'interrupt',
        target: { card: s.id('The Juggler') },
      },
      { type: 'response.pass', player: 'p2' },
    ]);
  });
});

// Helpers

/** The game with p1's The Juggler played on p2, its response window open. */
const juggled = (game: GameState, card: string): GameState => {
  const command: PlayCard = {
    type: 'card.play',
    player: 'p1',
    card,
    kind: 'interrupt',
    target: { player: 'p2' },
  };
  return play(command)(game);
};
