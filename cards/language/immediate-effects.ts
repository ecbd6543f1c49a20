// The immediate effects of the card-text language (cards/language/language.ts re-exports them): what a card does as it
// is played, in printed order; each `type` has one interpreter in `domain/card-effects/`.
import type { Affiliation } from '../blueprint';
import type { CardFilter } from './filter-language';
import type { ChoiceOfOptions } from './option-language';
import type { CardSelection, Pile } from './selection-language';
import type { GeneralVerb } from './verb-language';

/**
 * What a card play may give sight of (Rulebook "Looking at Cards": "when permitted … by a card"); `bottomSeedCardHere`:
 * the bottom seed card under the mission at the target's location (Scan: "examine the bottom seed card here").
 */
export type Sight = 'opponentsHand' | 'opponentsDrawDeck' | 'aboardTarget' | 'bottomSeedCardHere';

/** Where and by what means a card play relocates cards (the immediate effect `relocate`). */
export type PlayedRelocation =
  /**
   * Near-Warp Transport: "Allows beaming from ship to a neighboring spaceline location. Transport a maximum of six of
   * your personnel and/or your equipment.": the play names up to `max` cards aboard its target ship and the place at
   * a neighbouring location they beam to (`transport`; domain/card-effects/near-warp.ts).
   */
  | { readonly kind: 'neighbouringLocation'; readonly max: number }
  /**
   * Wormhole: "Requires two wormholes. Play one on your ship. Play the other at any location … Ship relocates to that
   * location (and then is 'stopped').": the target ship; the play names the second copy in hand and the location
   * (`wormhole`; domain/card-effects/wormhole.ts).
   */
  | { readonly kind: 'throughWormholes' }
  /**
   * Rulebook 7.1.1 Beam by card text (Emergency Transporter Armbands: "Beam your Personnel up or down at any time"):
   * every card of the player's at one end of the route the play names (`route`, a card that `plays: upOrDown`) that
   * may beam to its other end, one after the other, under the rules of beaming (domain/card-effects/emergency-beam.ts).
   */
  | { readonly kind: 'alongRoute' }
  /**
   * Rulebook "Tribbles (11.3)": "up to 100 of its tribbles may 'spread' (move) to … into/out of a facility or a
   * landed, docked, or carried ship" (... on the Station): tribble cards of the group the card is in, representing 1
   * to `upTo` tribbles in all, move into or out of a facility or a landed, docked or carried ship there; the decision
   * names them and the place (`spread`; domain/tribbles/trouble-spread.ts).
   */
  | { readonly kind: 'spread'; readonly upTo: number };

/** Where a required action compels a ship to travel (Rulebook "Required Actions"; 12.6 "nearest"). */
export type TravelDestination = { readonly kind: 'nearestOutpost'; readonly affiliation: Affiliation };

/** Whose pile an immediate effect uses: the chosen player, or the card's player. */
export type Whose = 'chosenPlayer' | 'you';

/** The immediate effect `shuffle`: a pile shuffled, or cards shuffled into their owners' piles. */
export type Shuffle =
  /**
   * "Shuffle": the player's pile (their draw deck or their hand) is shuffled with the game's random generator (Rulebook
   * 12.14 Random selection; The Juggler: "re-shuffle the cards in their draw deck", Masaka Transformations: "shuffle
   * entire hand").
   */
  | { readonly type: 'shuffle'; readonly whose: Whose; readonly pile: 'drawDeck' | 'hand' }
  /**
   * "Shuffle … into …" (Rulebook 12.14 Random selection): each selected card goes to its owner's pile `into`, then each
   * pile that received a card is shuffled (Regenerate: "shuffle your discard pile into draw deck"; Mutation: "shuffle
   * top two cards of any discard pile into owner's draw deck"; Isomagnetic Disintegrator: "Shuffle your hand into your
   * discard pile"; Raktajino).
   */
  | { readonly type: 'shuffle'; readonly select: CardSelection; readonly into: Pile };

