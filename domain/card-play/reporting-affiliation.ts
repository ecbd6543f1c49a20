// Rulebook "Reporting for Duty" (domain/card-play/reporting.ts): the affiliation a card reports in, "Multi-affiliation
// cards", "Compatible" and 10.2.10 House Arrest, and "Infiltration": a card reporting to the opponent's facility in an
// infiltration icon's affiliation, as if it were one of the opponent's cards.
import * as E from 'fp-ts/Either';
import { affiliationAs, affiliationOf } from '../cards-in-play/affiliation';
import { areAffiliationsCompatibleFor } from '../cards-in-play/compatibility';
import { crewOf } from '../cards-in-play/presence';
import {
  blueprintOf,
  type CardId,
  type GameState,
  getCard,
  opponentOf,
  type PlayerId,
} from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import { siteOfZone } from '../core/zone-site';
import { beginInfiltrating, infiltrationAffiliations, isPlaying } from '../infiltration/infiltration';
import { crewAtSite } from '../sites/places';
import type { Destination } from './reporting';

// Rulebook "Multi-affiliation cards", "Compatible", 10.2.10 House Arrest
/**
 * A printed affiliation (reporting as an infiltrator: one of its infiltration icons, an affiliation the opponent is
 * playing), compatible with the facility (or ship) and (for personnel) with the crew already aboard, for the side it
 * joins.
 * @category predicates
 */
export const checkAffiliation = (
  cardId: CardId,
  destination: Destination,
  player: PlayerId,
  game: GameState,
  regardlessOfAffiliation = false,
): E.Either<RuleError, void> => {
  const card = blueprintOf(cardId)(game);
  const chosen = destination.affiliation;
  const infiltrating = player !== getCard(cardId)(game).owner;
  const printed = infiltrating
    ? infiltrationAffiliations(cardId)(game)
    : 'affiliations' in card
      ? card.affiliations
      : [];
  if (chosen === null ? printed.length > 0 : !printed.includes(chosen))
    return E.left(ruleError('Multi-affiliation cards', `${card.title} cannot report as ${chosen}`));
  if (infiltrating && chosen !== null && !isPlaying(player, chosen)(game))
    return E.left(ruleError('Infiltration', `${player} is not playing the ${chosen} affiliation`));
  const facility = getCard(destination.facility)(game);
  // Lore's Fingernail: a card reporting in `chosen` mode may have another affiliation for the rules
  const effective = affiliationAs(cardId, chosen)(game);
  if (
    !regardlessOfAffiliation &&
    !areAffiliationsCompatibleFor(player, effective, affiliationOf(facility.id)(game))(game)
  )
    return E.left(
      ruleError(
        'Compatible',
        `${chosen} ${card.title} is incompatible with ${blueprintOf(facility.id)(game).title}`,
      ),
    );
  // Rulebook 10.2.10 House Arrest: you may never voluntarily place your personnel in a house arrest situation
  // Rulebook "Sites": at a station with sites, the personnel at the site reported to
  const site = siteOfZone(destination.zone);
  const crew =
    card.type !== 'Personnel'
      ? []
      : site === undefined
        ? crewOf(destination.facility)(game)
        : crewAtSite(destination.facility, site)(game);
  const clash = crew.find(
    (id) => !areAffiliationsCompatibleFor(player, effective, affiliationOf(id)(game))(game),
  );
  return clash === undefined
    ? E.right(undefined)
    : E.left(
        ruleError(
          '10.2.10 House Arrest',
          `${card.title} would be incompatible with ${blueprintOf(clash)(game).title}`,
        ),
      );
};

// Rulebook "Infiltration": to the opponent's facility, in an infiltration icon's affiliation, a card reports "as if
// your card were one of your opponent's cards"
/**
 * The side a card reports to: the opponent when it reports to their facility as an infiltrator, else its player.
 * @category operations
 */
export const sideOf = (
  cardId: CardId,
  player: PlayerId,
  destination: Destination,
  game: GameState,
): PlayerId => {
  const host = game.cards[destination.facility]?.controller;
  const chosen = destination.affiliation;
  return host === opponentOf(player)(game) &&
    chosen !== null &&
    infiltrationAffiliations(cardId)(game).includes(chosen)
    ? host
    : player;
};

/**
 * A card reported to the opponent's facility begins infiltrating, to revert to its first printed affiliation.
 * @category operations
 */
export const infiltrate = (cardId: CardId, destination: Destination, game: GameState): GameState => {
  const card = getCard(cardId)(game);
  const host = getCard(destination.facility)(game).controller;
  const blueprint = blueprintOf(cardId)(game);
  const printed = 'affiliations' in blueprint ? (blueprint.affiliations[0] ?? null) : null;
  return host === card.owner || destination.affiliation === null
    ? game
    : beginInfiltrating(cardId, host, destination.affiliation, printed)(game);
};
