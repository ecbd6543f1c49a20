// Strict Dress Code (fc/strictdresscode), [S] dilemma:
// "Sacrifice one Diplomacy, one [Holo] or two [Def] personnel present (killed); otherwise, one personnel present is
// killed (opponent's choice). Mission continues."
import { cardsIn, type GameState } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { onShip, runAttempt } from '../attempt-test-support';

describe('strictDressCode', () => {
  it('should kill the Diplomacy personnel its player sacrifices, and no one else (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = fedCrew();
    // Act
    const run = runAttempt(s.game, onShip('p1', s.id('Test Mission'), s.id('Runabout')), [
      { type: 'attempt.decide', player: 'p1', option: 'Diplomacy' },
      { type: 'attempt.choose', player: 'p1', cards: [s.id('William T. Riker')] },
    ]);
    // Assert
    expect(killed(run.game)).toEqual([s.id('William T. Riker')]);
    expect(cardsIn({ kind: 'underMission', location: s.id('Test Mission') })(run.game)).toEqual([]);
  });

  it('should otherwise kill the personnel present of the opponent\'s choice (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = fedCrew();
    // Act
    const run = runAttempt(s.game, onShip('p1', s.id('Test Mission'), s.id('Runabout')), [
      { type: 'attempt.decide', player: 'p1', option: 'no sacrifice' },
      { type: 'attempt.choose', player: 'p2', cards: [s.id('Mendon')] },
    ]);
    // Assert
    expect(killed(run.game)).toEqual([s.id('Mendon')]);
  });

  it('should take a sacrifice that cannot be made as none: two [Def] from a crew without them (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = fedCrew();
    // Act
    const run = runAttempt(s.game, onShip('p1', s.id('Test Mission'), s.id('Runabout')), [
      { type: 'attempt.decide', player: 'p1', option: 'two Def' },
      { type: 'attempt.choose', player: 'p2', cards: [s.id('Tasha Yar')] },
    ]);
    // Assert
    expect(killed(run.game)).toEqual([s.id('Tasha Yar')]);
  });

  it('should kill the two [Def] Borg its player sacrifices (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Catalog Phenomena')
      .seed('Catalog Phenomena', 'p2', ['Strict Dress Code'])
      .ship('p1', 'Borg Cube', { at: 'Catalog Phenomena' })
      .aboard('Borg Cube', 'p1', [
        'Four of Eleven',
        'Thirteen of Nineteen',
        'Eight of Nineteen',
        'Six of Eleven',
      ])
      .build();
    const sacrificed = [s.id('Four of Eleven'), s.id('Thirteen of Nineteen')];
    // Act
    const run = runAttempt(s.game, onShip('p1', s.id('Catalog Phenomena'), s.id('Borg Cube')), [
      { type: 'attempt.decide', player: 'p1', option: 'two Def' },
      { type: 'attempt.choose', player: 'p1', cards: sacrificed },
    ]);
    // Assert
    expect([...killed(run.game)].sort()).toEqual([...sacrificed].sort());
  });
});

// Helpers

const fedCrew = () =>
  scenario()
    .mission('p1', 'Test Mission')
    .seed('Test Mission', 'p2', ['Strict Dress Code'])
    .ship('p1', 'Runabout', { at: 'Test Mission' })
    .aboard('Runabout', 'p1', ['William T. Riker', 'Tasha Yar', 'Mendon'])
    .build();

const killed = (game: GameState) => cardsIn({ kind: 'discard', player: 'p1' })(game);