/** What a card does as it is played, in printed order; each `type` has one interpreter in `domain/card-effects/`. */
export type ImmediateEffect =
  /** A general verb on the cards a selection names (cards/language/verb-language.ts): `kill`, `discard`, `destroy`. */
  | GeneralVerb
  | Shuffle
  /**
   * Issue #14's named selections (as the dilemmas' `select`): the cards `select` names now are remembered as `as` for
   * the later effects of the same text (`{ kind: 'named', name }`, a `draw` count `{ perCardOf }`).
   */
  | { readonly type: 'select'; readonly as: string; readonly select: CardSelection }
  /**
   * Rulebook "Discard Pile" (issue #14's `take`): "Take a card from your discard pile (except a personnel) into your
   * hand": the card the command names (`take`), of its player's discard pile, matching `filter`.
   */
  | { readonly type: 'take'; readonly from: 'discard'; readonly filter?: CardFilter }
  /** "Glance at the cards in your opponent's hand for ten seconds": the player may see them until end of turn. */
  | { readonly type: 'lookAt'; readonly sight: Sight }
  /**
   * Rulebook "Required Actions" (the verb `mustTravel`, shared with the dilemmas' "must travel to far end"; Incoming
   * Message: "Your ship must immediately return to the nearest Klingon outpost, full speed. Place on one Klingon ship
   * until outpost reached, then discard."): the card, played on its target ship, compels it to travel to `to`, its
   * controller's nearest outpost of the affiliation (domain/orders/required-actions.ts).
   */
  | { readonly type: 'mustTravel'; readonly to: TravelDestination }
  /**
   * Temporal Rift: "Ship disappears. When countdown expires, ship reappears here." (`whenCountdownExpires`: the card
   * stays on its player's table, counting down); Time Travel Pod: "That ship travels into the future (disappears for
   * up to 5 turns). Pre-announce the return time." (`announcedWithin`: the play names `returnIn`, 1 to n turns). The
   * target ship, with the cards aboard and on it, leaves the location, out of play (domain/card-effects/disappearance.ts).
   */
  | {
      readonly type: 'targetShipDisappears';
      readonly returns: 'whenCountdownExpires' | { readonly announcedWithin: number };
    }
  /**
   * Rulebook 7.1 Move, "cards that allow it": cards relocate where the play names, by the means `to` describes
   * (Near-Warp Transport, Wormhole, Emergency Transporter Armbands; interpreted in domain/card-effects/immediate.ts).
   */
  | { readonly type: 'relocate'; readonly to: PlayedRelocation }
  /**
   * Rulebook "Downloading" (the verb of the lasting `download` grants, here done at once): "download from your Tribble
   * side deck one Trouble or Tribble card" (Storage Compartment Door): the card the play names (`download`), found in
   * the player's open side deck `from` and matching `targets`, played at once at the place it names by that deck's
   * placement rules, the side deck then reshuffled (domain/card-effects/tribble-download.ts). Only the Tribble side
   * deck's placement rules are implemented.
   */
  | {
      readonly type: 'download';
      readonly targets: CardFilter;
      readonly from: { readonly sideDeck: 'Tribble' };
    }
  /**
   * Rulebook "Downloading" (L466-478) in a triggered ability: "When you solve, may download {Barash} here" (with `may`):
   * the card's player (a mission's solver) names one card `targets` describes among those they may download (found in
   * hand, draw deck or open side decks, playable by the normal rules, the personnel download limit included), played
   * at once on the planet surface at the location of the card whose text it is; none found, nothing happens
   * (domain/card-effects/download-here.ts). Only to a planet: elsewhere nothing is offered.
   */
  | { readonly type: 'download'; readonly targets: CardFilter; readonly to: 'here' }
  /**
   * "… OR …" (the verb `option`, cards/language/option-language.ts, shared with the dilemmas): the player whose card it
   * is (`you`) names one option in the play (`option`), whose effects run (Battle Bridge Door: "Allows you to draw two
   * extra Tactic cards (cumulative) or enhances each of your ships' and facilities' WEAPONS +1"); or its player's
   * opponent (`opponent`) names one once the card has resolved, a follow-up decision (`card.decide`,
   * domain/card-effects/option-choice.ts; Raise the Stakes: "Your opponent must forfeit the game OR agree …"). An
   * opponent's option stands among a text's immediate effects, not inside another effect.
   */
  | ChoiceOfOptions<ImmediateEffect, 'you' | 'opponent'>;
