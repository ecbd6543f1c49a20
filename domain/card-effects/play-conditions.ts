// Conditions on playing a card that come from outside its placement: its own requirement ("Must have at least four of
// your ships in play to use"), cards in play that prevent the play (the query point `play.prevented`: Goddess of
// Empathy: "Neither you nor your opponent can play Interrupt cards (except {Kevin Uxbridge} or {Q2})"; Yellow Alert:
// "prevents {Red Alert!}") and Rulebook 7.6 Cloak ("Your opponent may not target
// your cloaked cards", unless the card targets cloaked ships: Tachyon Detection Grid). `checkText` asks them.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { CardFilter, CardText, PlayRequirement } from '../../cards/language/language';
import type { PlayText } from '../card-play/play-text';
import { isInPlay } from '../cards-in-play/persona';
import { isCloaked } from '../cards-in-play/presence';
import { hasSkill } from '../cards-in-play/skills';
import { blueprintOf, type GameState, locationOf, type PlayerId } from '../core/game-state';
import { prevented } from '../core/permissions';
import { ask } from '../core/query-points';
import { type RuleError, ruleError } from '../core/rule-error';
import { checkNotTargetingPhased } from '../orders/phasing';
import { matches } from './filters';

const ok: E.Either<RuleError, void> = E.right(undefined);

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// "Must have at least four of your ships in play to use"; "(limit one)"; "Plays at the start of your turn" (Rulebook "giving orders");
// "… your turn" (Rulebook L445: otherwise an interrupt plays on either player's turn)
const meets = (requirement: PlayRequirement, player: PlayerId, game: GameState): boolean => {
  if (requirement.kind === 'startOfYourTurn') return game.turn.active === player && !game.turn.ordersBegun;
  if (requirement.kind === 'yourTurn') return game.turn.active === player;
  const count = yourCardsInPlay(requirement.filter, player, game);
  return requirement.kind === 'limitInPlay' ? count < requirement.max : count >= requirement.atLeast;
};

const yourCardsInPlay = (filter: CardFilter, player: PlayerId, game: GameState): number => {
  const context = { player, hasSkill };
  return Object.values(game.cards).filter(
    (card) => card.controller === player && isInPlay(card) && matches(filter, card.id, context)(game),
  ).length;
};

/** Whether a placement filter asks for a cloaked card (so may target one). */
const asksForCloaked = (filter: CardFilter): boolean =>
  filter.kind === 'cloaked' || (filter.kind === 'allOf' && filter.of.some(asksForCloaked));

/**
 * Right when nothing outside the card's placement forbids this play: its requirement, a card in play forbidding
 * interrupts or limiting where it plays (a damage marker), an opponent's cloaked target, a phased target (or one aboard a
 * phased card).
 * @category predicates
 */
export const checkPlayConditions =
  (command: PlayText, text: CardText) =>
  (game: GameState): E.Either<RuleError, void> => {
    const blueprint = blueprintOf(command.card)(game);
    const title = blueprint.title;
    if (text.requires !== undefined && !meets(text.requires, command.player, game))
      return E.left(ruleError('Play a Card', `${title}'s requirement to be played is not met.`));
    const target = command.target;
    // where the card plays: the location of the card it plays on (Chain Reaction Pulsar's damage marker: "you may
    // play {Scan} … only where you have an undamaged ship")
    const at = target !== undefined && 'card' in target ? locationOf(target.card)(game) : O.none;
    const preventing = ask(prevented.play, {
      player: command.player,
      card: command.card,
      as: command.kind,
      ...(O.isSome(at) ? { location: at.value } : {}),
    })(game);
    if (O.isSome(preventing))
      return E.left(
        ruleError(preventing.value, `${preventing.value} is in play: it prevents playing ${title}.`),
      );
    if (target === undefined || !('card' in target) || text.plays?.type !== 'card') return ok;
    const card = game.cards[target.card];
    const phased = card === undefined ? ok : checkNotTargetingPhased(card.id)(game);
    if (E.isLeft(phased)) return phased;
    if (card === undefined || card.controller === command.player || !isCloaked(card.id)(game)) return ok;
    return asksForCloaked(text.plays.filter)
      ? ok
      : E.left(ruleError('7.6 Cloak', `Your opponent may not target your cloaked cards.`));
  };
