// Rulebook "Infiltration" and 7.9.1 Exposure: a personnel with a diamond-shaped infiltration icon (`<Fed>`,
// `PersonnelBlueprint.infiltration`) may infiltrate an opponent who is playing that affiliation, reporting to their
// outpost or headquarters (domain/card-play/reporting.ts) or joining their compatible crew or Away Team where present
// (domain/infiltration/infiltration-actions.ts). While infiltrating (`CardInstance.infiltration`) it has the affiliation of its
// diamond and is under its controller's control, part of the opponent's crew or Away Team: no intruder to them, in
// none of its controller's teams, acting with its hosts only when asked (the mission attempts of
// domain/infiltration/infiltration-participation.ts; domain/cards-in-play/presence.ts leaves it out of both players' crews and Away Teams).
// Exposed, it reverts to its own affiliation (an intruder again aboard the opponent's ship or facility), and may
// infiltrate that opponent again once it has been away from all their personnel (domain/infiltration/infiltration-exposure.ts).
// Factions (`<Maq>` Maquis) are no affiliation a player plays here: such icons never infiltrate.
import type { Affiliation, Blueprint } from '../../cards/blueprint';
import { affiliationOf } from '../cards-in-play/affiliation';
import { cardsInPlay } from '../cards-in-play/persona';
import { named, record } from '../core/chronicle';
import {
  blueprintOf,
  type CardId,
  type GameState,
  getCard,
  type PlayerId,
  updateCard,
} from '../core/game-state';
import { memoize } from '../core/memo';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

export const RULE = 'Infiltration';

/** Infiltration icons that name a faction, not an affiliation: no player is "playing" one here. */
const FACTIONS: ReadonlySet<string> = new Set(['Maquis']);

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook "Infiltration": "Once an infiltrator has begun infiltrating … it becomes an infiltrator"
/**
 * Whether a card is infiltrating now (begun and not exposed).
 * @category predicates
 */
export const isInfiltrating =
  (id: CardId) =>
  (game: GameState): boolean => {
    const record = game.cards[id]?.infiltration;
    return record !== undefined && record.exposed !== true;
  };

// Rulebook 7.9.1 Exposure: what the settle step's exposure check depends on (domain/game/settle.ts)
/**
 * Whether a card in play carries an infiltration (infiltrating or exposed): one look at each card in play (their list
 * is kept per `cards` record), not the index of the declared cards, which a settle pass would build for nothing.
 * @category predicates
 */
export const isInfiltrationInPlay = (game: GameState): boolean =>
  cardsInPlay(game).some((card) => card.infiltration !== undefined);

// Rulebook "Infiltration": "may infiltrate your opponent's cards if your opponent is playing that affiliation"
/**
 * Whether `player` is playing the affiliation: a personnel, ship or facility of theirs in play has it.
 * @category predicates
 */
export const isPlaying =
  (player: PlayerId, affiliation: Affiliation) =>
  (game: GameState): boolean =>
    cardsInPlay(game).some((card) => {
      if (card.controller !== player || card.infiltration !== undefined) return false;
      const type = blueprintOf(card.id)(game).type;
      return (
        (type === 'Personnel' || type === 'Ship' || type === 'Facility') &&
        affiliationOf(card.id)(game) === affiliation
      );
    });

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook "Infiltration": the "diamond-shaped … infiltration icon" names an affiliation (or faction)
/**
 * The affiliations a card may infiltrate as: its infiltration icons that name an affiliation.
 * @category operations
 */
export const infiltrationAffiliations =
  (id: CardId) =>
  (game: GameState): ReadonlyArray<Affiliation> =>
    printedInfiltration(blueprintOf(id)(game));

// once per printing: every card in play is asked, at every decision
const printedInfiltration = memoize(
  (blueprint: Blueprint): ReadonlyArray<Affiliation> =>
    blueprint.type === 'Personnel' ? blueprint.infiltration.filter((a) => !FACTIONS.has(a)) : [],
);

// Rulebook "Infiltration": "it becomes the affiliation or faction shown in its infiltration diamond"
/**
 * The card begins infiltrating `into`'s side in `affiliation`, to revert to `revertsTo` when exposed.
 * @category operations
 */
export const beginInfiltrating =
  (id: CardId, into: PlayerId, affiliation: Affiliation, revertsTo: Affiliation | null) =>
  (game: GameState): GameState =>
    record(
      `${named(id)(game)} infiltrates ${into}'s side as ${affiliation}`,
      id,
    )(updateCard(id, (card) => ({ ...card, affiliation, infiltration: { into, revertsTo } }))(game));

// Rulebook 7.9.1 Exposure: "Once exposed, the infiltrator reverts to its original affiliation"
/**
 * The infiltrator is exposed: back in its own affiliation, an intruder again aboard its hosts' ship or facility.
 * @category operations
 */
export const expose =
  (id: CardId, why: string) =>
  (game: GameState): GameState => {
    const infiltration = getCard(id)(game).infiltration;
    if (infiltration === undefined || infiltration.exposed === true) return game;
    const exposed = updateCard(id, (card) => ({
      ...card,
      affiliation: infiltration.revertsTo,
      infiltration: { ...infiltration, exposed: true },
    }))(game);
    return record(`${named(id)(game)} is exposed (${why})`, id)(exposed);
  };

/**
 * The record of an exposed infiltrator is dropped: it may infiltrate again.
 * @category operations
 */
export const forgetExposure =
  (id: CardId) =>
  (game: GameState): GameState =>
    updateCard(id, ({ infiltration: _gone, ...card }) => card)(game);
