// Birth of "Junior" (premiere/Birth-of-Junior), [S] dilemma:
// "Place on ship. End of each turn, RANGE reduced by 1; if reduced to 0, ship destroyed. Nullify with 3 ENGINEER."

import { attribute } from '../../../domain/cards-in-play/skills';
import { cardsIn, getCard, moveCard } from '../../../domain/core/game-state';
import { atEndOfTurn, settle } from '../../../domain/dilemma-effects/lasting';
import { scenario } from '../../../domain/game/scenario';
import { onShip, runAttempt } from '../attempt-test-support';

describe('birthOfJunior', () => {
  it('should be nullified before any effect by 3 ENGINEER (Rulebook "Dilemmas" nullifiers)', () => {
    // Arrange
    const s = crew(['Geordi La Forge', 'Data']).build();
    // Act
    const run = runAttempt(s.game, onShip('p1', s.id('Test Mission'), s.id('Runabout')));
    // Assert
    expect(cardsIn({ kind: 'outOfPlay', player: 'p2' })(run.game)).toEqual([s.id('Birth of "Junior"')]);
  });

  it('should reduce the ship\'s RANGE by 1 at the end of each of its controller\'s turns (Rulebook 12.2 "each")', () => {
    // Arrange
    const s = crew(['Mendon', 'Deanna Troi']).build();
    const run = runAttempt(s.game, onShip('p1', s.id('Test Mission'), s.id('Runabout')));
    // Act
    const mine = atEndOfTurn('p1')(run.game);
    const theirs = atEndOfTurn('p2')(run.game);
    // Assert
    expect(attribute(s.id('Runabout'), 'RANGE')(mine)).toBe(6);
    expect(attribute(s.id('Runabout'), 'RANGE')(theirs)).toBe(7);
  });

  it('should be nullified later when 3 ENGINEER are aboard (Rulebook "Dilemmas" nullifiers)', () => {
    // Arrange
    const s = crew(['Mendon', 'Deanna Troi']).hand('p1', ['Geordi La Forge', 'Data']).build();
    const run = runAttempt(s.game, onShip('p1', s.id('Test Mission'), s.id('Runabout')));
    const boarded = [s.id('Geordi La Forge'), s.id('Data')].reduce(
      (g, id) => moveCard(id, { kind: 'aboard', carrier: s.id('Runabout') })(g),
      run.game,
    );
    // Act
    const settled = settle(boarded);
    // Assert
    expect(getCard(s.id('Birth of "Junior"'))(settled).zone.kind).toBe('outOfPlay');
  });
});

// Helpers

const crew = (titles: ReadonlyArray<string>) =>
  scenario()
    .mission('p1', 'Test Mission')
    .seed('Test Mission', 'p2', ['Birth of "Junior"'])
    .ship('p1', 'Runabout', { at: 'Test Mission' })
    .aboard('Runabout', 'p1', titles);
