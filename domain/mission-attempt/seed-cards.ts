// Rulebook 7.2 "Attempting a Mission": beginning the attempt and revealing the seed cards from the bottom up;
// 7.2.4 Mis-seeds are removed unencountered; artifacts and other hidden seeds are set aside face up to be earned.

import { personnelCount } from '../cards-in-play/dual-personnel';
import { leavePlay } from '../cards-in-play/leave-play';
import { named, record } from '../core/chronicle';
import {
  blueprintOf,
  type CardId,
  cardsIn,
  type GameState,
  moveCard,
  type PlayerId,
  updateCard,
  type Zone,
} from '../core/game-state';
import { teamFor } from './eligibility';
import { fellowMisseeds, isMisseed } from './misseed';
import type { AttemptRequest, MissionAttempt } from './model';
import { currentTeam, missionOf } from './team';

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/**
 * The attempt under way; throws when there is none (a programming error: the attempt machine owns it).
 * @category constructors
 */
export const current = (game: GameState): MissionAttempt => {
  if (game.attempt === undefined) throw new Error('no mission attempt is under way');
  return game.attempt;
};

/**
 * The game with the attempt changed by `f`; the events `f` adds are told in the chronicle too (domain/core/chronicle.ts).
 * @category constructors
 */
export const withAttempt =
  (f: (attempt: MissionAttempt) => MissionAttempt) =>
  (game: GameState): GameState => {
    const before = current(game);
    const attempt = f(before);
    const told = attempt.events
      .slice(before.events.length)
      .reduce(
        (g, e) => (e.card === null ? record(e.text)(g) : record(`${named(e.card)(g)} ${e.text}`, e.card)(g)),
        game,
      );
    return { ...told, attempt };
  };

/**
 * The attempt with one more log line.
 * @category constructors
 */
export const logged =
  (card: CardId | null, text: string) =>
  (attempt: MissionAttempt): MissionAttempt => ({ ...attempt, events: [...attempt.events, { card, text }] });

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * The player attempting the mission (whose action a dilemma's kills are part of).
 * @category predicates
 */
export const attemptingPlayer = (game: GameState): PlayerId => current(game).player;

const seedZone = (game: GameState): Zone => ({ kind: 'underMission', location: current(game).location });

/** Whether seed cards remain under the mission. @category predicates */
export const hasSeedCards = (game: GameState): boolean => cardsIn(seedZone(game))(game).length > 0;

// Rulebook 7.2: the attempt stops when "No one remains in the crew or Away Team"
/** Whether no one of the team is left to go on. @category predicates */
export const noOneRemains = (game: GameState): boolean => currentTeam(current(game))(game).length === 0;

// Rulebook 7.2.4 Mis-seeds: "Any card revealed at a mission that cannot be legally encountered at that mission"
/** Whether the revealed seed card is a mis-seed. @category predicates */
export const isRevealedMisseed = (game: GameState): boolean => {
  const attempt = current(game);
  return attempt.revealed !== null && isMisseed(attempt.revealed, attempt.location)(game);
};

/** Whether the revealed seed card is a dilemma, to be encountered. @category predicates */
export const isRevealedDilemma = (game: GameState): boolean => {
  const revealed = current(game).revealed;
  const type = revealed === null ? null : blueprintOf(revealed)(game).type;
  return type === 'Dilemma' || type === 'Q Dilemma';
};

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook 7.2: "Simply announce that you are beginning a mission attempt with your ship or Away Team"
/**
 * Begins the attempt (its check passed): records who attempts and where, and the decision to give back at the end.
 * @category operations
 */
export const begin =
  (request: AttemptRequest) =>
  (game: GameState): GameState => {
    const place: Zone =
      request.ship === null
        ? { kind: 'planetSurface', location: request.location }
        : { kind: 'aboard', carrier: request.ship };
    const members = teamFor(request)(game);
    const title = missionOf(request.location, request.player)(game).title;
    const attempt: MissionAttempt = {
      ...request,
      mission: request.ship === null ? 'planet' : 'space',
      members,
      place,
      revealed: null,
      answers: [],
      awaiting: null,
      stopped: null,
      resume: game.pending,
      events: [],
    };
    return withAttempt(
      logged(null, `${request.player} attempts ${title} with ${personnelCount(members)(game)} personnel`),
    )({
      ...game,
      attempt,
    });
  };

// Rulebook 7.2: "slide the bottom seed card out from under the mission, reveal it face-up"
/**
 * Reveals the bottom seed card (the last one listed under the mission).
 * @category operations
 */
export const revealBottom = (game: GameState): GameState => {
  const stack = cardsIn(seedZone(game))(game);
  const bottom = stack[stack.length - 1];
  if (bottom === undefined) throw new Error('revealBottom: no seed card under the mission');
  return withAttempt((a) => logged(bottom, 'is revealed')({ ...a, revealed: bottom }))(
    updateCard(bottom, (c) => ({ ...c, faceUp: true }))(game),
  );
};

// Rulebook 7.2.4 Mis-seeds: placed out of play unencountered; "If a player encounters his or her own mis-seeded card
// at a Mission, that player cannot solve that mission … for the rest of the game"
// Rulebook 7.2.4 (L246): with more than one artifact seeded there by one player, "all that player's artifacts at that
// Mission become mis-seeds": the others go out of play with the one revealed, none of them earned
/**
 * Places the revealed mis-seed out of play (with the artifacts mis-seeded with it); one of the attempting player's
 * own bars them from solving the mission.
 * @category operations
 */
export const removeMisseed = (game: GameState): GameState => {
  const attempt = current(game);
  const card = attempt.revealed as CardId;
  const own = game.cards[card]?.seededBy === attempt.player;
  const fellows = fellowMisseeds(card, attempt.location)(game);
  const out = [card, ...fellows].reduce((g, id) => leavePlay(id, 'outOfPlay')(g), game);
  const location = out.locations[attempt.location];
  const barred =
    own && location !== undefined
      ? {
          ...out,
          locations: {
            ...out.locations,
            [attempt.location]: {
              ...location,
              cannotSolve: [...(location.cannotSolve ?? []), attempt.player],
            },
          },
        }
      : out;
  const text = own
    ? 'is your own mis-seed: out of play, and you can never solve this mission'
    : 'is a mis-seed: out of play';
  const withFellows = (a: MissionAttempt) =>
    fellows.reduce(
      (acc, id) =>
        logged(id, 'is a mis-seed too (more than one artifact seeded here by one player): out of play')(acc),
      logged(card, text)(a),
    );
  return withAttempt((a) => withFellows({ ...a, revealed: null }))(barred);
};

// Rulebook 7.2 "Solving a Mission": artifacts and other hidden seeds are placed face up, earned by the solver
/**
 * Sets the revealed artifact (or other hidden seed) aside face up at the mission.
 * @category operations
 */
export const setAside = (game: GameState): GameState => {
  const attempt = current(game);
  const card = attempt.revealed as CardId;
  const moved = moveCard(card, { kind: 'setAside', location: attempt.location }, 'bottom')(game);
  return withAttempt((a) =>
    logged(card, 'is set aside, to be earned by the solver')({ ...a, revealed: null }),
  )(moved);
};
