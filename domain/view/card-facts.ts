// Rulebook "Looking at Cards": what a player may know of one card, with its values as the rules reckon them now: its
// attributes and skills after every modifier (12.11 S.A.M., domain/cards-in-play/skills.ts), a ship's RANGE left this
// turn (7.1.5 Move, domain/orders/turn-state.ts), SHIELDS (7.1.4 Dock, domain/orders/dock.ts) and staffing (7.1.3,
// domain/orders/staffing.ts), and whether it is unopposed (Rulings "unopposed", domain/orders/unopposed.ts). Read-only:
// for bots, servers, judges and user interfaces.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { Blueprint, CardType, Icon, SkillLevel, StaffingIcon } from '../../cards/blueprint';
import { loadCardDatabase } from '../../cards/database';
import { affiliationOf } from '../cards-in-play/affiliation';
import { canAct, crewOf, isStopped } from '../cards-in-play/presence';
import * as Sam from '../cards-in-play/sam';
import { type AttributeName, attribute, modifiersOn, printedSkillLevel } from '../cards-in-play/skills';
import {
  blueprintOf,
  type CardId,
  type GameState,
  getCard,
  type LocationId,
  locationOf,
  type PlayerId,
  type Zone,
} from '../core/game-state';
import { effectiveShields } from '../orders/dock';
import { checkStaffed } from '../orders/staffing';
import { effectiveRange, rangeLeft, rangeUsed } from '../orders/turn-state';
import { isPersonnelUnopposed, isSpaceUnopposedFor } from '../orders/unopposed';
import { canSee } from './view';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** A card as a player may know it, with its values as the rules reckon them now. */
export interface CardFacts {
  readonly id: CardId;
  readonly title: string;
  readonly type: CardType;
  readonly owner: PlayerId;
  readonly controller: PlayerId;
  readonly zone: Zone;
  /** The location it is at (through what it is aboard, docked at or played on), or null. */
  readonly location: LocationId | null;
  /** The affiliation it has now (it may have changed, Rulebook "Affiliation"), or null. */
  readonly affiliation: string | null;
  /** Printed icons. */
  readonly icons: ReadonlyArray<Icon>;
  /** Printed characteristics (lore words such as "Klingon", "android"). */
  readonly characteristics: ReadonlyArray<string>;
  /** A personnel's classification, or null. */
  readonly classification: string | null;
  /** The staffing icons a personnel provides or a ship requires (printed). */
  readonly staffingIcons: ReadonlyArray<StaffingIcon>;
  /** INTEGRITY, CUNNING, STRENGTH of a personnel; RANGE, WEAPONS, SHIELDS of a ship; SHIELDS, WEAPONS of a facility. */
  readonly attributes: Readonly<Partial<Record<AttributeName, number>>>;
  /** A personnel's skills after modifiers (a classification counts as a skill), printed ones first. */
  readonly skills: ReadonlyArray<SkillLevel>;
  readonly stopped: boolean;
  /** Neither disabled nor in stasis (Rulebook 10.2.3, 10.2.4). */
  readonly canAct: boolean;
  /** A personnel or a ship in play: whether it is unopposed (Rulings "unopposed"); null for other cards. */
  readonly unopposed: boolean | null;
  /** A ship's RANGE, SHIELDS, WEAPONS and staffing; null for other cards. */
  readonly ship: ShipFacts | null;
}

export interface ShipFacts {
  /** RANGE this turn (after modifiers, phasing, damage). */
  readonly range: number;
  readonly rangeUsed: number;
  readonly rangeLeft: number;
  /** SHIELDS with half those of the facility it is docked at. */
  readonly shields: number;
  readonly weapons: number;
  /** The crew aboard (and aboard the ships it carries). */
  readonly crew: ReadonlyArray<CardId>;
  /** Whether it is staffed to move (Rulebook 7.1.3); null when the viewer may not see all of its crew. */
  readonly staffed: boolean | null;
  /** What it lacks to be staffed, or null. */
  readonly staffingProblem: string | null;
}

const ATTRIBUTES: Readonly<Partial<Record<CardType, ReadonlyArray<AttributeName>>>> = {
  Personnel: ['INTEGRITY', 'CUNNING', 'STRENGTH'],
  Ship: ['RANGE', 'WEAPONS', 'SHIELDS'],
  Facility: ['SHIELDS', 'WEAPONS'],
};

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * What `viewer` may know of a card and its values now; none when there is no such card or they may not see what it is.
 * @category operations
 */
