// Lore Returns (premiere/lorereturns), event:
// "Plays where {Rogue Borg} have eliminated a ship's crew. With Lore, your {Rogue Borg} may now use ship to attack
// ships and/or beam to battle Away Teams."
// The event plays on a ship with no crew left and a Rogue Borg of yours aboard, and stays on it. While it does, it allows
// you to attack with that ship (the general permission `allow('attack', { cards: 'host' })`, Rulebook 7.4): once each
// turn you may order the ship to attack one ship at its location, or its Rogue Borg to beam down and battle an
// Away Team on the planet there (`rogueBorg.attack`, domain/card-effects/lore-returns.ts): a battle initiated by no player (Rulings
// "battle": Rogue Borg are self-controlled). The Rogue Borg beamed down stay on the planet.
import { allOf, allow, ofType, onCard } from '../../language/build';
import { crewEliminatedByYourRogueBorg } from '../../language/build-rogue-borg';
import type { CardText } from '../../language/language';

export const loreReturns: CardText = {
  blueprint: 'premiere/lorereturns',
  plays: onCard(allOf(ofType('Ship'), crewEliminatedByYourRogueBorg)),
  whileInPlay: [allow('attack', { cards: 'host' })],
};
