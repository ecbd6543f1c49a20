// Rulebook "Multi-affiliation cards": "You may change the affiliation of a multi-affiliation card at any time (except
// during another action). There is no limit on the number of times you may do this", never making your personnel
// aboard your ship or facility incompatible (`Compatibility.canChangeAffiliation`). Not an order: it does not begin
// executing orders, so it does not forfeit the turn's card play. The engine offers it in the active player's turn
// decision only (the opponent has no decision during your turn). No Premiere card has several affiliations.
import * as E from 'fp-ts/Either';
import type { Affiliation, Blueprint } from '../../cards/blueprint';
import { canChangeAffiliation, changeAffiliation } from '../cards-in-play/compatibility';
import { cardsInPlayWith } from '../cards-in-play/in-play-by-type';
import { isInPlay } from '../cards-in-play/persona';
import { blueprintOf, type CardId, type GameState, type PlayerId } from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Switch your multi-affiliation card in play to another of its printed affiliations. */
export interface ChangeAffiliation {
  readonly type: 'card.changeAffiliation';
  readonly player: PlayerId;
  readonly card: CardId;
  readonly affiliation: Affiliation;
}

const RULE = 'Multi-affiliation cards';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook "Multi-affiliation cards": your card in play, to another of its affiliation icons, keeping your crews compatible
/**
 * Right when the player may switch the card to the affiliation now.
 * @category predicates
 */
export const checkChangeAffiliation =
  (command: ChangeAffiliation) =>
  (game: GameState): E.Either<RuleError, void> => {
    const card = game.cards[command.card];
    if (card === undefined) return E.left(ruleError(RULE, `There is no card ${command.card}`));
    const title = blueprintOf(card.id)(game).title;
    if (card.controller !== command.player || !isInPlay(card))
      return E.left(ruleError(RULE, `${title} is not a card of yours in play`));
    if (multiAffiliations(card.id, game).length < 2)
      return E.left(ruleError(RULE, `${title} is not a multi-affiliation personnel, ship or facility`));
    if (card.affiliation === command.affiliation)
      return E.left(ruleError(RULE, `${title} is already in ${command.affiliation} mode`));
    return canChangeAffiliation(card.id, command.affiliation)(game);
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The game after a legal affiliation change.
 * @category operations
 */
export const applyChangeAffiliation =
  (command: ChangeAffiliation) =>
  (game: GameState): GameState => {
    const changed = changeAffiliation(command.card, command.affiliation)(game);
    if (E.isLeft(changed)) throw new Error(`changeAffiliation: ${changed.left.message}`);
    return changed.right;
  };

/**
 * Every change the player might make: each of their multi-affiliation cards in play to each other printed affiliation.
 * @category operations
 */
export const changeAffiliationCandidates =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<ChangeAffiliation> => {
    const changes: ChangeAffiliation[] = [];
    for (const card of cardsInPlayWith(isMultiAffiliation)(game.cards)) {
      if (card.controller !== player) continue;
      const printed = multiAffiliations(card.id, game);
      if (printed.length < 2) continue;
      for (const affiliation of printed)
        if (affiliation !== card.affiliation)
          changes.push({ type: 'card.changeAffiliation', player, card: card.id, affiliation });
    }
    return changes;
  };

// Helpers

/** A personnel, ship or facility printed with two affiliations or more (Rulebook "Multi-affiliation cards"). */
const isMultiAffiliation = (blueprint: Blueprint): boolean =>
  (blueprint.type === 'Personnel' || blueprint.type === 'Ship' || blueprint.type === 'Facility') &&
  blueprint.affiliations.length >= 2;

/** The printed affiliations of a personnel, ship or facility; none for other cards. */
const multiAffiliations = (id: CardId, game: GameState): ReadonlyArray<Affiliation> => {
  const blueprint = blueprintOf(id)(game);
  return blueprint.type === 'Personnel' || blueprint.type === 'Ship' || blueprint.type === 'Facility'
    ? blueprint.affiliations
    : [];
};
