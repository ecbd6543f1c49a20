// Rulebook 12.11 S.A.M., 12.9 "Cumulative", 12.4 "Present": the modifiers that declared cards in play put on other
// cards ("Each of your personnel STRENGTH +2 where present", "Ship is WEAPONS +2"), derived from the state each time
// they are asked for. `Skills.skillLevel` and `Skills.attribute` add them to the lasting modifiers of the state.

import * as O from 'fp-ts/Option';
import type { Amount, CardFilter, Condition, Reach } from '../../cards/language/language';
import { isInPlay } from '../cards-in-play/persona';
import { canAct, crewHostOf, isHere, isPresentWith } from '../cards-in-play/presence';
import type { ModifiedValue, Modifier } from '../cards-in-play/sam';
import { hasSkill } from '../cards-in-play/skills';
import { type ModifiedCardValue, textModifiers } from '../cards-in-play/text-modifiers';
import { blueprintOf, type CardId, cardsIn, type GameState, getCard, locationOf } from '../core/game-state';
import type { Answer } from '../core/query-points';
import { firstListing } from '../dilemma-effects/lasting-modifiers';
import { currentTeam } from '../mission-attempt/team';
import { isOutOfPhaseWith } from '../orders/phasing';
import { isActive } from '../tribbles/tribble-count';
import { type FilterContext, hasClassification, matches, type SkillCheck } from './filters';
import { inPlayIndex, type ModifierEntry, type Source, valueKey } from './in-play';
import { speakerOf } from './speaker';
import { modifiersThisTurn } from './until-end-of-turn';

const NONE: ReadonlyArray<Modifier> = [];

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook 12.4 Present: same crew (aboard one ship or facility) or the same Away Team on a planet
/**
 * Whether two cards in play are present with each other, with a fast answer for cards aboard.
 * @category predicates
 */
export const arePresent =
  (a: CardId, b: CardId) =>
  (game: GameState): boolean => {
    const za = getCard(a)(game).zone;
    const zb = getCard(b)(game).zone;
    if (za.kind === 'aboard' && zb.kind === 'aboard')
      return za.carrier === zb.carrier || crewHostOf(za.carrier)(game) === crewHostOf(zb.carrier)(game);
    return isPresentWith(a, b)(game);
  };

/**
 * Whether a static modifier of a card in play reaches a card (Rulebook 12.4 Present, "Here"), by its `reach`.
 * @category predicates
 */
export const reaches = (
  entry: { readonly source: Source; readonly effect: { readonly reach: Reach } },
  target: CardId,
  game: GameState,
): boolean => {
  const source = entry.source.id;
  switch (entry.effect.reach) {
    case 'self':
      return target === source;
    case 'host': {
      const zone = getCard(source)(game).zone;
      return zone.kind === 'playedOn' && zone.host === target;
    }
    case 'aboardHost': {
      const [zone, at] = [getCard(source)(game).zone, getCard(target)(game).zone];
      return zone.kind === 'playedOn' && at.kind === 'aboard' && at.carrier === zone.host;
    }
    case 'yourPersonnelPresent':
      return (
        getCard(target)(game).controller === entry.source.controller &&
        blueprintOf(target)(game).type === 'Personnel' &&
        arePresent(source, target)(game)
      );
    case 'othersPresent':
      return (
        target !== source &&
        blueprintOf(target)(game).type === 'Personnel' &&
        arePresent(source, target)(game)
      );
    // Crosis: "Doubles their STRENGTH, including himself" (the modifier's filter says whose)
    case 'cardsPresent':
      return arePresent(source, target)(game);
    // Admiral Hayes: "Each of your Federation ships at same location" (Rulebook 12.4 "Here": anywhere at that location);
    // Ro Laren (Blaze of Glory): "Your other [Maq] personnel here" (but the card itself)
    case 'atSameLocation':
    case 'othersAtSameLocation': {
      if (entry.effect.reach === 'othersAtSameLocation' && target === source) return false;
      const here = locationOf(source)(game);
      return O.isSome(here) && isHere(target, here.value)(game);
    }
    // 100,000 Tribbles: "that mission": the mission at the card's spaceline location (Rulebook 12.4 "Here")
    case 'missionHere': {
      const here = locationOf(source)(game);
      return O.isSome(here) && (game.locations[here.value]?.missions ?? []).includes(target);
    }
    // Yellow Alert: "all your Personnel are each CUNNING +1", wherever they are (a modifier is asked of cards in play)
    case 'yourPersonnel':
      return (
        getCard(target)(game).controller === entry.source.controller &&
        blueprintOf(target)(game).type === 'Personnel'
      );
    // Mine Dilithium: "Solving player's ships are RANGE +1", wherever they are (./speaker.ts)
    case 'yourShips':
      return (
        getCard(target)(game).controller === speakerOf(entry.source, game) &&
        blueprintOf(target)(game).type === 'Ship'
      );
    // Lore's Fingernail: "all Soong-type androids", anyone's
    case 'allPersonnel':
      return blueprintOf(target)(game).type === 'Personnel';
    // ... in the Engine Room: "On a ship, reduces WEAPONS -1 and RANGE -1"; Plasmadyne Relay: "While on a station or
    // outpost, SHIELDS are +4" (the ship or facility it is aboard)
    case 'shipAboard':
    case 'carrierAboard': {
      const zone = getCard(source)(game).zone;
      return (
        zone.kind === 'aboard' &&
        zone.carrier === target &&
        (entry.effect.reach === 'carrierAboard' || blueprintOf(target)(game).type === 'Ship')
      );
    }
  }
};

