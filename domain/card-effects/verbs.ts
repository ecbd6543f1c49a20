// Issue #14: the interpreters of the general verbs of the card text language (cards/language/verb-language.ts), each
// acting on the cards a selection names (domain/card-effects/selection.ts). They serve immediate effects, triggered
// abilities and end-of-turn effects alike.
import type { DrawDeckSelection, GeneralVerb } from '../../cards/language/language';
import { damageShip } from '../battle-rules/damage';
import { becomeSelfControlled } from '../battle-rules/self-controlled';
import { destroy, leavePlay } from '../cards-in-play/leave-play';
import { setStopped } from '../cards-in-play/presence';
import { named, record } from '../core/chronicle';
import { type CardId, type GameState, moveCard } from '../core/game-state';
import { restoreRange } from '../orders/turn-state';
import { kill } from '../special-rules/holograms';
import { boardFirstPlace } from './board';
import { takeControl } from './commandeer';
import { beginRearranging } from './deck-choice';
import { drawerOf, drawFor, scoreFor } from './draw';
import { endTurnFor } from './end-turn';
import { modifyForThisBattle } from './for-this-battle';
import { giveForThisTurn } from './for-this-turn';
import { forfeitFor } from './forfeit';
import { insertIntoSpaceline } from './gap';
import { spares } from './host-condition';
import type { PlayChoices } from './immediate';
import { nullifyCard } from './nullify';
import { repairFully } from './repair';
import { returnToHand } from './return-to-hand';
import { actOn, pickedOne, selected } from './selection';
import { battleBy } from './text-battle';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook "Leaving Play": a card in play leaves play to the discard pile (its own record); a card in hand is
// discarded from it (Subspace Schism: "That player must discard that card"), noted in the chronicle
const discardCard =
  (id: CardId) =>
  (game: GameState): GameState => {
    const zone = game.cards[id]?.zone;
    const discarded = leavePlay(id, 'discard')(game);
    return zone?.kind === 'hand'
      ? record(`${zone.player} discards ${named(id)(game)}`, id)(discarded)
      : discarded;
  };

// Rulebook "Entering Play": "place it … wherever the card directs"
const placeOnFirst =
  (id: CardId, host: CardId | undefined) =>
  (game: GameState): GameState =>
    host === undefined || host === id
      ? game
      : record(
          `${named(id)(game)} is placed on ${named(host)(game)}`,
          id,
        )(moveCard(id, { kind: 'playedOn', host })(game));

// Rulebook 12.4 Present: "aboard" the ship or facility, whoever controls it
const placeAboard =
  (id: CardId, carrier: CardId | undefined) =>
  (game: GameState): GameState =>
    carrier === undefined || carrier === id
      ? game
      : record(
          `${named(id)(game)} is placed aboard ${named(carrier)(game)}`,
          id,
        )(moveCard(id, { kind: 'aboard', carrier })(game));

// "Place on bottom of draw deck": the card goes to its owner's draw deck, face down
const placeOnDrawDeck =
  (id: CardId, end: 'top' | 'bottom') =>
  (game: GameState): GameState => {
    const owner = game.cards[id]?.owner;
    return owner === undefined ? game : moveCard(id, { kind: 'drawDeck', player: owner }, end)(game);
  };

// Rulebook 10.2.1 Stopped, 12.14 Random selection: the card stopped, named in the chronicle with the card that stops it
// (a random selection's pick is seen by both players)
const stopCard =
  (id: CardId, random: boolean, choices: PlayChoices) =>
  (game: GameState): GameState => {
    const stopped = setStopped(id, true)(game);
    if (choices.card === undefined) return stopped;
    const told = `${named(choices.card)(game)} stops ${named(id)(game)}${random ? ' (random selection)' : ''}`;
    return record(told, choices.card)(stopped);
  };

// Rulebook 10.2.1 Stopped, Rulings "stopped": a stopped card unstopped (with its crew), named in the chronicle with the
// card that unstops it; an unstopped one unchanged
const unstopCard =
  (id: CardId, choices: PlayChoices) =>
  (game: GameState): GameState => {
    if (game.cards[id]?.stopped !== true) return game;
    const unstopped = setStopped(id, false)(game);
    return choices.card === undefined
      ? unstopped
      : record(`${named(choices.card)(game)} unstops ${named(id)(game)}`, choices.card)(unstopped);
  };

