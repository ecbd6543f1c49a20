// Issue #14: the duration "for this battle" of the general verb `modify` (cards/language/verb-language.ts): Rulebook
// 12.11 S.A.M. (L1288) modifiers whose source is the card played, lasting until the battle under way ends (Rulebook
// 7.4: "The battle is over" after personnel battle stage 6 Resolution, L787; ship battle stage 8 Resolution, L824;
// domain/battle-rules/battle-under-way.ts `finish` removes the modifiers of the cards its `lastingFrom` lists). Battle Bridge Door: "Allows you to draw two extra Tactic cards (cumulative) or
// enhances each of your ships' and facilities' WEAPONS +1".
import type { GeneralVerb } from '../../cards/language/language';
import { printedTitle } from '../cards-in-play/persona';
import type { Modifier } from '../cards-in-play/sam';
import { named, record } from '../core/chronicle';
import { blueprintOf, type CardId, type GameState } from '../core/game-state';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The selected card's values modified by the card played (its source) until the battle under way ends, the source
 * listed among the battle's lasting sources; nothing when no battle is under way or no card was played.
 * @category operations
 */
export const modifyForThisBattle =
  (verb: Extract<GeneralVerb, { readonly type: 'modify' }>, target: CardId, source: CardId | undefined) =>
  (game: GameState): GameState => {
    const battle = game.battle;
    if (battle === undefined || source === undefined) return game;
    // Rulebook 12.9: copies share the printed title (the Virtual Promo's "Battle Bridge Door *VP" too)
    const sourceTitle = printedTitle(blueprintOf(source)(game).title);
    const modifiers = verb.values.map(
      (value): Modifier => ({
        target,
        value,
        op: verb.op,
        amount: verb.amount,
        source,
        sourceTitle,
        cumulative: verb.cumulative,
      }),
    );
    const lasting = battle.lastingFrom ?? [];
    const changes = verb.values.map(
      (v) =>
        `${v.kind === 'tactic' ? `Tactic ${v.name}` : v.name} ${verb.op === 'add' ? signed(verb.amount) : `x${verb.amount}`}`,
    );
    return record(
      `${named(target)(game)} is ${changes.join(', ')} for this battle (${named(source)(game)})`,
      source,
    )({
      ...game,
      modifiers: [...game.modifiers, ...modifiers],
      battle: { ...battle, lastingFrom: lasting.includes(source) ? lasting : [...lasting, source] },
    });
  };

// Helpers

const signed = (amount: number): string => (amount < 0 ? `${amount}` : `+${amount}`);
