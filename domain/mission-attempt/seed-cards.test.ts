import { getCard } from '../core/game-state';
import { scenario } from '../game/scenario';
import {
  begin,
  current,
  isRevealedDilemma,
  isRevealedMisseed,
  removeMisseed,
  revealBottom,
} from './seed-cards';

describe('begin', () => {
  it('should record the Away Team, where it stands, and the decision to give back (Rulebook 7.2)', () => {
    // Arrange
    const s = planet().build();
    const game = { ...s.game, pending: { player: 'p1', decision: 'turn.act' } as const };
    // Act
    const attempt = current(begin({ player: 'p1', location: s.id('Excavation'), ship: null })(game));
    // Assert
    expect([attempt.members, attempt.place, attempt.resume]).toEqual([
      [s.id('Data'), s.id('Deanna Troi')],
      { kind: 'planetSurface', location: s.id('Excavation') },
      { player: 'p1', decision: 'turn.act' },
    ]);
  });
});

describe('revealBottom', () => {
  it('should reveal the bottom seed card first, face up (Rulebook 7.2)', () => {
    // Arrange
    const s = planet().build();
    const game = begin({ player: 'p1', location: s.id('Excavation'), ship: null })(s.game);
    // Act
    const revealed = revealBottom(game);
    // Assert
    expect(current(revealed).revealed).toBe(s.id('Null Space'));
    expect(getCard(s.id('Null Space'))(revealed).faceUp).toBe(true);
    expect([isRevealedMisseed(revealed), isRevealedDilemma(revealed)]).toEqual([true, true]);
  });
});

describe('removeMisseed', () => {
  it("should place an opponent's mis-seed out of play without barring the attempting player (Rulebook 7.2.4)", () => {
    // Arrange
    const s = planet().build();
    const game = revealBottom(begin({ player: 'p1', location: s.id('Excavation'), ship: null })(s.game));
    // Act
    const removed = removeMisseed(game);
    // Assert
    expect(getCard(s.id('Null Space'))(removed).zone).toEqual({ kind: 'outOfPlay', player: 'p2' });
    expect(removed.locations[s.id('Excavation')]?.cannotSolve).toBeUndefined();
  });
});

// Helpers

const planet = () =>
  scenario()
    .mission('p1', 'Excavation')
    .seed('Excavation', 'p2', ['Null Space', 'Armus - Skin of Evil'])
    .surface('Excavation', 'p1', ['Data', 'Deanna Troi']);
