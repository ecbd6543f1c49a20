// Issue #14: the triggered abilities of the declared cards in play (`triggers`, cards/language/when-language.ts),
// answering the game events of the settle step (domain/game/settle.ts). For each event, the abilities on its type run
// in the order of the cards in play, each when its `when` matches: the event's ship where it says (`here`: at the
// card's location, not phased, Rulebook 7.6, a destroyed ship where it was, a mission solved at its location;
// `thisShip`: the ship the card is on or aboard), matching its subject
// filter, the card's condition holding, the ship not spared; its effects then resolve with that ship as their target.
// A card played answers the abilities whose subject it matches, copies of a card not marked cumulative once (Rulebook
// 12.9); their effects resolve with the card played as their target and its player as their chosen player.
// A mission attempt finished answers the abilities on it, their effects resolved for each member of the team left
// (an event recorded again for one card activated in response answers that card's alone).
import * as O from 'fp-ts/Option';
import type {
  AttemptFinishedAbility,
  CardEventAbility,
  CardEventWhen,
  CardPlayedAbility,
  EventPlace,
} from '../../cards/language/language';
import { hasSkill } from '../cards-in-play/skills';
import { type AnyTrigger, type EventOf, trigger } from '../core/game-events';
import { type CardId, type GameState, getCard, type LocationId, locationOf } from '../core/game-state';
import { currentTeam } from '../mission-attempt/team';
import { isPhased } from '../orders/phasing';
import { matches } from './filters';
import { spares } from './host-condition';
import { resolve } from './immediate';
import { inPlayIndex, type TriggerEntry, triggersInPlay } from './in-play';
import { speakerOf } from './speaker';
import { holds } from './static-modifiers';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

const isAt = (
  where: EventPlace,
  source: CardId,
  ship: CardId,
  at: LocationId | undefined,
  game: GameState,
): boolean => {
  // Rulebook 7.2 "Solving a Mission": a member of the team that solved the mission at `at`, still with it
  if (where === 'inSolvingTeam') {
    const attempt = game.attempt;
    return attempt !== undefined && attempt.location === at && currentTeam(attempt)(game).includes(source);
  }
  if (where === 'thisShip') {
    const zone = getCard(source)(game).zone;
    return (
      (zone.kind === 'aboard' && zone.carrier === ship) || (zone.kind === 'playedOn' && zone.host === ship)
    );
  }
  // a card that is itself a location (Gaps in Normal Space's gap) is here at it
  const here = game.locations[source] !== undefined ? O.some(source) : locationOf(source)(game);
  const there = at === undefined ? locationOf(ship)(game) : O.some(at);
  return O.isSome(here) && O.isSome(there) && here.value === there.value && !isPhased(ship)(game);
};

/**
 * Whether a triggered ability of the card `entry` answers an event about `ship` now (at `at` when the event says
 * where, a destroyed ship having left its location).
 * @category predicates
 */
