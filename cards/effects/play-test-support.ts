// Test support for card text tests: a scenario builder waiting on p1's turn decision, the card plays it lists, and
// sending a command as the engine does (checked, then applied; a refused command fails the test with its rule).
import * as E from 'fp-ts/Either';
import type { PlayCard } from '../../domain/card-play/card-play';
import { addCard, type CardId, type GameState, type PlayerId, type Zone } from '../../domain/core/game-state';
import * as Decisions from '../../domain/game/decisions';
import { type ScenarioBuilder, scenario } from '../../domain/game/scenario';
import { loadCardDatabase } from '../database';

/** A scenario in p1's play phase, waiting on p1's turn decision (`turn.act`). */
export const onTurn = (): ScenarioBuilder => scenario({ pending: { player: 'p1', decision: 'turn.act' } });

/** The card plays `legalActions` lists now for one card (a card id). */
export const playsOf = (game: GameState, card: string): ReadonlyArray<PlayCard> =>
  Decisions.legalActions(game).filter((c): c is PlayCard => c.type === 'card.play' && c.card === card);

/** The game after a legal command; throws the rule error of an illegal one. */
export const send = (game: GameState, command: Decisions.Command): GameState => {
  const checked = Decisions.check(command)(game);
  if (E.isLeft(checked)) throw new Error(`${checked.left.rule}: ${checked.left.message}`);
  return Decisions.apply(command)(game);
};

/** The rule an illegal command breaks, or null when it is legal. */
export const refusal = (game: GameState, command: Decisions.Command): string | null => {
  const checked = Decisions.check(command)(game);
  return E.isLeft(checked) ? checked.left.rule : null;
};

/** The game with one more card (the first printing of `title`) in `zone`, e.g. played on a card already placed. */
export const put = (
  game: GameState,
  owner: PlayerId,
  title: string,
  zone: Zone,
): readonly [CardId, GameState] => {
  const [blueprint] = loadCardDatabase().byTitle(title);
  if (blueprint === undefined) throw new Error(`no card titled ${title}`);
  return addCard(owner, blueprint, zone)(game);
};
