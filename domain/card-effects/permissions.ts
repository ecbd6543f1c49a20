// ARCHITECTURE principle 6 and issue #14: the one interpreter of the general verbs `prevent` and `allow`
// (cards/language/permission-language.ts). It answers each action's two query points (domain/core/permissions.ts) from
// the rules of the declared cards in play, able to act (Rulebook "Disabled", "Stasis"): `<action>.prevented`, the title
// of the first card whose prohibition concerns the deed and whose title no card of the acting player allows it through
// (Pattern Enhancers: "unlimited beaming through {atmospheric ionization} or {distortion fields}"); `<action>.allowed`,
// every card whose permission concerns the deed. An answer is relevant only while a card with a rule of that verb and
// action is in play (the index of abilities in play).
import * as O from 'fp-ts/Option';
import type { CardFilter } from '../../cards/language/filter-language';
import { ACTIONS, type Allow, type Prevent } from '../../cards/language/permission-language';
import { crewMeets } from '../cards-in-play/crew-needs';
import { cardsInPlayOf, isInPlay, isReferencedBy } from '../cards-in-play/persona';
import { canAct, isHere } from '../cards-in-play/presence';
import { hasSkill } from '../cards-in-play/skills';
import {
  blueprintOf,
  type CardId,
  type GameState,
  getCard,
  locationOf,
  type PlayerId,
} from '../core/game-state';
import {
  type Action,
  type Allowance,
  allowed,
  type Deed,
  type Prevention,
  prevented,
} from '../core/permissions';
import type { Answer } from '../core/query-points';
import { timesUsedThisTurn, useThisTurn } from '../core/this-turn';
import { zoneKeyOf } from '../core/zone-index';
import { matches } from './filters';
import { declaredText, permissionsInPlay, type RuleEntry, type Source } from './in-play';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Pattern Enhancers: "Allows your personnel and equipment unlimited beaming through {atmospheric ionization} …"
/**
 * Whether a card in play of the player's, able to act, allows them `action` despite the card `preventing`.
 * @category predicates
 */
export const isAllowedDespite =
  (action: Action, player: PlayerId | undefined, preventing: CardId) =>
  (game: GameState): boolean => {
    const allowing = permissionsInPlay('allow', action)(game);
    if (allowing.length === 0 || player === undefined) return false;
    const card = blueprintOf(preventing)(game);
    return allowing.some(
      (r) =>
        r.source.controller === player &&
        canAct(r.source.id)(game) &&
        (r.effect.despite ?? []).some((title) => isReferencedBy(title)(card)),
    );
  };

// Rulebook 12.4 "Here" & "There" and Present: where the card whose text it is stands, against where the deed happens
const isWhere = (rule: Prevent | Allow, source: CardId, deed: Deed, game: GameState): boolean => {
  if (rule.where === 'here')
    return deed.location !== undefined && O.exists((at) => at === deed.location)(locationOf(source)(game));
  if (rule.where === 'present')
    return deed.zone !== undefined && zoneKeyOf(getCard(source)(game).zone) === zoneKeyOf(deed.zone);
  return true;
};

// The card acted on or with: matching the rule's filter ("your" is its card's player), not excepted by title
const isCardConcerned = (rule: Prevent | Allow, source: Source, deed: Deed, game: GameState): boolean => {
  if (rule.cards === undefined && (!('except' in rule) || rule.except === undefined)) return true;
  if (deed.card === undefined) return false;
  const card = deed.card;
  if (rule.cards === 'host') {
    const zone = getCard(source.id)(game).zone;
    if (zone.kind !== 'playedOn' || zone.host !== card) return false;
  } else if (rule.cards === 'self') {
    if (card !== source.id) return false;
  } else if (rule.cards === 'shipAboard') {
    const zone = getCard(source.id)(game).zone;
    if (zone.kind !== 'aboard' || zone.carrier !== card || blueprintOf(card)(game).type !== 'Ship')
      return false;
  } else if (
    rule.cards !== undefined &&
    !matches(rule.cards, card, { player: source.controller, hasSkill })(game)
  )
    return false;
  if (!('except' in rule) || rule.except === undefined) return true;
  const blueprint = blueprintOf(card)(game);
  return !rule.except.some((title) => isReferencedBy(title)(blueprint));
};

// "you" of a card placed on another (a damage marker, Rulebook 7.5.1): the controller of the card it is on
const isHostController = (source: CardId, player: PlayerId | undefined, game: GameState): boolean => {
  const zone = getCard(source)(game).zone;
  return zone.kind === 'playedOn' && player !== undefined && getCard(zone.host)(game).controller === player;
};

