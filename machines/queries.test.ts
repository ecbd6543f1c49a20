import * as O from 'fp-ts/Option';
import { loadCardDatabase } from '../cards/database';
import { bundledDecks } from '../cards/decks';
import { type Command, legalActions, state } from './engine';
import { created, sent } from './engine-test-support';
import { randomPlayer } from './players';
import { cardFacts, describeCommand, implemented, locations, scores, teams } from './queries';

describe('cardFacts', () => {
  it('should answer for a player\'s own card, and give nothing to an unknown player (ARCHITECTURE "hostile boundary")', () => {
    // Arrange: the seed phases played by first choices, so that cards are on the table
    const game = playFirstChoices(120);
    const [own] = Object.values(state(game).cards).filter(
      (c) => c.owner === 'p1' && c.zone.kind !== 'drawDeck',
    );
    if (own === undefined) throw new Error('p1 should have a card out of the draw deck');
    // Act
    const facts = cardFacts(game, 'p1', own.id);
    const stranger = cardFacts(game, 'nobody', own.id);
    // Assert
    expect(O.toNullable(facts)?.id).toBe(own.id);
    expect(stranger).toEqual(O.none);
    expect(cardFacts(game, 'p1', 'no-such-card')).toEqual(O.none);
    expect(teams(game, 'nobody')).toEqual([]);
    expect(locations(game, 'p1').length).toBe(Object.keys(state(game).locations).length);
    expect(scores(game).map((p) => p.id)).toEqual(state(game).players.map((p) => p.id));
  });
});

describe('describeCommand', () => {
  it('should label every legal action with a phrase, and describe a value that is no command without throwing', () => {
    // Arrange
    const game = playFirstChoices(120);
    // Act
    const labels = legalActions(game).map((command) => describeCommand(game, command));
    const garbage = describeCommand(game, null as unknown as Command);
    // Assert
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.every((label) => /^[a-z]/.test(label) && !label.includes('undefined'))).toBe(true);
    expect(garbage).toMatch(/^not a command/);
  });
  it('should label the legal actions of whole games in words: no undefined, no bare card id, no JSON', () => {
    // Arrange: two games played by random players to their end
    const labels: string[] = [];
    for (const seed of [1, 2]) {
      const game = created({ decks: [bundledDecks.federation, bundledDecks.klingon], seed });
      const player = randomPlayer(seed);
      for (let command = player.choose(game); command !== null; command = player.choose(game)) {
        // Act
        for (const action of legalActions(game)) labels.push(describeCommand(game, action));
        sent(game, command);
      }
    }
    // Assert
    expect(labels.length).toBeGreaterThan(500);
    expect(labels.filter((label) => /undefined|\[object|\bp[12]-\d+\b|NaN|[{}]/.test(label))).toEqual([]);
  });
});

describe('implemented', () => {
  it('should tell whether a card\'s game text is implemented (ARCHITECTURE "Cards are data")', () => {
    // Arrange
    const db = loadCardDatabase();
    const [data, laughing] = [db.byTitle('Data')[0], db.byTitle('Data Laughing')[0]];
    if (data === undefined || laughing === undefined) throw new Error('both cards should exist');
    // Act
    const answers = [implemented(data), implemented(laughing), implemented(null as unknown as typeof data)];
    // Assert
    expect(answers).toEqual([true, false, false]);
  });
});

// Helpers

const playFirstChoices = (steps: number) => {
  const game = created({ decks: [bundledDecks.federation, bundledDecks.klingon], seed: 3 });
  for (let i = 0; i < steps; i++) {
    const [first] = legalActions(game);
    if (first === undefined) break;
    sent(game, first);
  }
  return game;
};
