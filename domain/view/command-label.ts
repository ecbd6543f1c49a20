// ARCHITECTURE "Every player decision is a command": a command read as a short English phrase, e.g. "beam Data from
// U.S.S. Enterprise to Avert Disaster", for a user interface or a bot to show before sending it. Generic: the verb of
// the command's type, its object (the field named by the type's noun, else its card), then each other field with its
// preposition; a card the command's sender may not see (Rulebook "Looking at Cards") is "a hidden card".
import type { CommandBase } from '../core/decision';
import { blueprintOf, cardsIn, type GameState } from '../core/game-state';
import { canSee } from './view';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Verb phrases of the types whose generic reading (their type's verb, then its noun) reads wrong. */
const VERBS: Readonly<Record<string, string>> = {
  'turn.end': 'end the turn',
  'doorway.done': 'seed no more doorways',
  'dilemma.done': 'seed no more dilemmas',
  'dilemma.pass': 'seed no more dilemmas here',
  'facility.pass': 'seed no more facilities',
  'persona.pass': 'replace no persona',
  'response.pass': 'respond with nothing',
  'choosing.stop': 'choose no more',
  'tribbles.stay': 'keep the tribbles where they are',
  'battle.initiate': 'attack',
  'battle.defend': 'defend',
  'attempt.choose': 'choose',
  'attempt.decide': 'decide',
  'card.play': 'play',
  'mission.attempt': 'attempt',
  'mission.place': 'place',
};

/** The fields read as the command's object, first found first. */
const OBJECTS = ['card', 'tribble', 'cards', 'target', 'location', 'ship', 'captive', 'station'] as const;

/** The words before a field's value; a field not listed is read as `<field> <value>`. */
const PREPOSITIONS: Readonly<Record<string, string>> = {
  from: 'from',
  to: 'to',
  location: 'at',
  facility: 'at',
  site: 'at',
  at: 'at',
  on: 'on',
  ship: 'with',
  attackers: 'with',
  joining: 'joined by',
  returnFireAt: 'returning fire at',
  target: 'targeting',
  affiliation: 'as',
};

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * A command as a short phrase, its cards named by title as its sender sees them.
 * @category operations
 */
export const labelOf =
  (command: CommandBase) =>
  (game: GameState): string => {
    const [noun = '', verb = ''] = command.type.split('.');
    const fields = command as unknown as Readonly<Record<string, unknown>>;
    const name = (value: unknown): string => nameOf(value, command.player, game);
    // a field named by the type's verb says what is done: battle.strike { strike: 'mortallyWound' }
    const done = VERBS[command.type] === undefined && typeof fields[verb] === 'string' ? verb : undefined;
    const object = [noun, ...OBJECTS].find(
      (key) => key !== 'type' && key !== 'player' && key !== done && isNamed(fields[key]),
    );
    const rest = Object.entries(fields)
      .filter(([key, value]) => !['type', 'player', object, done].includes(key) && isNamed(value))
      .map(([key, value]) => fieldPhrase(key, value, name));
    const head =
      done !== undefined
        ? name(fields[done])
        : (VERBS[command.type] ?? (object === undefined ? `${words(verb)} ${words(noun)}` : words(verb)));
    const named = object === undefined ? placed(command, game) : [name(fields[object])];
    return [head, ...named, ...rest].join(' ');
  };

// Helpers

/** A field's words: its preposition and value; a battle's or a card play's kind in brackets, a placement in words. */
const fieldPhrase = (key: string, value: unknown, name: (value: unknown) => string): string => {
  if (key === 'kind') return `(${String(value)})`;
  if (key === 'placement' && isPlacement(value))
    return value.kind === 'shared'
      ? `sharing ${name(value.location)}`
      : `on the ${value.quadrant} spaceline at position ${value.index + 1}`;
  return `${PREPOSITIONS[key] ?? words(key)} ${name(value)}`;
};

// Rulebook "Mission Phase": the mission placed is the top card of the player's mission pile (the command names none;
// seed-phases/mission-phase.ts topMission, read here from the zone: that chapter imports this one); the pile is face
// down (Rulebook "Looking at Cards"), so its owner places "your next mission"
const placed = (command: CommandBase, game: GameState): ReadonlyArray<string> =>
  command.type === 'mission.place'
    ? [
        nameOf(
          cardsIn({ kind: 'missionPile', player: command.player })(game)[0] ?? HIDDEN,
          command.player,
          game,
        ).replace(HIDDEN, 'your next mission'),
      ]
    : [];

type PlacementWords =
  | { readonly kind: 'spaceline'; readonly quadrant: string; readonly index: number }
  | { readonly kind: 'shared'; readonly location: string };

const isPlacement = (value: unknown): value is PlacementWords =>
  typeof value === 'object' && value !== null && 'kind' in value;

const HIDDEN = 'a hidden card';

/** Whether a field says something: not absent, null, false or an empty list. */
const isNamed = (value: unknown): boolean =>
  value !== undefined && value !== null && value !== false && !(Array.isArray(value) && value.length === 0);

const nameOf = (value: unknown, player: CommandBase['player'], game: GameState): string => {
  if (typeof value === 'string') {
    const card = game.cards[value];
    if (card === undefined) return /^[a-z]/.test(value) ? words(value) : value;
    return canSee(player, card)(game) ? blueprintOf(value)(game).title : HIDDEN;
  }
  if (Array.isArray(value)) return listed(value.map((item) => nameOf(item, player, game)));
  if (typeof value === 'object' && value !== null)
    return Object.values(value)
      .map((item) => nameOf(item, player, game))
      .join(' ');
  return String(value);
};

/** "a", "a and b", "a, b and c". */
const listed = (names: ReadonlyArray<string>): string =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/** A camelCase word as lowercase words: `changeAffiliation` → `change affiliation`. */
const words = (camel: string): string => camel.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);
