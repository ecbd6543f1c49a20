// The heuristic player's battle sense: attack only when the odds look good (counting on a Tactic's Attack when its
// Battle Bridge side deck is open), strike as hard as allowed, defend with everything and fire back at the weakest
// attacker, draw two tactics and play the best, then answer the choices their damage leaves (machines/heuristic/damage.ts). It
// reads printed-and-modified attributes of cards it can see, and the Tactics of its own side deck.
import * as O from 'fp-ts/Option';
import * as Battle from '../../battle';
import type { TacticText } from '../../cards/language/tactic-language';
import { isBattleBridgeOpen, sideDeckCards } from '../../domain/battle-rules/battle-bridge';
import { tacticText } from '../../domain/cards-in-play/damage-markers';
import { attribute } from '../../domain/cards-in-play/skills';
import type { CardId, GameState, PlayerId } from '../../domain/core/game-state';
import type { Command } from '../../domain/game/decisions';
import { damageFollowUpAnswer } from './damage';

const strength = (ids: ReadonlyArray<CardId>, game: GameState): number =>
  ids.reduce((sum, id) => sum + attribute(id, 'STRENGTH')(game), 0);

// Rulebook 7.4 ship battle, stage 3 Tactics: a player with an open Battle Bridge side deck plays a Tactic, whose Attack
// adds to its ATTACK; which one it draws it cannot know, but it knows its side deck's cards
/** The ATTACK the player may expect a Tactic to add: the mean Attack of the Tactics left in its side deck, if open. */
const expectedTacticAttack = (player: PlayerId, game: GameState): number => {
  if (!isBattleBridgeOpen(player)(game)) return 0;
  const attacks = sideDeckCards(player)(game).flatMap((id) =>
    O.match(
      () => [],
      (text: TacticText) => [text.attack],
    )(tacticText(id)(game)),
  );
  return attacks.length === 0 ? 0 : attacks.reduce((sum, a) => sum + a, 0) / attacks.length;
};

/**
 * Whether an attack looks clearly winnable: half again the defenders' STRENGTH, or ATTACK (with the Tactic it may
 * expect) above the target's DEFENSE.
 */
export const attackLooksGood = (command: Battle.InitiateCommand, game: GameState): boolean => {
  if (command.kind === 'personnel')
    return strength(command.attackers, game) > 1.5 * strength(command.defenders, game);
  const attack = Battle.attackTotal(command.attackers)(game) + expectedTacticAttack(command.player, game);
  return attack > Battle.defenseTotal(command.target)(game);
};

const strikeOrder: ReadonlyArray<Battle.StrikeCommand['strike']> = ['mortallyWound', 'stun', 'spare'];

type TacticPlay = Extract<Battle.TacticCommand, { readonly type: 'tactic.play' }>;

/**
 * Stage 3 Tactics: draw while allowed (up to two), then play the drawn tactic worth the most (ATTACK and DEFENSE
 * bonuses and damage), or none when no drawn tactic may be played; null when the decision is not about tactics.
 */
export const tacticAnswer = (actions: ReadonlyArray<Command>, game: GameState): Command | null => {
  const draw = actions.find((a) => a.type === 'tactic.draw');
  if (draw !== undefined) return draw;
  const plays = actions.filter((a): a is TacticPlay => a.type === 'tactic.play');
  const worth = (p: TacticPlay): number =>
    p.card === null
      ? Number.NEGATIVE_INFINITY
      : O.getOrElse(() => Number.NEGATIVE_INFINITY)(Battle.tacticValue(p.card)(game));
  return [...plays].sort((a, b) => worth(b) - worth(a))[0] ?? null;
};

/**
 * The heuristic's answer to a battle decision, or null when the decision is not a battle's: the hardest strike, the
 * best tactic, the answer to a choice its damage left (machines/heuristic/damage.ts), or the defence with the most
 * cards joining that fires back at the attacker with the least DEFENSE.
 */
export const battleAnswer = (actions: ReadonlyArray<Command>, game: GameState): Command | null => {
  const strikes = actions.filter((a): a is Battle.StrikeCommand => a.type === 'battle.strike');
  if (strikes.length > 0)
    return (
      [...strikes].sort((a, b) => strikeOrder.indexOf(a.strike) - strikeOrder.indexOf(b.strike))[0] ?? null
    );
  const stage = tacticAnswer(actions, game) ?? damageFollowUpAnswer(actions, game);
  if (stage !== null) return stage;
  const defenses = actions.filter((a): a is Battle.DefendCommand => a.type === 'battle.defend');
  if (defenses.length === 0) return null;
  const score = (d: Battle.DefendCommand): number =>
    d.joining.length * 1000 + (d.returnFireAt === null ? -500 : -Battle.defenseTotal(d.returnFireAt)(game));
  return [...defenses].sort((a, b) => score(b) - score(a))[0] ?? null;
};
