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

describe('qFlash', () => {
  it('should draw no Q-Flash cards without a Q-Continuum side deck and say how many the dilemma gave (Q-Flash doorway)', () => {
    // Arrange
    const four = planet(['Data']);
    const three = planet(['Data']);
    // Act
    const steps = [
      run([{ type: 'qFlash', cards: 4 }], four.encounter, four.game),
      run([{ type: 'qFlash', cards: 3 }], three.encounter, three.game),
    ];
    // Assert
    expect(steps.map((step) => step.kind === 'continue' && step.encounter.notes.map((n) => n.text))).toEqual([
      ['gives a Q-Flash of 4 cards: none is drawn, p2 has no Q-Continuum side deck'],
      ['gives a Q-Flash of 3 cards: none is drawn, p2 has no Q-Continuum side deck'],
    ]);
    expect(steps[0]?.kind === 'continue' && steps[0].game).toBe(four.game);
  });

  it('should refuse the dilemma, naming the Q-Flash, when the opponent has a Q-Continuum side deck ([Q] text not implemented)', () => {
    // Arrange
    const s = planet(['Data']);
    // Act
    const step = run([{ type: 'qFlash', cards: 4 }], s.encounter, scenarioWithDeck(s.game));
    // Assert
    expect(step.kind === 'continue' && step.encounter.halted).toBe('unresolvable');
    expect(step.kind === 'continue' && step.encounter.notes.at(-1)?.text).toBe(
      'cannot be resolved: p2 has a Q-Continuum side deck to draw a Q-Flash of 4 cards from ([Q] card text is not implemented)',
    );
  });
});

// Helpers

const scenarioWithDeck = (game: GameState): GameState => ({
  ...game,
  zones: { ...game.zones, 'sideDeck:p2:Q-Continuum': ['x'] },
});
