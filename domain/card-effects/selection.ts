// Issue #14: the selections of the card text language (cards/language/selection-language.ts): which cards a general
// verb acts on, read from the game and the card played. Rulebook 12.4 Present, "Here"; 12.14 Random selection
// ("Make random selections by any mutually agreeable means": the game's random generator); Rulings "immune".
import * as O from 'fp-ts/Option';
import type { CardFilter, CardSelection, Selection } from '../../cards/language/language';
import { isInPlay } from '../cards-in-play/persona';
import { crewOf, isHere, isPresentWith } from '../cards-in-play/presence';
import { attribute, hasSkill } from '../cards-in-play/skills';
import { blueprintOf, type CardId, cardsIn, type GameState, getCard, locationOf } from '../core/game-state';
import { nextInt } from '../core/random';
import { isBeingPlayed } from '../responses/valid';
import { cardsReducingAttributes } from './attribute-reducers';
import { awayTeamOf, shipsAwayTeams } from './away-team';
import { completingTeam } from './completing-team';
import { drawerOf } from './draw';
import { matches } from './filters';
import type { PlayChoices } from './immediate';
import { isImmune } from './immunity';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/** Whether a selection describes cards in play, which a verb acts on only while they still are. */
const describesInPlay = (selection: CardSelection): boolean =>
  selection.kind === 'inPlay' ||
  selection.kind === 'oneOpponentEach' ||
  (selection.kind === 'outermost' && describesInPlay(selection.of));

const inPlay = (id: CardId, game: GameState): boolean => {
  const card = game.cards[id];
  return card !== undefined && isInPlay(card);
};

/** The card a card is on, aboard or carried by, if any. */
const hostOf = (id: CardId, game: GameState): CardId | undefined => {
  const zone = getCard(id)(game).zone;
  return zone.kind === 'aboard' || zone.kind === 'carried'
    ? zone.carrier
    : zone.kind === 'playedOn'
      ? zone.host
      : undefined;
};

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook 12.4 Present: aboard a ship, else in the same place and present with it
const presentWith = (anchor: CardId, game: GameState): ReadonlyArray<CardId> =>
  blueprintOf(anchor)(game).type === 'Ship'
    ? cardsIn({ kind: 'aboard', carrier: anchor })(game)
    : cardsIn(getCard(anchor)(game).zone)(game).filter((id) => isPresentWith(id, anchor)(game));

/**
 * The first selection of a kind that effects name, however deep (Vulcan Mindmeld's "one of …", Telepathic Alien
 * Kidnappers' guessed card), if any: what a text asks its player to decide.
 * @category operations
 */
export const selectionIn = <K extends CardSelection['kind']>(
  effects: unknown,
  kind: K,
): Extract<CardSelection, { readonly kind: K }> | undefined => {
  if (typeof effects !== 'object' || effects === null) return undefined;
  if ((effects as { readonly kind?: unknown }).kind === kind)
    return effects as Extract<CardSelection, { readonly kind: K }>;
  for (const inner of Object.values(effects)) {
    const found = selectionIn(inner, kind);
    if (found !== undefined) return found;
  }
  return undefined;
};

/**
 * The cards a selection names now, for the card played (its player reads "your"), in the order they entered the game.
 * @category operations
 */
