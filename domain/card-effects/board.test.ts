// Rulebook "Compatible", "Carried ships", 10.2.1 Stopped: the general verb `board` (an escape pod's occupant boarding).
import { moveCard, updateCard } from '../core/game-state';
import { type ScenarioBuilder, scenario } from '../game/scenario';
import { boardFirstPlace } from './board';

describe('boardFirstPlace', () => {
  it('should take the card aboard its controller\'s ship at its location (Escape Pod: "until personnel rescued")', () => {
    // Arrange
    const s = podded(scenario().mission('p1', HERE).ship('p2', 'Runabout', { at: HERE }));
    // Act
    const game = boardFirstPlace(s.id('Jean-Luc Picard'))(s.game);
    // Assert
    expect(game.cards[s.id('Jean-Luc Picard')]?.zone).toEqual({ kind: 'aboard', carrier: s.id('Runabout') });
    expect(game.cards[s.id('Jean-Luc Picard')]?.stopped).toBe(false);
  });

  it('should leave the card where it is without a ship of its controller there (Escape Pod: "until personnel rescued")', () => {
    // Arrange
    const s = podded(scenario().mission('p1', HERE).ship('p1', "I.K.C. Vor'Cha", { at: HERE }));
    // Act
    const game = boardFirstPlace(s.id('Jean-Luc Picard'))(s.game);
    // Assert
    expect(game).toBe(s.game);
  });

  it('should take the card aboard its ship carried aboard an opponent\'s ship there (Rulebook "Carried ships")', () => {
    // Arrange
    const s = podded(
      scenario()
        .mission('p1', HERE)
        .ship('p1', "I.K.C. Vor'Cha", { at: HERE })
        .ship('p2', 'Runabout', { carriedBy: "I.K.C. Vor'Cha" }),
    );
    // Act
    const game = boardFirstPlace(s.id('Jean-Luc Picard'))(s.game);
    // Assert
    expect(game.cards[s.id('Jean-Luc Picard')]?.zone).toEqual({ kind: 'aboard', carrier: s.id('Runabout') });
  });

  it('should stop the card boarding its controller\'s stopped ship (Rulebook 10.2.1: "become stopped when they board your stopped ship")', () => {
    // Arrange
    const s = podded(scenario().mission('p1', HERE).ship('p2', 'Runabout', { at: HERE }));
    const stopped = updateCard(s.id('Runabout'), (c) => ({ ...c, stopped: true }))(s.game);
    // Act
    const game = boardFirstPlace(s.id('Jean-Luc Picard'))(stopped);
    // Assert
    expect(game.cards[s.id('Jean-Luc Picard')]?.stopped).toBe(true);
  });
});

// Helpers

const HERE = 'Wormhole Negotiations';

/** The scenario with p2's Escape Pod at HERE, Picard in it. */
const podded = (builder: ScenarioBuilder) => {
  const s = builder.discard('p2', ['Escape Pod', 'Jean-Luc Picard']).build();
  const pod = s.id('Escape Pod');
  const placed = moveCard(pod, { kind: 'playedOn', host: s.id(HERE) })(s.game);
  return { ...s, game: moveCard(s.id('Jean-Luc Picard'), { kind: 'playedOn', host: pod })(placed) };
};
