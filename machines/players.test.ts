import { onTurn } from '../cards/effects/play-test-support';
import { started } from '../cards/effects/response-test-support';
import { legalActions } from './engine';
import { nextCommand, type Player, randomPlayer } from './players';

describe('randomPlayer', () => {
  it('should sometimes make a play "at any time" the other player may make, always one listed (Rulebook "Playing \'At Any Time\'")', () => {
    // Arrange
    const [game] = started(onTurn().hand('p2', ['The Juggler']).drawDeck('p2', ['Worf']));
    const listed = legalActions(game, 'p2');
    // Act
    const plays = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => randomPlayer(seed).interject?.(game, 'p2') ?? null);
    // Assert
    expect(plays.some((c) => c !== null)).toBe(true);
    expect(plays.some((c) => c === null)).toBe(true);
    for (const play of plays) if (play !== null) expect(listed).toContainEqual(play);
  });

  it('should choose as it did before it made plays "at any time": its choices draw from a stream of their own', () => {
    // Arrange
    const [game] = started(onTurn().hand('p2', ['The Juggler']).drawDeck('p2', ['Worf']));
    const [plain, interjecting] = [randomPlayer(3), randomPlayer(3)];
    // Act
    for (let i = 0; i < 5; i++) interjecting.interject?.(game, 'p2');
    // Assert
    expect(interjecting.choose(game)).toEqual(plain.choose(game));
  });
});

describe('nextCommand', () => {
  it('should send the other player\'s play "at any time" first, else the pending player\'s choice', () => {
    // Arrange
    const [game] = started(onTurn().hand('p2', ['The Juggler']).drawDeck('p2', ['Worf']));
    const passive: Player = { name: 'passive', choose: () => null };
    const eager: Player = {
      name: 'eager',
      choose: () => null,
      interject: (g, p) => legalActions(g, p)[0] ?? null,
    };
    const p1 = randomPlayer(1);
    // Act
    const [first, second] = [
      nextCommand(game, { p1, p2: eager }, 'p1'),
      nextCommand(game, { p1, p2: passive }, 'p1'),
    ];
    // Assert
    expect(first?.player).toBe(eager);
    expect(first?.command.player).toBe('p2');
    expect(second?.player).toBe(p1);
    expect(second?.command.player).toBe('p1');
  });
});
