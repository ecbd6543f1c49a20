// Rulebook "Playing a Card" L319: a card played goes to its after-use place once its immediate effects resolved, a
// follow-up choice they ask included ("If the card's immediate effects do not discard the card played, it enters play").
import { type GameState, getCard, moveCard } from '../core/game-state';
import { scenario } from '../game/scenario';
import { finishAwaitedPlay, placeAfterUse } from './after-use';

const TABLE = { kind: 'table', player: 'p1' } as const;
const DISCARD = { kind: 'discard', player: 'p1' } as const;

describe('placeAfterUse', () => {
  it('should put a card being played on top of its pile when no choice of its own waits (L319)', () => {
    // Arrange
    const [game, card] = played();
    // Act
    const after = placeAfterUse(card, DISCARD)(game);
    // Assert
    expect(getCard(card)(after).zone).toEqual(DISCARD);
    expect(after.awaitedPlay).toBeUndefined();
  });

  it('should keep a card on the table being played, not yet in play, while its own choice waits (L319)', () => {
    // Arrange: placed on the table to resolve, its opponent's option asked
    const [game, card] = played();
    const onTable = moveCard(card, TABLE, 'bottom', (c) => ({ ...c, enteredOnTurn: 1 }))(asking(card, game));
    // Act
    const after = placeAfterUse(card, TABLE)(onTable);
    // Assert
    expect(getCard(card)(after).zone).toEqual({ kind: 'beingPlayed', player: 'p1' });
    expect(getCard(card)(after)).not.toHaveProperty('enteredOnTurn');
    expect(after.awaitedPlay).toEqual({ card, to: TABLE });
  });

  it('should leave a card its effects discarded in its pile, a choice waiting or not (L319)', () => {
    // Arrange
    const [game, card] = played();
    const discarded = moveCard(card, DISCARD)(asking(card, game));
    // Act
    const after = placeAfterUse(card, DISCARD)(discarded);
    // Assert
    expect(after).toBe(discarded);
  });
});

describe('finishAwaitedPlay', () => {
  it('should enter the card in play once no choice waits, and not before (L319)', () => {
    // Arrange
    const [game, card] = played();
    const waiting = placeAfterUse(card, TABLE)(asking(card, game));
    const { choosing: _made, ...answered } = waiting;
    // Act
    const still = finishAwaitedPlay(waiting);
    const after = finishAwaitedPlay(answered);
    // Assert
    expect(still).toBe(waiting);
    expect(getCard(card)(after)).toMatchObject({ zone: TABLE, enteredOnTurn: after.turn.number });
    expect(after.awaitedPlay).toBeUndefined();
  });
});

// Helpers

/** Raise the Stakes being played by p1. */
const played = (): readonly [GameState, string] => {
  const s = scenario({ active: 'p1' })
    .place('p1', { kind: 'beingPlayed', player: 'p1' }, ['Raise the Stakes'])
    .build();
  return [s.game, s.id('Raise the Stakes')];
};

/** The game with the card's opponent asked to name an option of its text. */
const asking = (card: string, game: GameState): GameState => ({
  ...game,
  choosing: { kind: 'option', player: 'p2', source: card, cardPlayer: 'p1', options: ['forfeit', 'agree'] },
});
