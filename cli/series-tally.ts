// The closing lines of `stccg simulate --games N`: each player's and each player kind's wins, losses and draws,
// the games with a solved mission, the average scores, and the games per second.
import type { GameSummary } from './simulated-game';

interface Outcomes {
  wins: number;
  losses: number;
  draws: number;
  unfinished: number;
}

const empty = (): Outcomes => ({ wins: 0, losses: 0, draws: 0, unfinished: 0 });

/** How `player` came out of `game`. */
const outcome = (game: GameSummary, player: string): keyof Outcomes => {
  const result = game.end.result;
  if (result === null) return 'unfinished';
  if (result.kind === 'draw') return 'draws';
  return result.winner === player ? 'wins' : 'losses';
};

const formatRecord = (name: string, r: Outcomes): string =>
  `${name}: ${r.wins} won, ${r.losses} lost, ${r.draws} drawn${r.unfinished > 0 ? `, ${r.unfinished} unfinished` : ''}`;

/** Wins, losses, draws (and unfinished games) of each player by id, then of each kind over all its seats. */
export const describeTally = (games: ReadonlyArray<GameSummary>): ReadonlyArray<string> => {
  const byPlayer = new Map<string, Outcomes>();
  const byKind = new Map<string, Outcomes>();
  const kindOf = new Map<string, string>();
  for (const game of games)
    for (const [player, kind] of Object.entries(game.kinds)) {
      const key = outcome(game, player);
      const mine = byPlayer.get(player) ?? empty();
      const ours = byKind.get(kind) ?? empty();
      mine[key]++;
      ours[key]++;
      byPlayer.set(player, mine);
      byKind.set(kind, ours);
      kindOf.set(player, kind);
    }
  const sorted = <V>(map: Map<string, V>) => [...map.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
  return [
    ...sorted(byPlayer).map(([player, r]) => formatRecord(`${player} (${kindOf.get(player)})`, r)),
    ...sorted(byKind).map(([kind, r]) => formatRecord(`${kind} players`, r)),
  ];
};

/**
 * In how many games at least one mission was solved, and each player's average score (players named by id; a
 * player missing from a game counts as 0 there).
 */
export const describeSeries = (games: ReadonlyArray<GameSummary>): ReadonlyArray<string> => {
  const n = games.length;
  const solved = games.filter((g) => g.solved).length;
  const ids = [...new Set(games.flatMap((g) => g.end.players.map((p) => p.id)))].sort();
  const average = (id: string) =>
    games.reduce((sum, g) => sum + (g.end.players.find((p) => p.id === id)?.score ?? 0), 0) / Math.max(n, 1);
  const percent = n === 0 ? 0 : Math.round((solved / n) * 1000) / 10;
  return [
    `missions solved in ${solved} of ${n} games (${percent}%)`,
    `average score: ${ids.map((id) => `${id} ${average(id).toFixed(1)}`).join(', ')}`,
  ];
};

/** "12 games in 3.4 s (3.5 games/s)". */
export const describeSpeed = (games: number, milliseconds: number): string => {
  const seconds = milliseconds / 1000;
  const rate = seconds > 0 ? games / seconds : games;
  return `${games} games in ${seconds.toFixed(1)} s (${rate.toFixed(1)} games/s)`;
};
