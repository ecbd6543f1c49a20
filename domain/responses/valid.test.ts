import type { PlayCard } from '../card-play/card-play';
import { type GameState, moveCard } from '../core/game-state';
import { scenario } from '../game/scenario';
import type { Action } from './model';
import { initiate } from './open';
import { respondersTo, validResponses } from './valid';

describe('validResponses', () => {
  it('should list a response to a card just played, targeting it (Rulebook "Playing \'At Any Time\'")', () => {
    // Arrange
    const s = scenario().hand('p1', ['The Juggler']).hand('p2', ['Amanda Rogers']).build();
    const [action, game] = announced(s.game, juggle(s.id('The Juggler')));
    // Act
    const plays = validResponses('p2', action)(game);
    // Assert
    expect(plays).toEqual([
      {
        type: 'card.play',
        player: 'p2',
        card: s.id('Amanda Rogers'),
        kind: 'interrupt',
        target: { card: s.id('The Juggler') },
      },
    ]);
  });

  it('should list none once the card is no longer being played (Amanda Rogers: "just played")', () => {
    // Arrange
    const s = scenario().hand('p1', ['The Juggler']).hand('p2', ['Amanda Rogers']).build();
    const [action] = announced(s.game, juggle(s.id('The Juggler')));
    // Act
    const plays = validResponses('p2', action)(s.game);
    // Assert
    expect(plays).toEqual([]);
  });

  it("should list none for the player's own action when the text answers the opponent (Energy Vortex)", () => {
    // Arrange
    const s = scenario().hand('p1', ['Red Alert!', 'Energy Vortex']).build();
    const [action, game] = announced(s.game, {
      type: 'card.play',
      player: 'p1',
      card: s.id('Red Alert!'),
      kind: 'event',
    });
    // Act
    const plays = validResponses('p1', action)(game);
    // Assert
    expect(plays).toEqual([]);
  });

  it('should list none against a card immune to it ("Immune to {Amanda Rogers}")', () => {
    // Arrange
    const s = scenario().hand('p1', ['Amanda Rogers']).hand('p2', ['Amanda Rogers']).build();
    const [first] = s.ids('Amanda Rogers');
    const [action, game] = announced(s.game, {
      type: 'card.play',
      player: 'p1',
      card: first as string,
      kind: 'interrupt',
    });
    // Act
    const plays = validResponses('p2', action)(game);
    // Assert
    expect(plays).toEqual([]);
  });

  it('should list none of the interrupts a card in play forbids (Goddess of Empathy: "can play Interrupt cards")', () => {
    // Arrange
    const s = scenario()
      .hand('p1', ['Amanda Rogers'])
      .hand('p2', ['Q2'])
      .table('p2', ['Goddess of Empathy'])
      .build();
    const command: PlayCard = { type: 'card.play', player: 'p2', card: s.id('Q2'), kind: 'interrupt' };
    const [action, game] = announced(s.game, command);
    const [, withoutGoddess] = announced(
      moveCard(s.id('Goddess of Empathy'), { kind: 'discard', player: 'p2' })(s.game),
      command,
    );
    // Act
    const plays = validResponses('p1', action)(game);
    // Assert
    expect(plays).toEqual([]);
    expect(validResponses('p1', action)(withoutGoddess).map((p) => p.card)).toEqual([s.id('Amanda Rogers')]);
  });

  it('should list a response to each card just drawn still in hand (Subspace Schism: "card draw")', () => {
    // Arrange
    const s = scenario()
      .hand('p1', ['Data', 'Worf'])
      .discard('p1', ['Tasha Yar'])
      .hand('p2', ['Subspace Schism'])
      .build();
    const action: Action = { kind: 'cardDraw', player: 'p1', cards: [s.id('Data'), s.id('Tasha Yar')] };
    // Act
    const plays = validResponses('p2', action)(s.game);
    // Assert
    expect(plays.map((p) => ('target' in p ? p.target : null))).toEqual([{ card: s.id('Data') }]);
  });
});

describe('respondersTo', () => {
  it('should ask the other player first, then the one who acted (Rulings "actions – step 2")', () => {
    // Arrange
    const s = scenario().hand('p1', ['The Juggler', 'Amanda Rogers']).hand('p2', ['Amanda Rogers']).build();
    const [action, game] = announced(s.game, juggle(s.id('The Juggler')));
    // Act
    const players = respondersTo(action)(game);
    // Assert
    expect(players).toEqual(['p2', 'p1']);
  });

  it('should be empty when no one holds a valid response (Rulebook "Playing \'At Any Time\'")', () => {
    // Arrange
    const s = scenario().hand('p1', ['The Juggler']).hand('p2', ['Subspace Schism']).build();
    const [action, game] = announced(s.game, juggle(s.id('The Juggler')));
    // Act
    const players = respondersTo(action)(game);
    // Assert
    expect(players).toEqual([]);
  });
});

// Helpers

const juggle = (card: string): PlayCard => ({
  type: 'card.play',
  player: 'p1',
  card,
  kind: 'interrupt',
  target: { player: 'p2' },
});

const announced = (game: GameState, command: PlayCard): readonly [Action, GameState] => [
  { kind: 'cardPlay', command },
  initiate(command)(game),
];
