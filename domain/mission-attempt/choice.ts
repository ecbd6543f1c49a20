// Rulebook "Random selection" ("If the card … does not specify, the player who … encountered the card selects"),
// 12.5 Ties: the decisions a dilemma asks for during an attempt. `attempt.choose` picks cards, `attempt.decide`
// picks one of the dilemma's courses; the attempt resumes with the answer.
import * as E from 'fp-ts/Either';
import { awaitDecision, type DecisionRule } from '../core/decision';
import { blueprintOf, type CardId, type GameState } from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import { combinations } from '../core/subsets';
import type { Choice } from './encounter-state';
import type { ChooseCommand, DecideCommand } from './model';
import { current, logged, withAttempt } from './seed-cards';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

const RULE = 'Dilemmas';

const awaiting = (game: GameState): Choice | null => game.attempt?.awaiting ?? null;

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Waits on the player the dilemma's choice belongs to.
 * @category operations
 */
export const awaitChoice = (game: GameState): GameState => {
  const choice = current(game).awaiting;
  if (choice === null) throw new Error('awaitChoice: the attempt waits on no choice');
  return awaitDecision(choice.player, choice.kind === 'cards' ? 'attempt.choose' : 'attempt.decide')(game);
};

// "up to three different …": no two cards of one title (Rulebook "Copies"); of unique cards, no two of one persona
// or title (Rulebook "Uniqueness", "Persona")
const areDifferent = (
  different: 'every' | 'unique',
  cards: ReadonlyArray<CardId>,
  game: GameState,
): boolean => {
  const printed = cards.map((id) => blueprintOf(id)(game));
  const counted = different === 'every' ? printed : printed.filter((b) => b.uniqueness !== 'universal');
  const keys = counted.map((b) => (different === 'unique' ? (b.persona ?? b.title) : b.title));
  return new Set(keys).size === keys.length;
};

const record = (answer: ReadonlyArray<CardId> | string, text: string) =>
  withAttempt((a) => logged(null, text)({ ...a, answers: [...a.answers, answer], awaiting: null }));

// -------------------------------------------------------------------------------------
// instances
// -------------------------------------------------------------------------------------

/**
 * The rule of `attempt.choose`: every way to pick the asked number of cards (or any number in the asked range)
 * among the options.
 * @category instances
 */
export const chooseRule: DecisionRule<ChooseCommand> = {
  commandTypes: ['attempt.choose'],
  candidatesAreLegal: true,
  candidates: (player) => (game) => {
    const choice = awaiting(game);
    if (choice?.kind !== 'cards' || choice.player !== player) return [];
    const sizes = Array.from(
      { length: (choice.most ?? choice.count) - choice.count + 1 },
      (_, i) => choice.count + i,
    );
    return sizes.flatMap((size) =>
      combinations(choice.options, size)
        .filter((cards) => choice.different === undefined || areDifferent(choice.different, cards, game))
        .map((cards) => ({ type: 'attempt.choose' as const, player, cards })),
    );
  },
  check: (command) => (game) => {
    const choice = awaiting(game);
    if (choice?.kind !== 'cards') return E.left(ruleError(RULE, 'No dilemma waits on a choice of cards.'));
    if (choice.player !== command.player)
      return E.left(ruleError(RULE, `${choice.player} makes this choice.`));
    const distinct = new Set(command.cards);
    const most = choice.most ?? choice.count;
    if (distinct.size !== command.cards.length || distinct.size < choice.count || distinct.size > most)
      return E.left(
        ruleError(
          RULE,
          most === choice.count
            ? `Choose exactly ${choice.count} different card(s).`
            : `Choose from ${choice.count} to ${most} different cards.`,
        ),
      );
    const wrong = command.cards.find((id) => !choice.options.includes(id));
    if (wrong !== undefined)
      return E.left(ruleError(RULE, `${wrong} is not one of the cards to choose from.`) as RuleError);
    if (choice.different === undefined || areDifferent(choice.different, command.cards, game))
      return E.right(undefined);
    return E.left(
      ruleError(
        RULE,
        choice.different === 'every'
          ? 'Choose different cards: no two of one title.'
          : 'Choose no two copies or versions of one unique card.',
      ),
    );
  },
  apply: (command) => record(command.cards, `${command.player} chooses ${command.cards.join(', ')}`),
};

/**
 * The rule of `attempt.decide`: one command per course the dilemma offers.
 * @category instances
 */
export const decideRule: DecisionRule<DecideCommand> = {
  commandTypes: ['attempt.decide'],
  candidatesAreLegal: true,
  candidates: (player) => (game) => {
    const choice = awaiting(game);
    if (choice?.kind !== 'option' || choice.player !== player) return [];
    return choice.options.map((option) => ({ type: 'attempt.decide', player, option }));
  },
  check: (command) => (game) => {
    const choice = awaiting(game);
    if (choice?.kind !== 'option') return E.left(ruleError(RULE, 'No dilemma waits on a decision.'));
    if (choice.player !== command.player)
      return E.left(ruleError(RULE, `${choice.player} makes this decision.`));
    return choice.options.includes(command.option)
      ? E.right(undefined)
      : E.left(ruleError(RULE, `"${command.option}" is not one of: ${choice.options.join(', ')}.`));
  },
  apply: (command) => record(command.option, `${command.player} decides: ${command.option}`),
};
