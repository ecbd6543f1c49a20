// Rulebook "Entering Play" and the [HA] Hidden Agenda icon: an [HA] card goes face down on its player's table, played
// as its type normally plays (domain/card-play/hidden-agenda-play.ts, which also activates it) or seeded
// (domain/seed-phases/hidden-agenda-seed.ts). Its title is not announced, its text is not used, it is not in play
// (`Persona.isInPlay`) and only its owner may see it (`View.canSee`; both may count it). Playing or seeding face down
// a card with no [HA] icon forfeits the game: the engine never offers it and refuses it. Only [HA] cards whose text is
// declared may go face down (an undeclared one could never be activated). Not implemented: the Rulings' downloads of
// [HA] cards.
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import type { Blueprint } from '../../cards/blueprint';
import {
  blueprintOf,
  type CardId,
  type CardInstance,
  type GameState,
  moveCard,
  type PlayerId,
  updateCard,
} from '../core/game-state';
import { textPlayKind } from '../core/play-kind';
import { type RuleError, ruleError } from '../core/rule-error';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

const ENTERING = 'Entering Play';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/** Whether a printed card has the [HA] Hidden Agenda icon. @category predicates */
export const hasHiddenAgendaIcon = (card: Blueprint): boolean => card.icons.includes('HA');

// Rulebook "Entering Play": "Face-down cards are not considered 'in play' until encountered or activated"
/** Whether a card is a hidden agenda waiting face down on the table. @category predicates */
export const isHiddenAgenda = (card: CardInstance): boolean => card.zone.kind === 'table' && !card.faceUp;

// Rulebook "Entering Play": "If a player seeds or plays a card as a hidden agenda (face-down) when it does not have a
// [HA] icon, that player forfeits the game"
/**
 * Right when the card may go face down as a hidden agenda: it has the [HA] icon and declared text to activate.
 * @category predicates
 */
export const checkFaceDown =
  (card: CardId) =>
  (game: GameState): E.Either<RuleError, void> => {
    const blueprint = blueprintOf(card)(game);
    if (!hasHiddenAgendaIcon(blueprint))
      return E.left(
        ruleError(
          ENTERING,
          `${blueprint.title} has no [HA] icon: seeding or playing it face down as a hidden agenda forfeits the game.`,
        ),
      );
    return pipe(
      textPlayKind(blueprint),
      E.map(() => undefined),
    );
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The card moved face down onto `player`'s table, controlled by them.
 * @category operations
 */
export const placeFaceDown = (player: PlayerId, card: CardId) => (game: GameState) =>
  updateCard(card, (c) => ({ ...c, faceUp: false, controller: player }))(
    moveCard(card, { kind: 'table', player }, 'bottom')(game),
  );
