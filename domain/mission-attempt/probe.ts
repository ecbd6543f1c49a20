// Rulebook "Probing" (lines 966-976): a card tells its player to probe. They reveal the top card of their draw deck
// (the probe card); the first icon of the card's probe list that appears anywhere on the probe card gives the outcome
// (else the "otherwise" clause, else no outcome); the probe card is replaced atop the draw deck unless the card says
// otherwise. With an empty draw deck there is no probing. Probing at the end of the turn is in end-of-turn-probes.ts.

import { pipe } from 'fp-ts/function';
import * as O from 'fp-ts/Option';
import * as RA from 'fp-ts/ReadonlyArray';
import type { Affiliation, Blueprint } from '../../cards/blueprint';
import type { ProbeCardFate, ProbeIcon, ProbeList } from '../../cards/language/language';
import { affiliationOfIcon } from '../cards-in-play/compatibility';
import { named, record, recordShown } from '../core/chronicle';
import {
  blueprintOf,
  type CardId,
  cardsIn,
  type GameState,
  moveCard,
  type PlayerId,
} from '../core/game-state';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Icons printed otherwise than the affiliation table spells them (`[Non]` Non-Aligned, mission boxes in capitals). */
const ICON_ALIASES: Readonly<Record<string, string>> = { non: 'NA' };

/** The download icon, written `DL/` in the export's gametext (`DL/ {Blood Oath}`). */
const DOWNLOAD = 'dl';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

const lower = (s: string): string => s.toLowerCase();

// Rulebook "Probing": "if this icon appears anywhere on the probe card (in gametext, as a staffing icon, etc.)"
/**
 * Whether the icon appears anywhere on the card: its card type icon (an Event shows [Event]), its icons, its staffing
 * icons, its affiliation icons, or its gametext (`[AU]`, `DL/`).
 * @category predicates
 */
export const showsIcon =
  (icon: ProbeIcon) =>
  (card: Blueprint): boolean => {
    const wanted = lower(icon);
    const text = lower(card.text);
    if (wanted === DOWNLOAD && text.includes('dl/')) return true;
    if (text.includes(`[${wanted}]`)) return true;
    const types = card.type.replace(/^Q /, '').split('/');
    const printed = [...types, ...card.icons, ...('staffing' in card ? card.staffing : [])];
    if (printed.some((i) => lower(i) === wanted)) return true;
    return showsAffiliation(wanted, card);
  };

// Rulebook icon legend: [Fed] Federation, [Kli] Klingon, …, [NA] Non-Aligned (also on a mission's affiliation box)
const showsAffiliation = (wanted: string, card: Blueprint): boolean => {
  const affiliation = affiliationOf(wanted);
  if (O.isNone(affiliation)) return false;
  const printed =
    'affiliationIcons' in card
      ? RA.filterMap((i: string) => affiliationOf(lower(i)))(card.affiliationIcons)
      : 'affiliations' in card
        ? card.affiliations
        : [];
  return printed.includes(affiliation.value);
};

/** The affiliation an icon names, however it is capitalised (`Bor`, `BOR`, `Non`, `NA`). */
const affiliationOf = (icon: string): O.Option<Affiliation> => {
  const spellings = [
    ICON_ALIASES[icon],
    `${icon.charAt(0).toUpperCase()}${icon.slice(1)}`,
    icon.toUpperCase(),
  ];
  return pipe(
    spellings,
    RA.findFirstMap((s) => (s === undefined ? O.none : affiliationOfIcon(s))),
  );
};

// Rulebook "Probing": "identify the first icon on the probe list … proceed to the second item …"; "If none of the
// icons in the probe list appear on the probe card, and there is no 'otherwise' clause" there is no outcome
/**
 * The outcome the probe card gives: the first line of the list with an icon on the card, else the otherwise clause.
 * @category predicates
 */
export const outcomeFor =
  <Outcome>(list: ProbeList<Outcome>) =>
  (card: Blueprint): O.Option<Outcome> => {
    const line = list.outcomes.find((l) => l.icons.some((icon) => showsIcon(icon)(card)));
    return line === undefined ? O.fromNullable(list.otherwise) : O.some(line.outcome);
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook "Probing": "Simply reveal the top card of your draw deck, called the probe card. (If your draw deck is
// empty, you may not probe.)"
/**
 * The probe card `player` reveals for the card `source`, and the game with the reveal told; none when their draw
 * deck is empty.
 * @category operations
 */
export const reveal =
  (player: PlayerId, source: CardId) =>
  (game: GameState): O.Option<readonly [CardId, GameState]> =>
    O.map((card: CardId) => {
      const told = `${player} probes for ${named(source)(game)}: the probe card is ${named(card)(game)}`;
      return [card, recordShown(told, card)(game)] as const;
    })(O.fromNullable(cardsIn({ kind: 'drawDeck', player })(game)[0]));

// Rulebook "Probing": "replace the probe card atop your draw deck, then execute the appropriate outcome"; a card may
// say otherwise ("then discard probe card", "then draw probe card", "place probe card beneath draw deck")
/**
 * The game with the probe card where the probe list sends it (replaced atop the draw deck, it stays there).
 * @category operations
 */
export const settleProbeCard =
  (fate: ProbeCardFate, player: PlayerId, card: CardId) =>
  (game: GameState): GameState => {
    switch (fate) {
      case 'replace':
        return game;
      case 'discard':
        return moveCard(card, { kind: 'discard', player }, 'top')(game);
      case 'draw':
        return record(
          `${player} draws the probe card`,
          card,
        )(moveCard(card, { kind: 'hand', player }, 'bottom')(game));
      case 'bottom':
        return moveCard(card, { kind: 'drawDeck', player }, 'bottom')(game);
    }
  };

/**
 * The outcome of probing: the probe card revealed and settled and the outcome it gives; none with an empty draw deck.
 * @category operations
 */
export const probe =
  <Outcome>(list: ProbeList<Outcome>, player: PlayerId, source: CardId) =>
  (game: GameState): O.Option<{ readonly game: GameState; readonly outcome: O.Option<Outcome> }> =>
    O.map(([card, shown]: readonly [CardId, GameState]) => ({
      game: settleProbeCard(list.probeCard, player, card)(shown),
      outcome: outcomeFor(list)(blueprintOf(card)(shown)),
    }))(reveal(player, source)(game));
