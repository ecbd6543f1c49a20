// Issue 16 defect 5: `restore` trusts nothing in a save. Its structure is checked, its commands replayed from its
// origin, and a save whose commands are refused or give another game than the one it saved is refused with a typed
// error, never an exception. A save holds no state (issue 17): the edits the audit made to saved states (a hand card
// moved, a score of 1000, a PRNG state of ["a", null, 3, 4], a snapshot value "noSuchState") have nothing to edit,
// and a save that carries them anyway is refused by its structure.
import * as E from 'fp-ts/Either';
import { bundledDecks } from '../cards/decks';
import { type Command, type Game, legalActions, persist, restore, send, state } from './engine';
import { created } from './engine-test-support';

type Json = Record<string, unknown>;
type Save = Json & { origin: Json; commands: Array<Json>; digest: string };

describe('restore', () => {
  it('should restore an untouched save, which continues identically', () => {
    // Arrange
    const game = played(120);
    // Act
    const restored = restore(persist(game));
    // Assert
    expect(E.isRight(restored) && persist(restored.right)).toBe(persist(game));
    expect(E.isRight(restored) && state(restored.right)).toEqual(state(game));
  });

  it('should hold the origin, the commands and a digest, and no state (issue 17: a small save)', () => {
    // Arrange
    const game = played(120);
    // Act
    const save = JSON.parse(persist(game)) as Save;
    // Assert
    expect(Object.keys(save).sort()).toEqual(['commands', 'digest', 'format', 'origin', 'version']);
    expect(save.commands).toHaveLength(120);
    expect(save.digest).toMatch(/^[0-9a-f]{14}$/);
  });

  it.each<[string, (save: Save) => void]>([
    ['an edited command', (save) => Object.assign(save.commands[0] ?? {}, { player: 'p3' })],
    ['a dropped command', (save) => save.commands.splice(2, 1)],
    ['a command too many', (save) => save.commands.push(save.commands[0] ?? {})],
    ['another seed', (save) => Object.assign(save.origin, { seed: Number(save.origin.seed) + 1 })],
    ['an edited digest', (save) => Object.assign(save, { digest: flipped(save.digest) })],
    ['no digest', (save) => Object.assign(save, { digest: undefined })],
    [
      'a saved state beside the commands',
      (save) => Object.assign(save, { state: { players: [{ score: 1000 }] } }),
    ],
    [
      'a root snapshot value "noSuchState"',
      (save) => Object.assign(save, { snapshot: { value: 'noSuchState' } }),
    ],
    ['an origin with no decks', (save) => Object.assign(save, { origin: { kind: 'decks', seed: 1 } })],
    ['commands that are no list', (save) => Object.assign(save, { commands: { 0: save.commands[0] } })],
  ])('should refuse a save with %s, with a typed error', (_, edit) => {
    // Arrange
    const save = JSON.parse(persist(played(120))) as Save;
    edit(save);
    // Act
    const restored = restore(JSON.stringify(save));
    // Assert
    expect(E.isLeft(restored) && restored.left.rule).toBe('Restore');
  });

  it('should refuse a save whose last command, legal too, is another than the one it was saved after', () => {
    // Arrange: the same game to one command before the end, then another of the commands legal there
    const game = played(120);
    const save = JSON.parse(persist(game)) as Save;
    const before = played(119);
    const other = legalActions(before).find((c) => JSON.stringify(c) !== JSON.stringify(save.commands[119]));
    if (other === undefined) throw new Error('another command should be legal');
    save.commands[119] = other as unknown as Json;
    // Act
    const restored = restore(JSON.stringify(save));
    // Assert
    expect(E.isLeft(restored) && restored.left.message).toMatch(/does not reproduce/);
  });
});

// Helpers

const savedGames = new Map<number, Game>();

/** A game between the bundled decks after `steps` first-listed commands (built once per length). */
function played(steps: number): Game {
  const known = savedGames.get(steps);
  if (known !== undefined) return known;
  const game = created({ decks: [bundledDecks.federation, bundledDecks.klingon], seed: 9 });
  for (let step = 0; step < steps; step++) {
    const [first] = legalActions(game);
    if (first !== undefined) send(game, first as Command);
  }
  expect(state(game).phase).not.toBe('over');
  savedGames.set(steps, game);
  return game;
}

function flipped(digest: string): string {
  return digest === '0'.repeat(14) ? '1'.repeat(14) : '0'.repeat(14);
}
