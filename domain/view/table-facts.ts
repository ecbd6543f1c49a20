// Rulebook "Looking at Cards": what a player may know of the table as a whole: who is in which crew (12.4) or Away Team
// (7.1, 10.2.10; domain/cards-in-play/presence.ts), whether each location is unopposed for them (Rulings "unopposed",
// domain/orders/unopposed.ts), and each player's score and completed missions (Rulebook "Missions",
// domain/turn/victory.ts).
import { cardsInPlay } from '../cards-in-play/persona';
import { awayTeamsAt, crewOf } from '../cards-in-play/presence';
import {
  blueprintOf,
  type CardId,
  type GameState,
  getCard,
  type LocationId,
  opponentOf,
  type PlayerId,
} from '../core/game-state';
import { type LocationOpposition, oppositionAt } from '../orders/unopposed';
import { canSee } from './view';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** A crew (a ship's or facility's controller's personnel aboard) or an Away Team at a location. */
export type Team =
  | {
      readonly kind: 'crew';
      readonly player: PlayerId;
      readonly carrier: CardId;
      readonly members: ReadonlyArray<CardId>;
    }
  | {
      readonly kind: 'awayTeam';
      readonly player: PlayerId;
      readonly location: LocationId;
      readonly members: ReadonlyArray<CardId>;
    };

/** A location: its missions, who completed it, and whether the viewer's cards there are unopposed. */
export interface LocationFacts {
  readonly id: LocationId;
  readonly missions: ReadonlyArray<CardId>;
  readonly completedBy: PlayerId | null;
  readonly unopposed: LocationOpposition;
}

/** A player's score and the locations whose missions they completed. */
export interface PlayerFacts {
  readonly id: PlayerId;
  readonly score: number;
  readonly completedMissions: ReadonlyArray<LocationId>;
}

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook 12.4 crews, 7.1 and 10.2.10 Away Teams
/**
 * Every crew with a member, and every Away Team, as `viewer` may know them: the opponent's Away Teams at a location
 * are told apart only when the viewer sees every personnel there (splitting them tells their affiliations), else they
 * are one team.
 * @category operations
 */
export const teams =
  (viewer: PlayerId) =>
  (game: GameState): ReadonlyArray<Team> => {
    const crews = cardsInPlay(game)
      .filter((card) => isCarrier(card.id, game))
      .flatMap((card): ReadonlyArray<Team> => {
        const members = crewOf(card.id)(game);
        return members.length === 0
          ? []
          : [{ kind: 'crew', player: card.controller, carrier: card.id, members }];
      });
    const players = [viewer, opponentOf(viewer)(game)];
    const awayTeams = Object.keys(game.locations).flatMap((location) =>
      players.flatMap((player) => awayTeamsSeen(viewer, player, location, game)),
    );
    return [...crews, ...awayTeams];
  };

/**
 * Every location on the spacelines and in time, with whether `viewer`'s cards there are unopposed.
 * @category operations
 */
export const locations =
  (viewer: PlayerId) =>
  (game: GameState): ReadonlyArray<LocationFacts> =>
    Object.values(game.locations).map((location) => ({
      id: location.id,
      missions: location.missions,
      completedBy: location.completedBy,
      unopposed: oppositionAt(viewer, location.id)(game),
    }));

// Rulebook "Missions": points scored, and missions completed (two of them, a planet and a space one, to win)
/**
 * Each player's score and completed missions, starting player first.
 * @category operations
 */
export const players = (game: GameState): ReadonlyArray<PlayerFacts> =>
  game.players.map((player) => ({
    id: player.id,
    score: player.score,
    completedMissions: Object.values(game.locations)
      .filter((location) => location.completedBy === player.id)
      .map((location) => location.id),
  }));

// Helpers

const isCarrier = (id: CardId, game: GameState): boolean => {
  const type = blueprintOf(id)(game).type;
  return type === 'Ship' || type === 'Facility';
};

const awayTeamsSeen = (
  viewer: PlayerId,
  player: PlayerId,
  location: LocationId,
  game: GameState,
): ReadonlyArray<Team> => {
  const found = awayTeamsAt(location, player)(game).filter((members) => members.length > 0);
  const seen = found.every((members) => members.every((id) => canSee(viewer, getCard(id)(game))(game)));
  const groups = seen || found.length < 2 ? found : [found.flat()];
  return groups.map((members) => ({ kind: 'awayTeam', player, location, members }));
};
