// Ops (Rulebook "Sites" 2.11, "Commandeering"): "Any Computer Skill personnel unopposed here may commandeer station."
// During their turn a player's Computer Skill personnel at such a site (not suspended) of an opponent's station, the
// site unopposed for them (Rulings "unopposed": none of the opponent's personnel or docked ships able to oppose there,
// domain/sites/unopposed.ts), commandeers the station in their own affiliation
// (domain/special-rules/commandeering.ts: the station, its sites and the cards played on it change control; a double-sided station
// flips over as its text says, domain/special-rules/commandeering-flip.ts). It is card text, not an order: it uses no card play and
// does not begin orders.
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as O from 'fp-ts/Option';
import type { Blueprint } from '../../cards/blueprint';
import { affiliationOf } from '../cards-in-play/affiliation';
import { cardsInPlayWith } from '../cards-in-play/in-play-by-type';
import { hasSkill } from '../cards-in-play/skills';
import { named } from '../core/chronicle';
import {
  blueprintOf,
  type CardId,
  type GameState,
  getCard,
  opponentOf,
  type PlayerId,
} from '../core/game-state';
import { memoize } from '../core/memo';
import { type RuleError, ruleError } from '../core/rule-error';
import { stationOfSite } from '../core/zone-site';
import { personnelAtSite } from '../sites/places';
import { isSiteSuspended } from '../sites/suspension';
import { isSiteUnopposedFor } from '../sites/unopposed';
import { type Commandeering, checkCommandeer, commandeer } from './commandeering';
import { flipWhenCommandeered } from './commandeering-flip';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** A player's personnel at Ops commandeers the opponent's station; `flip` as Commandeering's (Mirror Terok Nor). */
export interface CommandeerStation {
  readonly type: 'station.commandeer';
  readonly player: PlayerId;
  readonly personnel: CardId;
  readonly flip?: boolean;
}

const RULE = 'Sites: Ops';
const OPS_COMMANDEERING = /Any Computer Skill personnel unopposed here may commandeer station\.\s*/;
const fail = (message: string): E.Either<RuleError, Commandeering> => E.left(ruleError(RULE, message));

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/**
 * A site's text less Ops' commandeering sentence (for `stccg coverage`).
 * @category constructors
 */
export const withoutOpsCommandeering = (text: string): string => text.replace(OPS_COMMANDEERING, '').trim();

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/** Whether a site's text lets a Computer Skill personnel unopposed there commandeer its station (Ops). */
const letsCommandeerStation: (site: Blueprint) => boolean = memoize(
  (site: Blueprint) => site.type === 'Site' && OPS_COMMANDEERING.test(site.text),
);

// Ops: "Any Computer Skill personnel unopposed here may commandeer station"; Rulings "unopposed": "A site is unopposed
// if your opponent has no docked ships or personnel at that site"
/**
 * Right when the command is a legal commandeering of a station from its Ops, else the rule it breaks.
 * @category predicates
 */
export const checkCommandeerStation =
  (command: CommandeerStation) =>
  (game: GameState): E.Either<RuleError, void> =>
    pipe(
      commandeeringOf(command, game),
      E.flatMap((c) => checkCommandeer(c)(game)),
    );

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The game after a legal commandeering of a station from its Ops (`checkCommandeerStation` first).
 * @category operations
 */
export const applyCommandeerStation =
  (command: CommandeerStation) =>
  (game: GameState): GameState =>
    pipe(
      commandeeringOf(command, game),
      E.flatMap((c) => commandeer(c)(game)),
      E.getOrElse(() => game),
    );

/**
 * Every legal commandeering of a station from its Ops by the player's personnel there, with each flip choice the
 * station's text gives.
 * @category operations
 */
export const commandeerStationCandidates =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<CommandeerStation> => {
    const opponent = opponentOf(player)(game);
    const commands: CommandeerStation[] = [];
    for (const site of cardsInPlayWith(letsCommandeerStation)(game.cards)) {
      if (site.zone.kind !== 'playedOn') continue;
      const station = site.zone.host;
      if (getCard(station)(game).controller !== opponent) continue;
      for (const personnel of personnelAtSite(site.id)(game))
        for (const flip of flipChoices(station, game))
          commands.push({
            type: 'station.commandeer',
            player,
            personnel,
            ...(flip === undefined ? {} : { flip }),
          });
    }
    return commands.filter((command) => E.isRight(checkCommandeerStation(command)(game)));
  };

// Helpers

/** The choices of `flip` a commandeering of the station may make: yes or no for "new controller may flip", else none. */
const flipChoices = (station: CardId, game: GameState): ReadonlyArray<boolean | undefined> =>
  flipWhenCommandeered(blueprintOf(station)(game)).kind === 'newControllerMay' ? [true, false] : [undefined];

/** The commandeering the command asks for: the personnel's station in their affiliation; or why it may not be. */
const commandeeringOf = (command: CommandeerStation, game: GameState): E.Either<RuleError, Commandeering> => {
  const { player, personnel } = command;
  const card = game.cards[personnel];
  const site = card?.zone.kind === 'aboard' ? card.zone.site : undefined;
  if (card === undefined || site === undefined || !letsCommandeerStation(blueprintOf(site)(game)))
    return fail(
      `${named(personnel)(game)} is not at a site that lets personnel commandeer its station (Ops)`,
    );
  if (card.controller !== player) return fail(`${named(personnel)(game)} is not your personnel`);
  if (!hasSkill(personnel, 'Computer Skill')(game))
    return fail(`${named(personnel)(game)} has no Computer Skill`);
  if (isSiteSuspended(site)(game)) return fail(`${named(site)(game)} is suspended: its text does nothing`);
  if (!isSiteUnopposedFor(player, site)(game))
    return fail(`${named(personnel)(game)} is opposed at ${named(site)(game)}`);
  const affiliation = affiliationOf(personnel)(game);
  const station = stationOfSite(site)(game);
  if (affiliation === null || O.isNone(station))
    return fail(`${named(personnel)(game)} has no affiliation to commandeer in`);
  return E.right({
    player,
    target: station.value,
    by: [personnel],
    affiliation,
    ...(command.flip === undefined ? {} : { flip: command.flip }),
  });
};