export const cardFacts =
  (viewer: PlayerId, id: CardId) =>
  (game: GameState): O.Option<CardFacts> => {
    const card = game.cards[id];
    if (card === undefined || !canSee(viewer, card)(game)) return O.none;
    const blueprint = blueprintOf(id)(game);
    const ship = blueprint.type === 'Ship' ? shipFacts(viewer, id, game) : null;
    return O.some({
      id,
      title: blueprint.title,
      type: blueprint.type,
      owner: card.owner,
      controller: card.controller,
      zone: card.zone,
      location: O.toNullable(locationOf(id)(game)),
      affiliation: affiliationOf(id)(game),
      icons: blueprint.icons,
      characteristics: blueprint.characteristics,
      classification: blueprint.type === 'Personnel' ? blueprint.classification : null,
      staffingIcons: 'staffing' in blueprint ? blueprint.staffing : [],
      attributes: attributesOf(id, blueprint, game),
      skills: blueprint.type === 'Personnel' ? skillsOf(id, blueprint, game) : [],
      stopped: isStopped(id)(game),
      canAct: canAct(id)(game),
      unopposed: AT_LOCATION.has(card.zone.kind) ? unopposedOf(id, blueprint, game) : null,
      ship,
    });
  };

// Helpers

/** The zones where a personnel or ship may be opposed: in play at a location. */
const AT_LOCATION: ReadonlySet<Zone['kind']> = new Set([
  'aboard',
  'planetSurface',
  'atLocation',
  'docked',
  'carried',
]);

const attributesOf = (
  id: CardId,
  blueprint: Blueprint,
  game: GameState,
): Readonly<Partial<Record<AttributeName, number>>> => {
  const names = ATTRIBUTES[blueprint.type] ?? [];
  const printedWeapons = blueprint.type !== 'Facility' || blueprint.weapons !== null;
  const values: Partial<Record<AttributeName, number>> = {};
  for (const name of names) {
    if (name === 'WEAPONS' && !printedWeapons) continue;
    values[name] =
      name === 'RANGE'
        ? effectiveRange(id)(game)
        : name === 'SHIELDS'
          ? effectiveShields(id)(game)
          : attribute(id, name)(game);
  }
  return values;
};

// Rulebook "Using Skills" and 12.11 S.A.M.: each skill the card has after modifiers, at its level (at least 1)
const skillsOf = (id: CardId, blueprint: Blueprint, game: GameState): ReadonlyArray<SkillLevel> => {
  const printed = printedSkillNames(blueprint);
  const names = [...printed, ...skillVocabulary().filter((name) => !printed.includes(name))];
  return names.flatMap((skill) => {
    const level = Sam.apply(
      printedSkillLevel(skill)(blueprint),
      modifiersOn(id, { kind: 'skill', name: skill })(game),
    );
    return level > 0 ? [{ skill, level }] : [];
  });
};

/** Every skill and classification printed on a card, in printed order, once each. */
const printedSkillNames = (blueprint: Blueprint): ReadonlyArray<string> => {
  if (blueprint.type !== 'Personnel') return [];
  const boxes = blueprint.members.length > 0 ? blueprint.members : [blueprint];
  const names = boxes.flatMap((box) => [
    ...(box === blueprint ? [] : [box.classification]),
    ...box.skills.map((s) => s.skill),
    ...box.skillChoices.flatMap((choice) => choice.map((s) => s.skill)),
  ]);
  return [...new Set(names)];
};

let vocabulary: ReadonlyArray<string> | undefined;

/** Every skill name printed on any personnel: the skills a modifier may give a card that does not print it. */
const skillVocabulary = (): ReadonlyArray<string> => {
  vocabulary ??= [...new Set(loadCardDatabase().all.flatMap(printedSkillNames))].sort();
  return vocabulary;
};

const unopposedOf = (id: CardId, blueprint: Blueprint, game: GameState): boolean | null => {
  if (blueprint.type === 'Personnel') return isPersonnelUnopposed(id)(game);
  if (blueprint.type !== 'Ship') return null;
  const location = locationOf(id)(game);
  return O.isSome(location) ? isSpaceUnopposedFor(getCard(id)(game).controller, location.value)(game) : null;
};

const shipFacts = (viewer: PlayerId, id: CardId, game: GameState): ShipFacts => {
  const crew = crewOf(id)(game);
  const seesCrew = crew.every((member) => {
    const card = game.cards[member];
    return card !== undefined && canSee(viewer, card)(game);
  });
  const staffing = checkStaffed(id)(game);
  return {
    range: effectiveRange(id)(game),
    rangeUsed: rangeUsed(id)(game),
    rangeLeft: rangeLeft(id)(game),
    shields: effectiveShields(id)(game),
    weapons: attribute(id, 'WEAPONS')(game),
    crew,
    staffed: seesCrew ? E.isRight(staffing) : null,
    staffingProblem: seesCrew && E.isLeft(staffing) ? staffing.left.message : null,
  };
};
