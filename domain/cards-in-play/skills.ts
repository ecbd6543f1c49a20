// Rulebook "Using Skills", "Classification", "Leadership", "Intelligence": skill levels and attributes of personnel
// in a game, with the lasting modifiers of `game.modifiers` and of declared cards in play applied by S.A.M. (12.11).
import type { Attribute, Blueprint, ShipAttribute, SkillLevel } from '../../cards/blueprint';
import type { CardId, GameState } from '../core/game-state';
import { blueprintOf } from '../core/game-state';
import { memoizePair } from '../core/memo';
import { ask } from '../core/query-points';
import { enhancementsOffLine } from './enhancements-off-line';
import * as Sam from './sam';
import { textModifiers } from './text-modifiers';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** A numeric value a requirement or a modifier may name: a personnel attribute or a ship's. */
export type AttributeName = Attribute | ShipAttribute;

/** Rulebook "Intelligence": the skills that "Intelligence" and "any Intelligence" refer to. */
export const INTELLIGENCE_SKILLS: ReadonlyArray<string> = [
  'FCA',
  'Intelligence',
  'Klingon Intelligence',
  'Memory Omega',
  'Obsidian Order',
  'Section 31',
  "V'Shar",
  'Tal Shiar',
];

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

// Rulebook "Intelligence": "Intelligence" and "any Intelligence" mean any combination of the Intelligence skills
/**
 * The printed skills a requested skill name stands for: itself, or every Intelligence skill.
 * @category constructors
 */
export const skillsMeant = (skill: string): ReadonlyArray<string> =>
  skill === 'Intelligence' || skill === 'any Intelligence' ? INTELLIGENCE_SKILLS : [skill];

const levelIn = (skills: ReadonlyArray<SkillLevel>, skill: string): number => {
  let level = 0;
  for (const s of skills) if (s.skill === skill) level += s.level;
  return level;
};

// Rulebook "Using Skills": a classification counts as a skill, and a skill printed twice (`x 2`) is level 2
/**
 * The printed level of one skill on a card (both halves of a dual-personnel card; a printed choice
 * `Biology OR Exobiology` counts for either, as the player may choose it).
 * @category constructors
 */
export const printedSkillLevel =
  (skill: string) =>
  (card: Blueprint): number => {
    if (card.type !== 'Personnel') return 0;
    let level = 0;
    // a single personnel's classification is the first entry of `skills`; a dual card's halves list it apart
    for (const box of card.members.length > 0 ? card.members : [card]) {
      if (box !== card && box.classification === skill) level += 1;
      level += levelIn(box.skills, skill);
      for (const choice of box.skillChoices) level += levelIn(choice, skill);
    }
    return level;
  };

/** The attribute boxes of a self-controlled space dilemma, in printed order. */
const SHIP_STATS: ReadonlyArray<AttributeName> = ['RANGE', 'WEAPONS', 'SHIELDS'];

/**
 * The printed value of an attribute (personnel INTEGRITY, CUNNING, STRENGTH; ship RANGE, WEAPONS, SHIELDS;
 * facility SHIELDS, WEAPONS); 0 when the card has none (Rulings "variable attributes": undefined is zero).
 * @category constructors
 */
