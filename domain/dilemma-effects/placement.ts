// Rulebook "Dilemmas": dilemmas that enter play ("Place on ship", "Place on mission"), end the attempt, or score
// their points (or lose points) by their own text. A placed dilemma's countdown icon counts down as any card's (domain/turn/countdown.ts).
import type { Effect } from '../../cards/language/dilemma-language';
import { addScore } from '../cards-in-play/bonus-points';
import { moveCard, updateCard } from '../core/game-state';
import { type Interpreter, proceed, selected } from '../mission-attempt/encounter-state';
import { refreshLasting } from './lasting-modifiers';
import { placeAtFarEnd } from './self-controlled-ship';

type On<T extends Effect['type']> = Interpreter<Extract<Effect, { type: T }>>;

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook "Dilemmas": "Some removed dilemmas enter play, with long-term effects"
/**
 * Places the dilemma face up on the ship facing it, or on the mission; its lasting modifiers apply at once.
 * @category operations
 */
export const place: On<'place'> = (effect, encounter, game, run) => {
  if (effect.on === 'farEnd') return placeAtFarEnd(effect, encounter, game, run);
  const host =
    effect.on === 'ship' ? encounter.ship : (game.locations[encounter.location]?.missions[0] ?? null);
  if (host === null) return proceed(encounter, game);
  const moved = moveCard(encounter.dilemma, { kind: 'playedOn', host })(game);
  const placed = updateCard(encounter.dilemma, (c) => ({ ...c, faceUp: true }))(moved);
  return proceed({ ...encounter, placedOn: host }, refreshLasting(encounter.dilemma)(placed));
};

/**
 * "Mission attempt ends": the rest of the dilemma and of the attempt is skipped; nobody is stopped.
 * @category operations
 */
export const endAttempt: On<'endAttempt'> = (_, encounter, game) =>
  proceed({ ...encounter, halted: 'ended' }, game);

// Rulebook "Dilemmas" bonus points: a dilemma whose text says how to earn its points scores them that way only;
// Rulebook "Points": "Subtract X from your total score, where X=the number of personnel in this crew or Away Team"
/**
 * Earns the dilemma's bonus points for the encountering player, or adds `each` points to their score for each card of
 * the named selection.
 * @category operations
 */
export const score: On<'score'> = (effect, encounter, game) =>
  effect.points === 'pointBox'
    ? proceed({ ...encounter, scored: true }, game)
    : proceed(
        encounter,
        addScore(
          encounter.player,
          effect.points.each * selected(encounter, effect.points.perCardOf).length,
        )(game),
      );
