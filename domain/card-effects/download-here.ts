// Rulebook "Downloading" (L466-478) in a triggered ability, the general verb `download` "here": "When you solve, may
// download {Barash} here" (Rulebook 7.2 L705: "after solving Host Metaphasic Shield Test, you may download …"). The
// card's player (a mission's solver, ./speaker.ts) names one card the text describes among those they may download
// (domain/downloads/download-to-planet.ts: found in hand, draw deck or open side decks, playable by the normal rules,
// the personnel download limit included), a follow-up decision (`card.choose`, kept in `GameState.choosing`:
// ./follow-up.ts); it is played at once on the planet surface at the location of the card whose text it is. None found,
// or no planet there, nothing is offered and nothing happens.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { CardFilter } from '../../cards/language/language';
import { attribute, hasSkill } from '../cards-in-play/skills';
import { named, record } from '../core/chronicle';
import { type CardId, type GameState, type LocationId, locationOf, type PlayerId } from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import { isDownloadableToPlanet, playOnPlanet } from '../downloads/download-to-planet';
import { searchable } from '../downloads/special-downloads';
import { isPlanetLocation } from '../orders/places';
import { matches } from './filters';
import type { Interpreter, PlayChoices } from './immediate';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** The cards `player` may download to the planet at `location` by the text of `source`, one of which they name. */
export interface DownloadHereChoice {
  readonly kind: 'downloadHere';
  readonly player: PlayerId;
  readonly source: CardId;
  readonly location: LocationId;
  readonly options: ReadonlyArray<CardId>;
}

/** The card named, downloaded. */
export interface DownloadHereCommand {
  readonly type: 'card.choose';
  readonly player: PlayerId;
  readonly card: CardId;
}

const RULE = 'Downloading';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook 12.4 "Here" (L1238) and 7.1.1 Beam: the planet of the location of the card whose text it is (a mission's
// own location): a planet or dual (space/planet) mission's, or a [P] time location's (`isPlanetLocation`)
const planetHere = (card: CardId, game: GameState): O.Option<LocationId> =>
  O.filter((location: LocationId) => isPlanetLocation(location)(game))(locationOf(card)(game));

/**
 * Right when the command names, by the player who downloads, one of the cards offered that they may still download,
 * else the rule it breaks.
 * @category predicates
 */
export const check =
  (choice: DownloadHereChoice, command: DownloadHereCommand) =>
  (game: GameState): E.Either<RuleError, void> => {
    if (command.player !== choice.player) return E.left(ruleError(RULE, `${choice.player} names the card.`));
    return choice.options.includes(command.card) && isDownloadableToPlanet(choice.player, command.card)(game)
      ? E.right(undefined)
      : E.left(
          ruleError(
            RULE,
            `${choice.player} downloads one of ${choice.options.map((id) => named(id)(game)).join(', ')}.`,
          ),
        );
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

const offered = (targets: CardFilter, choices: PlayChoices, game: GameState): ReadonlyArray<CardId> => {
  const context = { player: choices.player, hasSkill, attribute };
  return searchable(choices.player, game).filter(
    (id) => matches(targets, id, context)(game) && isDownloadableToPlanet(choices.player, id)(game),
  );
};

/**
 * "download {X} here": the card's player is offered the cards they may download to the planet here (a follow-up
 * choice), or nothing happens when there is none or no planet.
 * @category operations
 */
export const offerDownloadHere: Interpreter<'download'> = (effect, choices) => (game) => {
  const source = choices.card;
  if (source === undefined) return game;
  const planet = planetHere(source, game);
  const options = O.isSome(planet) ? offered(effect.targets, choices, game) : [];
  if (O.isNone(planet) || options.length === 0)
    return record(`${choices.player} finds no card to download here`, source)(game);
  return {
    ...game,
    choosing: { kind: 'downloadHere', player: choices.player, source, location: planet.value, options },
  };
};

/**
 * The commands that name each card offered, for the player who downloads; none for another.
 * @category operations
 */
export const decisions = (
  choice: DownloadHereChoice,
  player: PlayerId,
): ReadonlyArray<DownloadHereCommand> =>
  player === choice.player ? choice.options.map((card) => ({ type: 'card.choose', player, card })) : [];

/**
 * The game after the card named is downloaded: the choice closed, the card played on the planet here, noted.
 * @category operations
 */
export const download =
  (choice: DownloadHereChoice, command: DownloadHereCommand) =>
  (game: GameState): GameState => {
    const { choosing: _decided, ...rest } = game;
    const played = playOnPlanet([command.card], choice.player, choice.location, rest);
    return record(
      `${choice.player} downloads ${named(command.card)(played)} here: ${named(choice.source)(played)}`,
      command.card,
    )(played);
  };