export const selected =
  (selection: CardSelection, choices: PlayChoices) =>
  (game: GameState): ReadonlyArray<CardId> => {
    const context = { player: choices.player, hasSkill, attribute };
    const keep = (ids: ReadonlyArray<CardId>, filter: CardFilter | undefined) =>
      filter === undefined ? ids : ids.filter((id) => matches(filter, id, context)(game));
    switch (selection.kind) {
      case 'target': {
        const target = choices.targetCard;
        return target === null || game.cards[target] === undefined ? [] : keep([target], selection.filter);
      }
      case 'host': {
        const zone = choices.card === undefined ? undefined : game.cards[choices.card]?.zone;
        return zone?.kind === 'playedOn' && inPlay(zone.host, game) ? [zone.host] : [];
      }
      // Rulebook "Playing a Card" L319 ("If the card's immediate effects do not discard the card played"): the card in
      // play, or being played while its own effects resolve
      case 'thisCard': {
        const card = choices.card;
        return card === undefined || !(inPlay(card, game) || isBeingPlayed(card)(game))
          ? []
          : keep([card], selection.filter);
      }
      case 'playedOn':
        return keep(
          selected(selection.of, choices)(game).flatMap((host) => cardsIn({ kind: 'playedOn', host })(game)),
          selection.filter,
        );
      // Rulebook "Leaving Play" L428: a card on, aboard or carried by another selected leaves with it
      case 'outermost': {
        const all = selected(selection.of, choices)(game);
        return all.filter((id) => {
          const host = hostOf(id, game);
          return host === undefined || !all.includes(host);
        });
      }
      // Rulebook "Dilemma Phase": the stack under the mission there, out of play
      case 'seedCardsUnder':
        return selected(
          selection.of,
          choices,
        )(game).flatMap((id) => {
          const at = locationOf(id)(game);
          return O.isSome(at) ? cardsIn({ kind: 'underMission', location: at.value })(game) : [];
        });
      // Rulebook 12.4: aboard a ship or facility
      case 'carrierOf':
        return selected(
          selection.of,
          choices,
        )(game).flatMap((id) => {
          const zone = getCard(id)(game).zone;
          return zone.kind === 'aboard' ? [zone.carrier] : [];
        });
      // Rulebook 12.11 S.A.M.: the cards in play lowering an attribute of a selected card
      case 'reducingAttributes':
        return [
          ...new Set(
            selected(selection.of, choices)(game).flatMap((id) => cardsReducingAttributes(id)(game)),
          ),
        ];
      case 'first':
        return selected(selection.of, choices)(game).slice(0, 1);
      case 'aboard':
        return keep(
          selected(
            selection.of,
            choices,
          )(game).flatMap((carrier) => cardsIn({ kind: 'aboard', carrier })(game)),
          selection.filter,
        );
      case 'presentWith': {
        const anchors = selected(selection.of, choices)(game);
        const present = anchors.flatMap((anchor) => presentWith(anchor, game));
        return keep(
          selection.others === true ? present.filter((id) => !anchors.includes(id)) : present,
          selection.filter,
        );
      }
      case 'awayTeamOf':
        return keep(
          selected(selection.of, choices)(game).flatMap((member) => awayTeamOf(member)(game)),
          selection.filter,
        );
      // Rulebook 7.2 L713: the team that just completed the mission targeted, those left of it
      case 'completingTeam':
        return choices.targetCard === null
          ? []
          : keep(completingTeam(choices.targetCard, game), selection.filter);
      case 'crewOf':
        return selected(selection.of, choices)(game).flatMap((carrier) => crewOf(carrier)(game));
      // Rulings "Away Team and crew": read from place and compatibility
      case 'awayTeamsOfShip':
        return selected(selection.of, choices)(game).flatMap((ship) => shipsAwayTeams(ship)(game));
      case 'locationOf':
        return selected(
          selection.of,
          choices,
        )(game).flatMap((id) => {
          const at = locationOf(id)(game);
          return O.isSome(at) ? [at.value] : [];
        });
      // Rulebook "Using Skills": those the play names (checked by `Play.check`), of the cards offered
      // Rulebook 7.4 Battle: the cards of the forces of the battle under way
      case 'inBattle':
        return keep(game.battle?.fight.forces.flat() ?? [], selection.filter);
      // Rulebook 12.4 Present, 7.4: where the battle under way is fought
      case 'presentAtBattle': {
        const battle = game.battle;
        if (battle === undefined) return [];
        const place =
          battle.fight.kind === 'personnel'
            ? battle.fight.place
            : ({ kind: 'atLocation', location: battle.location } as const);
        return keep(cardsIn(place)(game), selection.filter);
      }
      // Rulebook 7.4: the opponents the play names (`battleResponses` lists the choices), of the battle's forces
      case 'oneOpponentEach': {
        const forces = game.battle?.fight.forces.flat() ?? [];
        return (choices.kills ?? []).filter((id) => forces.includes(id));
      }
      case 'chosenWithSkills': {
        const offered = selected(selection.of, choices)(game);
        return (choices.stop ?? []).filter((id) => offered.includes(id));
      }
      // Rulebook "Hand", "Discard Pile", "Draw Deck": the cards in the pile, in its order (top first); never the card
      // played, which is on the table as its effects resolve (Rulebook "Playing a Card" L319), though still in hand
      // while its play's choices are offered and checked (Mutation: "discard one card to draw two")
      case 'pile': {
        const player = drawerOf(selection.of, choices, game);
        const pile = player === null ? [] : cardsIn({ kind: selection.pile, player })(game);
        return keep(
          pile.filter((id) => id !== choices.card),
          selection.filter,
        );
      }
      // "top two cards of …", "the bottom three … from your discard pile"
      case 'pileEnd': {
        const all = selected(selection.of, choices)(game);
        return selection.end === 'top'
          ? all.slice(0, selection.count)
          : all.slice(Math.max(0, all.length - selection.count));
      }
      // Rulebook "Playing a Card": the one card the play names among those offered (checked by `Play.check`)
      case 'chosen': {
        const take = choices.take;
        return take !== null && selected(selection.of, choices)(game).includes(take) ? [take] : [];
      }
      // "guess a card type and point to a card": the one pointed to, when its type was guessed
      case 'guessed': {
        const guess = choices.guess;
        return guess !== undefined &&
          blueprintOf(guess.card)(game).type === guess.cardType &&
          selected(selection.of, choices)(game).includes(guess.card)
          ? [guess.card]
          : [];
      }
      // issue #14's named selections: the cards an earlier `select` of the text named, still in the game
      case 'named':
        return (choices.named?.[selection.name] ?? []).filter((id) => game.cards[id] !== undefined);
      case 'inPlay': {
        const at =
          selection.at === undefined
            ? O.none
            : O.flatMap((id: CardId) => locationOf(id)(game))(
                O.fromNullable(selected(selection.at, choices)(game)[0]),
              );
        if (selection.at !== undefined && O.isNone(at)) return [];
        const played = choices.card === undefined ? undefined : blueprintOf(choices.card)(game);
        const except = selection.except === undefined ? [] : selected(selection.except, choices)(game);
        return Object.values(game.cards)
          .filter(
            (c) =>
              c.id !== choices.card &&
              !except.includes(c.id) &&
              isInPlay(c) &&
              (O.isNone(at) || isHere(c.id, at.value)(game)) &&
              matches(selection.filter, c.id, context)(game) &&
              (played === undefined || !isImmune(c.id, played, game)),
          )
          .map((c) => c.id);
      }
    }
  };

