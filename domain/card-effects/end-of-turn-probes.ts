// Rulebook "Probing": "Probing takes place at the end of your turn (unless otherwise specified)." "If your draw deck
// is empty, you may not probe." The end-of-turn effect `probe` (Navigate Plasma Storms: "End of every player's turn,
// if any ship is in the Badlands Region (even [MU]), that player must probe"), run by the card's triggered ability on
// the end of the turn (domain/card-effects/end-of-turn.ts): the player whose turn it is announces it, reveals the top
// card of their draw deck and resolves the outcome; a probe cancelled where its card is (10,000 Tribbles) does not
// happen. Each probe reveals its own probe card: no two cards probing at the end of one turn are declared yet (the
// rulebook's "reveal only one probe card, using it to resolve all your probes" is not needed by any).
import * as O from 'fp-ts/Option';
import type { EndOfTurnEffect, ProbeList } from '../../cards/language/language';
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

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** The effects of a probe's outcome resolved for the card whose text it is (`EndOfTurn.resolveEffects`). */
export type ResolveOutcome = (
  effects: ReadonlyArray<EndOfTurnEffect>,
  source: CardId,
) => (game: GameState) => GameState;

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Navigate Plasma Storms: "if any ship is in the Badlands Region (even [MU])": anyone's ship, in any quadrant
/**
 * Whether a ship of anyone's is in the region now.
 * @category predicates
 */
export const isShipInRegion =
  (region: string) =>
  (game: GameState): boolean =>
    cardsInPlay(game).some(
      (c) =>
        blueprintOf(c.id)(game).type === 'Ship' &&
        O.exists((at: LocationId) => isInRegion(region, at)(game))(locationOf(c.id)(game)),
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

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook "Probing": announce the probe, reveal the probe card, resolve the outcome
/**
 * The end-of-turn probe of a card in play by the player whose turn it is: announced, the probe card revealed, the
 * outcome resolved; unchanged when its probing is cancelled, no probing when their draw deck is empty.
 * @category operations
 */
export const probeAtEndOfTurn =
  (list: ProbeList<ReadonlyArray<EndOfTurnEffect>>, source: CardId, resolveOutcome: ResolveOutcome) =>
  (game: GameState): GameState => {
    if (isProbingCancelled(source)(game)) return game;
    const player = game.turn.active;
    const announced = record(`${player} announces probing for ${named(source)(game)}`)(game);
    return O.match(
      () => record(`${player}'s draw deck is empty: no probing`)(announced),
      ([card, shown]: readonly [CardId, GameState]) =>
        resolveProbe(list, source, card, resolveOutcome)(shown),
    )(Probe.reveal(player, source)(announced));
  };

// Rulebook "Probing": "replace the probe card atop your draw deck, then execute the appropriate outcome"
const resolveProbe =
  (
    list: ProbeList<ReadonlyArray<EndOfTurnEffect>>,
    source: CardId,
    card: CardId,
    resolveOutcome: ResolveOutcome,
  ) =>
  (game: GameState): GameState => {
    const from = game.cards[source];
    if (from === undefined || !isInPlay(from)) return game;
    const player = game.turn.active;
    const atop = cardsIn({ kind: 'drawDeck', player })(game)[0] === card;
    const settled = atop ? Probe.settleProbeCard(list.probeCard, player, card)(game) : game;
    return O.match(
      () => record(`${named(source)(game)}: probing with no outcome`, source)(settled),
      (effects: ReadonlyArray<EndOfTurnEffect>) => resolveOutcome(effects, source)(settled),
    )(Probe.outcomeFor(list)(blueprintOf(card)(game)));
  };