const act =
  (
    verb: Exclude<GeneralVerb, { readonly type: 'draw' | 'score' | 'endTurn' | 'forfeit' | 'battle' }>,
    id: CardId,
    choices: PlayChoices,
  ) =>
  (game: GameState): GameState => {
    switch (verb.type) {
      // Rulebook "Leaving Play", "Holograms": killed (or targeted to die), a hologram deactivated instead
      case 'kill':
        return kill(id)(game);
      // Rulebook "Leaving Play": to its owner's discard pile, with the cards played on it
      case 'discard':
        return discardCard(id)(game);
      // Rulebook "Playing a Card" L319: nullified, its lasting effects ended
      case 'nullify':
        return nullifyCard(id)(game);
      // Rulebook 10.2.1 "Destroyed": a ship's or facility's crew killed with it; "unless …" spares it
      case 'destroy':
        return verb.unless !== undefined && spares(verb.unless, id, game) ? game : destroy(id)(game);
      // Rulebook 7.5.1 Damage: one damage, noted in the chronicle; "unless …" spares it
      case 'damage':
        return verb.unless !== undefined && spares(verb.unless, id, game)
          ? game
          : damageShip(id)(record(`${named(id)(game)} is damaged`, id)(game));
      // Rulebook 7.5.2 Repair: "fully repaired"
      case 'repair':
        return repairFully(id)(game);
      // Rulebook 10.2.1 Stopped: a ship's crew is stopped with it (`setStopped`)
      case 'stop':
        return stopCard(id, verb.select.kind === 'random', choices)(game);
      // Rulebook 10.2.1 Stopped L1038: a ship's crew is unstopped with it (`setStopped`)
      case 'unstop':
        return unstopCard(id, choices)(game);
      // Rulebook 7.1.5 Move: the RANGE used this turn available again
      case 'restoreRange':
        return restoreRange(id)(game);
      // Rulebook "Leaving Play": to its owner's hand; Energy Vortex: "a different one must be played instead"
      case 'returnToHand':
        return returnToHand(id, verb.notAgainThisTurn === true)(game);
      // Rulebook "Compatible": aboard the first of its controller's ships or facilities there it may board
      case 'board':
        return boardFirstPlace(id)(game);
      // "Place on …": on the first card the destination selects (one at random of a random selection), noted;
      // aboard the first ship or facility selected; "place on bottom of draw deck": at that end of its owner's draw
      // deck, unnamed (Rulebook "Looking at Cards"); "Place between two Mission cards": into the spaceline after the
      // play's target (Rulebook L225)
      case 'place': {
        if ('aboard' in verb) return placeAboard(id, selected(verb.aboard, choices)(game)[0])(game);
        if ('onto' in verb)
          return 'drawDeck' in verb.onto
            ? placeOnDrawDeck(id, verb.onto.drawDeck)(game)
            : choices.targetCard === null
              ? game
              : insertIntoSpaceline(id, choices.targetCard, verb.onto.spaceline)(game);
        const [host, picked] = pickedOne(verb.on, choices)(game);
        return placeOnFirst(id, host)(picked);
      }
      // Rulebook 12.3 Control, "Commandeering": commandeered by the personnel `by` names; Rulings "battle":
      // self-controlled
      case 'control':
        return verb.by === 'itself'
          ? becomeSelfControlled(id)(game)
          : takeControl(id, selected(verb.by, choices)(game), choices)(game);
      // "… for this turn": a turn effect, ended with the turn
      case 'forThisTurn':
        return giveForThisTurn(verb.effect, id, choices)(game);
      // Rulebook 12.11 S.A.M. "for this battle": modified until the battle under way ends
      case 'modify':
        return modifyForThisBattle(verb, id, choices.card)(game);
    }
  };

// "Rearrange as desired", "replace in any order": the card's player chooses the order, one card at a time, once the
// card has resolved (a follow-up choice); without the card played there is nothing to name
const placeInAnyOrder =
  (select: DrawDeckSelection, choices: PlayChoices) =>
  (game: GameState): GameState => {
    const deckOwner = drawerOf(select.of, choices, game);
    return choices.card === undefined || deckOwner === null
      ? game
      : beginRearranging(choices.player, deckOwner, choices.card)(game);
  };

/**
 * A general verb done to each card its selection names, for the card played.
 * @category operations
 */
export const resolveVerb =
  (verb: GeneralVerb, choices: PlayChoices) =>
  (game: GameState): GameState => {
    if (verb.type === 'draw') return drawFor(verb.who, verb.count, choices)(game);
    if (verb.type === 'score') return scoreFor(verb.who, verb.points, choices)(game);
    if (verb.type === 'endTurn') return endTurnFor(choices)(game);
    if (verb.type === 'forfeit') return forfeitFor(verb.who, choices)(game);
    // Rulebook 7.4 Battle, Rulings "battle": the selected cards attack as one force
    if (verb.type === 'battle') return battleBy(verb, choices)(game);
    if ('inAnyOrder' in verb) return placeInAnyOrder(verb.select, choices)(game);
    return actOn(verb.select, choices, (id) => act(verb, id, choices))(game);
  };
