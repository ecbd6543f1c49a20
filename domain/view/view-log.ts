// Rulebook "Looking at Cards": the game log as one player may read it. A log entry keeps a card's title when the
// player could see the card at some moment of the command: before it or after it (`View.canSee`), when one of its
// events named it (the rules alone deciding, as the chronicle wrote the event), or as it was played ("you may see and
// inspect your opponent's Personnel and Equipment only when they are played"). Otherwise the card is written as a
// hidden card with its id, which `view` shows too.

import { isInPlay } from '../cards-in-play/persona';
import type { ChronicleEntry } from '../core/chronicle';
import type { CommandBase } from '../core/decision';
import {
  blueprintOf,
  type CardId,
  type CardInstance,
  type GameState,
  type PlayerId,
} from '../core/game-state';
import { type Unseen, unseenBy, unseenNow } from '../core/looking-at-cards';
import type { RuleError } from '../core/rule-error';
import type { LogEntry } from './describe';
import { canSee, withheld } from './view';

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/** The cards a command names, as its log text writes them (top-level values and arrays of them). */
const commandCards = (command: CommandBase, game: GameState): ReadonlyArray<CardId> => {
  const found: CardId[] = [];
  const add = (value: unknown): void => {
    if (Array.isArray(value)) for (const item of value) add(item);
    else if (typeof value === 'string' && game.cards[value] !== undefined && !found.includes(value))
      found.push(value);
  };
  for (const key in command) if (key !== 'type' && key !== 'player') add(command[key as keyof CommandBase]);
  return found;
};

const playedFrom: ReadonlySet<CardInstance['zone']['kind']> = new Set(['hand', 'drawDeck', 'sideDeck']);

// Rulebook "Looking at Cards": cards are seen "when they are played": from a hand or a deck into play, face up
const wasPlayed = (id: CardId, before: GameState, after: GameState): boolean => {
  const was = before.cards[id];
  const now = after.cards[id];
  return (
    was !== undefined && now !== undefined && playedFrom.has(was.zone.kind) && isInPlay(now) && now.faceUp
  );
};

const seenInAnEvent = (viewer: PlayerId, id: CardId, events: ReadonlyArray<ChronicleEntry>): boolean =>
  events.some((e) => e.text.includes(`(${id})`) && e.unseen?.[viewer]?.includes(id) !== true);

/**
 * For each player, the cards a command and its events name that the player saw at no moment of the command; undefined
 * when there are none (the usual case: most commands name only cards both players see after it).
 * @category constructors
 */
export const unseenInCommand =
  (command: CommandBase, events: ReadonlyArray<ChronicleEntry>) =>
  (before: GameState, after: GameState): Unseen | undefined => {
    const named = new Set(commandCards(command, before));
    for (const event of events)
      if (event.unseen !== undefined)
        for (const ids of Object.values(event.unseen)) for (const id of ids) named.add(id);
    if (named.size === 0) return undefined;
    const unseenAfter = unseenNow(canSee, [...named])(after);
    if (unseenAfter === undefined) return undefined;
    const unseenBefore = unseenNow(canSee, [...new Set(Object.values(unseenAfter).flat())])(before);
    if (unseenBefore === undefined) return undefined;
    let unseen: Record<PlayerId, ReadonlyArray<CardId>> | undefined;
    for (const { id: viewer } of after.players) {
      const hidden = (unseenBefore[viewer] ?? []).filter(
        (id) =>
          unseenAfter[viewer]?.includes(id) === true &&
          !wasPlayed(id, before, after) &&
          !seenInAnEvent(viewer, id, events),
      );
      if (hidden.length > 0) unseen = { ...unseen, [viewer]: hidden };
    }
    return unseen;
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The log as `viewer` may read it: the titles of cards they did not see withheld, and no one's list of unseen cards.
 * @category operations
 */
export const logFor =
  (viewer: PlayerId, game: GameState) =>
  (entries: ReadonlyArray<LogEntry>): ReadonlyArray<LogEntry> =>
    entries.map((entry) => {
      if (entry.unseen === undefined) return entry;
      const { unseen, ...shown } = entry;
      const redact = withheld(unseenBy(viewer, unseen)(game), game);
      return { ...shown, text: redact(entry.text), events: entry.events.map(redact) };
    });

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Rulebook "Looking at Cards": a refusal must not tell the player what a card they may not see is
/**
 * A refusal as the player who sent the command may read it: the title of every card they cannot see withheld
 * (`a hidden card`), whether the message writes it alone or with its id (a card of theirs with the same title too).
 * @category operations
 */
export const refusalFor =
  (player: PlayerId, game: GameState) =>
  (error: RuleError): RuleError => {
    let message = error.message;
    for (const card of Object.values(game.cards)) {
      const { title } = blueprintOf(card.id)(game);
      if (!message.includes(title) || canSee(player, card)(game)) continue;
      message = message.replace(new RegExp(`(?<![\\w'])${escaped(title)}(?![\\w'])`, 'g'), 'a hidden card');
    }
    return message === error.message ? error : { ...error, message };
  };
