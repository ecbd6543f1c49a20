// Rulebook "Random selection", 12.5 Ties and Rulings "dilemmas – resolution – targets": how a dilemma picks the
// cards it affects. A choice with no alternative is made automatically; a real one waits on the chooser.
import type { Attribute } from '../../cards/blueprint';
import type { Chooser, Count, Effect, Selection } from '../../cards/language/dilemma-language';
import { attribute } from '../cards-in-play/skills';
import { type CardId, type GameState, opponentOf, type PlayerId } from '../core/game-state';
import { shuffle } from '../core/random';
import {
  type Encounter,
  type Interpreter,
  proceed,
  type Step,
  takeAnswer,
} from '../mission-attempt/encounter-state';
import { matches, poolOf } from './filters';

type Select = Extract<Effect, { type: 'select' }>;
type Target = Extract<Effect, { type: 'target' }>;
type Ranked = Extract<Selection, { kind: 'highest' | 'lowest' | 'closest' }>;

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulings "dilemmas – resolution – targets": a dilemma naming a card with particular characteristics, none present,
// is discarded and the crew or Away Team is not stopped
/**
 * Halts the dilemma as targetless when no team personnel matches the filter.
 * @category operations
 */
export const target: Interpreter<Target> = (effect, encounter, game) => {
  const any = encounter.team(game).some((id) => matches(effect.filter, id)(game));
  return any ? proceed(encounter, game) : proceed({ ...encounter, halted: 'targetless' }, game);
};

// Rulebook "Random selection" and 12.5 Ties: "the opponent of the player encountering the dilemma breaks the tie"
/**
 * Picks cards from a pool (filtered) as the selection says and names them `effect.as`.
 * @category operations
 */
export const select: Interpreter<Select> = (effect, encounter, game) => {
  const pool = poolOf(effect.from, encounter)(game);
  const { filter } = effect;
  const candidates = filter === undefined ? pool : pool.filter((id) => matches(filter, id)(game));
  const bind = (cards: ReadonlyArray<CardId>, e: Encounter, g: GameState): Step =>
    proceed({ ...e, selections: { ...e.selections, [effect.as]: cards } }, g);
  const how = effect.how;
  switch (how.kind) {
    case 'all':
      return bind(candidates, encounter, game);
    case 'random': {
      const count = countOf(how.count, candidates.length);
      const [shuffled, random] = shuffle(candidates)(game.random);
      return bind(shuffled.slice(0, count), encounter, { ...game, random });
    }
    case 'choice':
      return choose(candidates, [], how.count, chooser(how.by, encounter, game), encounter, game, bind);
    case 'largerOfSplit':
      return larger(candidates, chooser(how.by, encounter, game), encounter, game, bind);
    case 'anyNumber':
      return anyNumber(candidates, chooser(how.by, encounter, game), encounter, game, bind);
    case 'highest':
    case 'lowest':
    case 'closest': {
      const { sure, tied, need } = ranked(candidates, how, game);
      return choose(tied, sure, need, chooser(how.ties, encounter, game), encounter, game, bind);
    }
  }
};

// Blended: "if two or more present, one must continue (random selection)": all but one of them, at random
const countOf = (count: Count, pool: number): number =>
  count === 'half'
    ? Math.floor(pool / 2)
    : typeof count === 'number'
      ? count
      : Math.max(pool - count.allBut, 0);

/** The player a chooser names. */
export const chooser = (by: Chooser, encounter: Encounter, game: GameState): PlayerId =>
  by === 'encountering' ? encounter.player : opponentOf(encounter.player)(game);

// Rulebook "Random selection": "the selecting player may see the cards"; no alternative, no decision
const choose = (
  options: ReadonlyArray<CardId>,
  sure: ReadonlyArray<CardId>,
  count: number,
  player: PlayerId,
  encounter: Encounter,
  game: GameState,
  bind: (cards: ReadonlyArray<CardId>, e: Encounter, g: GameState) => Step,
): Step => {
  if (options.length <= count) return bind([...sure, ...options], encounter, game);
  const next = takeAnswer(encounter);
  if (next === null)
    return { kind: 'await', choice: { kind: 'cards', player, dilemma: encounter.dilemma, options, count } };
  const [answer, rest] = next;
  if (typeof answer === 'string' || answer.length !== count || !answer.every((id) => options.includes(id)))
    throw new Error(`select: the answer ${JSON.stringify(answer)} does not fit the choice`);
  return bind([...sure, ...answer], rest, game);
};

