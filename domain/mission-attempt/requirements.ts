// Rulebook "Attempting a Mission", "Dilemmas", "Using Skills": whether a team meets a mission's or dilemma's
// requirements (`Geology + Honor + INTEGRITY>35`, with OR and `{Card Name}`), and what it lacks when it does not.
import type { Requirement } from '../../cards/blueprint';
import { isCharacterised } from '../cards-in-play/characteristics';
import { isReferencedBy, personaNames, titleKey } from '../cards-in-play/persona';
import { crewHostOf, isPresentWith, isSeparated } from '../cards-in-play/presence';
import { type AttributeName, attribute, teamAttribute, teamSkillLevel } from '../cards-in-play/skills';
import { blueprintOf, type CardId, type GameState, getCard } from '../core/game-state';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** One unmet part of a requirement, with what the team has. */
export type Shortfall =
  | { readonly kind: 'skill'; readonly skill: string; readonly needed: number; readonly have: number }
  | {
      readonly kind: 'attribute';
      readonly attribute: AttributeName;
      readonly greaterThan: number;
      readonly have: number;
    }
  | {
      readonly kind: 'attributeSum';
      readonly attributes: ReadonlyArray<AttributeName>;
      readonly greaterThan: number;
      readonly have: number;
    }
  | {
      readonly kind: 'attributeBelow';
      readonly attribute: AttributeName;
      readonly lessThan: number;
      readonly have: number;
    }
  | { readonly kind: 'card'; readonly title: string }
  | { readonly kind: 'characteristic'; readonly name: string }
  | { readonly kind: 'persona'; readonly name: string }
  /** A clause the card parser kept as text: the engine cannot evaluate it, so it is never met. */
  | { readonly kind: 'text'; readonly text: string }
  /** No alternative of an OR was met; what each one lacks. */
  | { readonly kind: 'anyOf'; readonly options: ReadonlyArray<ReadonlyArray<Shortfall>> };

export type RequirementLeaf = Exclude<Requirement, { readonly kind: 'all' } | { readonly kind: 'any' }>;

const shipAttributes = new Set<AttributeName>(['RANGE', 'WEAPONS', 'SHIELDS']);

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook 10.2.5 Separated: stopped, disabled, stasis and house-arrested personnel contribute nothing
/**
 * Whether a card counts toward requirements: a personnel that is not separated (see `Presence.isSeparated`).
 * @category predicates
 */
export const countsForRequirements =
  (cardId: CardId) =>
  (game: GameState): boolean =>
    blueprintOf(cardId)(game).type === 'Personnel' && !isSeparated(cardId)(game);

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook "Attempting a Mission": the team meets the requirements with its counted personnel's skills and attributes
/**
 * What `team` lacks to meet `requirement`; empty when it meets it.
 * @category operations
 */
export const missing =
  (requirement: Requirement, team: ReadonlyArray<CardId>) =>
  (game: GameState): ReadonlyArray<Shortfall> =>
    evaluate(requirement, counted(team, game), game);

/**
 * Whether `team` meets `requirement` (only personnel that count for requirements are used).
 * @category operations
 */
export const meets =
  (requirement: Requirement, team: ReadonlyArray<CardId>) =>
  (game: GameState): boolean =>
    holds(requirement, counted(team, game), game);

/**
 * The members of `team` that count toward requirements (`countsForRequirements`): found once for several questions
 * about one team (`leafShortfall`).
 * @category operations
 */
export const countedMembers =
  (team: ReadonlyArray<CardId>) =>
  (game: GameState): ReadonlyArray<CardId> =>
    counted(team, game);

/**
 * What counted `members` (`countedMembers`) lack to meet one requirement that is neither "all" nor "any", or null:
 * what `missing` finds for each such part.
 * @category operations
 */
export const leafShortfall =
  (requirement: RequirementLeaf, members: ReadonlyArray<CardId>) =>
  (game: GameState): Shortfall | null =>
    leaf(requirement, members, game);

/**
 * One line telling what a shortfall lacks, for logs and errors, e.g. `Geology 0/1`, `INTEGRITY 30 (needs >35)`.
 * @category operations
 */
export const describeShortfall = (s: Shortfall): string => {
  switch (s.kind) {
    case 'skill':
      return `${s.skill} ${s.have}/${s.needed}`;
    case 'attribute':
      return `${s.attribute} ${s.have} (needs >${s.greaterThan})`;
    case 'attributeSum':
      return `${s.attributes.join(' + ')} ${s.have} (needs >${s.greaterThan})`;
    case 'attributeBelow':
      return `${s.attribute} ${s.have} (needs <${s.lessThan})`;
    case 'card':
      return `{${s.title}}`;
    case 'characteristic':
      return `a ${s.name}`;
    case 'persona':
      return `{any ${s.name}}`;
    case 'text':
      return `unevaluated "${s.text}"`;
    case 'anyOf':
      return `one of: ${s.options.map((o) => o.map(describeShortfall).join(' + ')).join(' OR ')}`;
  }
};

// Helpers

const counted = (team: ReadonlyArray<CardId>, game: GameState): ReadonlyArray<CardId> =>
  team.filter((id) => countsForRequirements(id)(game));

const holds = (r: Requirement, team: ReadonlyArray<CardId>, game: GameState): boolean => {
  if (r.kind === 'all') return r.of.every((x) => holds(x, team, game));
  if (r.kind === 'any') return r.of.some((x) => holds(x, team, game));
  return leaf(r, team, game) === null;
};

