// The scenario of the cards whose text answers a mission solved (Rulebook 7.2 "Solving a Mission"): p1's crew aboard
// the U.S.S. Galaxy attempts a space mission through the engine, the other personnel elsewhere; each card's test names
// the mission and the crew.
import type { GameState, PlayerId } from '../../domain/core/game-state';
import { scenario } from '../../domain/game/scenario';
import { play, started } from './response-test-support';

/** p1's score after their crew aboard the U.S.S. Galaxy attempts `mission`, the personnel `elsewhere` at Avert Disaster. */
export const scoreAfterAttempt = (
  mission: string,
  crew: ReadonlyArray<string>,
  elsewhere: ReadonlyArray<string> = [],
): number => {
  const [game, s] = started(
    scenario({ active: 'p1' })
      .mission('p1', mission)
      .mission('p1', 'Avert Disaster')
      .ship('p1', 'U.S.S. Galaxy', { at: mission })
      .aboard('U.S.S. Galaxy', 'p1', crew)
      .surface('Avert Disaster', 'p1', elsewhere)
      .drawDeck('p1', ['Worf', 'Worf', 'Worf'])
      .drawDeck('p2', ['Worf', 'Worf', 'Worf']),
  );
  const after = play(game, {
    type: 'mission.attempt',
    player: 'p1',
    location: s.id(mission),
    ship: s.id('U.S.S. Galaxy'),
  });
  return scoreOf('p1', after);
};

const scoreOf = (player: PlayerId, game: GameState): number =>
  game.players.find((p) => p.id === player)?.score ?? 0;
