// Storage Compartment Door: "OR Stock in deck and play (once each turn) to download from your Tribble side deck one
// Trouble or Tribble card …; then discard doorway." Rulebook "Downloading": "search through … your open side decks for
// the target card. Once found, you must immediately play it. (If you cannot, the download is invalid …) You must
// follow all the normal rules for playing a card … Then reshuffle any face-down decks you looked through." The target
// is a card of the player's open Tribble side deck (`Downloads.checkFound`: the side deck open, downloads allowed),
// whose text is declared, played at a place `Tribbles.checkPlacement` allows (one tribble card per group each turn,
// large tribbles bred from the player's own); the side deck is then reshuffled. The door's other option, "or to
// nullify any card that is closing another Storage Compartment Door", is never playable: no card that closes doorways
// is implemented, so there is never such a card to nullify.
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as O from 'fp-ts/Option';
import type { CardFilter, CardText, ImmediateEffect } from '../../cards/language/language';
import type { PlayText, SideDeckDownload } from '../card-play/play-text';
import { hasSkill } from '../cards-in-play/skills';
import { named, record } from '../core/chronicle';
import { type GameState, type PlayerId, shuffleZone, type Zone } from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import * as SideDecks from '../deck-building/side-decks';
import { checkFound } from '../downloads/downloads';
import type { Place } from '../orders/places';
import * as Tribbles from '../tribbles/tribbles';
import * as TroubleSpread from '../tribbles/trouble-spread';
import { matches } from './filters';
import type { Interpreter } from './immediate';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

type SideDeckDownloadEffect = Extract<ImmediateEffect, { readonly type: 'download' }>;

const DOOR = 'Storage Compartment Door';
const PLAY = 'Play a Card';
const DOWNLOADING = 'Downloading';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook "Downloading": found in the player's open Tribble side deck, then played by the normal rules
/**
 * Right with the zone the card plays into when the player may download it from their Tribble side deck and play it at
 * the place now, else the rule it breaks.
 * @category predicates
 */
export const checkTribbleDownload =
  (player: PlayerId, download: SideDeckDownload, targets: CardFilter) =>
  (game: GameState): E.Either<RuleError, Zone> => {
    if (!SideDecks.cardsOf(SideDecks.TRIBBLE, player)(game).includes(download.card))
      return E.left(
        ruleError(DOOR, `${download.card} is not a card of ${player}'s open Tribble side deck to download.`),
      );
    if (!matches(targets, download.card, { player, hasSkill })(game))
      return E.left(ruleError(DOOR, `${named(download.card)(game)} is not a card this text downloads.`));
    return pipe(
      checkFound(player, download.card)(game),
      E.flatMap(() => Tribbles.checkTextDeclared(download.card)(game)),
      E.flatMap(() => Tribbles.checkPlacement(player, download.card, download.place)(game)),
    );
  };

/**
 * The cards a card text downloads from the Tribble side deck as it is played (Storage Compartment Door), if it does.
 * @category predicates
 */
export const tribbleDownloadTargets = (text: CardText): O.Option<CardFilter> =>
  O.fromNullable(
    (text.immediate ?? []).find((e): e is SideDeckDownloadEffect => e.type === 'download')?.targets,
  );

// Rulebook "Downloading": "If you cannot [play it], the download is invalid": the play names a download it may make
/**
 * Right when the play names the download its text makes, a legal one (or none, for a text that downloads nothing).
 * @category predicates
 */
export const checkDownloadChoice =
  (command: PlayText, title: string, text: CardText) =>
  (game: GameState): E.Either<RuleError, void> => {
    const targets = tribbleDownloadTargets(text);
    if (O.isNone(targets))
      return command.download === undefined
        ? E.right(undefined)
        : E.left(ruleError(PLAY, `${title} downloads no card.`));
    return command.download === undefined
      ? E.left(
          ruleError(DOWNLOADING, `${title} names the card it downloads and where it plays: choose them.`),
        )
      : E.map(() => undefined)(checkTribbleDownload(command.player, command.download, targets.value)(game));
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Every legal download of the player from their open Tribble side deck: each card at each place it may play at (the
 * placement rules read a card's printed data, so they are asked once for each title).
 * @category operations
 */
export const tribbleDownloadChoices =
  (player: PlayerId, targets: CardFilter) =>
  (game: GameState): ReadonlyArray<SideDeckDownload> => {
    const cards = SideDecks.cardsOf(SideDecks.TRIBBLE, player)(game);
    if (cards.length === 0) return [];
    const places = Tribbles.places(game);
    const byBlueprint = new Map<string, ReadonlyArray<Place>>();
    return cards.flatMap((card) => {
      const blueprint = game.cards[card]?.blueprint ?? '';
      let allowed = byBlueprint.get(blueprint);
      if (allowed === undefined) {
        allowed = places.filter((place) =>
          E.isRight(checkTribbleDownload(player, { card, place }, targets)(game)),
        );
        byBlueprint.set(blueprint, allowed);
      }
      return allowed.map((place) => ({ card, place }));
    });
  };

// Rulebook "Downloading": "Once found, you must immediately play it … Then reshuffle any face-down decks you looked
// through"
/**
 * The downloaded card played at its place, and the Tribble side deck reshuffled.
 * @category operations
 */
export const downloadFromTribbleSideDeck: Interpreter<'download'> = (effect, choices) => (game) => {
  const download = choices.download;
  if (download === undefined) return game;
  const zone = checkTribbleDownload(choices.player, download, effect.targets)(game);
  if (E.isLeft(zone)) return game;
  const played = Tribbles.playAt(choices.player, download.card, zone.right)(game);
  const told = record(
    `${choices.player} downloads ${named(download.card)(played)} to ${named(download.place)(played)}`,
    download.card,
  )(played);
  const reshuffled = shuffleZone(SideDecks.zoneOf(SideDecks.TRIBBLE, choices.player)(told))(told);
  // ... on the Station: "Just after this group breeds" (a large tribble card played on it)
  return TroubleSpread.afterPlayed(download.card, zone.right)(reshuffled);
};