// "if with {Toral}": a matching card present with the card whose text it is; "If ship has all 7 personnel types
// aboard": personnel of each classification, able to act, aboard the card it plays on
/**
 * Whether a condition of the card-text language holds for the card whose text it is (`source`).
 * @category predicates
 */
export const holds = (
  condition: Condition,
  source: CardId,
  context: FilterContext,
  game: GameState,
): boolean => {
  // "unless {Divok} is present"
  if (condition.kind === 'notPresentWith')
    return !holds({ kind: 'presentWith', filter: condition.filter }, source, context, game);
  if (condition.kind === 'presentWith')
    return cardsIn(getCard(source)(game).zone)(game).some(
      (other) =>
        other !== source &&
        matches(condition.filter, other, context)(game) &&
        arePresent(source, other)(game),
    );
  // Ira Graves: "if {Kareen Brianon} in play" (Rulebook "Entering Play": anywhere in play, anyone's)
  if (condition.kind === 'inPlay')
    return Object.values(game.cards).some(
      (c) => isInPlay(c) && matches(condition.filter, c.id, context)(game),
    );
  // Test Warship: "if {Defiant} or {Regency 1} here" (Rulebook 12.4 "Here": anywhere at the card's location, anyone's)
  if (condition.kind === 'here') {
    const here = locationOf(source)(game);
    return (
      O.isSome(here) &&
      Object.values(game.cards).some(
        (c) =>
          c.id !== source &&
          isInPlay(c) &&
          isHere(c.id, here.value)(game) &&
          matches(condition.filter, c.id, context)(game),
      )
    );
  }
  // Rulebook "Using Skills" L1002: a special skill "always on" while its card is as it says ("If on Cha'Joh", "At
  // [CAR]", Queen's Borg Cube's "at {Earth}", Rulebook 12.4 "Here")
  if (condition.kind === 'is') return matches(condition.filter, source, context)(game);
  // Rulebook "Tribbles (11.3)": a Trouble's portion "will not 'activate' until the listed 'minimum' number of tribbles"
  if (condition.kind === 'tribblesPresent') return isActive(source, condition.atLeast)(game);
  const zone = getCard(source)(game).zone;
  // 100,000 Tribbles: "If on a planet"
  if (condition.kind === 'onPlanet') return zone.kind === 'planetSurface';
  // Rulebook 7.2 "Solving a Mission": "Solving player's …", "Once solved, …": the mission at the card's location solved
  if (condition.kind === 'solved') {
    const here = locationOf(source)(game);
    return O.isSome(here) && (game.locations[here.value]?.completedBy ?? null) !== null;
  }
  // Rulebook 7.2: "* +5 if a Think Tank personnel helps solve": a member of the team attempting the mission here
  if (condition.kind === 'helpsSolve') {
    const [attempt, here] = [game.attempt, locationOf(source)(game)];
    return (
      attempt !== undefined &&
      O.isSome(here) &&
      attempt.location === here.value &&
      currentTeam(attempt)(game).some((member) => matches(condition.filter, member, context)(game))
    );
  }
  if (zone.kind !== 'playedOn') return false;
  const aboard = cardsIn({ kind: 'aboard', carrier: zone.host })(game).filter((id) => canAct(id)(game));
  // Tactical Console: "While you have {Miles O'Brien} or a SECURITY-classification personnel aboard"
  if (condition.kind === 'hostHasAboardOne')
    return aboard.some((id) => matches(condition.filter, id, context)(game));
  return condition.classifications.every((name) => aboard.some((id) => hasClassification(name, id)(game)));
};

