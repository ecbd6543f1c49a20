// The heuristic player's tribbles (Rulebook "[Tribble] Tribbles (11.3)"): a tribble card drawn from the side deck
// plays where it hurts the opponent's personnel present most and its own least (1 Tribble: each non-Klingon present
// CUNNING -1; 10 Tribbles: each Klingon present INTEGRITY -1, first-listed skill lost), and is discarded when every
// place would hurt its own more; a tribble's random stop is used where the opponent's personnel outnumber its own.
import type { PersonnelBlueprint } from '../cards/blueprint';
import * as Decisions from '../domain/decisions';
import { blueprintOf, type CardId, cardsIn, type GameState, type PlayerId } from '../domain/game-state';
import { attribute, skillLevel } from '../domain/skills';
import { personnelPresent } from '../domain/tribble-stop';

type Command = Decisions.Command;
type TribblePlay = Extract<Command, { readonly type: 'tribble.play' }>;
type TribbleStop = Extract<Command, { readonly type: 'tribble.stop' }>;

/** What a personnel is worth to its side: its attributes and its printed skills' levels, as modified now. */
const strengthOf = (id: CardId, game: GameState): number => {
  const printed = blueprintOf(id)(game) as PersonnelBlueprint;
  const skills = (printed.skills ?? []).reduce((sum, s) => sum + skillLevel(id, s.skill)(game), 0);
  return (
    attribute(id, 'INTEGRITY')(game) +
    attribute(id, 'CUNNING')(game) +
    attribute(id, 'STRENGTH')(game) +
    2 * skills
  );
};

const personnelWith = (card: CardId, game: GameState): ReadonlyArray<CardId> => {
  const zone = game.cards[card]?.zone;
  if (zone === undefined) return [];
  return cardsIn(zone)(game).filter((id) => blueprintOf(id)(game).type === 'Personnel');
};

/**
 * How much playing the tribble card hurts the opponent more than `me`: the loss of each personnel present with it,
 * the opponent's counted for, the player's own against, with a tenth of a point for each opponent's personnel there
 * so that, when the card changes nothing, it still goes where the opponent is.
 */
export const tribbleHarm = (command: TribblePlay, me: PlayerId, game: GameState): number => {
  const after = Decisions.apply(command)(game);
  let harm = 0;
  for (const id of personnelWith(command.card, after)) {
    const side = after.cards[id]?.controller === me ? -1 : 1;
    harm += side * (strengthOf(id, game) - strengthOf(id, after) + 0.1);
  }
  return harm;
};

const stopLooksGood = (command: TribbleStop, me: PlayerId, game: GameState): boolean => {
  const present = personnelPresent(command.card)(game);
  const mine = present.filter((id) => game.cards[id]?.controller === me).length;
  return present.length - mine > mine;
};

/**
 * The heuristic's tribble commands, equally good: the play of a drawn tribble card that hurts the opponent most (or
 * its discard when every place hurts the player more), or a random stop that more likely stops the opponent's
 * personnel; empty when the decision offers no such command.
 */
export const tribbleChoices = (
  actions: ReadonlyArray<Command>,
  me: PlayerId,
  game: GameState,
): ReadonlyArray<Command> => {
  const plays = actions.filter((a): a is TribblePlay => a.type === 'tribble.play');
  if (plays.length > 0) {
    let best: TribblePlay[] = [];
    let top = Number.NEGATIVE_INFINITY;
    for (const play of plays) {
      const harm = tribbleHarm(play, me, game);
      if (harm > top) [best, top] = [[play], harm];
      else if (harm === top) best.push(play);
    }
    const discard = actions.find((a) => a.type === 'tribble.discard');
    return top < 0 && discard !== undefined ? [discard] : best;
  }
  return actions.filter((a) => a.type === 'tribble.stop' && stopLooksGood(a, me, game));
};