const evaluate = (r: Requirement, team: ReadonlyArray<CardId>, game: GameState): ReadonlyArray<Shortfall> => {
  if (r.kind === 'all') return r.of.flatMap((x) => evaluate(x, team, game));
  if (r.kind === 'any') {
    const options = r.of.map((x) => evaluate(x, team, game));
    return options.some((o) => o.length === 0) ? [] : [{ kind: 'anyOf', options }];
  }
  const s = leaf(r, team, game);
  return s === null ? [] : [s];
};

const leaf = (r: RequirementLeaf, team: ReadonlyArray<CardId>, game: GameState): Shortfall | null => {
  switch (r.kind) {
    case 'skill': {
      const have = teamSkillLevel(team, r.skill)(game);
      return have >= r.count ? null : { kind: 'skill', skill: r.skill, needed: r.count, have };
    }
    case 'attribute': {
      const have = teamAttribute(highest(contributors(team, r.attribute, game), r, game), r.attribute)(game);
      return have > r.greaterThan
        ? null
        : { kind: 'attribute', attribute: r.attribute, greaterThan: r.greaterThan, have };
    }
    // Ferengi Attack: "total CUNNING + STRENGTH>68"
    case 'attributeSum': {
      const have = r.attributes.reduce((sum, name) => sum + teamAttribute(team, name)(game), 0);
      return have > r.greaterThan
        ? null
        : { kind: 'attributeSum', attributes: r.attributes, greaterThan: r.greaterThan, have };
    }
    case 'attributeBelow': {
      const have = teamAttribute(contributors(team, r.attribute, game), r.attribute)(game);
      return have < r.lessThan
        ? null
        : { kind: 'attributeBelow', attribute: r.attribute, lessThan: r.lessThan, have };
    }
    case 'card':
      return hasCard(r.title, team, game) ? null : { kind: 'card', title: r.title };
    case 'characteristic':
      return hasCharacterised(r.name, team, game) ? null : { kind: 'characteristic', name: r.name };
    case 'persona':
      return team.some((id) => isVersionOf(r.name, id, game)) ? null : { kind: 'persona', name: r.name };
    case 'text':
      return { kind: 'text', text: r.text };
  }
};

// Rulebook "Ships": a ship attribute (WEAPONS>9) is the ships' the team is aboard, not the personnel's; Rulings
// "carried ships": personnel aboard a carried ship are of the carrying ship's crew, so that is the ship they count
const contributors = (
  team: ReadonlyArray<CardId>,
  attribute: AttributeName,
  game: GameState,
): ReadonlyArray<CardId> => {
  if (!shipAttributes.has(attribute)) return team;
  const ships = new Set<CardId>();
  for (const id of team) {
    const zone = getCard(id)(game).zone;
    if (zone.kind !== 'aboard') continue;
    const ship = crewHostOf(zone.carrier)(game);
    if (blueprintOf(ship)(game).type === 'Ship') ships.add(ship);
  }
  return [...ships];
};

// Malfunctioning Door, Angry Mob: "STRENGTH>27 from up to four personnel": only the `fromUpTo` strongest count
const highest = (
  members: ReadonlyArray<CardId>,
  r: Extract<Requirement, { readonly kind: 'attribute' }>,
  game: GameState,
): ReadonlyArray<CardId> => {
  const most = r.fromUpTo;
  if (most === undefined || members.length <= most) return members;
  const value = (id: CardId): number => attribute(id, r.attribute)(game);
  return [...members].sort((a, b) => value(b) - value(a)).slice(0, most);
};

// Rulings "any": `{any Odo}` is any card representing the character (versions of the persona), never an impersonator
const isVersionOf = (name: string, id: CardId, game: GameState): boolean => {
  const card = blueprintOf(id)(game);
  const key = titleKey(name);
  return titleKey(card.title) === key || personaNames(card).versions.includes(key);
};

// Rulebook "Characteristics": "a {disruptor}", "android" need a team personnel, or another card present with the
// team (an equipment), that has the characteristic (a word of its title, class or characteristics)
const hasCharacterised = (name: string, team: ReadonlyArray<CardId>, game: GameState): boolean =>
  team.some((id) => isCharacterised(name, id)(game)) ||
  (team.length > 0 &&
    Object.values(game.cards).some(
      (c) =>
        blueprintOf(c.id)(game).type !== 'Personnel' &&
        isCharacterised(name, c.id)(game) &&
        team.some((id) => isPresentWith(id, c.id)(game)),
    ));

// Rulebook 12.10 colon rule: `{Data}` needs a card titled Data (a team personnel or one half of a dual card, or an
// equipment, ship or other card present with the team, as `{Time Travel Pod}` on Investigate Time Continuum)
const hasCard = (title: string, team: ReadonlyArray<CardId>, game: GameState): boolean => {
  const named = isReferencedBy(title);
  const key = titleKey(title);
  const isNamed = (id: CardId): boolean => {
    const card = blueprintOf(id)(game);
    return named(card) || (card.type === 'Personnel' && card.members.some((m) => titleKey(m.name) === key));
  };
  if (team.some(isNamed)) return true;
  return (
    team.length > 0 &&
    Object.values(game.cards).some(
      (c) =>
        blueprintOf(c.id)(game).type !== 'Personnel' &&
        isNamed(c.id) &&
        team.some((id) => isPresentWith(id, c.id)(game)),
    )
  );
};
