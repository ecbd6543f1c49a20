// Klingon Right of Vengeance: "all other Klingons present may immediately re-attack with double STRENGTH". The card
// (domain/card-effects/vengeance.ts) leaves the re-attack in the battle under way; once that battle is over, the
// re-attack is a new personnel battle initiated at once (Rulebook 7.4 stage 1 Initiation, without the leader and
// affiliation restrictions the card overrides), the attackers' STRENGTH doubled (S.A.M. multiply) until it ends.

import { current, finish, logged, withBattle } from '../domain/battle-rules/battle-under-way';
import { beginPersonnel } from '../domain/battle-rules/personnel-form-up';
import type { Modifier } from '../domain/cards-in-play/sam';
import { blueprintOf, type CardId, type GameState } from '../domain/core/game-state';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether a re-attack waits for the battle under way to be over.
 * @category predicates
 */
export const hasReattack = (game: GameState): boolean => current(game).reattack !== undefined;

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Klingon Right of Vengeance: "immediately re-attack with double STRENGTH"
/**
 * Ends the battle under way and begins the re-attack it requested, the attackers' STRENGTH doubled for that battle.
 * @category operations
 */
export const beginReattack = (game: GameState): GameState => {
  const reattack = current(game).reattack;
  if (reattack === undefined) throw new Error('beginReattack: no re-attack was requested');
  const { command, card } = reattack;
  const ended = finish(game).game;
  const doubled = {
    ...ended,
    modifiers: [...ended.modifiers, ...command.attackers.map(doubling(card, ended))],
  };
  const begun = beginPersonnel(command, false)(doubled);
  const text = `re-attacks with double STRENGTH: ${command.attackers.length} personnel`;
  return withBattle((battle) => logged(card, text)({ ...battle, lastingFrom: [card] }))(begun);
};

// Helpers

const doubling =
  (source: CardId, game: GameState) =>
  (target: CardId): Modifier => ({
    target,
    value: { kind: 'attribute', name: 'STRENGTH' },
    op: 'multiply',
    amount: 2,
    source,
    sourceTitle: blueprintOf(source)(game).title,
    cumulative: false,
  });
