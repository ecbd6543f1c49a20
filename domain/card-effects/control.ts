// Neural Servo Device: "Plays on any non-aligned ship. Unless 2 SECURITY aboard, use ship and crew for one turn as your
// own. Discard event." Rulebook 12.3 Control: the card's player controls the ship and the cards aboard it until the
// end of the turn (a turn effect, this-turn.ts); `Turn.endOfTurnActions` gives each back to the player who controlled
// it, if it is still in play (a card that left play already came back under its owner's control, Rulebook "Leaving
// Play").

import type { CrewNeed } from '../../cards/language/language';
import { crewMeets } from '../cards-in-play/crew-needs';
import { isInPlay } from '../cards-in-play/persona';
import { named, record } from '../core/chronicle';
import { type CardId, cardsIn, type GameState, getCard, type PlayerId, updateCard } from '../core/game-state';
import { addThisTurn, effectsThisTurn } from '../core/this-turn';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Neural Servo Device: "Unless 2 SECURITY aboard": the crew aboard able to act, when the card resolves
/**
 * `player` controls the ship and every card aboard it until the end of the turn, unless the crew aboard able to act
 * has the skill level `unless` names.
 * @category operations
 */
export const controlShipAndCrewThisTurn =
  (ship: CardId, unless: CrewNeed, player: PlayerId) =>
  (game: GameState): GameState => {
    if (crewMeets(ship, unless)(game))
      return record(`${named(ship)(game)} resists: ${unless.count} ${unless.skill} aboard`, ship)(game);
    // the crew, and the equipment they use aboard
    const owner = getCard(ship)(game).controller;
    const aboard = cardsIn({ kind: 'aboard', carrier: ship })(game).filter(
      (id) => getCard(id)(game).controller === owner,
    );
    const taken = [ship, ...aboard].filter((id) => getCard(id)(game).controller !== player);
    const cards = taken.map((card) => ({ card, returnsTo: getCard(card)(game).controller }));
    const controlled = taken.reduce(
      (g, id) => updateCard(id, (c) => ({ ...c, controller: player }))(g),
      addThisTurn({ kind: 'control', cards })(game),
    );
    return record(`${player} controls ${named(ship)(game)} and its crew this turn`, ship)(controlled);
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
