// Rulebook 7.1.3 Staff a Ship and Current Rulings "ship staffing": who may fly a ship, and who may use it at all.
//
// Our rulebook copy lost the list after "A ship is staffed when:" (RULES-CHECKLIST B.10). We implement the standard
// 1E rule: a ship is staffed when a personnel of matching affiliation is aboard (Rulings "ship staffing": Non-Aligned
// ships need a Non-Aligned personnel, like every affiliation) and each staffing icon it requires is filled by a
// different compatible personnel aboard; a [Cmd] personnel may fill a required [Stf], never the reverse.
// A dual-personnel card counts as two personnel (Rulebook "Dual-personnel cards"), one per printed staffing icon.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { Affiliation, PersonnelBlueprint, ShipBlueprint, StaffingIcon } from '../../cards/blueprint';
import { affiliationOf } from '../cards-in-play/affiliation';
import { affiliationOfIcon, areAffiliationsCompatibleFor } from '../cards-in-play/compatibility';
import { isReferencedBy, titleKey } from '../cards-in-play/persona';
import { canAct, crewOf } from '../cards-in-play/presence';
import { teamSkillLevel } from '../cards-in-play/skills';
import { blueprintOf, type CardId, type GameState, getCard } from '../core/game-state';
import { memoize, memoizeWith } from '../core/memo';
import { allowancesOf } from '../core/permissions';
import { type RuleError, ruleError } from '../core/rule-error';
import { siteOfZone } from '../core/zone-site';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

const RULE = '7.1.3 Staff a Ship';

/** One staffer: a personnel, or one half of a dual-personnel card, with the icons it provides. */
interface Slot {
  readonly id: CardId;
  readonly provides: ReadonlyArray<StaffingIcon>;
  readonly affiliation: Affiliation | null;
}

/** A printed alternative staffing requirement (`{James T. Kirk}`, `[KCA]`, `Empathy x2`, `2 cadets`, `Vulcan`). */
type Alternative =
  | { readonly kind: 'icons'; readonly icons: ReadonlyArray<StaffingIcon> }
  | { readonly kind: 'title'; readonly title: string }
  | { readonly kind: 'skill'; readonly skill: string; readonly level: number }
  | { readonly kind: 'characteristic'; readonly name: string; readonly count: number };

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook 7.1.3 Staff a Ship: for staffing purposes only, a personnel with [Cmd] may substitute for a required [Stf]
/**
 * Whether a staffer providing `provided` icons fills one `required` icon: the icon itself, [Cmd] for [Stf], or
 * its own affiliation for an affiliation icon (`[NA]`, `[Car]`).
 * @category predicates
 */
export const fillsIcon = (
  required: StaffingIcon,
  provided: ReadonlyArray<StaffingIcon>,
  affiliation: Affiliation | null,
): boolean =>
  provided.includes(required) ||
  (required === 'Stf' && provided.includes('Cmd')) ||
  O.exists((a: Affiliation) => a === affiliation)(affiliationOfIcon(required));

// Rulebook 10.2.1 / 7.1.3: compatible, usable personnel aboard staff; stopped ones only if the ship is stopped too
/**
 * The crew who may operate the ship: compatible with it, neither disabled nor in stasis, unstopped unless the ship is.
 * @category predicates
 */
export const operators: (shipId: CardId) => (game: GameState) => ReadonlyArray<CardId> = memoizeWith(
  (shipId) => (game) => {
    const ship = getCard(shipId)(game);
    const shipAffiliation = affiliationOf(shipId)(game);
    return crewOf(shipId)(game).filter((id) => {
      const card = getCard(id)(game);
      return (
        areAffiliationsCompatibleFor(card.controller, affiliationOf(id)(game), shipAffiliation)(game) &&
        canAct(id)(game) &&
        (!card.stopped || ship.stopped)
      );
    });
  },
);