// "until end of turn": a modifier of the card only during the turn it entered play
const isCurrent = (entry: ModifierEntry, game: GameState): boolean =>
  entry.effect.during === undefined || getCard(entry.source.id)(game).enteredOnTurn === game.turn.number;

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// "+2 for each SCIENCE classification personnel aboard": the cards aboard the host that match and can act
const amountOf = (amount: Amount, source: CardId, context: FilterContext, game: GameState): number => {
  if (typeof amount === 'number') return amount;
  if (amount.kind === 'perCardPresent')
    return presentCount(amount.filter, source, context, game) * amount.each;
  const zone = getCard(source)(game).zone;
  if (zone.kind !== 'playedOn') return 0;
  const aboard = cardsIn({ kind: 'aboard', carrier: zone.host })(game);
  let count = 0;
  for (const id of aboard) if (canAct(id)(game) && matches(amount.filter, id, context)(game)) count++;
  return count * amount.each;
};

// Rogue Borg Mercenaries: "Two Borg =2 STRENGTH each, three =3 each": the matching cards present, the source included
const presentCount = (
  filter: CardFilter,
  source: CardId,
  context: FilterContext,
  game: GameState,
): number => {
  let count = 0;
  for (const id of cardsIn(getCard(source)(game).zone)(game))
    if (arePresent(source, id)(game) && matches(filter, id, context)(game)) count++;
  return count;
};

// 10 Tribbles: "Each Klingon present … loses their first-listed skill": the modifiers of a personnel's first listing
// (Rulebook "Using Skills": a skill printed `x 2` is one listing of level 2) reach the skill it lists, an added amount
// counted in listings
const FIRST_LISTING = valueKey({ kind: 'listedSkill', name: 'first' });

const listingLevel = (target: CardId, value: ModifiedValue, game: GameState): number | undefined => {
  const blueprint = blueprintOf(target)(game);
  if (blueprint.type !== 'Personnel') return undefined;
  const listing = firstListing(blueprint);
  return O.isSome(listing) && listing.value.skill === value.name ? listing.value.level : undefined;
};

// the modifiers the entries that reach the target put on its value, an added amount multiplied by `scale`
const modifiersOf = (
  entries: ReadonlyArray<ModifierEntry>,
  target: CardId,
  value: ModifiedValue,
  hasSkill: SkillCheck,
  scale: number,
  game: GameState,
): ReadonlyArray<Modifier> => {
  const found: Modifier[] = [];
  for (const entry of entries) {
    const { effect, source } = entry;
    if (!reaches(entry, target, game) || !canAct(source.id)(game) || !isCurrent(entry, game)) continue;
    const context: FilterContext = { player: speakerOf(source, game), hasSkill };
    // Rulebook 7.6 phasing: a card in play does not affect a phased card, or one aboard it, from outside (or vice versa)
    if (isOutOfPhaseWith(source.id, target)(game)) continue;
    if (effect.filter !== undefined && !matches(effect.filter, target, context)(game)) continue;
    if (effect.condition !== undefined && !holds(effect.condition, source.id, context, game)) continue;
    const amount = amountOf(effect.amount, source.id, context, game);
    found.push({
      target,
      value,
      op: effect.op,
      amount: effect.op === 'add' ? amount * scale : amount,
      source: source.id,
      sourceTitle: source.title,
      cumulative: source.text.cumulative === true,
    });
  }
  return found;
};

// Rulebook 12.11 S.A.M. and 12.9 Cumulative: each declared card in play that reaches the target modifies it (7.6: not
// across a phase boundary);
// copies of a card not marked cumulative are dropped by `Sam.apply`
/**
 * The modifiers that declared cards in play put on `value` of `target` now (a disabled source, or one in stasis,
 * gives none). Skills come from `hasSkill` (`Skills.hasSkill`), so skill modifiers must filter on printed data.
 * @category operations
 */
export const staticModifiers =
  (target: CardId, value: ModifiedValue, hasSkill: SkillCheck) =>
  (game: GameState): ReadonlyArray<Modifier> => {
    const index = inPlayIndex(game).modifiers;
    const entries = index.get(valueKey(value));
    const listed = value.kind === 'skill' ? index.get(FIRST_LISTING) : undefined;
    const thisTurn = modifiersThisTurn(target, value)(game);
    if (entries === undefined && listed === undefined) return thisTurn;
    const level = listed === undefined ? undefined : listingLevel(target, value, game);
    return [
      ...thisTurn,
      ...(entries === undefined ? NONE : modifiersOf(entries, target, value, hasSkill, 1, game)),
      ...(listed === undefined || level === undefined
        ? NONE
        : modifiersOf(listed, target, value, hasSkill, level, game)),
    ];
  };

// Rulebook 12.11 S.A.M.: the static modifiers of declared cards in play answer the skills chapter's question
/**
 * `modify`: the modifiers declared cards in play put on a card's value now (`staticModifiers`, skills from
 * `Skills.hasSkill`).
 * @category operations
 */
export const staticModifiersAnswer: Answer<ModifiedCardValue, ReadonlyArray<Modifier>> = {
  point: textModifiers,
  by: 'modify',
  answer: ({ target, value }) => staticModifiers(target, value, hasSkill),
};
