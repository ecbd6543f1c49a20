// Rulebook "Leaving Play" long-term targets and 10.2 statuses: a dilemma in play that keeps personnel disabled
// (10.2.3, Ktarian Game), quarantined (Hyper-Aging: "none may leave"), marked to die (REM Fatigue Hallucinations)
// or held under it (Alien Abduction "held atop mission", Phased Matter's phased team). The statuses end when it
// leaves play (domain/cards-in-play/leave-play.ts); held personnel are released when it is cured or nullified
// (domain/cards-in-play/bonus-points.ts).
import type { Effect } from '../../cards/language/dilemma-language';
import {
  type CardId,
  type GameState,
  getCard,
  moveCard,
  updateCard,
  updateCards,
  type Zone,
} from '../core/game-state';
import { type Interpreter, noted, proceed, selected } from '../mission-attempt/encounter-state';

type On<T extends Effect['type']> = Interpreter<Extract<Effect, { type: T }>>;

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook 10.2.3 Disabled: "They remain disabled until the card or effect is cured or nullified"
/**
 * Records the selected personnel as the placed dilemma's long-term targets and puts them in its status.
 * @category operations
 */
export const affect: On<'affect'> = (effect, encounter, game) => {
  const who = selected(encounter, effect.who).filter((id) => game.cards[id] !== undefined);
  const dilemma = getCard(encounter.dilemma)(game);
  if (who.length === 0 || dilemma.zone.kind !== 'playedOn') return proceed(encounter, game);
  const before = dilemma.affects?.cards ?? [];
  const cards = [...before, ...who.filter((id) => !before.includes(id))];
  const { status } = effect;
  const recorded = updateCard(encounter.dilemma, (c) => ({
    ...c,
    affects: { player: encounter.player, cards, status },
  }))(game);
  const marked = status === null ? recorded : updateCards(who, (c) => ({ ...c, [status]: true }))(recorded);
  return proceed(noted(encounter, who, status === null ? 'is affected' : `is ${status}`), marked);
};

// Alien Abduction: "is held atop mission"; held personnel are out of every crew and Away Team until released. Phased
// Matter "Larger team is phased"; Rulings "Phased Matter": phased personnel are invisible and untouchable and may not
// attempt missions, and (Glossary) "The smaller Away Team must continue the mission attempt"
/**
 * Places the selected personnel under the placed dilemma, held; phased, they also leave the mission attempt under way.
 * @category operations
 */
export const hold: On<'hold'> = (effect, encounter, game) => {
  const who = selected(encounter, effect.who).filter((id) => game.cards[id] !== undefined);
  if (who.length === 0 || getCard(encounter.dilemma)(game).zone.kind !== 'playedOn')
    return proceed(encounter, game);
  const attempt = game.attempt;
  const split =
    effect.phased !== true || attempt === undefined
      ? game
      : { ...game, attempt: { ...attempt, members: attempt.members.filter((id) => !who.includes(id)) } };
  const held = who.reduce((g, id) => moveCard(id, heldZone(encounter.dilemma, id, g), 'bottom')(g), split);
  return proceed(noted(encounter, who, effect.phased === true ? 'is phased' : 'is held'), held);
};

// Photonic Energy Being: "Three crew members … are held with dilemma atop mission": a crew member held keeps the ship
// or facility it was taken from, where it goes back once released
const heldZone = (dilemma: CardId, id: CardId, game: GameState): Zone => {
  const from = getCard(id)(game).zone;
  return from.kind === 'aboard'
    ? { kind: 'playedOn', host: dilemma, from }
    : { kind: 'playedOn', host: dilemma };
};
