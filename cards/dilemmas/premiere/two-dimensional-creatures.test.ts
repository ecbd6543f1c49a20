// Two-Dimensional Creatures (premiere/Two-Dimensional-Creatures), [S] dilemma:
// "Place on ship. Empaths aboard are disabled. Ship can't move until SCIENCE and ENGINEER aboard, discarding dilemma
// and curing empaths."

import { cardsIn, getCard, moveCard } from '../../../domain/core/game-state';
import { preventsMovement } from '../../../domain/dilemma-effects/lasting';
import { scenario } from '../../../domain/game/scenario';
import { beginTurn } from '../../../domain/turn/turn';
import { onShip, runAttempt } from '../attempt-test-support';

describe('twoDimensionalCreatures', () => {
  it('should disable the empaths aboard and hold the ship in place (Rulebook 10.2.3 Disabled)', () => {
    // Arrange
    const s = crew(['Deanna Troi', 'Mendon', 'Worf']).build();
    // Act
    const run = runAttempt(s.game, onShip('p1', s.id('Test Mission'), s.id('Runabout')));
    // Assert
    expect(getCard(s.id('Deanna Troi'))(run.game).disabled).toBe(true);
    expect(getCard(s.id('Mendon'))(run.game).disabled).toBeUndefined();
    expect(preventsMovement(s.id('Runabout'))(run.game)).toBe(true);
  });

  it('should be discarded once SCIENCE and ENGINEER are aboard, curing the empaths (Rulebook "Dilemmas" cures)', () => {
    // Arrange
    const s = crew(['Deanna Troi', 'Mendon', 'Worf'])
      .surface('Test Mission', 'p1', ['Geordi La Forge'])
      .build();
    const run = runAttempt(s.game, onShip('p1', s.id('Test Mission'), s.id('Runabout')));
    // Act
    const boarded = moveCard(s.id('Geordi La Forge'), { kind: 'aboard', carrier: s.id('Runabout') })(
      run.game,
    );
    // the crew, stopped by the failed attempt, unstops at the start of the next turn
    const settled = beginTurn(boarded);
    // Assert
    expect(cardsIn({ kind: 'outOfPlay', player: 'p2' })(settled)).toEqual([
      s.id('Two-Dimensional Creatures'),
    ]);
    expect(getCard(s.id('Deanna Troi'))(settled).disabled).toBeUndefined();
    expect(preventsMovement(s.id('Runabout'))(settled)).toBe(false);
  });
});

// Helpers

const crew = (titles: ReadonlyArray<string>) =>
  scenario()
    .mission('p1', 'Test Mission')
    .seed('Test Mission', 'p2', ['Two-Dimensional Creatures'])
    .ship('p1', 'Runabout', { at: 'Test Mission' })
    .aboard('Runabout', 'p1', titles);
