import { icon } from '../../cards/language/build-dilemmas';
import type { GameState } from '../core/game-state';
import { scenario } from '../game/scenario';
import { planet } from './encounter-test-support';
import { hasQContinuumSideDeck } from './q-continuum';
import { run } from './registry';

describe('hasQContinuumSideDeck', () => {
  it('should find a side deck named by its Q-Flash doorway (Rulebook "Side decks")', () => {
    // Arrange
    const s = scenario()
      .place('p2', { kind: 'sideDeck', player: 'p2', name: 'Q-Flash' }, ['Aldebaran Serpent'])
      .build();
    // Act
    const found = [hasQContinuumSideDeck('p2')(s.game), hasQContinuumSideDeck('p1')(s.game)];
    // Assert
    expect(found).toEqual([true, false]);
  });

  it('should find an open Q-Continuum side deck by its doorway on the table (Rulebook "Side decks")', () => {
    // Arrange
    const s = scenario().table('p1', ['Q-Flash']).build();
    // Act
    const found = hasQContinuumSideDeck('p1')(s.game);
    // Assert
    expect(found).toBe(true);
  });

  it('should not take another side deck for one (Rulebook "Side decks")', () => {
    // Arrange
    const s = scenario()
      .place('p1', { kind: 'sideDeck', player: 'p1', name: "Q's Tent" }, ['Aldebaran Serpent'])
      .build();
    // Act
    const found = hasQContinuumSideDeck('p1')(s.game);
    // Assert
    expect(found).toBe(false);
  });
});

describe('download', () => {
  it('should download nothing without a Q-Continuum side deck, and refuse the dilemma with one ([Q] text not implemented; Rulebook "Downloading")', () => {
    // Arrange
    const without = planet(['Data']);
    const withDeck = planet(['Data']);
    const opened = scenarioWithDeck(withDeck.game);
    const effect = {
      type: 'download',
      by: 'opponent',
      upTo: 2,
      targets: icon('Q'),
      to: { sideDeck: 'Q-Continuum' },
    } as const;
    // Act
    const none = run([effect], without.encounter, without.game);
    const refused = run([effect], withDeck.encounter, opened);
    // Assert
    expect(none.kind === 'continue' && none.game).toBe(without.game);
    expect(refused.kind === 'continue' && refused.encounter.halted).toBe('unresolvable');
  });
});

// Helpers

const scenarioWithDeck = (game: GameState): GameState => ({
  ...game,
  zones: { ...game.zones, 'sideDeck:p2:Q-Continuum': ['x'] },
});
