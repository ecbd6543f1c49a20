// Rulebook "Seed Phases" L199-201 and "Playing a Card": a card whose text "Seeds (in any phase) or plays" somewhere
// (./seed-timing.ts) seeds, in a phase it may seed in, from its player's seed deck where and as its declared text plays
// (its first function): face up, its immediate effects resolved (Barzan Wormhole: "Inserts into spaceline; creates a
// location (span 2)" after the location its play targets), its play conditions met ("(limit one)"), through the port
// ./seed-play-port.ts. The dilemma phase offers it in stage 4 ("Everything Else", L253) and the facility phase among
// its other seeds. A play whose text asks for more choices than a target is not offered (no such card is declared).
// The doorway phase does not offer it: its doorways are face-down commitments revealed together, and the cards known
// to seed so insert into a spaceline, which does not exist before the mission phase; nor does the mission phase, where
// each player places missions drawn from a pile.
import * as E from 'fp-ts/Either';
import { isAlternateUniverse } from '../cards-in-play/alternate-universe';
import { record } from '../core/chronicle';
import { recordEvents } from '../core/game-events';
import { blueprintOf, type CardId, type GameState, type PlayerId } from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import { cardsInZone } from '../core/zone-index';
import { type SeedAsPlayed, seedPlayText } from './seed-play-port';
import { maySeedIn, type SeedPhase, seedsInAnyPhase } from './seed-timing';
import * as Seeding from './seeding';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

export type { SeedAsPlayed } from './seed-play-port';

const SEED = 'Seed Phases';

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/**
 * The seed a seed command names (its player, card and target; nothing else of it).
 * @category constructors
 */
export const seedOf = ({
  player,
  card,
  target,
}: {
  readonly player: PlayerId;
  readonly card: CardId;
  readonly target?: { readonly card: CardId } | undefined;
}): SeedAsPlayed => (target === undefined ? { player, card } : { player, card, target });

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether the card seeds as it plays, in this phase (its text "Seeds (in any phase)").
 * @category predicates
 */
export const seedsAsPlayedIn =
  (phase: SeedPhase, card: CardId) =>
  (game: GameState): boolean => {
    const blueprint = blueprintOf(card)(game);
    return seedsInAnyPhase(blueprint) && maySeedIn(phase)(blueprint);
  };

// Rulebook "Seed Phases": from your own seed deck, in a phase the card may seed in, an [AU] card only where a card
// allows; then where and as its text plays
/**
 * Right when the player may seed the card as it plays, now, in this phase, else the rule it breaks.
 * @category predicates
 */
export const checkSeedAsPlayed =
  (phase: SeedPhase, seed: SeedAsPlayed) =>
  (game: GameState): E.Either<RuleError, void> => {
    if (!Seeding.isInOwnSeedDeck(seed.player, seed.card)(game))
      return E.left(ruleError(SEED, `${seed.card} is not a card in ${seed.player}'s seed deck.`));
    const title = blueprintOf(seed.card)(game).title;
    if (!seedsAsPlayedIn(phase, seed.card)(game))
      return E.left(ruleError(SEED, `${title} does not "Seed (in any phase)" as its text plays.`));
    if (isAlternateUniverse(seed.card)(game))
      return E.left(ruleError(SEED, `${title} has the [AU] icon and no card allows it to seed.`));
    return seedPlayText().checkText(seed)(game);
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Every seed as played `player` may make now in this phase, exactly: each card and each target its text allows.
 * @category operations
 */
export const seedAsPlayedCandidates =
  (phase: SeedPhase, player: PlayerId) =>
  (game: GameState): ReadonlyArray<SeedAsPlayed> =>
    cardsInZone({ kind: 'seedDeck', player })(game)
      .filter((card) => seedsAsPlayedIn(phase, card)(game))
      .flatMap((card) => seedPlayText().textCandidates(player, card)(game))
      .filter((seed) => E.isRight(checkSeedAsPlayed(phase, seed)(game)));

// Rulebook "Seed Phases" L201: "Seed a card by placing it face-up on the spaceline or table; it is now in play"
/**
 * The game after a legal seed as played: the card's text played out, the card in play (its entering recorded), the
 * seed counted for alternation.
 * @category operations
 */
export const seedAsPlayed =
  (seed: SeedAsPlayed) =>
  (game: GameState): GameState => {
    const title = blueprintOf(seed.card)(game).title;
    const seeded = record(`${seed.player} seeds ${title}`, seed.card)(game);
    return Seeding.recordSeed(seed.player)(
      recordEvents({ type: 'card.enteredPlay', card: seed.card })(seedPlayText().playText(seed)(seeded)),
    );
  };
