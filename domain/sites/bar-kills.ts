// Quark's Bar: "Any player who kills any waiters or dabo girls here in battle must discard two cards for each." A
// personnel killed by a battle's resolution (in a discard pile after it) who was at such a site (not suspended), a
// waiter or a dabo girl (Rulebook "Characteristics"), was killed by the player of the other force (a self-controlled
// card is no player: nothing is owed). Each such player then discards two cards from hand for each, one at a time
// (`card.choose`, a follow-up choice; domain/card-effects/follow-up.ts), fewer when their hand runs out; the play
// phase asks once the battle is over. The killers' debts are asked in battle order (the attacker's first).
import * as E from 'fp-ts/Either';
import { hasCharacteristic } from '../cards-in-play/characteristics';
import { named, record } from '../core/chronicle';
import {
  blueprintOf,
  type CardId,
  cardsIn,
  type GameState,
  getCard,
  moveCard,
  type PlayerId,
} from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import { siteOfZone } from '../core/zone-site';
import { sentencesOf } from './reporting';
import { isSiteSuspended } from './suspension';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** `player` discards `remaining` more cards from hand for the waiters and dabo girls they killed at `site`; then `next`. */
export interface DiscardForKills {
  readonly kind: 'discardForKills';
  readonly player: PlayerId;
  readonly site: CardId;
  readonly remaining: number;
  readonly next: ReadonlyArray<{ readonly player: PlayerId; readonly site: CardId; readonly count: number }>;
}

/** The answer: the card of the hand discarded. */
export interface DiscardForKillsCommand {
  readonly type: 'card.choose';
  readonly player: PlayerId;
  readonly card: CardId;
}

const RULE = "Quark's Bar";
const SENTENCE =
  'Any player who kills any waiters or dabo girls here in battle must discard two cards for each.';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether a sentence of a site is the text read here, for `stccg coverage`.
 * @category predicates
 */
export const isBarKillSentence = (sentence: string): boolean => sentence === SENTENCE;

/**
 * Right when the command discards a card of the chooser's hand, else the rule it breaks.
 * @category predicates
 */
export const check =
  (choice: DiscardForKills, command: DiscardForKillsCommand) =>
  (game: GameState): E.Either<RuleError, void> =>
    command.player === choice.player &&
    cardsIn({ kind: 'hand', player: choice.player })(game).includes(command.card)
      ? E.right(undefined)
      : E.left(
          ruleError(RULE, `${choice.player} must discard a card from their hand (${choice.remaining} left).`),
        );

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The game after a battle's resolution (`before` it), waiting on the discards owed for the waiters and dabo girls
 * `killed` at a site whose text asks them, by the player of the other force; unchanged when none is owed.
 * @category operations
 */
export const oweDiscards =
  (killed: ReadonlyArray<CardId>, before: GameState, forces: readonly [PlayerId, PlayerId]) =>
  (after: GameState): GameState => {
    const debts = forces.flatMap((killer) => {
      const victim = forces.find((p) => p !== killer);
      const bySite = new Map<CardId, number>();
      for (const id of killed) {
        const site = siteOfZone(getCard(id)(before).zone);
        if (site === undefined || getCard(id)(before).controller !== victim) continue;
        if (after.cards[id]?.zone.kind !== 'discard' || !isServer(id, before)) continue;
        if (!asksDiscards(site, before)) continue;
        bySite.set(site, (bySite.get(site) ?? 0) + 2);
      }
      return [...bySite].map(([site, count]) => ({ player: killer, site, count }));
    });
    return begin(debts)(after);
  };

/**
 * The game after one card discarded, waiting on the next one owed (by the same player, then the next); the choice
 * over once none is left or the hand is empty.
 * @category operations
 */
export const discard =
  (choice: DiscardForKills, command: DiscardForKillsCommand) =>
  (game: GameState): GameState => {
    const { choosing: _made, ...rest } = game;
    const discarded = record(
      `${choice.player} discards ${named(command.card)(game)}: ${named(choice.site)(game)}`,
      command.card,
    )(moveCard(command.card, { kind: 'discard', player: choice.player })(rest));
    const left = choice.remaining - 1;
    return begin([
      ...(left > 0 ? [{ player: choice.player, site: choice.site, count: left }] : []),
      ...choice.next,
    ])(discarded);
  };

/**
 * Every answer: each card of the chooser's hand.
 * @category operations
 */
export const choices = (
  choice: DiscardForKills,
  player: PlayerId,
  game: GameState,
): ReadonlyArray<DiscardForKillsCommand> =>
  player === choice.player
    ? cardsIn({ kind: 'hand', player })(game).map((card) => ({ type: 'card.choose', player, card }))
    : [];

// Helpers

const isServer = (id: CardId, game: GameState): boolean => {
  const card = blueprintOf(id)(game);
  return (
    card.type === 'Personnel' && (hasCharacteristic('waiter')(card) || hasCharacteristic('dabo girl')(card))
  );
};

const asksDiscards = (site: CardId, game: GameState): boolean =>
  game.cards[site] !== undefined &&
  sentencesOf(blueprintOf(site)(game).text).some(isBarKillSentence) &&
  !isSiteSuspended(site)(game);

/** The first debt whose player holds a card waits on their choice; debts of an empty hand end. */
const begin =
  (debts: ReadonlyArray<{ readonly player: PlayerId; readonly site: CardId; readonly count: number }>) =>
  (game: GameState): GameState => {
    const due = debts.findIndex((d) => cardsIn({ kind: 'hand', player: d.player })(game).length > 0);
    const first = debts[due];
    if (first === undefined) return game;
    const choice: DiscardForKills = {
      kind: 'discardForKills',
      player: first.player,
      site: first.site,
      remaining: first.count,
      next: debts.slice(due + 1),
    };
    return { ...game, choosing: choice };
  };
