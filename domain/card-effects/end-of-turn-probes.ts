// Rulebook "Probing": "Probing takes place at the end of your turn (unless otherwise specified)." "If multiple cards
// allow you to probe at the end of your turn, you must announce which ones you are using before you probe. You then
// reveal only one probe card, using it to resolve all your probes, in any order." "If your draw deck is empty, you may
// not probe." The probes of declared cards in play (`probeAtEndOfEveryTurn`, Navigate Plasma Storms: "End of every
// player's turn, if any ship is in the Badlands Region (even [MU]), that player must probe") are all required, so all
// are announced; they resolve in play order; a probe cancelled where it is (10,000 Tribbles) is not due. The end of
// the turn (domain/turn/turn.ts) calls `probeAtEndOfTurn` before the card draw, which stays the very last action. Rulings
// "cumulative": copies of a card not marked cumulative probe once each turn.
import * as O from 'fp-ts/Option';
import type { EndOfTurnEffect, ProbeCondition, ProbeList } from '../../cards/language/language';
import { cardsInPlay, isInPlay } from '../cards-in-play/persona';
import { named, record } from '../core/chronicle';
import {
  blueprintOf,
  type CardId,
  cardsIn,
  type GameState,
  type LocationId,
  locationOf,
} from '../core/game-state';
import { isPrevented } from '../core/permissions';
import * as Probe from '../mission-attempt/probe';
import { isInRegion } from '../spaceline/spaceline';
import { resolveEffects } from './end-of-turn';
import { oncePerTitle, rulesInPlay } from './in-play';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** A probe due at the end of the turn: the card whose text it is, and its probe list. */
export interface DueProbe {
  readonly source: CardId;
  readonly list: ProbeList<ReadonlyArray<EndOfTurnEffect>>;
}

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Navigate Plasma Storms: "if any ship is in the Badlands Region (even [MU])": anyone's ship, in any quadrant
const holds = (condition: ProbeCondition, game: GameState): boolean =>
  cardsInPlay(game).some(
    (c) =>
      blueprintOf(c.id)(game).type === 'Ship' &&
      O.exists((at: LocationId) => isInRegion(condition.region, at)(game))(locationOf(c.id)(game)),
  );

// Rulebook "Probing", as card text cancels it (10,000 Tribbles: "Cancels probing on non-Dilemma cards at … this
// location": `prevent('probe', …)`, domain/card-effects/permissions.ts)
/**
 * Whether the probing of a card is cancelled: a card in play prevents probing by it at its location.
 * @category predicates
 */
export const isProbingCancelled =
  (source: CardId) =>
  (game: GameState): boolean => {
    const at = locationOf(source)(game);
    return O.isSome(at) && isPrevented('probe', { card: source, location: at.value })(game);
  };

// Rulebook "Probing": the probes of the cards in play whose condition holds, one for each copy not marked cumulative
/**
 * The probes due at the end of the turn now ending, in play order.
 * @category predicates
 */
export const probesDue = (game: GameState): ReadonlyArray<DueProbe> =>
  oncePerTitle(
    rulesInPlay('probeAtEndOfEveryTurn')(game).filter((rule) => {
      const card = game.cards[rule.source.id];
      return (
        card !== undefined &&
        isInPlay(card) &&
        holds(rule.effect.if, game) &&
        !isProbingCancelled(card.id)(game)
      );
    }),
  ).map((rule) => ({ source: rule.source.id, list: rule.effect.list }));

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook "Probing": announce the probes, reveal one probe card, resolve every probe with it
/**
 * The end-of-turn probes of the player whose turn it is: announced, one probe card revealed for all, each outcome
 * resolved in play order; unchanged when none is due or their draw deck is empty.
 * @category operations
 */
export const probeAtEndOfTurn = (game: GameState): GameState => {
  const due = probesDue(game);
  const first = due[0];
  if (first === undefined) return game;
  const player = game.turn.active;
  const announced = record(
    `${player} announces probing for ${due.map((p) => named(p.source)(game)).join(', ')}`,
  )(game);
  return O.match(
    () => record(`${player}'s draw deck is empty: no probing`)(announced),
    ([card, shown]: readonly [CardId, GameState]) =>
      due.reduce((g, probe) => resolveProbe(probe, card)(g), shown),
  )(Probe.reveal(player, first.source)(announced));
};

// Rulebook "Probing": "replace the probe card atop your draw deck, then execute the appropriate outcome"
const resolveProbe =
  (probe: DueProbe, card: CardId) =>
  (game: GameState): GameState => {
    const source = game.cards[probe.source];
    if (source === undefined || !isInPlay(source)) return game;
    const player = game.turn.active;
    const atop = cardsIn({ kind: 'drawDeck', player })(game)[0] === card;
    const settled = atop ? Probe.settleProbeCard(probe.list.probeCard, player, card)(game) : game;
    return O.match(
      () => record(`${named(probe.source)(game)}: probing with no outcome`, probe.source)(settled),
      (effects: ReadonlyArray<EndOfTurnEffect>) => resolveEffects(effects, probe.source)(settled),
    )(Probe.outcomeFor(probe.list)(blueprintOf(card)(game)));
  };