/**
 * A verb applied to each card a selection names: a random selection picks one card at a time among those the
 * selection names after the previous one was acted on; the cards in play a description names are acted on while still
 * in play (a card played on another has left with it).
 * @category operations
 */
export const actOn =
  (selection: Selection, choices: PlayChoices, act: (id: CardId) => (game: GameState) => GameState) =>
  (game: GameState): GameState => {
    if (selection.kind !== 'random')
      return selected(
        selection,
        choices,
      )(game).reduce((g, id) => (!describesInPlay(selection) || inPlay(id, g) ? act(id)(g) : g), game);
    let acted = game;
    for (let n = 0; n < selection.count; n++) {
      const candidates = selected(selection.of, choices)(acted);
      if (candidates.length === 0) break;
      const [index, random] = nextInt(candidates.length)(acted.random);
      acted = act(candidates[index] as CardId)({ ...acted, random });
    }
    return acted;
  };

/**
 * The one card a selection names for a verb that needs one (a destination): the first it names, or one at random of a
 * random selection (Rulebook 12.14 L1210, the game's generator), with the game after the draw.
 * @category operations
 */
export const pickedOne =
  (selection: Selection, choices: PlayChoices) =>
  (game: GameState): readonly [CardId | undefined, GameState] => {
    if (selection.kind !== 'random') return [selected(selection, choices)(game)[0], game];
    const candidates = selected(selection.of, choices)(game);
    if (candidates.length === 0) return [undefined, game];
    const [index, random] = nextInt(candidates.length)(game.random);
    return [candidates[index], { ...game, random }];
  };
