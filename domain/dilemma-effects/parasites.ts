// Rulebook 12.3 Control: "your opponent may take control of some of your cards (through … Alien Parasites …)". Alien
// Parasites ([P]): "Unless INTEGRITY>32, Away Team infected. They beam back and opponent immediately controls ship and
// crew until 'stopped.' Then turn resumes.": the general verbs `board` (the team beams back, personnel.ts), `control`
// and `endAttempt`. The opponent controls the ship or facility the team is aboard and its crew, or the Away Team left
// on the planet, until they are stopped: the team is stopped when control returns (domain/special-rules/
// infestation.ts), since "until stopped" would otherwise end at once. An infected crew meeting Alien Parasites again
// cannot be resolved exactly: it goes out of play without effect.
import type { Effect } from '../../cards/language/dilemma-language';
import { opponentOf } from '../core/game-state';
import { type Interpreter, noted, proceed, selected } from '../mission-attempt/encounter-state';
import { infest } from '../special-rules/infestation';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook 12.3 Control: the opponent controls the ship and crew "until 'stopped'"
/**
 * Gives the encountering player's opponent the ship (or facility) the selected cards are aboard and its crew, or the
 * selected cards when they are aboard none, until they are stopped.
 * @category operations
 */
export const control: Interpreter<Extract<Effect, { type: 'control' }>> = (effect, encounter, game) => {
  const team = selected(encounter, effect.who);
  // an infected crew meeting Alien Parasites again: who would control whom is not in the text
  if (game.infestation !== undefined)
    return proceed(
      { ...noted(encounter, [encounter.dilemma], 'meets an infected crew'), halted: 'unresolvable' },
      game,
    );
  const first = team[0] === undefined ? undefined : game.cards[team[0]]?.zone;
  const opponent = opponentOf(encounter.player)(game);
  const controlled = infest({
    dilemma: encounter.dilemma,
    location: encounter.location,
    player: opponent,
    returnsTo: encounter.player,
    ship: first?.kind === 'aboard' ? first.carrier : null,
    team,
  })(game);
  return proceed(noted(encounter, team, `is infected: ${opponent} controls it`), controlled);
};