/**
 * The only one of `options`, or the one `player` chooses when there are several (a decision of the encounter);
 * `bind` goes on with it. No option binds nothing: callers settle that case first.
 * @category operations
 */
export const chooseOne = (
  options: ReadonlyArray<CardId>,
  player: PlayerId,
  encounter: Encounter,
  game: GameState,
  bind: (choice: CardId, e: Encounter, g: GameState) => Step,
): Step => choose(options, [], 1, player, encounter, game, (cards, e, g) => bind(cards[0] as CardId, e, g));

// Phased Matter "split into two Away Teams (your choice)" and its rulings (Glossary: "If … two groups of equal size,
// designate one the 'larger' group. If there is only one personnel …, your two 'groups' contain one and zero"): the
// chooser picks the larger part, at least half of the pool and, from two members on, not all of it
const larger = (
  pool: ReadonlyArray<CardId>,
  player: PlayerId,
  encounter: Encounter,
  game: GameState,
  bind: (cards: ReadonlyArray<CardId>, e: Encounter, g: GameState) => Step,
): Step => {
  const least = Math.ceil(pool.length / 2);
  const most = Math.max(pool.length - 1, least);
  if (least === pool.length) return bind(pool, encounter, game);
  const next = takeAnswer(encounter);
  if (next === null)
    return {
      kind: 'await',
      choice: { kind: 'cards', player, dilemma: encounter.dilemma, options: pool, count: least, most },
    };
  const [answer, rest] = next;
  if (
    typeof answer === 'string' ||
    answer.length < least ||
    answer.length > most ||
    !answer.every((id) => pool.includes(id))
  )
    throw new Error(`select: the answer ${JSON.stringify(answer)} does not split the team`);
  return bind(answer, rest, game);
};

// Don't Call Me Ahab: "any number of /Ent-E personnel present (opponent's choice)": none, some or all of them
const anyNumber = (
  pool: ReadonlyArray<CardId>,
  player: PlayerId,
  encounter: Encounter,
  game: GameState,
  bind: (cards: ReadonlyArray<CardId>, e: Encounter, g: GameState) => Step,
): Step => {
  if (pool.length === 0) return bind([], encounter, game);
  const next = takeAnswer(encounter);
  if (next === null)
    return {
      kind: 'await',
      choice: {
        kind: 'cards',
        player,
        dilemma: encounter.dilemma,
        options: pool,
        count: 0,
        most: pool.length,
      },
    };
  const [answer, rest] = next;
  if (typeof answer === 'string' || !answer.every((id) => pool.includes(id)))
    throw new Error(`select: the answer ${JSON.stringify(answer)} is not among the options`);
  return bind(answer, rest, game);
};

/** Those ranked strictly inside the best `count` (highest, lowest or closest), and the tie at the boundary. */
const ranked = (candidates: ReadonlyArray<CardId>, how: Ranked, game: GameState) => {
  const value = (id: CardId) => {
    const v = score(id, how.attribute, game);
    if (how.kind === 'closest') return -Math.abs(v - how.to);
    return how.kind === 'highest' ? v : -v;
  };
  const sorted = [...candidates].sort((a, b) => value(b) - value(a));
  const boundary = sorted[Math.min(how.count, sorted.length) - 1];
  if (boundary === undefined) return { sure: [], tied: [], need: 0 };
  const cut = value(boundary);
  const sure = sorted.filter((id) => value(id) > cut);
  return { sure, tied: sorted.filter((id) => value(id) === cut), need: how.count - sure.length };
};

// Rulebook "Total attributes": INTEGRITY + CUNNING + STRENGTH
const score = (id: CardId, name: Attribute | 'total', game: GameState): number =>
  name === 'total'
    ? attribute(id, 'INTEGRITY')(game) + attribute(id, 'CUNNING')(game) + attribute(id, 'STRENGTH')(game)
    : attribute(id, name)(game);
