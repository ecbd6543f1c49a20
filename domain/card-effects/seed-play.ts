// Rulebook "Seed Phases" and "Playing a Card": a card that "Seeds (in any phase) or plays" somewhere seeds as its first
// function plays (domain/seed-phases/seed-as-played.ts): the seed is that play, as the card's text plays it (a doorway as
// a doorway), from the seed deck; this implements the seed phases' port (domain/seed-phases/seed-play-port.ts).
import * as E from 'fp-ts/Either';
import type { PlayText } from '../card-play/play-text';
import { blueprintOf, type CardId, type GameState, type PlayerId } from '../core/game-state';
import { textPlayKind } from '../core/play-kind';
import type { RuleError } from '../core/rule-error';
import type { SeedAsPlayed } from '../seed-phases/seed-play-port';
import { checkText, playText, textCandidates } from './play';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Right when the card's text allows the seed's target now, else the rule it breaks.
 * @category predicates
 */
export const checkSeedText =
  (seed: SeedAsPlayed) =>
  (game: GameState): E.Either<RuleError, void> =>
    E.flatMap((play: PlayText) => checkText(play)(game))(playOf(seed, game));

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The game once the seeded card's text is played out, unchanged when the card does not play by a declared text.
 * @category operations
 */
export const playSeedText =
  (seed: SeedAsPlayed) =>
  (game: GameState): GameState =>
    E.match(
      () => game,
      (play: PlayText) => playText(play)(game),
    )(playOf(seed, game));

/**
 * Every seed the card's first function might allow: each play that chooses nothing but, perhaps, a card it targets.
 * @category operations
 */
export const seedTextCandidates =
  (player: PlayerId, card: CardId) =>
  (game: GameState): ReadonlyArray<SeedAsPlayed> =>
    textCandidates(player, card)(game).flatMap(asSeed);

// Helpers

const playOf = (seed: SeedAsPlayed, game: GameState): E.Either<RuleError, PlayText> =>
  E.map(
    (kind: PlayText['kind']): PlayText => ({
      type: 'card.play',
      player: seed.player,
      card: seed.card,
      kind,
      ...(seed.target !== undefined ? { target: seed.target } : {}),
    }),
  )(textPlayKind(blueprintOf(seed.card)(game)));

// a play of the first function (no `function` field) choosing nothing else than a card it targets
const asSeed = (play: PlayText): ReadonlyArray<SeedAsPlayed> => {
  const { type: _type, kind: _kind, player, card, target, ...choices } = play;
  if (Object.keys(choices).length > 0) return [];
  if (target === undefined) return [{ player, card }];
  return 'card' in target ? [{ player, card, target: { card: target.card } }] : [];
};
