// Battle Bridge Door: "OR Stock in deck and play at start of ship battle (even during opponent's turn) if you have
// Leadership in that battle. Allows you to draw two extra Tactic cards (cumulative) or enhances each of your ships' and
// facilities' WEAPONS +1; then discard doorway." Played from hand in the response window of Rulebook 7.4 ship battle
// stage 2 Responses (the start of the battle; domain/card-effects/battle-responses.ts lists the plays), by a player
// controlling a force with a personnel having Leadership, able to act, aboard a ship or facility of the battle. The
// use is recorded in the battle under way, and its option is lasting modifiers the battle's end removes
// (domain/battle-rules/battle-under-way.ts `finish`): `tactics`, Tactic draws +2 (Rulebook 12.11 S.A.M., the value
// `tactic` `draws` the cards of a force bring, domain/battle-rules/tactic-rules.ts) on the first card of the player's
// force, cumulative (a modifier for each copy played); or WEAPONS +1 on each of the player's ships and facilities in
// play. Reading: the enhancement lasts for that battle (the doorway is discarded at once and names no other
// duration); not marked cumulative, a second copy's WEAPONS +1 does not add (Rulebook 12.9,
// `Sam.dropNonCumulativeCopies`).
import * as E from 'fp-ts/Either';
import type { CardText } from '../../cards/language/language';
import { isInPlay, printedTitle } from '../cards-in-play/persona';
import { canAct } from '../cards-in-play/presence';
import type { Modifier } from '../cards-in-play/sam';
import { hasSkill } from '../cards-in-play/skills';
import type { BridgeDoorOption, BridgeDoorUse } from '../core/battle-state';
import { named, record } from '../core/chronicle';
import { blueprintOf, type CardId, cardsIn, type GameState, type PlayerId } from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import type { Interpreter } from './immediate';
import type { PlayText } from './play';

export type { BridgeDoorOption } from '../core/battle-state';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

const OPTIONS: ReadonlyArray<BridgeDoorOption> = ['tactics', 'weapons'];
const PLAY = 'Play a Card';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Battle Bridge Door: "if you have Leadership in that battle": the player's personnel able to act aboard a card of
// either force (Rulebook 10.2.3 Disabled: a disabled personnel uses no skill)
/**
 * Whether the player has a personnel with the skill, able to act, in the battle under way (one of its personnel, or
 * aboard a ship or facility of its forces).
 * @category predicates
 */
export const hasSkillInBattle =
  (player: PlayerId, skill: string) =>
  (game: GameState): boolean => {
    const involved = game.battle?.fight.forces.flat() ?? [];
    return [...involved, ...involved.flatMap((carrier) => cardsIn({ kind: 'aboard', carrier })(game))].some(
      (id) =>
        blueprintOf(id)(game).type === 'Personnel' &&
        game.cards[id]?.controller === player &&
        canAct(id)(game) &&
        hasSkill(id, skill)(game),
    );
  };

/**
 * Right when the play names one option of its text's "OR" choice (Battle Bridge Door), or none for other texts.
 * @category predicates
 */
export const checkOptionChoice = (
  command: PlayText,
  title: string,
  text: CardText,
): E.Either<RuleError, void> => {
  const options = optionsOf(text);
  if (options.length === 0)
    return command.option === undefined
      ? E.right(undefined)
      : E.left(ruleError(PLAY, `${title} has no option to choose.`));
  return command.option !== undefined && options.includes(command.option)
    ? E.right(undefined)
    : E.left(ruleError(PLAY, `${title}: choose one option: ${options.join(' or ')}.`));
};

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The play once for each option of the text's "OR" choice (Battle Bridge Door), or the play itself for other texts.
 * @category operations
 */
export const withOptions = (text: CardText, play: PlayText): ReadonlyArray<PlayText> => {
  const options = optionsOf(text);
  return options.length === 0 ? [play] : options.map((option) => ({ ...play, option }));
};

// Battle Bridge Door: "Allows you to draw two extra Tactic cards (cumulative) or enhances each of your ships' and
// facilities' WEAPONS +1"
/**
 * Records the option used in the ship battle under way; the WEAPONS option enhances each of the player's ships and
 * facilities in play until the battle ends.
 * @category operations
 */
export const extraTacticsOrWeapons: Interpreter<'extraTacticsOrWeapons'> = (effect, choices) => (game) => {
  const { card, option, player } = choices;
  const battle = game.battle;
  if (battle?.fight.kind !== 'ship' || card === undefined || option === undefined) return game;
  const use: BridgeDoorUse = { player, card, option };
  const used = { ...game, battle: { ...battle, bridgeDoors: [...(battle.bridgeDoors ?? []), use] } };
  // Rulebook 12.9: copies share the printed title (the Virtual Promo's "Battle Bridge Door *VP" too)
  const sourceTitle = printedTitle(blueprintOf(card)(game).title);
  if (option === 'tactics') {
    const force = battle.fight.forces.flat().find((id) => game.cards[id]?.controller === player);
    const draws: ReadonlyArray<Modifier> =
      force === undefined
        ? []
        : [
            {
              target: force,
              value: { kind: 'tactic', name: 'draws' },
              op: 'add',
              amount: effect.tactics,
              source: card,
              sourceTitle,
              cumulative: true,
            },
          ];
    return record(
      `${player} may draw ${effect.tactics} extra Tactic cards (${named(card)(game)})`,
      card,
    )({ ...used, modifiers: [...used.modifiers, ...draws] });
  }
  const enhanced = Object.values(game.cards)
    .filter((c) => c.controller === player && isInPlay(c) && isShipOrFacility(c.id, game))
    .map(
      (c): Modifier => ({
        target: c.id,
        value: { kind: 'attribute', name: 'WEAPONS' },
        op: 'add',
        amount: effect.weapons,
        source: card,
        sourceTitle,
        cumulative: false,
      }),
    );
  return record(
    `${player}'s ships and facilities are WEAPONS +${effect.weapons} for this battle (${named(card)(game)})`,
    card,
  )({ ...used, modifiers: [...used.modifiers, ...enhanced] });
};

// Helpers

/** The options of a text's "OR" choice (Battle Bridge Door's), none for other texts. */
const optionsOf = (text: CardText): ReadonlyArray<BridgeDoorOption> =>
  (text.immediate ?? []).some((e) => e.type === 'extraTacticsOrWeapons') ? OPTIONS : [];

const isShipOrFacility = (id: CardId, game: GameState): boolean => {
  const type = blueprintOf(id)(game).type;
  return type === 'Ship' || type === 'Facility';
};
