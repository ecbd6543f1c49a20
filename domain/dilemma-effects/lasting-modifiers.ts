// Rulebook "Dilemmas" lasting effects and 12.11 S.A.M.: the modifiers a dilemma in play keeps on the cards around
// it, derived again whenever cards may have moved (a personnel boarding an infected ship loses its skill too).
import * as O from 'fp-ts/Option';
import type { PersonnelBlueprint, SkillLevel } from '../../cards/blueprint';
import { declarationOf } from '../../cards/registry/dilemmas';
import type { Modifier } from '../cards-in-play/sam';
import { blueprintOf, type CardId, cardsIn, type GameState } from '../core/game-state';

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

// Rulebook "Using Skills": a skill printed `x 2` is one listing of level 2; printed twice, two listings of level 1
/**
 * A personnel's first-listed skill and the level of that one listing, none without skills.
 * @category constructors
 */
export const firstListing = (blueprint: PersonnelBlueprint): O.Option<SkillLevel> => {
  const first = blueprint.skills[0] ?? blueprint.members[0]?.skills[0];
  if (first === undefined) return O.none;
  const times = blueprint.text.startsWith(`${first.skill} x`)
    ? Number.parseInt(blueprint.text.slice(first.skill.length + 2).trim(), 10)
    : 1;
  return O.some({ skill: first.skill, level: Number.isNaN(times) ? first.level : times });
};

/**
 * The modifier that takes a personnel's first-listed skill away (one listing of it), or none without skills.
 * @category constructors
 */
export const loseFirstListedSkill = (
  personnel: CardId,
  blueprint: PersonnelBlueprint,
  source: CardId,
  sourceTitle: string,
): O.Option<Modifier> =>
  O.map((first: SkillLevel) => {
    const wholeListing = first.level > 1;
    return {
      target: personnel,
      value: { kind: 'skill', name: first.skill },
      op: wholeListing ? 'set' : 'add',
      amount: wholeListing ? 0 : -1,
      source,
      sourceTitle,
      cumulative: false,
    } satisfies Modifier;
  })(firstListing(blueprint));

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook "Dilemmas": a dilemma in play affects the cards its text names for as long as it stays there
/**
 * Derives again the skill modifiers of a dilemma in play from where cards are now (its other modifiers stay).
 * @category operations
 */
export const refreshLasting =
  (dilemma: CardId) =>
  (game: GameState): GameState => {
    const card = game.cards[dilemma];
    const declaration = card === undefined ? O.none : declarationOf(blueprintOf(dilemma)(game));
    const rules = O.isSome(declaration) ? (declaration.value.lasting ?? []) : [];
    if (!rules.some((r) => r.kind === 'loseFirstListedSkillAboard')) return game;
    const kept = game.modifiers.filter((m) => m.source !== dilemma || m.value.kind !== 'skill');
    if (card?.zone.kind !== 'playedOn') return { ...game, modifiers: kept };
    const title = blueprintOf(dilemma)(game).title;
    const added = cardsIn({ kind: 'aboard', carrier: card.zone.host })(game).flatMap((id) => {
      const blueprint = blueprintOf(id)(game);
      if (blueprint.type !== 'Personnel') return [];
      const modifier = loseFirstListedSkill(id, blueprint, dilemma, title);
      return O.isSome(modifier) ? [modifier.value] : [];
    });
    return { ...game, modifiers: [...kept, ...added] };
  };