export const printedAttribute =
  (name: AttributeName) =>
  (card: Blueprint): number => {
    switch (card.type) {
      case 'Personnel':
        return name === 'INTEGRITY'
          ? card.integrity
          : name === 'CUNNING'
            ? card.cunning
            : name === 'STRENGTH'
              ? card.strength
              : 0;
      case 'Ship':
        return name === 'RANGE'
          ? card.range
          : name === 'WEAPONS'
            ? card.weapons
            : name === 'SHIELDS'
              ? card.shields
              : 0;
      case 'Facility':
        return name === 'SHIELDS' ? card.shields : name === 'WEAPONS' ? (card.weapons ?? 0) : 0;
      // a self-controlled space dilemma (Borg Ship) prints RANGE, WEAPONS and SHIELDS in its attribute boxes
      case 'Dilemma':
        return card.icons.includes('Self') && card.dilemmaType === 'space'
          ? Number.parseInt(card.printedStats[SHIP_STATS.indexOf(name)] ?? '', 10) || 0
          : 0;
      default:
        return 0;
    }
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook 12.11 S.A.M.: the lasting modifiers of the state, and those of declared cards in play (card text)
/**
 * Every modifier on `value` of a card now: the state's lasting modifiers, then the static modifiers of cards in play
 * (`textModifiers`, computed from the state, never stored).
 * @category operations
 */
export const modifiersOn =
  (cardId: CardId, value: Sam.ModifiedValue) =>
  (game: GameState): ReadonlyArray<Sam.Modifier> => {
    const lasting = Sam.modifiersOn(cardId, value)(game.modifiers);
    const text = ask(textModifiers, { target: cardId, value })(game);
    return text.length === 0 ? lasting : lasting.length === 0 ? text : [...lasting, ...text];
  };

// Rulebook "Using Skills" and 12.11 S.A.M.: a personnel's skill level after every lasting modifier on it
/**
 * The effective level of `skill` of a card in a game, never below 0; "Intelligence" sums every Intelligence skill.
 * @category operations
 */
export const skillLevel: (cardId: CardId, skill: string) => (game: GameState) => number = memoizePair(
  // once per state, card and skill: a team's requirements, its leaders and the heuristic player's judgement of a
  // position each ask the same levels of the same state
  (cardId, skill) => (game) => {
    const card = blueprintOf(cardId)(game);
    let level = 0;
    for (const meant of skillsMeant(skill)) {
      const modifiers = modifiersOn(cardId, { kind: 'skill', name: meant })(game);
      level += Math.max(0, Sam.apply(printedSkillLevel(meant)(card), modifiers));
    }
    return level;
  },
);

/**
 * Whether a card has `skill` at level 1 or more in a game.
 * @category operations
 */
export const hasSkill =
  (cardId: CardId, skill: string) =>
  (game: GameState): boolean =>
    skillLevel(cardId, skill)(game) > 0;

// Rulebook 12.11 S.A.M.: an attribute after every lasting modifier on the card (7.5: but enhancements off line)
/**
 * The effective value of an attribute of a card in a game, e.g. Kromm's STRENGTH under Frame of Mind.
 * @category operations
 */
export const attribute: (cardId: CardId, name: AttributeName) => (game: GameState) => number = memoizePair(
  // once per state, card and attribute, like `skillLevel`: a team's totals and the heuristic player's judgement of a
  // position (each group a card belongs to) ask the same attributes of the same state
  (cardId, name) => attributeOf(cardId, name as AttributeName),
);

const attributeOf =
  (cardId: CardId, name: AttributeName) =>
  (game: GameState): number =>
    Sam.apply(
      printedAttribute(name)(blueprintOf(cardId)(game)),
      withoutEnhancementsOffLine(cardId, name, modifiersOn(cardId, { kind: 'attribute', name })(game))(game),
    );

// Rulebook "Leadership": a personnel with Leadership or OFFICER (as a skill or classification) is a leader
/**
 * Whether a card is a leader in a game.
 * @category operations
 */
export const isLeader =
  (cardId: CardId) =>
  (game: GameState): boolean =>
    hasSkill(cardId, 'OFFICER')(game) || hasSkill(cardId, 'Leadership')(game);

// Rulebook "Using Skills": skill levels add up across the personnel of a crew or Away Team
/**
 * The total level of `skill` across `team`.
 * @category operations
 */
export const teamSkillLevel =
  (team: ReadonlyArray<CardId>, skill: string) =>
  (game: GameState): number => {
    let total = 0;
    for (const id of team) total += skillLevel(id, skill)(game);
    return total;
  };

// Rulebook "Using Skills": attributes are used like regular skills, summed across a crew or Away Team
/**
 * The total of an attribute across `team`, each after its modifiers.
 * @category operations
 */
export const teamAttribute =
  (team: ReadonlyArray<CardId>, name: AttributeName) =>
  (game: GameState): number => {
    let total = 0;
    for (const id of team) total += attribute(id, name)(game);
    return total;
  };

// Helpers

// Rulebook 7.5: "When "attribute enhancements" go off-line, it affects all enhancements to the specified attribute"
/** The modifiers of a card's attribute that apply: all but its enhancements while they are off line. */
const withoutEnhancementsOffLine =
  (card: CardId, attribute: AttributeName, modifiers: ReadonlyArray<Sam.Modifier>) =>
  (game: GameState): ReadonlyArray<Sam.Modifier> =>
    modifiers.length > 0 && ask(enhancementsOffLine, { card, attribute })(game)
      ? modifiers.filter((m) => !Sam.isEnhancement(m))
      : modifiers;
