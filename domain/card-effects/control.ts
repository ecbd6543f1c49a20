// Neural Servo Device: "Plays on any non-aligned ship. Unless 2 SECURITY aboard, use ship and crew for one turn as your
// own. Discard event." Rulebook 12.3 Control: the card's player controls the ship and the cards aboard it until the
// end of the turn (a turn effect, this-turn.ts); `Turn.endOfTurnActions` gives each back to the player who controlled
// it, if it is still in play (a card that left play already came back under its owner's control, Rulebook "Leaving
// Play").

import { isInPlay } from '../cards-in-play/persona';
import { canAct, crewOf } from '../cards-in-play/presence';
import { teamSkillLevel } from '../cards-in-play/skills';
import { named, record } from '../core/chronicle';
import { cardsIn, type GameState, getCard, updateCard } from '../core/game-state';
import { addThisTurn, effectsThisTurn } from '../core/this-turn';
import type { Interpreter } from './immediate';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Neural Servo Device: "Unless 2 SECURITY aboard": the crew aboard able to act, when the card resolves
/**
 * The card's player controls the target ship and every card aboard it until the end of the turn, unless the crew
 * aboard has the skill level the effect names.
 * @category operations
 */
export const controlTargetShipAndCrewThisTurn: Interpreter<'controlTargetShipAndCrewThisTurn'> =
  (effect, choices) => (game) => {
    const ship = choices.targetCard;
    if (ship === null || game.cards[ship] === undefined) return game;
    const crew = crewOf(ship)(game).filter((id) => canAct(id)(game));
    if (teamSkillLevel(crew, effect.unless.skill)(game) >= effect.unless.count)
      return record(
        `${named(ship)(game)} resists: ${effect.unless.count} ${effect.unless.skill} aboard`,
        ship,
      )(game);
    // the crew, and the equipment they use aboard
    const owner = getCard(ship)(game).controller;
    const aboard = cardsIn({ kind: 'aboard', carrier: ship })(game).filter(
      (id) => getCard(id)(game).controller === owner,
    );
    const taken = [ship, ...aboard].filter((id) => getCard(id)(game).controller !== choices.player);
    const cards = taken.map((card) => ({ card, returnsTo: getCard(card)(game).controller }));
    const controlled = taken.reduce(
      (g, id) => updateCard(id, (c) => ({ ...c, controller: choices.player }))(g),
      addThisTurn({ kind: 'control', cards })(game),
    );
    return record(`${choices.player} controls ${named(ship)(game)} and its crew this turn`, ship)(controlled);
  };

// Rulebook 12.3 Control: control "for one turn" ends with the turn
/**
 * Each card controlled for this turn only goes back to the player who controlled it before, if still in play.
 * @category operations
 */
export const returnControl = (game: GameState): GameState =>
  effectsThisTurn(game).reduce(
    (g, effect) =>
      effect.kind !== 'control'
        ? g
        : effect.cards.reduce((acc, { card, returnsTo }) => {
            const instance = acc.cards[card];
            return instance === undefined || !isInPlay(instance)
              ? acc
              : updateCard(card, (c) => ({ ...c, controller: returnsTo }))(acc);
          }, g),
    game,
  );
