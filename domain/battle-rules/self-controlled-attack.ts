// Borg Ship dilemma "End of every turn: Attacks all ships" (Current Rulings "battle": self-controlled; "battle –
// Multiple targets": one battle, each target's damage drawn in turn): a ship battle no player initiates. The attacking
// force is the self-controlled card, the defending force every target; each player whose ships are targeted decides in
// turn (the active player first) whether their targeted ships return fire (`battle.defend`, nothing joins: all their
// ships there are targets already). No counter-attack follows (Rulebook 7.4 "Counter-attack" gives it to a player who
// was attacked by a player; the self-controlled card is neither). A self-controlled card attacked by a player does not
// return fire: no player decides for it (a reading; the Rulings are silent).
import * as O from 'fp-ts/Option';
import { named } from '../core/chronicle';
import { type CardId, type GameState, getCard, type PlayerId } from '../core/game-state';
import type { Battle, FireResult, MultipleTargets, SelfControlledAttack } from './battle-model';
import { logged, shipFight, withBattle } from './battle-under-way';
import { SELF_CONTROLLED } from './self-controlled';
import { destroyingMarker } from './tactics-damage';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Rulebook 7.5.1: one rotation damage marker for a hit, two for a direct hit; two destroy. */
const MARKERS: Readonly<Record<FireResult, number>> = { miss: 0, hit: 1, directHit: 2 };
const DESTROYING_MARKERS = 2;

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

// Borg Ship: "Attacks all ships" (Rulings "battle – Multiple targets")
/**
 * The game with the self-controlled card's battle begun against all its targets; the first player to decide on return
 * fire (the active player when targeted) is the battle's defender.
 * @category constructors
 */
export const beginSelfControlled =
  (attack: SelfControlledAttack) =>
  (game: GameState): GameState => {
    const owners = [...new Set(attack.targets.map((id) => getCard(id)(game).controller))];
    const deciding = [...owners].sort(
      (a, b) => Number(b === game.turn.active) - Number(a === game.turn.active),
    );
    const battle: Battle = {
      attacker: SELF_CONTROLLED,
      defender: deciding[0] ?? game.turn.active,
      location: attack.location,
      counterAttack: false,
      fight: {
        kind: 'ship',
        forces: [[attack.attacker], attack.targets],
        target: attack.targets[0] as CardId,
        volleys: [],
        hullDamage: {},
        multiple: { deciding, returnFire: [] },
      },
      resume: game.pending,
      events: [],
    };
    const targets = attack.targets.map((id) => named(id)(game)).join(', ');
    return withBattle(logged(attack.attacker, `attacks all ships at its location: ${targets}`))({
      ...game,
      battle,
    });
  };

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * The targets of the battle under way controlled by `player` (their part of the defending force).
 * @category predicates
 */
export const targetsOf =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<CardId> =>
    shipFight(game).forces[1].filter((id) => game.cards[id]?.controller === player);

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The battle with `player`'s decision on return fire recorded, the next player to decide its defender.
 * @category operations
 */
export const decide =
  (multiple: MultipleTargets, player: PlayerId, at: CardId | null) =>
  (battle: Battle): Battle => {
    const deciding = multiple.deciding.filter((p) => p !== player);
    const returnFire = at === null ? multiple.returnFire : [...multiple.returnFire, { player, at }];
    const fight = battle.fight;
    if (fight.kind !== 'ship') return battle;
    return {
      ...battle,
      defender: deciding[0] ?? battle.defender,
      fight: { ...fight, multiple: { deciding, returnFire } },
    };
  };

// Borg Ship: "Worth points if destroyed in battle"
/**
 * The player whose volley placed the destroying damage marker on `id` in this battle (markers placed in volley
 * order; a tactics damage marker is its owner's), or null.
 * @category operations
 */
export const destroyer =
  (id: CardId) =>
  (game: GameState): PlayerId | null => {
    const marker = destroyingMarker(id)(game);
    if (O.isSome(marker)) return getCard(marker.value)(game).owner;
    const fight = shipFight(game);
    const { attacker, defender } = game.battle as Battle;
    const firing = fight.multiple?.returnFire.map((r) => r.player) ?? [];
    const volleys = fight.volleys.filter((v) => v.target === id);
    const placed = volleys.reduce((sum, v) => sum + MARKERS[v.result], 0);
    let markers = getCard(id)(game).damage - placed;
    for (const [i, v] of volleys.entries()) {
      markers += MARKERS[v.result];
      if (markers >= DESTROYING_MARKERS)
        return fight.multiple !== undefined
          ? (firing[i] ?? null)
          : fight.forces[1].includes(id)
            ? attacker
            : defender;
    }
    return null;
  };