// Rulebook 7.1.3: one personnel of matching affiliation aboard lets a ship attempt a mission, battle or fire WEAPONS;
// Rulings "WEAPONS – using": "(If the facility is a Nor, the matching personnel must be in Ops.)"
/**
 * Whether an operator of the ship's own affiliation is aboard (Rulings "ship staffing": also for Non-Aligned ships); on
 * a station with sites, at its Ops.
 * @category predicates
 */
export const hasMatchingPersonnel =
  (shipId: CardId) =>
  (game: GameState): boolean => {
    const affiliation = affiliationOf(shipId)(game);
    return operators(shipId)(game).some((id) => affiliationOf(id)(game) === affiliation && isInOps(id, game));
  };

/** Not at a site, or at an Ops site ({Ops}: Ops, Ops: Mirror Universe). */
const isInOps = (id: CardId, game: GameState): boolean => {
  const site = siteOfZone(getCard(id)(game).zone);
  return site === undefined || isReferencedBy('Ops')(blueprintOf(site)(game));
};

// Rulebook 7.1.3 Staff a Ship: full staffing is required to move, dock, undock, land and take off
/**
 * Right when the ship is staffed: a matching personnel aboard, and its staffing icons each filled by a different
 * operator (or a printed alternative met; a ship with neither has no staffing requirement).
 * @category predicates
 */
export const checkStaffed: (shipId: CardId) => (game: GameState) => E.Either<RuleError, void> = memoizeWith(
  (shipId) => (game) => {
    const ship = blueprintOf(shipId)(game);
    if (ship.type !== 'Ship') return E.left(ruleError(RULE, `${ship.title} is not a ship`));
    if (!hasMatchingPersonnel(shipId)(game))
      return E.left(ruleError(RULE, `${ship.title} has no ${affiliationOf(shipId)(game)} personnel aboard`));
    const crew = operators(shipId)(game);
    const slots = crew.flatMap((id) => slotsOf(id, game, shipId));
    const alternatives = alternativesOf(ship);
    const missing = unfilled(ship.staffing, slots);
    const iconsMet = missing.length === 0 && (ship.staffing.length > 0 || alternatives.length === 0);
    if (iconsMet || alternatives.some((alt) => meets(alt, crew, slots, game))) return E.right(undefined);
    const needs = [
      ...(missing.length > 0 ? [`staffing ${missing.map((icon) => `[${icon}]`).join('')}`] : []),
      ...(ship.staffingAlternative === null ? [] : [ship.staffingAlternative]),
    ];
    return E.left(ruleError(RULE, `${ship.title} lacks ${needs.join(' or ')}`));
  },
);

/**
 * Whether the ship is staffed (see {@link checkStaffed}).
 * @category predicates
 */
export const isStaffed =
  (shipId: CardId) =>
  (game: GameState): boolean =>
    E.isRight(checkStaffed(shipId)(game));

// Helpers

// Commandeer Ship: "may meet up to three of its staffing icons": the most icons a card in play allows the personnel
// to meet on this ship (`allow('staff', { icons })`), 0 when none
const iconsAllowed = (id: CardId, shipId: CardId, game: GameState): number =>
  allowancesOf('staff', { player: getCard(id)(game).controller, card: id, carrier: shipId })(game).reduce(
    (most, allowance) => Math.max(most, allowance.icons ?? 0),
    0,
  );

