// Rulebook "Infiltration" and 7.9.1 Exposure: the infiltrator's own actions. It "may also begin infiltrating by
// joining an opponent's compatible crew or Away Team where present", and "you may choose to expose your own
// infiltrator as a normal action" ("during either player's turn"). Neither is an order: they do not begin executing
// orders. The engine offers both in the player's own turn decision and, on the opponent's turn, where "at any time"
// plays go: between two of the opponent's actions (domain/responses/between-actions.ts) and in the window at the
// turn's end (domain/responses/window.ts), never interrupting an action in progress.
import * as E from 'fp-ts/Either';
import type { Affiliation } from '../../cards/blueprint';
import { affiliationOf } from '../cards-in-play/affiliation';
import { areAffiliationsCompatibleFor } from '../cards-in-play/compatibility';
import { cardsInPlayOfType } from '../cards-in-play/in-play-by-type';
import { isInPlay } from '../cards-in-play/persona';
import { awayTeamsOnPlanet, canAct, crewOf } from '../cards-in-play/presence';
import {
  blueprintOf,
  type CardId,
  type GameState,
  getCard,
  opponentOf,
  type PlayerId,
} from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import {
  beginInfiltrating,
  expose,
  infiltrationAffiliations,
  isInfiltrating,
  isPlaying,
  RULE,
} from './infiltration';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Your personnel joins the opponent's compatible crew or Away Team where it is, infiltrating as `affiliation`. */
export interface Infiltrate {
  readonly type: 'card.infiltrate';
  readonly player: PlayerId;
  readonly card: CardId;
  readonly affiliation: Affiliation;
}

/** You expose your own infiltrator. */
export interface Expose {
  readonly type: 'card.expose';
  readonly player: PlayerId;
  readonly card: CardId;
}

export type InfiltrationCommand = Infiltrate | Expose;

const fail = (message: string): E.Either<RuleError, void> => E.left(ruleError(RULE, message));

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook "Infiltration": "may infiltrate your opponent's cards if your opponent is playing that affiliation …
// by joining an opponent's compatible crew or Away Team where present"; 7.9.1: once exposed, only after being away
/**
 * Right when the player's personnel may join the opponent's crew or Away Team where it is, as `affiliation`.
 * @category predicates
 */
export const checkInfiltrate =
  (command: Infiltrate) =>
  (game: GameState): E.Either<RuleError, void> => {
    const card = game.cards[command.card];
    if (card === undefined || card.controller !== command.player || !isInPlay(card))
      return fail(`${command.card} is not a card of yours in play`);
    const title = blueprintOf(card.id)(game).title;
    if (card.infiltration !== undefined)
      return fail(
        card.infiltration.exposed === true
          ? `${title} was exposed: it may infiltrate again once it has been away from all ${card.infiltration.into}'s personnel`
          : `${title} is infiltrating already`,
      );
    if (!infiltrationAffiliations(card.id)(game).includes(command.affiliation))
      return fail(`${title} has no ${command.affiliation} infiltration icon`);
    const opponent = opponentOf(command.player)(game);
    if (!isPlaying(opponent, command.affiliation)(game))
      return fail(`${opponent} is not playing the ${command.affiliation} affiliation`);
    if (!canAct(card.id)(game) || card.captive !== undefined) return fail(`${title} may not act`);
    return hostsFor(card.id, opponent, command.affiliation, game).length > 0
      ? E.right(undefined)
      : fail(
          `No crew or Away Team of ${opponent} compatible with ${command.affiliation} is where ${title} is`,
        );
  };

// Rulebook 7.9.1 Exposure: "You may choose to expose your own infiltrator"
/**
 * Right when the card is the player's infiltrator, not exposed.
 * @category predicates
 */
export const checkExpose =
  (command: Expose) =>
  (game: GameState): E.Either<RuleError, void> =>
    game.cards[command.card]?.controller === command.player && isInfiltrating(command.card)(game)
      ? E.right(undefined)
      : fail(`${command.card} is not an infiltrator of yours`);

/**
 * Right when the infiltration command is legal now.
 * @category predicates
 */
export const checkInfiltration =
  (command: InfiltrationCommand) =>
  (game: GameState): E.Either<RuleError, void> =>
    command.type === 'card.expose' ? checkExpose(command)(game) : checkInfiltrate(command)(game);

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The game after a legal infiltration command: the card infiltrating the opponent's side, or exposed.
 * @category operations
 */
export const applyInfiltration =
  (command: InfiltrationCommand) =>
  (game: GameState): GameState =>
    command.type === 'card.expose'
      ? expose(command.card, 'by its player')(game)
      : beginInfiltrating(
          command.card,
          opponentOf(command.player)(game),
          command.affiliation,
          getCard(command.card)(game).affiliation,
        )(game);

/**
 * Every infiltration command the player might give: each of their personnel with an infiltration icon joining where
 * it is, in each affiliation of its icons, and each of their infiltrators exposed (`check` then filters).
 * @category operations
 */
export const infiltrationCandidates =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<InfiltrationCommand> =>
    // only personnel have infiltration icons (and so only they infiltrate)
    cardsInPlayOfType('Personnel')(game.cards).flatMap((card): ReadonlyArray<InfiltrationCommand> => {
      if (card.controller !== player) return [];
      if (isInfiltrating(card.id)(game)) return [{ type: 'card.expose', player, card: card.id }];
      return infiltrationAffiliations(card.id)(game).map((affiliation) => ({
        type: 'card.infiltrate',
        player,
        card: card.id,
        affiliation,
      }));
    });

// Helpers

/**
 * The opponent's crew or Away Teams where the card is that an infiltrator of `affiliation` is compatible with (for
 * the opponent: their treaties count): the crew of their ship or facility it is aboard, or their teams on its planet.
 */
const hostsFor = (
  id: CardId,
  opponent: PlayerId,
  affiliation: Affiliation,
  game: GameState,
): ReadonlyArray<ReadonlyArray<CardId>> => {
  const zone = getCard(id)(game).zone;
  const fits = (other: CardId) =>
    areAffiliationsCompatibleFor(opponent, affiliation, affiliationOf(other)(game))(game);
  if (zone.kind === 'aboard') {
    if (getCard(zone.carrier)(game).controller !== opponent || !fits(zone.carrier)) return [];
    const crew = crewOf(zone.carrier)(game);
    return crew.length > 0 && crew.every(fits) ? [crew] : [];
  }
  if (zone.kind !== 'planetSurface') return [];
  return awayTeamsOnPlanet(zone.location, opponent)(game).filter((team) => team.every(fits));
};
