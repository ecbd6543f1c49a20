import { getCard } from '../core/game-state';
import { scenario } from '../game/scenario';
import { encounterRevealed, hasEnded, isAwaitingChoice } from './encounter';
import { begin, current, revealBottom } from './seed-cards';

describe('encounterRevealed', () => {
  it('should place an unimplemented dilemma out of play without effect, saying so in the log (README)', () => {
    // Arrange
    const s = planet('Chinese Finger Puzzle').build();
    // Act
    const game = encounterRevealed(revealed(s));
    // Assert
    expect(getCard(s.id('Chinese Finger Puzzle'))(game).zone).toEqual({ kind: 'outOfPlay', player: 'p2' });
    expect(current(game).events.at(-1)?.text).toMatch(/not implemented/);
    expect(getCard(s.id('Data'))(game).stopped).toBe(false);
  });

  it("should wait on the opponent's choice and change nothing else meanwhile (Rulebook 12.14)", () => {
    // Arrange
    const s = planet('Chalnoth').build();
    const before = revealed(s);
    // Act
    const game = encounterRevealed(before);
    // Assert
    expect(isAwaitingChoice(game)).toBe(true);
    expect({ ...game, attempt: undefined }).toEqual({ ...before, attempt: undefined });
  });

  it('should remove a dilemma of automatic effects that ends the attempt, and leave one it placed on the mission (Rulebook "Dilemmas" L634)', () => {
    // Arrange: Data alone, no other planet: The Metrons' Arena relocates no one and ends the attempt
    const arena = scenario()
      .mission('p1', 'Excavation')
      .seed('Excavation', 'p2', ["The Metrons' Arena"])
      .surface('Excavation', 'p1', ['Data'])
      .build();
    const scow = planet('Radioactive Garbage Scow').build();
    // Act
    const ended = encounterRevealed(revealed(arena));
    const placed = encounterRevealed(revealed(scow));
    // Assert
    expect([hasEnded(ended), hasEnded(placed)]).toEqual([true, true]);
    expect(getCard(arena.id("The Metrons' Arena"))(ended).zone).toEqual({ kind: 'outOfPlay', player: 'p2' });
    expect(current(ended).events.at(-1)?.text).toBe('is overcome and ends the mission attempt');
    expect(getCard(scow.id('Radioactive Garbage Scow'))(placed).zone).toEqual({
      kind: 'playedOn',
      host: scow.id('Excavation'),
    });
  });
});

// Helpers

const planet = (dilemma: string) =>
  scenario()
    .mission('p1', 'Excavation')
    .seed('Excavation', 'p2', [dilemma])
    .surface('Excavation', 'p1', ['Data', 'Deanna Troi']);

const revealed = (s: ReturnType<ReturnType<typeof planet>['build']>) =>
  revealBottom(begin({ player: 'p1', location: s.id('Excavation'), ship: null })(s.game));