// Rulebook "Dual-personnel cards": they count as two personnel, each half with its own staffing icon; Commandeer
// Ship: a personnel that "may meet up to three of its staffing icons" is that many staffers of any icon the ship needs
const slotsOf = (id: CardId, game: GameState, shipId: CardId): ReadonlyArray<Slot> => {
  const blueprint = blueprintOf(id)(game);
  if (blueprint.type !== 'Personnel') return [];
  const affiliation = affiliationOf(id)(game);
  const meets = iconsAllowed(id, shipId, game);
  if (meets > 0) {
    const ship = blueprintOf(shipId)(game);
    const icons = ship.type === 'Ship' ? ship.staffing : [];
    return Array.from({ length: meets }, () => ({ id, provides: icons, affiliation }));
  }
  const provides = providedBy(blueprint);
  if (blueprint.members.length < 2 || blueprint.staffing.length < 2) return [{ id, provides, affiliation }];
  const shared = provides.filter((icon) => !blueprint.staffing.includes(icon));
  return blueprint.staffing.map((icon) => ({ id, provides: [icon, ...shared], affiliation }));
};

/**
 * The required icons left unfilled by a maximum assignment of icons to distinct staffers: a bipartite matching
 * by augmenting paths (a ship requires at most a handful of icons).
 */
const unfilled = (
  icons: ReadonlyArray<StaffingIcon>,
  slots: ReadonlyArray<Slot>,
): ReadonlyArray<StaffingIcon> => {
  const candidates = icons.map((icon) =>
    slots.flatMap((s, i) => (fillsIcon(icon, s.provides, s.affiliation) ? [i] : [])),
  );
  const holderOf = new Map<number, number>();
  const augment = (icon: number, visited: Set<number>): boolean =>
    (candidates[icon] ?? []).some((slot) => {
      if (visited.has(slot)) return false;
      visited.add(slot);
      const holder = holderOf.get(slot);
      if (holder !== undefined && !augment(holder, visited)) return false;
      holderOf.set(slot, icon);
      return true;
    });
  return icons.filter((_, icon) => !augment(icon, new Set()));
};

/** The icons a personnel provides as a staffer: its staffing icons and its other icons, once per printing. */
const providedBy = memoize(
  (blueprint: PersonnelBlueprint): ReadonlyArray<StaffingIcon> => [
    ...new Set([...blueprint.staffing, ...blueprint.icons]),
  ],
);

/** A ship's printed alternative staffing requirements, parsed once per printing. */
const alternativesOf = memoize((ship: ShipBlueprint) => parseAlternatives(ship.staffingAlternative));

const parseAlternatives = (text: string | null): ReadonlyArray<Alternative> =>
  (text ?? '')
    .split(/\s+OR\s+/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part): Alternative => {
      const icons = [...part.matchAll(/\[([^\]]+)\]/g)].map((m) => m[1] ?? '');
      if (icons.length > 0) return { kind: 'icons', icons };
      const title = /^\{(.+)\}$/.exec(part);
      if (title) return { kind: 'title', title: title[1] ?? '' };
      const skill = /^(.+?)\s+x\s*(\d+)$/.exec(part);
      if (skill) return { kind: 'skill', skill: skill[1] ?? '', level: Number(skill[2]) };
      const counted = /^(\d+)\s+(.+?)s?$/.exec(part);
      if (counted) return { kind: 'characteristic', name: counted[2] ?? '', count: Number(counted[1]) };
      return { kind: 'characteristic', name: part.replace(/^Any\s+/i, ''), count: 1 };
    });

const meets = (
  alt: Alternative,
  crew: ReadonlyArray<CardId>,
  slots: ReadonlyArray<Slot>,
  game: GameState,
): boolean => {
  switch (alt.kind) {
    case 'icons':
      return unfilled(alt.icons, slots).length === 0;
    case 'title':
      return crew.some((id) => titleKey(blueprintOf(id)(game).title) === titleKey(alt.title));
    case 'skill':
      return teamSkillLevel(crew, alt.skill)(game) >= alt.level;
    case 'characteristic': {
      const term = alt.name.toLowerCase().replace(/\s+personnel$/, '');
      const has = (id: CardId) =>
        blueprintOf(id)(game).characteristics.some((c) => c.toLowerCase().startsWith(term)) ||
        teamSkillLevel([id], alt.name)(game) > 0;
      return crew.filter(has).length >= alt.count;
    }
  }
};
