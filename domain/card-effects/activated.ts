// The activated abilities of the cards in play (cards/language/activated-language.ts): "Once every turn, may "stop" one
// personnel present (random selection)" (1 Tribble). Their controller uses one as an action of its own (`card.activate`,
// not an order; the turn and the responses reach these rules through the port domain/cards-in-play/card-abilities.ts): on their
// own turn in the turn decision, and, an ability of "every" turn, on the opponent's turn where
// interrupts play (between the opponent's actions and once their turn's end is declared, domain/responses). Rulebook
// "Once per game" L1268: "'Once each turn' … you may use the card's effect only as often as the card allows"; 12.2
// L1216: "every" turn is every turn of any player; L1262: a "once per game" effect only once during the game, and
// "Using Skills" L1002: such a skill only as a normal action on its player's own turn. An ability is
// used only when each of its verbs has a card to act on now (1 Tribble with no personnel present stops nobody).
import * as E from 'fp-ts/Either';
import type { ImmediateEffect } from '../../cards/language/language';
import type { ActivateAbility } from '../cards-in-play/card-abilities';
import { canAct } from '../cards-in-play/presence';
import { named, record } from '../core/chronicle';
import type { CardId, GameState, PlayerId } from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import { usedThisTurn, useThisTurn } from '../core/this-turn';
import { usedOncePerGame, useOncePerGame } from '../core/turn-count';
import { type PlayChoices, resolve } from './immediate';
import { type ActivatedEntry, activatedInPlay } from './in-play';
import { selected } from './selection';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

export type { ActivateAbility } from '../cards-in-play/card-abilities';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * The cards the verbs of an ability may act on now, verb by verb (a random selection's candidates); a verb with no
 * selection (a draw, a score) has its player.
 * @category predicates
 */
export const subjectsOf =
  (effects: ReadonlyArray<ImmediateEffect>, choices: PlayChoices) =>
  (game: GameState): ReadonlyArray<ReadonlyArray<CardId>> =>
    effects.flatMap((effect) => {
      if (!('select' in effect) || typeof effect.select !== 'object') return [];
      const selection = effect.select.kind === 'random' ? effect.select.of : effect.select;
      return [selected(selection, choices)(game)];
    });

/**
 * The cards a use of an ability may act on now (those its verbs' selections name), none for an ability not in play.
 * @category predicates
 */
export const cardsActedOn =
  (command: ActivateAbility) =>
  (game: GameState): ReadonlyArray<CardId> => {
    const entry = entryOf(command, game);
    return entry === undefined ? [] : subjectsOf(entry.ability.effects, choicesOf(command))(game).flat();
  };

// Rulebook L1268 "Once each turn", 12.2 "every"; 10.2.1: a card that may not act uses no ability
/**
 * Right when the player may use the ability of their card now, else the rule it breaks.
 * @category predicates
 */
export const check =
  (command: ActivateAbility) =>
  (game: GameState): E.Either<RuleError, void> => {
    const entry = entryOf(command, game);
    if (entry === undefined)
      return E.left(
        ruleError(
          'Playing a Card',
          `${command.card} is no card of ${command.player}'s in play with that ability.`,
        ),
      );
    const { title } = entry.source;
    if (!canAct(command.card)(game)) return E.left(ruleError(title, `${title} may not be used now.`));
    if (entry.ability.limit === 'oncePerGame' && game.turn.active !== command.player)
      return E.left(ruleError(title, `${title} may be used only on its player's own turn.`));
    if (usedUp(command.player, entry)(game))
      return E.left(
        ruleError(
          title,
          `${named(command.card)(game)} was already used ${entry.ability.limit === 'oncePerGame' ? 'this game' : 'this turn'}.`,
        ),
      );
    return subjectsOf(entry.ability.effects, choicesOf(command))(game).every((cards) => cards.length > 0)
      ? E.right(undefined)
      : E.left(ruleError(title, `${named(command.card)(game)} has nothing to act on.`));
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The game after a legal use: the ability's effects resolved as its card's, the use recorded for the turn.
 * @category operations
 */
export const activate =
  (command: ActivateAbility) =>
  (game: GameState): GameState => {
    const entry = entryOf(command, game);
    if (entry === undefined) return game;
    const used = record(
      `${command.player} uses ${named(command.card)(game)}`,
      command.card,
    )(recordUse(command.player, entry)(game));
    return resolve(entry.ability.effects, choicesOf(command))(used);
  };

/**
 * Every legal use by the player of the abilities of their cards in play, in the order of the cards in play.
 * @category operations
 */
export const candidates =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<ActivateAbility> =>
    activatedInPlay(game)
      .filter((entry) => entry.source.controller === player)
      .map(
        (entry): ActivateAbility => ({
          type: 'card.activate',
          player,
          card: entry.source.id,
          ability: entry.index,
        }),
      )
      .filter((command) => E.isRight(check(command)(game)));

// Helpers

const entryOf = (command: ActivateAbility, game: GameState): ActivatedEntry | undefined =>
  activatedInPlay(game).find(
    (e) =>
      e.source.id === command.card && e.index === command.ability && e.source.controller === command.player,
  );

const choicesOf = (command: ActivateAbility): PlayChoices => ({
  player: command.player,
  card: command.card,
  targetCard: null,
  targetPlayer: null,
  take: null,
});

// Rulebook "Once per game" L1268: "'Once each turn' … you may use the card's effect only as often as the card allows,
// even if you have multiple copies in play": a use counts for every copy of the card (its title) its player controls
const keyOf = (entry: ActivatedEntry): string => `ability:${entry.source.title}:${entry.index}`;

const usedUp =
  (player: PlayerId, entry: ActivatedEntry) =>
  (game: GameState): boolean =>
    entry.ability.limit === 'oncePerGame'
      ? usedOncePerGame(player, keyOf(entry))(game)
      : usedThisTurn(player, keyOf(entry))(game);

// Rulebook L1262 "only once during a game": a once-per-game use is kept with the game's (`oncePerGame`), not the turn's
const recordUse =
  (player: PlayerId, entry: ActivatedEntry) =>
  (game: GameState): GameState =>
    entry.ability.limit === 'oncePerGame'
      ? E.getOrElse(() => game)(useOncePerGame(player, keyOf(entry))(game))
      : useThisTurn(player, keyOf(entry))(game);
