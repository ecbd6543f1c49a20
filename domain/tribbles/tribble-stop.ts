// 1 Tribble: "Once every turn, may "stop" one personnel present (random selection)." The card's controller uses it
// (`tribble.stop`), once each turn for each such card: on their own turn as a turn action (not an order), on the
// opponent's turn ("every" turn is every turn of any player, Rulebook L1216) where interrupts play: between two of
// the opponent's actions (domain/responses/between-actions.ts) and in the turn-end window (domain/responses/window.ts). The
// personnel is chosen at random by the game's generator among every personnel present with the card, anyone's,
// already stopped or not ("one personnel present"). Rulebook 10.2.1 Stopped. The cards with the ability are those
// the chapter's query point `tribbles.randomStoppers` names (domain/tribbles/tribble-abilities.ts).
import * as E from 'fp-ts/Either';
import { canAct, isPresentWith, setStopped } from '../cards-in-play/presence';
import { named, record } from '../core/chronicle';
import {
  blueprintOf,
  type CardId,
  cardsIn,
  type GameState,
  getCard,
  type PlayerId,
} from '../core/game-state';
import { ask } from '../core/query-points';
import { nextInt } from '../core/random';
import { type RuleError, ruleError } from '../core/rule-error';
import { usedThisTurn, useThisTurn } from '../core/this-turn';
import { randomStoppers } from './tribble-abilities';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Use your card's "may stop one personnel present (random selection)", once every turn. */
export interface StopRandomPersonnel {
  readonly type: 'tribble.stop';
  readonly player: PlayerId;
  readonly card: CardId;
}

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * The personnel present with a card (anyone's): those a random selection chooses among.
 * @category predicates
 */
export const personnelPresent =
  (card: CardId) =>
  (game: GameState): ReadonlyArray<CardId> =>
    cardsIn(getCard(card)(game).zone)(game).filter(
      (id) => blueprintOf(id)(game).type === 'Personnel' && isPresentWith(card, id)(game),
    );

// 1 Tribble: "Once every turn, may "stop" one personnel present"
/**
 * Right when the player may use the card's random stop now: theirs, in play and able to act, not used this turn, with
 * personnel present.
 * @category predicates
 */
export const check =
  (command: StopRandomPersonnel) =>
  (game: GameState): E.Either<RuleError, void> => {
    const source = ask(randomStoppers, command.player)(game).find((s) => s.id === command.card);
    if (source === undefined)
      return E.left(
        ruleError('Playing a Card', `${command.card} is no card of yours in play that stops personnel.`),
      );
    const title = source.title;
    if (!canAct(command.card)(game)) return E.left(ruleError(title, `${title} may not be used now.`));
    if (usedThisTurn(command.player, onceKey(command.card))(game))
      return E.left(
        ruleError(title, `Once every turn: ${named(command.card)(game)} already stopped a personnel.`),
      );
    if (personnelPresent(command.card)(game).length === 0)
      return E.left(ruleError(title, `No personnel is present with ${named(command.card)(game)}.`));
    return E.right(undefined);
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The game after a legal use: one personnel present, chosen at random, stopped.
 * @category operations
 */
export const stopRandomPersonnel =
  (command: StopRandomPersonnel) =>
  (game: GameState): GameState => {
    const present = personnelPresent(command.card)(game);
    const [index, random] = nextInt(present.length)(game.random);
    const stopped = present[index] as CardId;
    const used = useThisTurn(command.player, onceKey(command.card))({ ...game, random });
    return record(`${named(command.card)(game)} stops ${named(stopped)(game)} (random selection)`)(
      setStopped(stopped, true)(used),
    );
  };

/**
 * Every legal use by the player: each of their cards whose random stop they may use now.
 * @category operations
 */
export const candidates =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<StopRandomPersonnel> =>
    ask(
      randomStoppers,
      player,
    )(game)
      .map((s): StopRandomPersonnel => ({ type: 'tribble.stop', player, card: s.id }))
      .filter((command) => E.isRight(check(command)(game)));

// Helpers

const onceKey = (card: CardId): string => `stop:${card}`;
