// Rulebook "Reporting for Duty" (Usable, Compatible, Native Quadrant) and "Multi-affiliation cards";
// Current Rulings "Neutral and Non-Aligned": which cards may work together.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { Affiliation, Blueprint, Quadrant } from '../../cards/blueprint';
import {
  blueprintOf,
  type CardId,
  cardsIn,
  type GameState,
  getCard,
  type PlayerId,
  updateCard,
} from '../core/game-state';
import { anyOf, ask } from '../core/query-points';
import { type RuleError, ruleError } from '../core/rule-error';
import { affiliationAs, affiliationOf } from './affiliation';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** The affiliations the rules single out, spelled as the card database prints them. */
export const FEDERATION: Affiliation = 'Federation';
export const BORG: Affiliation = 'Borg';
export const NON_ALIGNED: Affiliation = 'Non-Aligned';
export const NEUTRAL: Affiliation = 'Neutral';

/** Two affiliations of one player's cards, asked whether a card in play lets them mix (Rulebook "Compatible"). */
export interface Mixing {
  readonly player: PlayerId;
  readonly a: Affiliation;
  readonly b: Affiliation;
}

/**
 * Query point: whether a card `player` has in play lets their cards of two affiliations mix and cooperate (Rulebook
 * "Compatible": "some other card (such as Treaty: Romulan/Klingon) permits them to 'mix'").
 * @category model
 */
export const affiliationsMix = anyOf<Mixing>('compatibility.affiliationsMix');

const iconAffiliations: Readonly<Record<string, Affiliation>> = {
  Fed: FEDERATION,
  Kli: 'Klingon',
  Rom: 'Romulan',
  Car: 'Cardassian',
  Baj: 'Bajoran',
  Fer: 'Ferengi',
  Dom: 'Dominion',
  Kaz: 'Kazon',
  Vid: 'Vidiian',
  Hir: 'Hirogen',
  Bor: BORG,
  Borg: BORG,
  SF: 'Starfleet',
  Sta: 'Starfleet',
  Vul: 'Vulcan',
  NA: NON_ALIGNED,
  Neu: NEUTRAL,
};

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/**
 * The affiliation an icon stands for (`Fed` → Federation, `NA` → Non-Aligned), none for other icons (Rulebook icon legend).
 * @category constructors
 */
export const affiliationOfIcon = (icon: string): O.Option<Affiliation> =>
  O.fromNullable(iconAffiliations[icon]);

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook "Compatible": same affiliation; equipment (no affiliation) is compatible with all;
// Rulings "Neutral and Non-Aligned": [NA] and [Neu] are affiliations of their own that still mix with any but [Bor]
/**
 * Whether cards of these current affiliations may work together (`null` is a card without affiliation).
 * Cards allowing "mixing" (treaties, Ferengi Trading Post) are card effects: see `areAffiliationsCompatibleFor`.
 * @category predicates
 */
export const areAffiliationsCompatible = (a: Affiliation | null, b: Affiliation | null): boolean => {
  if (a === null || b === null || a === b) return true;
  const mixes = (x: Affiliation) => x === NON_ALIGNED || x === NEUTRAL;
  return (mixes(a) && b !== BORG) || (mixes(b) && a !== BORG);
};

// Rulebook "Compatible": "Cards from different affiliations are compatible only if some other card (such as
// Treaty: Romulan/Klingon) permits them to 'mix'": the query point the cards in play answer
/**
 * Whether `player`'s cards of these affiliations may work together: compatible by the rule above, or allowed to
 * mix by a card `player` has in play (`affiliationsMix`, e.g. Treaty: Federation/Klingon).
 * @category predicates
 */
export const areAffiliationsCompatibleFor =
  (player: PlayerId, a: Affiliation | null, b: Affiliation | null) =>
  (game: GameState): boolean =>
    areAffiliationsCompatible(a, b) ||
    (a !== null && b !== null && ask(affiliationsMix, { player, a, b })(game));

/**
 * Whether two cards in play are compatible by their current affiliations (Rulebook "Compatible"); cards of one
 * controller also when a card of theirs lets the affiliations mix.
 * @category predicates
 */
export const areCompatible =
  (a: CardId, b: CardId) =>
  (game: GameState): boolean => {
    const controller = getCard(a)(game).controller;
    const fa = affiliationOf(a)(game);
    const fb = affiliationOf(b)(game);
    return controller === getCard(b)(game).controller
      ? areAffiliationsCompatibleFor(controller, fa, fb)(game)
      : areAffiliationsCompatible(fa, fb);
  };

// Rulebook "Usable": a card is usable if you control it
/**
 * Whether `player` may use the card (cards usable by both players are card effects).
 * @category predicates
 */
export const isUsableBy =
  (player: PlayerId, cardId: CardId) =>
  (game: GameState): boolean =>
    getCard(cardId)(game).controller === player;

// Rulebook "Native Quadrant": the quadrant icon, Alpha without one; equipment has no native quadrant
/**
 * Whether a printed card is native to `quadrant` (equipment is native everywhere).
 * @category predicates
 */
export const isNativeTo =
  (quadrant: Quadrant) =>
  (blueprint: Blueprint): boolean =>
    blueprint.type === 'Equipment' || !('quadrant' in blueprint) || blueprint.quadrant === quadrant;

// Rulebook "Multi-affiliation cards": only a printed affiliation, never making your crew aboard incompatible
/**
 * Whether the card may switch to `affiliation` now: it must have that icon, and afterwards be compatible with
 * the ship or facility it is aboard and its controller's personnel there, or (for a ship or facility) with its crew.
 * @category predicates
 */
export const canChangeAffiliation =
  (cardId: CardId, affiliation: Affiliation) =>
  (game: GameState): E.Either<RuleError, void> => {
    const card = getCard(cardId)(game);
    const blueprint = blueprintOf(cardId)(game);
    const printed = 'affiliations' in blueprint ? blueprint.affiliations : [];
    if (!printed.includes(affiliation))
      return E.left(
        ruleError('Multi-affiliation cards', `${blueprint.title} has no ${affiliation} affiliation icon`),
      );
    const clashes = (other: CardId) =>
      other !== cardId &&
      getCard(other)(game).controller === card.controller &&
      !areAffiliationsCompatibleFor(
        card.controller,
        affiliationAs(cardId, affiliation)(game),
        affiliationOf(other)(game),
      )(game);
    const carrier = card.zone.kind === 'aboard' ? [card.zone.carrier] : [];
    const shipmates = card.zone.kind === 'aboard' ? personnelAboard(card.zone.carrier)(game) : [];
    const crew = personnelAboard(cardId)(game);
    const clash = [...carrier, ...shipmates, ...crew].find(clashes);
    return clash === undefined
      ? E.right(undefined)
      : E.left(
          ruleError(
            'Multi-affiliation cards',
            `${blueprint.title} in ${affiliation} mode would be incompatible with ${blueprintOf(clash)(game).title}`,
          ),
        );
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Switches a multi-affiliation card to `affiliation`, or the rule that forbids it.
 * @category operations
 */
export const changeAffiliation =
  (cardId: CardId, affiliation: Affiliation) =>
  (game: GameState): E.Either<RuleError, GameState> =>
    E.map(() => updateCard(cardId, (card) => ({ ...card, affiliation }))(game))(
      canChangeAffiliation(cardId, affiliation)(game),
    );

const personnelAboard =
  (carrier: CardId) =>
  (game: GameState): ReadonlyArray<CardId> =>
    cardsIn({ kind: 'aboard', carrier })(game).filter((id) => blueprintOf(id)(game).type === 'Personnel');
