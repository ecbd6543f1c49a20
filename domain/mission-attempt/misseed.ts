// Rulebook 7.2.4 Mis-seeds and "Dilemma Phase": a card revealed under a mission that could not legally be seeded
// there is placed out of play without being encountered. Seeding is face down, so these cards are bluffs the
// engine accepts when seeded and finds out when they are revealed during a mission attempt.
import * as O from 'fp-ts/Option';
import type { Blueprint, LocationType } from '../../cards/blueprint';
import { isAlternateUniverse } from '../cards-in-play/alternate-universe';
import { isReferencedBy } from '../cards-in-play/persona';
import {
  blueprintOf,
  type CardId,
  cardsIn,
  type GameState,
  getCard,
  type LocationId,
} from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

const MISSEEDS = '7.2.4 Mis-seeds';
const DILEMMA_PHASE = 'Dilemma Phase';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook "Dilemma Phase": [S] dilemmas under [S] missions, [P] dilemmas and artifacts under [P] missions,
// [S/P] dilemmas under any mission (a dual mission is both a space and a planet mission)
/**
 * True when a dilemma of `dilemma` type (or an artifact, `'planet'`) may seed under a mission of `mission` type;
 * a dilemma without a printed type fits nowhere.
 * @category predicates
 */
export const fitsMissionType = (dilemma: LocationType | null, mission: LocationType): boolean =>
  dilemma !== null && (dilemma === 'dual' || mission === 'dual' || dilemma === mission);

// Phased Cloaking Device: "May seed under {Pegasus Search}" (an artifact's exception to the mission types it seeds under)
/**
 * Whether the card's text lets it seed under this mission by name ("May seed under {Title}", colon rule).
 * @category predicates
 */
export const maySeedUnder =
  (mission: Blueprint) =>
  (card: Blueprint): boolean => {
    const named = /May seed under \{([^}]+)\}/i.exec(card.text)?.[1];
    return named !== undefined && isReferencedBy(named)(mission);
  };

/** The other cards seeded by the same player at the location: still under the mission or set aside there. */
const othersSeededThere =
  (card: CardId, location: LocationId) =>
  (game: GameState): ReadonlyArray<CardId> => {
    const seeder = getCard(card)(game).seededBy;
    return [
      ...cardsIn({ kind: 'underMission', location })(game),
      ...cardsIn({ kind: 'setAside', location })(game),
    ].filter((id) => id !== card && getCard(id)(game).seededBy === seeder);
  };

// Rulebook 7.2.4 Mis-seeds and "Dilemma Phase": the kinds of card that cannot be legally encountered at a mission
/**
 * Why the card seeded under the mission at `location` is a mis-seed, or none when it may be encountered there.
 * Two copies of one title seeded there by one player are both mis-seeds (as two artifacts are), so the copy
 * revealed first is removed and one copy remains. A card naming the mission it may seed under (`maySeedUnder`) fits
 * it; cards whose text allows other seeds (Cryosatellite, The Nexus, Orb Negotiations) are not implemented: such
 * seeds are mis-seeds here. An [AU] card is a mis-seed unless a card in play allows it when it is revealed
 * (`isAlternateUniverse`, domain/cards-in-play/alternate-universe.ts: Slingshot Effect).
 * @category predicates
 */
export const misseedReason =
  (card: CardId, location: LocationId) =>
  (game: GameState): O.Option<RuleError> => {
    const blueprint = blueprintOf(card)(game);
    const mission = game.locations[location]?.missions[0];
    if (mission === undefined) throw new Error(`misseedReason: unknown location ${location}`);
    const missionBlueprint = blueprintOf(mission)(game);
    const missionType = 'missionType' in missionBlueprint ? missionBlueprint.missionType : 'dual';
    const why = (rule: string, message: string) => O.some(ruleError(rule, `${blueprint.title}: ${message}`));
    if (blueprint.type === 'Q Dilemma')
      return why(DILEMMA_PHASE, '[Q] dilemmas may not seed unless a card allows it.');
    if (blueprint.type !== 'Dilemma' && blueprint.type !== 'Artifact')
      return why(MISSEEDS, `a ${blueprint.type} card has no game text allowing it to seed under a mission.`);
    if (isAlternateUniverse(card)(game))
      return why(MISSEEDS, 'an [AU] card seeded without an [AU]-enabling card.');
    const cardType = blueprint.type === 'Dilemma' ? blueprint.dilemmaType : 'planet';
    if (!fitsMissionType(cardType, missionType) && !maySeedUnder(missionBlueprint)(blueprint))
      return why(
        MISSEEDS,
        `a ${blueprint.type === 'Dilemma' ? cardType : 'planet-only artifact'} card under a ${missionType} mission.`,
      );
    const others = othersSeededThere(card, location)(game).map((id) => blueprintOf(id)(game));
    if (blueprint.type === 'Artifact' && others.some((b) => b.type === 'Artifact'))
      return why(
        MISSEEDS,
        'more than one artifact seeded at one mission by one player: all of them are mis-seeds.',
      );
    if (others.some((b) => b.title === blueprint.title))
      return why(MISSEEDS, 'more than one copy seeded under one mission by one player.');
    return O.none;
  };

// Rulebook 7.2.4 Mis-seeds (L246): "multiple Artifacts seeded under one Mission by a single player (all that
// player's artifacts at that Mission become mis-seeds)"
/**
 * The other cards that are mis-seeds with this one: for an artifact, every other artifact its seeder seeded at the
 * location (still under the mission or set aside there); none for any other card.
 * @category predicates
 */
export const fellowMisseeds =
  (card: CardId, location: LocationId) =>
  (game: GameState): ReadonlyArray<CardId> =>
    blueprintOf(card)(game).type !== 'Artifact'
      ? []
      : othersSeededThere(card, location)(game).filter((id) => blueprintOf(id)(game).type === 'Artifact');

/**
 * True when the card seeded under the mission at `location` is a mis-seed (Rulebook 7.2.4).
 * @category predicates
 */
export const isMisseed =
  (card: CardId, location: LocationId) =>
  (game: GameState): boolean =>
    O.isSome(misseedReason(card, location)(game));