// "… only where you have an undamaged ship": a card in play at the deed's location matching the filter, "your" the
// acting player's (Rulebook 12.4 "Here")
const hasHere = (filter: CardFilter, deed: Deed, game: GameState): boolean => {
  const location = deed.location;
  if (location === undefined || deed.player === undefined) return false;
  const context = { player: deed.player, hasSkill };
  return cardsInPlayOf(game.cards).some(
    (card) => isHere(card.id, location)(game) && matches(filter, card.id, context)(game),
  );
};

// the deeds a prohibition limits to so many each turn, counted for each card that limits them
const limitKey = (entry: RuleEntry<Prevent>): string => `${entry.effect.action}:${entry.source.id}`;

// a prohibition's own terms, whatever the deeds done this turn
const concernsDeed =
  (entry: RuleEntry<Prevent>, deed: Deed) =>
  (game: GameState): boolean => {
    const { effect, source } = entry;
    return (
      canAct(source.id)(game) &&
      (effect.whileFaceUp !== true || getCard(source.id)(game).faceUp) &&
      (effect.as === undefined || deed.as === effect.as) &&
      (effect.unlessCrew === undefined ||
        deed.card === undefined ||
        !crewMeets(deed.card, effect.unlessCrew)(game)) &&
      (effect.forPlayer === undefined || isHostController(source.id, deed.player, game)) &&
      isWhere(effect, source.id, deed, game) &&
      isCardConcerned(effect, source, deed, game) &&
      (effect.onlyWhere === undefined || !hasHere(effect.onlyWhere, deed, game)) &&
      !isAllowedDespite(effect.action, deed.player, source.id)(game)
    );
  };

/**
 * Whether a card's prohibition concerns this deed: the card able to act (face up if it says so), the deed where it
 * says, played as it says, with a card it names, not allowed through, and past its limit each turn if it has one.
 * @category predicates
 */
export const concerns =
  (entry: RuleEntry<Prevent>, deed: Deed) =>
  (game: GameState): boolean =>
    concernsDeed(entry, deed)(game) &&
    (entry.effect.beyondPerTurn === undefined ||
      timesUsedThisTurn(limitKey(entry))(game) >= entry.effect.beyondPerTurn);

// The carrier the deed is with ("by your ships … with ENGINEER aboard"): matching the rule's `carrier` (one the card
// affects: the ship it commandeered), its crew having what the rule asks (Rulebook "Carried ships")
const isCarrierConcerned = (rule: Allow, source: Source, deed: Deed, game: GameState): boolean => {
  if (rule.carrier === undefined && rule.carrierCrewHas === undefined) return true;
  const carrier = deed.carrier;
  if (carrier === undefined) return false;
  if (rule.carrier === 'self' && carrier !== source.id) return false;
  if (rule.carrier === 'affected' && getCard(source.id)(game).affects?.cards.includes(carrier) !== true)
    return false;
  if (
    rule.carrier !== undefined &&
    rule.carrier !== 'self' &&
    rule.carrier !== 'affected' &&
    !matches(rule.carrier, carrier, { player: source.controller, hasSkill })(game)
  )
    return false;
  return rule.carrierCrewHas === undefined || crewMeets(carrier, rule.carrierCrewHas)(game);
};

// "Your …", "Opponent must …", "any player": whose deeds a permission concerns
const isWhose = (rule: Allow, source: Source, player: PlayerId | undefined): boolean =>
  rule.forAnyPlayer === true ||
  (rule.forOpponent === true
    ? player !== undefined && player !== source.controller
    : player === source.controller);

/**
 * Whether a card's permission concerns this deed: the card able to act (and as `whileItIs` says, if it says), the deed
 * its player's (any player's, its opponent's if it says so), where it says, with a card it names; a permission
 * `despite` other cards answers only `isAllowedDespite`.
 * @category predicates
 */
