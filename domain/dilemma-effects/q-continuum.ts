// Rulebook "Side decks" and the Q-Flash doorway ("Seeds on (opens) Q-Continuum side deck … When opponent's crew or
// Away Team has a Q-Flash, draw cards from here"): what Q's download and Q-Flash do. A player with no Q-Continuum side
// deck has nothing to download to (Rulebook "Downloading": a download that cannot be played is invalid) and no
// Q-Flash cards to draw, so both do nothing. With one, the [Q] cards' own text would have to be resolved, which is not
// implemented: the dilemma is refused (`unresolvable`), never approximated.
import * as O from 'fp-ts/Option';
import { loadCardDatabase } from '../../cards/database';
import type { Effect } from '../../cards/language/dilemma-language';
import { blueprintOf, cardsIn, type GameState, opponentOf, type PlayerId } from '../core/game-state';
import { sideDeckOpenedBy } from '../deck-building/deck-building';
import {
  type Encounter,
  type Interpreter,
  noted,
  proceed,
  type Step,
} from '../mission-attempt/encounter-state';

type On<T extends Effect['type']> = Interpreter<Extract<Effect, { type: T }>>;

const Q_CONTINUUM = 'Q-Continuum';

let openers: ReadonlySet<string> | undefined;

// the titles of the doorways that open a Q-Continuum side deck (Q-Flash), read once from the card database
const qContinuumDoorways = (): ReadonlySet<string> => {
  openers ??= new Set(
    loadCardDatabase()
      .all.filter((b) => O.exists((kind: string) => kind === Q_CONTINUUM)(sideDeckOpenedBy(b)))
      .map((b) => b.title),
  );
  return openers;
};

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook "Side decks": a side deck is named by the doorway that opens it (domain/seed-phases/setup.ts) or by its kind
/**
 * Whether the player has a Q-Continuum side deck: cards in a side deck so named (or named by a Q-Flash doorway), or a
 * doorway opening one on the table.
 * @category predicates
 */
export const hasQContinuumSideDeck =
  (player: PlayerId) =>
  (game: GameState): boolean => {
    const doorways = qContinuumDoorways();
    const prefix = `sideDeck:${player}:`;
    const named = Object.keys(game.zones).some((key) => {
      if (!key.startsWith(prefix) || (game.zones[key]?.length ?? 0) === 0) return false;
      const name = key.slice(prefix.length);
      return name === Q_CONTINUUM || doorways.has(name);
    });
    return (
      named ||
      cardsIn({ kind: 'table', player })(game).some((id) => doorways.has(blueprintOf(id)(game).title))
    );
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

const refuse = (encounter: Encounter, game: GameState, what = ''): Step =>
  proceed(
    {
      ...noted(
        encounter,
        [encounter.dilemma],
        `cannot be resolved: ${opponentOf(encounter.player)(game)} has a Q-Continuum side deck${what} ([Q] card text is not implemented)`,
      ),
      halted: 'unresolvable',
    },
    game,
  );

// Rulebook "Downloading": the download places the [Q] cards atop the opponent's Q-Continuum side deck; with none, none
/**
 * The general verb `download` of a dilemma, "Opponent may download up to N [Q] cards … atop their Q-Continuum side
 * deck": nothing without that side deck (the only one a dilemma downloads to).
 * @category operations
 */
export const download: On<'download'> = (_, encounter, game) =>
  hasQContinuumSideDeck(opponentOf(encounter.player)(game))(game)
    ? refuse(encounter, game)
    : proceed(encounter, game);

// Q-Flash doorway: the cards of a Q-Flash are drawn from the opponent's Q-Continuum side deck; with none, none
/**
 * "Crew or Away Team has a Q-Flash of N cards": no cards are drawn without the opponent's Q-Continuum side deck (the
 * log says so, naming N), and the dilemma is refused with one.
 * @category operations
 */
export const qFlash: On<'qFlash'> = (effect, encounter, game) => {
  const opponent = opponentOf(encounter.player)(game);
  const flash = `a Q-Flash of ${effect.cards} cards`;
  return hasQContinuumSideDeck(opponent)(game)
    ? refuse(encounter, game, ` to draw ${flash} from`)
    : proceed(
        noted(
          encounter,
          [encounter.dilemma],
          `gives ${flash}: none is drawn, ${opponent} has no Q-Continuum side deck`,
        ),
        game,
      );
};
