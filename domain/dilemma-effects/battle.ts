// Rulebook 7.4 Battle (the general verb `battle` of a dilemma): "They may initiate battle (if possible)" (Ferengi
// Ambush, Klingon Troop Deployment). The chooser's personnel of a named selection, where the team is and able to act,
// may attack the crew or Away Team facing the dilemma in a personnel battle, "if possible": the rules of initiation
// (Rulebook 7.4 L754-762: a leader present, the affiliation attack restrictions; both forces able to form up) allow it,
// the dilemma's permission standing in for it being their turn. The chooser decides; the battle is left in the
// encounter and fought by the mission attempt once the dilemma is resolved (machines/mission-attempt.machine.ts).
// Readings: "They" are the cards the text downloaded (the selection), the opposing force the whole team.
import * as E from 'fp-ts/Either';
import type { Effect } from '../../cards/language/dilemma-language';
import { canInitiateBattle } from '../battle-rules/attack-restrictions';
import { sameZone } from '../battle-rules/initiation-candidates';
import { canFormUp } from '../battle-rules/personnel-form-up';
import { canAct } from '../cards-in-play/presence';
import type { PersonnelInitiateCommand } from '../core/battle-state';
import { blueprintOf, type GameState, type Zone } from '../core/game-state';
import {
  type Encounter,
  type Interpreter,
  noted,
  proceed,
  selected,
  takeAnswer,
} from '../mission-attempt/encounter-state';
import { chooser } from './selection';

type Battle = Extract<Effect, { type: 'battle' }>;

/** The chooser's answers: initiate the battle, or not. */
export const BATTLE_OPTIONS = ['battle', 'noBattle'] as const;

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The personnel battle the chooser's cards of the selection may initiate against the team now, or null when it is
 * not possible.
 * @category operations
 */
export const possibleBattle =
  (effect: Battle, encounter: Encounter) =>
  (game: GameState): PersonnelInitiateCommand | null => {
    const player = chooser(effect.by, encounter, game);
    const place = placeOf(encounter);
    const attackers = selected(encounter, effect.who).filter((id) => {
      const card = game.cards[id];
      return (
        card !== undefined &&
        card.controller === player &&
        blueprintOf(id)(game).type === 'Personnel' &&
        sameZone(card.zone, place) &&
        !card.stopped &&
        canAct(id)(game)
      );
    });
    const defenders = encounter.team(game);
    if (attackers.length === 0 || defenders.length === 0) return null;
    const command: PersonnelInitiateCommand = {
      type: 'battle.initiate',
      player,
      kind: 'personnel',
      place,
      attackers,
      defenders,
    };
    const initiation = {
      kind: 'personnel' as const,
      player,
      attackers,
      targets: defenders,
      counterAttack: false,
    };
    return E.isRight(canInitiateBattle(initiation)(game)) && canFormUp(command)(game) ? command : null;
  };

// Rulebook 7.4: "Your personnel may attack any opposing personnel … present with them", here by the dilemma's leave
/**
 * Asks the chooser whether their cards initiate the battle the text allows; on `battle`, the encounter keeps it to be
 * fought once the dilemma is resolved. Nothing when no battle is possible.
 * @category operations
 */
export const battle: Interpreter<Battle> = (effect, encounter, game) => {
  const command = possibleBattle(effect, encounter)(game);
  if (command === null) return proceed(noted(encounter, [encounter.dilemma], 'allows no battle now'), game);
  const next = takeAnswer(encounter);
  if (next === null)
    return {
      kind: 'await',
      choice: { kind: 'option', player: command.player, dilemma: encounter.dilemma, options: BATTLE_OPTIONS },
    };
  const [answer, rest] = next;
  if (answer === 'noBattle')
    return proceed(noted(rest, [encounter.dilemma], `${command.player} initiates no battle`), game);
  if (answer !== 'battle') throw new Error(`battle: ${JSON.stringify(answer)} is not an option`);
  return proceed({ ...rest, battle: command }, game);
};

// Helpers

// Rulebook 12.4 Present: the team is on the planet surface, or aboard its ship
const placeOf = (encounter: Encounter): Zone =>
  encounter.ship === null
    ? { kind: 'planetSurface', location: encounter.location }
    : { kind: 'aboard', carrier: encounter.ship };
