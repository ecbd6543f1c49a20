// Rulebook "Looking at Cards": what `view` (domain/view/view.ts) withholds from the parts of the state besides the cards,
// their zones and the chronicle. The viewer reads the mission attempt's and the battle's events with the titles of the
// cards they cannot see withheld, as the chronicle tells them; a combat pile is "shuffled … and placed face-down"
// (Rulebook 7.4 personnel battle, stage 3 Form Up), so which combatants it holds is known but not its order; a
// lasting modifier whose source card the viewer cannot see does not tell that card's title. The other parts name cards
// by id only, or name cards both players saw (a card being played, a seed card revealed, the card whose text asks for
// a choice, a card text used), and are shown as they are.
import type { Battle } from '../battle-rules/battle-model';
import type { Modifier } from '../cards-in-play/sam';
import type { CardId, GameState, PlayerId } from '../core/game-state';
import type { TurnEffect } from '../core/this-turn';
import type { MissionAttempt } from '../mission-attempt/model';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** What the viewer may see: whether a card is hidden from them, and a text with hidden cards' titles withheld. */
export interface Sight {
  readonly viewer: PlayerId;
  readonly hidden: (card: CardId) => boolean;
  readonly told: (text: string) => string;
}

/** The parts of the state this module gives as the viewer may see them. */
type Shown = Partial<Pick<GameState, 'attempt' | 'battle' | 'modifiers' | 'textThisTurn'>>;

/** What a source card the viewer cannot see is called. */
export const HIDDEN_TITLE = 'a hidden card';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The mission attempt, battle, lasting modifiers and this turn's card effects as the viewer may see them (the parts
 * the game has; each the same object when nothing in it is hidden).
 * @category operations
 */
export const shownTo =
  (sight: Sight) =>
  (game: GameState): Shown => ({
    ...(game.attempt === undefined ? {} : { attempt: attemptFor(sight, game.attempt) }),
    ...(game.battle === undefined ? {} : { battle: battleFor(sight, game.battle) }),
    modifiers: shared(game.modifiers, (m) => modifierFor(sight, m)),
    ...(game.textThisTurn?.effects === undefined
      ? {}
      : {
          textThisTurn: {
            ...game.textThisTurn,
            effects: shared(game.textThisTurn.effects, (e) => effectFor(sight, e)),
          },
        }),
  });

// Helpers

const attemptFor = (sight: Sight, attempt: MissionAttempt): MissionAttempt => {
  const events = shared(attempt.events, (e) => eventFor(sight, e));
  const awaiting = awaitingFor(sight, attempt.awaiting);
  return events === attempt.events && awaiting === attempt.awaiting
    ? attempt
    : { ...attempt, events, awaiting };
};

// Rulebook "Looking at Cards": the cards another player chooses among from their hand or draw deck (a dilemma's
// download: Ferengi Ambush) are theirs to see, not the viewer's
const awaitingFor = (sight: Sight, awaiting: MissionAttempt['awaiting']): MissionAttempt['awaiting'] => {
  if (awaiting?.kind !== 'cards' || awaiting.player === sight.viewer) return awaiting;
  const options = awaiting.options.filter((id) => !sight.hidden(id));
  return options.length === awaiting.options.length ? awaiting : { ...awaiting, options };
};

const battleFor = (sight: Sight, battle: Battle): Battle => {
  const events = shared(battle.events, (e) => eventFor(sight, e));
  const fight =
    battle.fight.kind === 'personnel'
      ? { ...battle.fight, piles: secretOrder(battle.fight.piles) }
      : battle.fight;
  return { ...battle, fight, events };
};

const eventFor = <E extends { readonly text: string }>(sight: Sight, event: E): E => {
  const text = sight.told(event.text);
  return text === event.text ? event : { ...event, text };
};

// Rulebook 7.4 stage 3 Form Up: "shuffled together and placed face-down on the table as a combat pile"
const secretOrder = (
  piles: readonly [ReadonlyArray<CardId>, ReadonlyArray<CardId>],
): readonly [ReadonlyArray<CardId>, ReadonlyArray<CardId>] => [[...piles[0]].sort(), [...piles[1]].sort()];

const modifierFor = (sight: Sight, modifier: Modifier): Modifier =>
  sight.hidden(modifier.source) ? { ...modifier, sourceTitle: HIDDEN_TITLE } : modifier;

const effectFor = (sight: Sight, effect: TurnEffect): TurnEffect => {
  if (effect.kind !== 'modifier') return effect;
  const modifier = modifierFor(sight, effect.modifier);
  return modifier === effect.modifier ? effect : { ...effect, modifier };
};

/** `list` with each item mapped by `f`: the very same list when `f` changed none. */
const shared = <A>(list: ReadonlyArray<A>, f: (a: A) => A): ReadonlyArray<A> => {
  const mapped = list.map(f);
  return mapped.every((a, i) => a === list[i]) ? list : mapped;
};
