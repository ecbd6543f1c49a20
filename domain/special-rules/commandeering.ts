// Rulebook "Commandeering" and Current Rulings 2000-06-26 "commandeering": some cards let a player commandeer an
// opponent's ship or facility. Control transfers to them, with the cards played on it (Subspace Transporters,
// Cytherians; damage markers are counted on the card itself), and the card takes the affiliation of one personnel of
// the commandeering crew or Away Team, the player's choice (Non-Aligned or Neutral too, never an ANIMAL's). The
// personnel and equipment aboard keep their controller: the opponent's become intruders (domain/cards-in-play/presence.ts reads
// crews by controller), and staffing still applies (domain/orders/staffing.ts). A card that is commandeered stays so: only
// another card gives control back. Which cards commandeer, and when, is their text's (cards/effects).
import * as E from 'fp-ts/Either';
import type { Affiliation } from '../../cards/blueprint';
import { affiliationOf } from '../cards-in-play/affiliation';
import { areAffiliationsCompatibleFor } from '../cards-in-play/compatibility';
import { isInPlay } from '../cards-in-play/persona';
import { canAct } from '../cards-in-play/presence';
import { named, record } from '../core/chronicle';
import {
  blueprintOf,
  type CardId,
  cardsIn,
  type GameState,
  getCard,
  opponentOf,
  type PlayerId,
  updateCard,
} from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import { checkFlipChoice, flipAfterCommandeering } from './commandeering-flip';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** A commandeering: the player, the ship or facility taken, the personnel who take it, the affiliation chosen. */
export interface Commandeering {
  readonly player: PlayerId;
  readonly target: CardId;
  readonly by: ReadonlyArray<CardId>;
  readonly affiliation: Affiliation;
  /** Mirror Terok Nor: "If commandeered, new controller may flip card over": whether they do (domain/special-rules/commandeering-flip.ts). */
  readonly flip?: boolean;
}

const RULE = 'Commandeering';
const fail = (message: string): E.Either<RuleError, void> => E.left(ruleError(RULE, message));

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulings "ANIMAL": "Personnel of this classification may not commandeer"; Rulebook 10.2.1: stopped cards may not
// "participate in any mission, commandeering, or scouting attempt"; 10.2.3, 10.2.4: nor disabled cards or in stasis
/**
 * Whether a personnel in play may take part in commandeering: unstopped, able to act, not an ANIMAL.
 * @category predicates
 */
export const mayCommandeer =
  (id: CardId) =>
  (game: GameState): boolean => {
    const card = getCard(id)(game);
    const blueprint = blueprintOf(id)(game);
    return (
      blueprint.type === 'Personnel' &&
      isInPlay(card) &&
      !card.stopped &&
      canAct(id)(game) &&
      !blueprint.classification.split('+').includes('ANIMAL')
    );
  };

// Rulebook "Commandeering": "an opponent's ship (or facility)", by "the commandeering crew or Away Team", in "the
// affiliation of one of the personnel (your choice)"; Rulings: Non-Aligned or Neutral too; never making your
// personnel aboard incompatible with it (Rulebook "Multi-affiliation cards")
/**
 * Right when the player's personnel `by` may commandeer the target in the affiliation chosen, else the rule broken.
 * @category predicates
 */
export const checkCommandeer =
  (c: Commandeering) =>
  (game: GameState): E.Either<RuleError, void> => {
    const target = game.cards[c.target];
    if (target === undefined || !isInPlay(target)) return fail(`${c.target} is not a card in play`);
    const title = blueprintOf(c.target)(game).title;
    const type = blueprintOf(c.target)(game).type;
    if (type !== 'Ship' && type !== 'Facility') return fail(`${title} is neither a ship nor a facility`);
    const flip = checkFlipChoice(c)(game);
    if (E.isLeft(flip)) return flip;
    if (target.controller !== opponentOf(c.player)(game)) return fail(`${title} is not your opponent's`);
    if (c.by.length === 0) return fail('Commandeering needs a crew or Away Team');
    const unable = c.by.find((id) => game.cards[id]?.controller !== c.player || !mayCommandeer(id)(game));
    if (unable !== undefined)
      return fail(`${named(unable)(game)} is not your unstopped personnel able to commandeer (no ANIMAL)`);
    if (!commandeeringAffiliations(c.by)(game).includes(c.affiliation))
      return fail(`No personnel commandeering ${title} is ${c.affiliation}`);
    const clash = yoursAboard(c.player, c.target, game).find(
      (id) => !areAffiliationsCompatibleFor(c.player, c.affiliation, affiliationOf(id)(game))(game),
    );
    return clash === undefined
      ? E.right(undefined)
      : fail(`${c.affiliation} ${title} would be incompatible with ${named(clash)(game)} aboard`);
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook "Commandeering" and Rulings "commandeering": the affiliations of the personnel (except ANIMALs) in the
// commandeering crew or Away Team, Non-Aligned and Neutral included
/**
 * The affiliations a card commandeered by these personnel may take, each once, in the order of the personnel.
 * @category operations
 */
export const commandeeringAffiliations =
  (by: ReadonlyArray<CardId>) =>
  (game: GameState): ReadonlyArray<Affiliation> => {
    const affiliations = by
      .filter((id) => game.cards[id] !== undefined && mayCommandeer(id)(game))
      .map((id) => affiliationOf(id)(game))
      .filter((a): a is Affiliation => a !== null);
    return [...new Set(affiliations)];
  };

// Rulebook "Commandeering": "control transfers to you and the card's affiliation changes"; "Cards played on the ship
// … transfer to you"; "Required Actions": "the influence remains; the new controller must complete the action"
/**
 * The game after a legal commandeering: the target and the cards played on it controlled by the player, the target in
 * the affiliation chosen, flipped over if its text says so (domain/special-rules/commandeering-flip.ts); or the rule that forbids it.
 * @category operations
 */
export const commandeer =
  (c: Commandeering) =>
  (game: GameState): E.Either<RuleError, GameState> =>
    E.map(() => {
      const transferred = transferControl(
        c.target,
        c.player,
      )(updateCard(c.target, (card) => ({ ...card, affiliation: c.affiliation }))(game));
      return flipAfterCommandeering(c)(
        record(`${c.player} commandeers ${named(c.target)(game)} as ${c.affiliation}`, c.target)(transferred),
      );
    })(checkCommandeer(c)(game));

// Rulebook 12.3 Control and "Commandeering": "Cards played on the ship … transfer to you"; "Required Actions": "the
// influence remains; the new controller must complete the action"
/**
 * The game with the player controlling the ship or facility and the cards played on it (required moves included).
 * @category operations
 */
export const transferControl =
  (target: CardId, player: PlayerId) =>
  (game: GameState): GameState =>
    cardsIn({ kind: 'playedOn', host: target })(game).reduce(
      (g, id) =>
        updateCard(id, (card) => ({
          ...card,
          controller: player,
          ...(card.requiredMove === undefined ? {} : { requiredMove: { ...card.requiredMove, player } }),
        }))(g),
      updateCard(target, (card) => ({ ...card, controller: player }))(game),
    );

// Helpers

/** The player's personnel aboard the target (the commandeering crew or Away Team among them). */
const yoursAboard = (player: PlayerId, target: CardId, game: GameState): ReadonlyArray<CardId> =>
  cardsIn({ kind: 'aboard', carrier: target })(game).filter(
    (id) => getCard(id)(game).controller === player && blueprintOf(id)(game).type === 'Personnel',
  );
