// Rulebook "Nemesis Destruction" (lines 1089-1093): nemesis arrows of one colour pointing in different directions mark
// two cards as nemeses. "If two or more personnel or ships with opposing nemesis icons are present with each other at
// the end of any turn, the player whose turn it is must choose one of them to be immediately killed (personnel) or
// destroyed (ships). This is not a battle." The card data keeps the arrows as printed among the icons (`(R>` Red
// pointing right, `<R)` Red pointing left; the letter names the colour). The choice is a follow-up decision
// (`card.choose`, domain/card-effects/follow-up.ts), asked among the end-of-turn choices (end-of-turn-choices.ts).
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { Blueprint } from '../../cards/blueprint';
import { destroy } from '../cards-in-play/leave-play';
import { cardsInPlay } from '../cards-in-play/persona';
import { isPresentWith } from '../cards-in-play/presence';
import { named, record } from '../core/chronicle';
import { blueprintOf, type CardId, type GameState, type PlayerId } from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import { kill } from './holograms';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** A nemesis arrow: its colour (the letter printed) and the way it points. */
export interface NemesisIcon {
  readonly colour: string;
  readonly points: 'left' | 'right';
}

/** `player` chooses which of `options` (cards with opposing nemesis icons present together) is killed or destroyed. */
export interface NemesisChoice {
  readonly kind: 'nemesisDestruction';
  readonly player: PlayerId;
  readonly options: ReadonlyArray<CardId>;
}

/** The answer: the card chosen to be killed or destroyed. */
export interface NemesisCommand {
  readonly type: 'card.choose';
  readonly player: PlayerId;
  readonly card: CardId;
}

const RULE = 'Nemesis Destruction';
const RIGHT = /^\(([A-Z])>$/;
const LEFT = /^<([A-Z])\)$/;

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * The card's nemesis arrow, if it has one (`(R>`: Red pointing right).
 * @category predicates
 */
export const nemesisIcon = (card: Blueprint): O.Option<NemesisIcon> => {
  for (const icon of card.icons) {
    const right = RIGHT.exec(icon);
    if (right?.[1] !== undefined) return O.some({ colour: right[1], points: 'right' });
    const left = LEFT.exec(icon);
    if (left?.[1] !== undefined) return O.some({ colour: left[1], points: 'left' });
  }
  return O.none;
};

// Rulebook "Nemesis Destruction": "icons of the same color but pointing in different directions"; same direction:
// allies; different colours: no relationship
/**
 * Whether the two cards are nemeses.
 * @category predicates
 */
export const areNemeses = (a: Blueprint, b: Blueprint): boolean => {
  const ia = nemesisIcon(a);
  const ib = nemesisIcon(b);
  return (
    O.isSome(ia) && O.isSome(ib) && ia.value.colour === ib.value.colour && ia.value.points !== ib.value.points
  );
};

// Rulebook "Nemesis Destruction": "two or more personnel or ships with opposing nemesis icons … present with each other"
/**
 * The personnel and ships in play present with a nemesis of theirs, in play order.
 * @category predicates
 */
export const nemesesPresent = (game: GameState): ReadonlyArray<CardId> => {
  const marked = cardsInPlay(game)
    .map((c) => c.id)
    .filter((id) => {
      const blueprint = blueprintOf(id)(game);
      return (
        (blueprint.type === 'Personnel' || blueprint.type === 'Ship') && O.isSome(nemesisIcon(blueprint))
      );
    });
  return marked.filter((a) =>
    marked.some((b) => areNemeses(blueprintOf(a)(game), blueprintOf(b)(game)) && isPresentWith(a, b)(game)),
  );
};

/**
 * Right when the command names one of the cards to choose from, else the rule it breaks.
 * @category predicates
 */
export const checkChoice =
  (choice: NemesisChoice, command: NemesisCommand) =>
  (game: GameState): E.Either<RuleError, void> =>
    command.player === choice.player && choice.options.includes(command.card)
      ? E.right(undefined)
      : E.left(
          ruleError(
            RULE,
            `${choice.player} must choose one of ${choice.options.map((id) => named(id)(game)).join(', ')}.`,
          ),
        );

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook "Nemesis Destruction": at the end of any turn, the player whose turn it is chooses
/**
 * The game waiting for the active player to choose which nemesis dies; unchanged when no nemeses are present together.
 * @category operations
 */
export const beginChoice = (game: GameState): GameState => {
  const options = nemesesPresent(game);
  if (options.length === 0) return game;
  const choice: NemesisChoice = { kind: 'nemesisDestruction', player: game.turn.active, options };
  return { ...game, choosing: choice };
};

// Rulebook "Nemesis Destruction": "killed (personnel) or destroyed (ships). This is not a battle."
/**
 * The game after the choice: the chosen personnel killed, or the chosen ship destroyed with everyone aboard.
 * @category operations
 */
export const destroyChosen =
  (choice: NemesisChoice, command: NemesisCommand) =>
  (game: GameState): GameState => {
    const { choosing: _made, ...rest } = game;
    const told = record(
      `${choice.player} chooses ${named(command.card)(game)} to die as a nemesis`,
      command.card,
    )(rest);
    return blueprintOf(command.card)(game).type === 'Ship'
      ? destroy(command.card)(told)
      : kill(command.card)(told);
  };

/**
 * Every answer: each card to choose from.
 * @category operations
 */
export const choices = (choice: NemesisChoice, player: PlayerId): ReadonlyArray<NemesisCommand> =>
  player === choice.player ? choice.options.map((card) => ({ type: 'card.choose', player, card })) : [];
