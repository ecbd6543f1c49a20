import { named, record } from '../core/chronicle';
import { type GameState, updateCard } from '../core/game-state';
import type { Command } from '../game/decisions';
import { scenario } from '../game/scenario';
import type { LogEntry } from './describe';
import { logFor, unseenInCommand } from './view-log';

describe('unseenInCommand', () => {
  it('should keep the title of a ship the opponent saw before it cloaked (Rulebook 12.12, 7.6)', () => {
    // Arrange
    const s = enterprise();
    const cloaked = cloak(s.id('U.S.S. Enterprise'))(s.game);
    const command: Command = { type: 'ship.cloak', player: 'p1', ship: s.id('U.S.S. Enterprise') };
    // Act
    const unseen = unseenInCommand(command, [])(s.game, cloaked);
    // Assert
    expect(unseen).toBeUndefined();
  });

  it('should withhold from the opponent a ship cloaked before and after the command (Rulebook 12.12)', () => {
    // Arrange
    const s = enterprise();
    const cloaked = cloak(s.id('U.S.S. Enterprise'))(s.game);
    const command: Command = {
      type: 'ship.move',
      player: 'p1',
      ship: s.id('U.S.S. Enterprise'),
      to: 'Test Mission',
    };
    // Act
    const unseen = unseenInCommand(command, [])(cloaked, cloaked);
    // Assert
    expect(unseen).toEqual({ p2: [s.id('U.S.S. Enterprise')] });
  });

  it('should withhold a card an event names while the player cannot see it (Rulebook "Looking at Cards")', () => {
    // Arrange
    const s = enterprise();
    const cloaked = cloak(s.id('U.S.S. Enterprise'))(s.game);
    const told = record(`${named(s.id('U.S.S. Enterprise'))(cloaked)} reaches Test Mission`)(cloaked);
    // Act
    const unseen = unseenInCommand({ type: 'turn.end', player: 'p1' }, told.chronicle)(cloaked, told);
    // Assert
    expect(unseen).toEqual({ p2: [s.id('U.S.S. Enterprise')] });
  });
});

describe('logFor', () => {
  it('should write a card the viewer did not see as a hidden card, and keep it for the one who saw it', () => {
    // Arrange
    const s = enterprise();
    const id = s.id('U.S.S. Enterprise');
    const entry: LogEntry = {
      seq: 1,
      turn: 1,
      phase: 'play',
      player: 'p1',
      command: { type: 'ship.move', player: 'p1' },
      text: `p1 ship.move ship=U.S.S. Enterprise (${id})`,
      events: [`U.S.S. Enterprise (${id}) reaches Test Mission`],
      unseen: { p2: [id] },
    };
    // Act
    const [theirs, mine] = [logFor('p2', s.game)([entry]), logFor('p1', s.game)([entry])];
    // Assert
    expect(theirs[0]?.text).toBe(`p1 ship.move ship=a hidden card (${id})`);
    expect(theirs[0]?.events).toEqual([`a hidden card (${id}) reaches Test Mission`]);
    expect(mine[0]?.text).toBe(entry.text);
    expect(mine[0]?.events).toEqual(entry.events);
    expect([theirs[0], mine[0]].map((e) => e !== undefined && 'unseen' in e)).toEqual([false, false]);
  });
});

// Helpers

const enterprise = () =>
  scenario().mission('p1', 'Test Mission').ship('p1', 'U.S.S. Enterprise', { at: 'Test Mission' }).build();

const cloak = (id: string) => (game: GameState) => updateCard(id, (c) => ({ ...c, cloaked: true }))(game);