export const allows =
  (entry: RuleEntry<Allow>, deed: Deed) =>
  (game: GameState): boolean => {
    const { effect, source } = entry;
    return (
      effect.despite === undefined &&
      isWhose(effect, source, deed.player) &&
      canAct(source.id)(game) &&
      isWhere(effect, source.id, deed, game) &&
      isCardConcerned(effect, source, deed, game) &&
      isCarrierConcerned(effect, source, deed, game) &&
      (effect.whileItIs === undefined ||
        matches(effect.whileItIs, source.id, { player: source.controller, hasSkill })(game))
    );
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The title of the first card in play whose prohibition of `action` concerns the deed (the prohibition's printed name
 * when it has one), none when no card's does.
 * @category operations
 */
export const preventionOf =
  (action: Action, deed: Deed) =>
  (game: GameState): Prevention => {
    const entry = permissionsInPlay('prevent', action)(game).find((e) => concerns(e, deed)(game));
    return O.fromNullable(entry === undefined ? undefined : (entry.effect.named ?? entry.source.title));
  };

/**
 * The cards in play whose permission of `action` concerns the deed, in the order of the cards in play.
 * @category operations
 */
export const allowancesFor =
  (action: Action, deed: Deed) =>
  (game: GameState): ReadonlyArray<Allowance> =>
    permissionsInPlay(
      'allow',
      action,
    )(game)
      .filter((entry) => allows(entry, deed)(game))
      .map(({ effect, source }) => ({
        id: source.id,
        title: source.title,
        ...(effect.limit === undefined ? {} : { limit: effect.limit }),
        ...(effect.uses === undefined ? {} : { uses: effect.uses }),
        ...(effect.required === undefined ? {} : { required: effect.required }),
        ...(effect.tractorBeam === true ? { tractorBeam: true as const } : {}),
        ...(effect.inFullTurns === undefined ? {} : { inFullTurns: effect.inFullTurns }),
        ...(effect.icons === undefined ? {} : { icons: effect.icons }),
        ...(effect.between === undefined ? {} : betweenOf(effect.between, source, game)),
        ...(effect.thenStopped === true ? { thenStopped: true as const } : {}),
      }));

// "between {Wormhole Terminus} mission and here": the card's own location (a card that is a location is here at it)
// and the spaceline locations of the missions matching the filter ("your" read for the card's controller)
const betweenOf = (filter: CardFilter, source: Source, game: GameState): Pick<Allowance, 'between'> => {
  const here = game.locations[source.id] !== undefined ? O.some(source.id) : locationOf(source.id)(game);
  const there = Object.values(game.spacelines)
    .flatMap((line) => line ?? [])
    .filter((at) =>
      (game.locations[at]?.missions ?? []).some((mission) =>
        matches(filter, mission, { player: source.controller, hasSkill })(game),
      ),
    );
  return O.isSome(here) ? { between: { here: here.value, there } } : {};
};

// Atmospheric Ionization: "Maximum of three personnel per turn can be beamed up or down at this location"
/**
 * Counts a deed done toward the limit of each card in play whose prohibition limits it each turn.
 * @category operations
 */
export const recordDeed =
  (action: Action, deed: Deed) =>
  (game: GameState): GameState =>
    permissionsInPlay(
      'prevent',
      action,
    )(game)
      .filter((entry) => entry.effect.beyondPerTurn !== undefined && concernsDeed(entry, deed)(game))
      .reduce((g, entry) => useThisTurn(deed.player ?? entry.source.controller, limitKey(entry))(g), game);

const preventAnswer = (action: Action): Answer<Deed, Prevention> => ({
  point: prevented[action],
  by: 'prevent',
  relevant: (game) => permissionsInPlay('prevent', action)(game).length > 0,
  answer: (deed) => preventionOf(action, deed),
});

// Borg Sphere: "May be reported aboard … any of your Borg cubes": a card's own permission, read from its text while it
// is out of play (in hand), concerns a deed with itself by its player, the card as it would be in play
const ownTextAllowances =
  (action: Action, deed: Deed) =>
  (game: GameState): ReadonlyArray<Allowance> => {
    const card = deed.card === undefined ? undefined : game.cards[deed.card];
    if (card === undefined || deed.player === undefined || isInPlay(card)) return [];
    const text = declaredText(card.blueprint);
    if (O.isNone(text)) return [];
    const source: Source = {
      id: card.id,
      title: blueprintOf(card.id)(game).title,
      controller: deed.player,
      text: text.value,
    };
    return (text.value.whileInPlay ?? [])
      .filter(
        (effect): effect is Allow =>
          effect.type === 'allow' &&
          effect.action === action &&
          effect.despite === undefined &&
          isCardConcerned(effect, source, deed, game) &&
          isCarrierConcerned(effect, source, deed, game),
      )
      .map(() => ({ id: source.id, title: source.title }));
  };

/**
 * `allow` read from the text of the card reporting aboard, in hand (Borg Sphere, Columbus, Type 9 Shuttlecraft): the
 * answer to `reportAboard.allowed` beside the cards in play's.
 * @category operations
 */
export const ownTextReportAboard: Answer<Deed, ReadonlyArray<Allowance>> = {
  point: allowed.reportAboard,
  by: 'allow',
  answer: (deed) => ownTextAllowances('reportAboard', deed),
};

const allowAnswer = (action: Action): Answer<Deed, ReadonlyArray<Allowance>> => ({
  point: allowed[action],
  by: 'allow',
  relevant: (game) => permissionsInPlay('allow', action)(game).length > 0,
  answer: (deed) => allowancesFor(action, deed),
});

/** The answers of `prevent` and `allow` to every action's query points. */
export const permissionAnswers = [
  ...ACTIONS.map(preventAnswer),
  ...ACTIONS.map(allowAnswer),
  ownTextReportAboard,
] as const;
