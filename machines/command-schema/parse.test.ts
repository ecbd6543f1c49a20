// ARCHITECTURE "Every player decision is a command": `send` validates a command's shape (exact types, no other field,
// ids of this game, bounded sizes) before its rule, and names the field it gets wrong.
import * as E from 'fp-ts/Either';
import type { Command } from '../../domain/game/decisions';
import { scenario } from '../../domain/game/scenario';
import { parseCommand } from './parse';

describe('parseCommand', () => {
  it('should accept a well-formed command as a frozen copy, never the object it was given', () => {
    // Arrange
    const { game, command } = facilityPhase();
    // Act
    const parsed = parseCommand(command)(game);
    // Assert
    expect(parsed).toEqual(E.right(command));
    if (E.isRight(parsed)) {
      expect(parsed.right).not.toBe(command);
      expect(Object.isFrozen(parsed.right)).toBe(true);
    }
  });

  it('should refuse an id sent as a one-element array, naming the field', () => {
    // Arrange
    const { game, command } = facilityPhase();
    // Act
    const parsed = parseCommand({ ...command, card: [command.card] })(game);
    // Assert
    expect(parsed).toEqual(
      E.left({ rule: 'Command', message: 'facility.seed: field "card" must be a card id string.' }),
    );
  });

  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty', 'p1-999'])(
    'should refuse %s as a card id: an own card of the game only',
    (id) => {
      // Arrange
      const { game, command } = facilityPhase();
      // Act
      const parsed = parseCommand({ ...command, card: id })(game);
      // Assert
      expect(parsed).toEqual(
        E.left({ rule: 'Command', message: 'facility.seed: field "card" names no card of this game.' }),
      );
    },
  );

  it('should refuse a player who is not in the game', () => {
    // Arrange
    const { game, command } = facilityPhase();
    // Act
    const parsed = parseCommand({ ...command, player: 'p3' })(game);
    // Assert
    expect(E.isLeft(parsed) && parsed.left.message).toBe(
      'facility.seed: field "player" names no player of this game.',
    );
  });

  it('should refuse a field the command does not have, and a missing one', () => {
    // Arrange
    const { game, command } = facilityPhase();
    const { location: _, ...missing } = command;
    // Act
    const extra = parseCommand({ ...command, extra: 1 })(game);
    const absent = parseCommand(missing)(game);
    // Assert
    expect(E.isLeft(extra) && extra.left.message).toBe(
      'facility.seed: field "extra" is not a field of this command.',
    );
    expect(E.isLeft(absent) && absent.left.message).toBe('facility.seed: field "location" is missing.');
  });

  it('should name the field of a nested form the command comes closest to', () => {
    // Arrange
    const { game } = facilityPhase();
    const place = {
      type: 'mission.place',
      player: 'p1',
      placement: { kind: 'spaceline', quadrant: 'Beta', index: 0 },
    };
    // Act
    const parsed = parseCommand(place)(game);
    // Assert
    expect(E.isLeft(parsed) && parsed.left.message).toBe(
      'mission.place: field "placement.quadrant" must be "Alpha" or "Gamma" or "Delta" or "Mirror".',
    );
  });

  it.each([
    ['null', null, 'A command must be an object with a "type" field.'],
    ['a number', 7, 'A command must be an object with a "type" field.'],
    ['an array', [], 'A command must be an object with a "type" field.'],
    ['an unknown type', { type: 'toString', player: 'p1' }, '"toString" is not a command type.'],
    [
      'a type that is not a string',
      { type: ['facility.pass'], player: 'p1' },
      'field "type" must be a string naming a command.',
    ],
    [
      'a function',
      { type: 'facility.pass', player: () => 'p1' },
      'Not a command: field "player" is a function, not JSON data.',
    ],
    [
      'a date',
      { type: 'facility.pass', player: new Date(0) },
      'Not a command: field "player" is not a plain object.',
    ],
    [
      'NaN',
      { type: 'tribbles.draw', player: 'p1', count: Number.NaN },
      'Not a command: field "count" is not a finite number.',
    ],
    [
      'a huge string',
      { type: 'facility.pass', player: 'x'.repeat(1_000_000) },
      'Not a command: field "player" is longer than 1000 characters.',
    ],
    [
      'a 20,000-level nesting',
      { type: 'facility.pass', player: nested(20_000) },
      'Not a command: it is nested deeper than 8 levels.',
    ],
  ])('should refuse %s, with a message and no exception', (_, input, message) => {
    // Arrange
    const { game } = facilityPhase();
    // Act
    const parsed = parseCommand(input)(game);
    // Assert
    expect(parsed).toEqual(E.left({ rule: 'Command', message }));
  });

  it('should refuse an object that throws when read, and read each field once', () => {
    // Arrange
    const { game, command } = facilityPhase();
    const hostile = new Proxy(command, {
      get: () => {
        throw new Error('boom');
      },
    });
    let reads = 0;
    const changing = {
      ...command,
      get card() {
        reads += 1;
        return reads === 1 ? command.card : 'constructor';
      },
    };
    // Act
    const refused = parseCommand(hostile)(game);
    const copied = parseCommand(changing)(game);
    // Assert
    expect(E.isLeft(refused) && refused.left.message).toBe('Not a command: it cannot be read as JSON data.');
    expect(copied).toEqual(E.right(command));
  });
});

// Helpers

/** A facility phase in which p1 may seed an outpost at its mission, and the command that does. */
const facilityPhase = () => {
  const built = scenario({ phase: 'facility' })
    .mission('p1', 'Avert Disaster')
    .mission('p2', 'Fever Emergency')
    .place('p1', { kind: 'seedDeck', player: 'p1' }, ['Federation Outpost'])
    .build();
  const [outpost] = built.ids('Federation Outpost');
  const [mission] = built.ids('Avert Disaster');
  if (outpost === undefined || mission === undefined) throw new Error('the scenario should place its cards');
  const command = { type: 'facility.seed', player: 'p1', card: outpost, location: mission } as const;
  return { game: built.game, command: command satisfies Command };
};

function nested(depth: number): unknown {
  let value: unknown = 'p1';
  for (let level = 0; level < depth; level++) value = { a: value };
  return value;
}
