// Issue #14 "Generic windows" and ARCHITECTURE principle 6 ("no machine state or command is named after a card"): a
// response window and a choice are one state each, parametrised by the game (what is answered or chosen, and the step
// of the turn that goes on afterwards: domain/core/turn-step.ts), not one state per card.
import type { AnyStateMachine } from 'xstate';
import { createActor } from 'xstate';
import { loadCardDatabase } from '../cards/database';
import type { GameState } from '../domain/core/game-state';
import { terokNor } from '../domain/sites/test-support';
import { playPhaseMachine } from './play-phase.machine';
import { selfControlledMachine } from './self-controlled.machine';

describe('playPhaseMachine', () => {
  it('should name no state and no guard of the play phase or its self-controlled child after a card (issue #14)', () => {
    // Arrange
    const names = [playPhaseMachine, selfControlledMachine].flatMap(stateAndGuardNames);
    // Act
    const named = names.flatMap((name) => cardsNamedIn(name).map((title) => `${name}: ${title}`));
    // Assert
    expect(names.length).toBeGreaterThan(30);
    expect(named).toEqual([]);
  });

  it('should recognise a card named in a state id by its title or its first two words (Rogue Borg Mercenaries)', () => {
    // Act
    const found = ['rogueBorgBattlingNow', 'placingGuestQuartersCard', 'respondingToAction'].map(
      cardsNamedIn,
    );
    // Assert
    expect(found).toEqual([['Rogue Borg Mercenaries'], ['Guest Quarters'], []]);
  });

  it('should ask a choice in the one choosing state, then go on at the card draw and pass the turn (Guest Quarters)', () => {
    // Arrange
    const s = terokNor(['Guest Quarters'])
      .aboard('Guest Quarters', 'p1', ['Legate Damar'])
      .drawDeck('p1', ['Data', 'Data', 'Data'])
      .drawDeck('p2', ['Worf', 'Worf', 'Worf'])
      .build();
    const actor = createActor(playPhaseMachine, { input: { game: s.game } }).start();
    actor.send({ type: 'turn.end', player: 'p1' });
    actor.send({ type: 'card.draw', player: 'p1', site: s.id('Guest Quarters') });
    const [window, resumeAt] = [actor.getSnapshot().value, game(actor).resumeAt];
    // Act
    actor.send({ type: 'card.choose', player: 'p1', card: s.ids('Data')[0] as string });
    // Assert
    expect([window, resumeAt]).toEqual(['choosing', 'cardDrawn']);
    expect(actor.getSnapshot().value).toBe('playingCards');
    expect(game(actor).turn.active).toBe('p2');
    expect(game(actor).resumeAt).toBeUndefined();
  });
});

// Helpers

const game = (actor: { getSnapshot(): { context: { game: GameState } } }): GameState =>
  actor.getSnapshot().context.game;

/** The words of a camelCase name, or of a card title (accents, apostrophes and punctuation dropped), lower case. */
const words = (text: string): ReadonlyArray<string> =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f']/g, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);

const includesRun = (haystack: ReadonlyArray<string>, run: ReadonlyArray<string>): boolean =>
  haystack.some((_, start) => run.every((word, i) => haystack[start + i] === word));

/** Each card title, by the runs of words that name it: the whole title, and the first two words of a longer one. */
const titleRuns: ReadonlyArray<readonly [string, ReadonlyArray<ReadonlyArray<string>>]> = [
  ...new Set(loadCardDatabase().all.map((b) => b.title)),
].map((title) => {
  const all = words(title);
  return [title, all.length > 2 ? [all, all.slice(0, 2)] : [all]] as const;
});

/** The titles of the cards a camelCase name names. */
const cardsNamedIn = (name: string): ReadonlyArray<string> => {
  const nameWords = words(name);
  return titleRuns
    .filter(([, runs]) => runs.some((run) => run.length > 0 && includesRun(nameWords, run)))
    .map(([title]) => title);
};

interface Node {
  readonly key: string;
  readonly states: Readonly<Record<string, Node>>;
  readonly transitions: ReadonlyMap<string, ReadonlyArray<{ readonly guard?: unknown }>>;
  readonly always?: ReadonlyArray<{ readonly guard?: unknown }>;
}

const guardNames = (guard: unknown): ReadonlyArray<string> => {
  if (typeof guard === 'string') return [guard];
  const g = guard as { type?: string; params?: { guards?: ReadonlyArray<unknown> } } | undefined;
  if (g?.type === undefined) return [];
  return g.type.startsWith('xstate.') ? (g.params?.guards ?? []).flatMap(guardNames) : [g.type];
};

/** Every state key and guard name of a machine. */
const stateAndGuardNames = (machine: AnyStateMachine): ReadonlyArray<string> => {
  const visit = (node: Node): ReadonlyArray<string> => [
    node.key,
    ...[...[...node.transitions.values()].flat(), ...(node.always ?? [])].flatMap((t) => guardNames(t.guard)),
    ...Object.values(node.states).flatMap(visit),
  ];
  return [...new Set(visit(machine.root as unknown as Node))];
};
