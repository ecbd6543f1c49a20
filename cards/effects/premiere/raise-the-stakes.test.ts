// Raise the Stakes (premiere/raisethestakes), event:
// "Your opponent must forfeit the game OR agree the eventual winner may randomly select and keep one card from
// loser's 60-card deck. (Cumulative.)"
import { cardsIn } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { endGame } from '../../../domain/turn/victory';
import { legalActions, state, view } from '../../../machines/engine';
import { put } from '../play-test-support';
import { play, refused, started } from '../response-test-support';

const withStakes = () =>
  started(scenario({ pending: { player: 'p1', decision: 'turn.act' } }).hand('p1', ['Raise the Stakes']));

const raise = (card: string) => ({ type: 'card.play', player: 'p1', card, kind: 'event' }) as const;

describe('raiseTheStakes', () => {
  it('should ask the opponent to forfeit the game or agree to the stakes (Raise the Stakes)', () => {
    // Arrange
    const [game, s] = withStakes();
    // Act
    const after = play(game, raise(s.id('Raise the Stakes')));
    // Assert
    expect(after.pending).toEqual({ player: 'p2', decision: 'card.choose' });
    expect(legalActions(game)).toEqual([
      { type: 'card.decide', player: 'p2', option: 'forfeit' },
      { type: 'card.decide', player: 'p2', option: 'agree' },
    ]);
  });

  it('should be played but not yet in play while the opponent decides, then enter play when they agree (Rulebook "Playing a Card" L319)', () => {
    // Arrange
    const [game, s] = withStakes();
    const card = s.id('Raise the Stakes');
    // Act
    const waiting = play(game, raise(card));
    const seen = view(game, 'p2');
    const agreed = play(game, { type: 'card.decide', player: 'p2', option: 'agree' });
    // Assert: face up, examined by both, not on the table, its stakes not yet counted
    expect(waiting.cards[card]?.zone).toEqual({ kind: 'beingPlayed', player: 'p1' });
    expect(cardsIn({ kind: 'table', player: 'p1' })(waiting)).toEqual([]);
    expect(seen.cards[card]?.blueprint).toBe('premiere/raisethestakes');
    expect(endGame({ ...waiting, winner: 'p1' }).result).toEqual({
      kind: 'won',
      winner: 'p1',
      reason: 'declared',
    });
    expect(agreed.cards[card]).toMatchObject({
      zone: { kind: 'table', player: 'p1' },
      enteredOnTurn: agreed.turn.number,
    });
  });

  it('should be discarded, never having entered play, when the opponent forfeits (Rulebook "Playing a Card" L319)', () => {
    // Arrange
    const [game, s] = withStakes();
    play(game, raise(s.id('Raise the Stakes')));
    // Act
    const after = play(game, { type: 'card.decide', player: 'p2', option: 'forfeit' });
    // Assert
    expect(cardsIn({ kind: 'discard', player: 'p1' })(after)).toEqual([s.id('Raise the Stakes')]);
    expect(after.awaitedPlay).toBeUndefined();
  });

  it('should refuse an answer from the player who raised the stakes, changing nothing ("Your opponent must")', () => {
    // Arrange
    const [game, s] = withStakes();
    const before = play(game, raise(s.id('Raise the Stakes')));
    // Act
    const rule = refused(game, { type: 'card.decide', player: 'p1', option: 'forfeit' });
    // Assert
    expect(rule).not.toBeNull();
    expect(state(game)).toBe(before);
  });

  it('should end the game, the raiser winning, when the opponent forfeits (README "End of the game")', () => {
    // Arrange
    const [game, s] = withStakes();
    play(game, raise(s.id('Raise the Stakes')));
    // Act
    const after = play(game, { type: 'card.decide', player: 'p2', option: 'forfeit' });
    // Assert
    expect(after.phase).toBe('over');
    expect(after.result).toEqual({ kind: 'won', winner: 'p1', reason: 'forfeit' });
    expect(after.pending).toBeNull();
  });

  it('should leave the event in play and go on with the turn when the opponent agrees (Raise the Stakes)', () => {
    // Arrange
    const [game, s] = withStakes();
    play(game, raise(s.id('Raise the Stakes')));
    // Act
    const after = play(game, { type: 'card.decide', player: 'p2', option: 'agree' });
    // Assert
    expect(cardsIn({ kind: 'table', player: 'p1' })(after)).toEqual([s.id('Raise the Stakes')]);
    expect(after.choosing).toBeUndefined();
    expect(after.pending).toEqual({ player: 'p1', decision: 'turn.act' });
    expect(after.phase).toBe('play');
  });

  it('should record one staked card for each copy agreed in the eventual result ("(Cumulative.)", Rulebook 12.9)', () => {
    // Arrange
    const s = scenario({ pending: { player: 'p1', decision: 'turn.act' } }).build();
    const [, one] = put(s.game, 'p1', 'Raise the Stakes', { kind: 'table', player: 'p1' });
    const [, two] = put(one, 'p2', 'Raise the Stakes', { kind: 'table', player: 'p2' });
    // Act
    const ended = endGame({ ...two, winner: 'p2' });
    // Assert
    expect(ended.result).toEqual({ kind: 'won', winner: 'p2', reason: 'declared', stakes: 2 });
  });
});