export const answersCardEvent =
  (when: CardEventWhen, entry: TriggerEntry, ship: CardId, at?: LocationId) =>
  (game: GameState): boolean => {
    const { source } = entry;
    const context = { player: source.controller, hasSkill };
    return (
      game.cards[ship] !== undefined &&
      isAt(when.where, source.id, ship, at, game) &&
      (when.subject === undefined || matches(when.subject, ship, context)(game)) &&
      (when.condition === undefined || holds(when.condition, source.id, context, game)) &&
      (when.unless === undefined || !spares(when.unless, ship, game))
    );
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

type CardEvent =
  | EventOf<'ship.arrived'>
  | EventOf<'ship.moved'>
  | EventOf<'ship.destroyed'>
  | EventOf<'ship.passed'>
  | EventOf<'mission.solved'>;

/** The card an event is about (its abilities' target) and where it happened when the event says so. */
const subjectOf = (event: CardEvent): { readonly card: CardId; readonly at?: LocationId } =>
  event.type === 'mission.solved'
    ? { card: event.mission, at: event.location }
    : { card: event.ship, ...('location' in event ? { at: event.location } : {}) };

const fire =
  (event: CardEvent) =>
  (game: GameState): GameState => {
    const subject = subjectOf(event);
    return triggersInPlay(event.type)(game).reduce(
      (g, entry: TriggerEntry<CardEventAbility>) =>
        answersCardEvent(entry.ability.when, entry, subject.card, subject.at)(g)
          ? resolve(entry.ability.effects, {
              // Rulebook 7.2 L705: a solved mission's "you" is the player who solved it (./speaker.ts)
              player: speakerOf(entry.source, g),
              card: entry.source.id,
              targetCard: subject.card,
              targetPlayer: null,
              take: null,
            })(g)
          : g,
      game,
    );
  };

const whileDeclared = (type: string) => (game: GameState) =>
  (inPlayIndex(game).triggers.get(type)?.length ?? 0) > 0;

/** The settle step's trigger on `on` that fires the declared cards' abilities on it, relevant while one is in play. */
const declaredAbilitiesOn = (on: CardEvent['type'], what: string): AnyTrigger =>
  trigger({
    name: `the triggered abilities of the cards in play: ${what}`,
    on,
    relevant: whileDeclared(on),
    run: fire,
  });

/**
 * The declared cards' triggered abilities on a ship's arrival (Spacedock: "if they stop here").
 * @category operations
 */
export const onShipArrived: AnyTrigger = declaredAbilitiesOn('ship.arrived', 'a ship arrived');

/**
 * The declared cards' triggered abilities on a ship's movement order ("after each of its moves").
 * @category operations
 */
export const onShipMoved: AnyTrigger = declaredAbilitiesOn('ship.moved', 'a ship moved');

/**
 * The declared cards' triggered abilities on a ship's destruction (Escape Pod: "until personnel rescued").
 * @category operations
 */
export const onShipDestroyed: AnyTrigger = declaredAbilitiesOn('ship.destroyed', 'a ship destroyed');

// Rulebook 12.9 Cumulative: copies of a card not marked cumulative answer a card played once
/**
 * The game after the declared cards' triggered abilities answered a card played, in the order of the cards in play.
 * @category operations
 */
export const answerCardPlayed =
  (event: EventOf<'card.played'>) =>
  (game: GameState): GameState => {
    const answered = new Set<string>();
    return triggersInPlay('card.played')(game).reduce((g, entry: TriggerEntry<CardPlayedAbility>) => {
      const { source, ability } = entry;
      const context = { player: source.controller, hasSkill };
      if (g.cards[event.card] === undefined) return g;
      if (ability.when.subject !== undefined && !matches(ability.when.subject, event.card, context)(g))
        return g;
      if (source.text.cumulative !== true && answered.has(source.title)) return g;
      answered.add(source.title);
      return resolve(ability.effects, {
        player: source.controller,
        card: source.id,
        targetCard: event.card,
        targetPlayer: event.player,
        take: null,
      })(g);
    }, game);
  };

/**
 * The declared cards' triggered abilities on a card played (The Line Must Be Drawn Here: "Any player who plays …").
 * @category operations
 */
export const onCardPlayed: AnyTrigger = trigger({
  name: 'the triggered abilities of the cards in play: a card played',
  on: 'card.played',
  relevant: whileDeclared('card.played'),
  run: answerCardPlayed,
});

/**
 * The declared cards' triggered abilities on a ship flying by a location (Subspace Warp Rift: "passing over here").
 * @category operations
 */
export const onShipPassed: AnyTrigger = declaredAbilitiesOn('ship.passed', 'a ship passed a location');

/**
 * The declared cards' triggered abilities on a mission solved (Espionage: "Discard after mission completed").
 * @category operations
 */
export const onMissionSolved: AnyTrigger = declaredAbilitiesOn('mission.solved', 'a mission solved');

// Mission Debriefing: "Whenever any crew or Away Team finishes a mission attempt (whether successful or not), …"
/**
 * The game after the abilities on an attempt finished answered it, each member of the team left (still in play) the
 * target of their effects in turn.
 * @category operations
 */
export const answerAttemptFinished =
  (abilities: ReadonlyArray<TriggerEntry<AttemptFinishedAbility>>, event: EventOf<'attempt.finished'>) =>
  (game: GameState): GameState =>
    abilities.reduce(
      (g, { source, ability }) =>
        event.team.reduce(
          (h, member) =>
            h.cards[member] === undefined
              ? h
              : resolve(ability.effects, {
                  player: source.controller,
                  card: source.id,
                  targetCard: member,
                  targetPlayer: null,
                  take: null,
                })(h),
          g,
        ),
      game,
    );

/**
 * The declared cards' triggered abilities on a mission attempt finished (Mission Debriefing).
 * @category operations
 */
export const onAttemptFinished: AnyTrigger = trigger({
  name: 'the triggered abilities of the cards in play: a mission attempt finished',
  on: 'attempt.finished',
  relevant: whileDeclared('attempt.finished'),
  run: (event) => (game) =>
    answerAttemptFinished(
      triggersInPlay('attempt.finished')(game).filter(
        (entry) => event.retroactiveFor === undefined || entry.source.id === event.retroactiveFor,
      ),
      event,
    )(game),
});
