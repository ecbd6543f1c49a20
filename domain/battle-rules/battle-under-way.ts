// Rulebook 7.4 Battle: what personnel and ship battles share: the battle under way, its log, stopping the surviving
// cards of both forces, the counter-attack right it gives the defender, and its end.

import { setStopped } from '../cards-in-play/presence';
import { named, record } from '../core/chronicle';
import type { CardId, GameState, PlayerId } from '../core/game-state';
import type { Battle, BattleEvent, BattleReport, PersonnelBattle, ShipBattle } from './battle-model';
import { SELF_CONTROLLED } from './self-controlled';

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/**
 * The battle under way; throws when there is none (a programming error: the battle machine owns it).
 * @category constructors
 */
export const current = (game: GameState): Battle => {
  if (game.battle === undefined) throw new Error('no battle is under way');
  return game.battle;
};

/**
 * The personnel battle under way; throws when the battle is a ship battle.
 * @category constructors
 */
export const personnelFight = (game: GameState): PersonnelBattle => {
  const fight = current(game).fight;
  if (fight.kind !== 'personnel') throw new Error('the battle under way is not a personnel battle');
  return fight;
};

/**
 * The ship battle under way; throws when the battle is a personnel battle.
 * @category constructors
 */
export const shipFight = (game: GameState): ShipBattle => {
  const fight = current(game).fight;
  if (fight.kind !== 'ship') throw new Error('the battle under way is not a ship battle');
  return fight;
};

/**
 * The game with the battle changed by `f`; the events `f` adds are told in the chronicle too.
 * @category constructors
 */
export const withBattle =
  (f: (battle: Battle) => Battle) =>
  (game: GameState): GameState => {
    const before = current(game);
    const battle = f(before);
    const told = battle.events
      .slice(before.events.length)
      .reduce(
        (g, e) => (e.card === null ? record(e.text)(g) : record(`${named(e.card)(g)} ${e.text}`, e.card)(g)),
        game,
      );
    return { ...told, battle };
  };

/**
 * The battle with one more log line.
 * @category constructors
 */
export const logged =
  (card: CardId | null, text: string) =>
  (battle: Battle): Battle => ({ ...battle, events: [...battle.events, { card, text } as BattleEvent] });

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook 7.4 "Resolution": "All surviving cards in both forces are stopped"; "Once a battle has resolved, all cards
// involved in the battle are stopped"
/**
 * Stops every card of both forces still in play (but those `except`, It Must Be Destroyed).
 * @category operations
 */
export const stopSurvivors = (game: GameState, except: ReadonlyArray<CardId> = []): GameState => {
  const { forces } = current(game).fight;
  return [...forces[0], ...forces[1]]
    .filter((id) => isInPlay(game, id) && !except.includes(id))
    .reduce((g, id) => setStopped(id, true)(g), game);
};

// Rulebook 7.4 "Counter-attack": a player attacked by a player; no right to or from a self-controlled card (Borg Ship)
/**
 * Whether the battle gives its defender a right to counter-attack.
 * @category predicates
 */
export const mayBeCounterAttacked = (battle: Battle): boolean =>
  battle.attacker !== SELF_CONTROLLED && battle.defender !== SELF_CONTROLLED;

/**
 * The player whose action the battle is, for response windows: the attacker, or for a self-controlled attacker the
 * player defending first (so that both players are asked).
 * @category predicates
 */
export const actorOf = (battle: Battle): PlayerId =>
  battle.attacker === SELF_CONTROLLED ? battle.defender : battle.attacker;

// Rulebook 7.4 "Counter-attack": "during his or her next turn, that player has the option to counter-attack"
/**
 * Gives the defender the right to counter-attack at the battle's location during their next turn.
 * @category operations
 */
export const grantCounterAttack = (game: GameState): GameState => {
  const battle = current(game);
  if (!mayBeCounterAttacked(battle)) return game;
  const right = {
    player: battle.defender,
    against: battle.attacker,
    location: battle.location,
    turn: game.turn.number + (game.turn.active === battle.defender ? 2 : 1),
  };
  const kept = (game.counterAttacks ?? []).filter((r) => r.turn >= game.turn.number);
  return { ...game, counterAttacks: [...kept, right] };
};

/**
 * Ends the battle: the game without it (nor the modifiers lasting for it), the decision pending before it given back,
 * and the report of the battle.
 * @category operations
 */
export const finish = (game: GameState): { readonly game: GameState; readonly report: BattleReport } => {
  const { battle: _battle, ...rest } = game;
  const battle = current(game);
  // Klingon Right of Vengeance's doubling, a card text's `modify` "for this battle" (Battle Bridge Door)
  const sources = battle.lastingFrom ?? [];
  const modifiers =
    sources.length === 0 ? rest.modifiers : rest.modifiers.filter((m) => !sources.includes(m.source));
  return {
    game: { ...rest, modifiers, pending: battle.resume },
    report: {
      kind: battle.fight.kind,
      attacker: battle.attacker,
      location: battle.location,
      winner: battle.winner ?? null,
      events: battle.events,
    },
  };
};

const isInPlay = (game: GameState, id: CardId): boolean => {
  const kind = game.cards[id]?.zone.kind;
  return kind === 'atLocation' || kind === 'planetSurface' || kind === 'aboard' || kind === 'docked';
};
