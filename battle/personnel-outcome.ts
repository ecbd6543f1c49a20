// Rulebook 7.4 Personnel battle, stages 5 Determine Winner and 6 Resolution: the force with more STRENGTH left wins and
// one random combatant of the losing force becomes mortally wounded; then the mortally wounded die, the stunned
// recover, the survivors of both forces are stopped and the defender may counter-attack.

import type { Battle, PersonnelBattle } from '../domain/battle-rules/battle-model';
import {
  current,
  grantCounterAttack,
  logged,
  mayBeCounterAttacked,
  personnelFight,
  stopSurvivors,
  withBattle,
} from '../domain/battle-rules/battle-under-way';
import { kill } from '../domain/cards-in-play/leave-play';
import { isInPlay } from '../domain/cards-in-play/persona';
import { attribute } from '../domain/cards-in-play/skills';
import { type CardId, type GameState, getCard, type PlayerId } from '../domain/core/game-state';
import { nextInt } from '../domain/core/random';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook 7.4 stage 5 Determine Winner: the total STRENGTH of each force's combatants neither stunned nor mortally
// wounded (those left in a combat pile too); "If STRENGTH totals are equal, the battle has no winner"
/**
 * Each force's remaining STRENGTH, the attacker's first.
 * @category operations
 */
export const remainingStrength = (game: GameState): readonly [number, number] => {
  const fight = personnelFight(game);
  const out = new Set([...fight.stunned, ...fight.mortallyWounded]);
  const total = (force: ReadonlyArray<CardId>) =>
    force.reduce((sum, id) => (out.has(id) ? sum : sum + attribute(id, 'STRENGTH')(game)), 0);
  return [total(fight.forces[0]), total(fight.forces[1])];
};

// Rulebook 7.4 stage 5 Determine Winner: the higher total wins; "Randomly select a combatant from the losing force who
// is not already mortally wounded. That combatant becomes mortally wounded."
/**
 * Records the winner (null on a tie) and mortally wounds one random combatant (seeded) of the losing force.
 * @category operations
 */
export const determinePersonnelWinner = (game: GameState): GameState => {
  const battle = current(game);
  const [attacking, defending] = remainingStrength(game);
  const winner: PlayerId | null =
    attacking > defending ? battle.attacker : defending > attacking ? battle.defender : null;
  const totals = `STRENGTH ${attacking} (${battle.attacker}) against ${defending} (${battle.defender})`;
  const decided = withBattle((b) =>
    logged(
      null,
      winner === null ? `${totals}: the battle has no winner` : `${totals}: ${winner} wins`,
    )({
      ...b,
      winner,
    }),
  )(game);
  return winner === null ? decided : casualty(winner === battle.attacker ? 1 : 0)(decided);
};

// Rulebook 7.4 stage 6 Resolution: "All mortally wounded cards die. Stunned cards become unstunned. All surviving
// cards in both forces are stopped."; "Counter-attack": the player attacked may counter-attack during their next turn
/**
 * Kills the mortally wounded, lets the stunned recover, stops the survivors and gives the defender a counter-attack.
 * @category operations
 */
export const resolvePersonnel = (game: GameState): GameState => {
  const fight = personnelFight(game);
  const dying = fight.mortallyWounded.filter((id) => isInPlay(getCard(id)(game)));
  const dead = dying.reduce((g, id) => kill(id)(noted(id, 'dies of a mortal wound')(g)), game);
  const healed: PersonnelBattle = { ...fight, stunned: [], mortallyWounded: [] };
  const recovered = withBattle((b) =>
    fight.stunned.reduce<Battle>((acc, id) => logged(id, 'recovers')(acc), { ...b, fight: healed }),
  )(dead);
  const stopped = withBattle(logged(null, 'the surviving combatants of both forces are stopped'))(
    stopSurvivors(recovered),
  );
  const battle = current(stopped);
  if (!mayBeCounterAttacked(battle)) return stopped;
  return withBattle(logged(null, `${battle.defender} may counter-attack here during their next turn`))(
    grantCounterAttack(stopped),
  );
};

// Helpers

/** Mortally wounds a random combatant (seeded) of force `loser` not already mortally wounded, if there is one. */
const casualty =
  (loser: 0 | 1) =>
  (game: GameState): GameState => {
    const fight = personnelFight(game);
    const candidates = fight.forces[loser].filter((id) => !fight.mortallyWounded.includes(id));
    if (candidates.length === 0) return game;
    const [index, random] = nextInt(candidates.length)(game.random);
    const chosen = candidates[index] as CardId;
    const piles = fight.piles.map((pile) => pile.filter((id) => id !== chosen));
    const next: PersonnelBattle = {
      ...fight,
      piles: [piles[0] ?? [], piles[1] ?? []],
      stunned: fight.stunned.filter((id) => id !== chosen),
      mortallyWounded: [...fight.mortallyWounded, chosen],
    };
    return withBattle((b) =>
      logged(
        chosen,
        'is randomly selected from the losing force and mortally wounded',
      )({ ...b, fight: next }),
    )({ ...game, random });
  };

/** One more battle event, not told in the chronicle (the rule that follows tells it: `kill` says who is killed). */
const noted =
  (card: CardId, text: string) =>
  (game: GameState): GameState => ({ ...game, battle: logged(card, text)(current(game)) });
