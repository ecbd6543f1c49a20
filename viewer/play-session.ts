// One person playing one side against a bot: the table they may see, their legal actions labelled and grouped, and
// each click sent as a command (a refusal kept with its rule); the bot answers until the person's next decision.
import * as E from 'fp-ts/Either';
import {
  activeMachines,
  type BlueprintId,
  type Command,
  charts,
  createGame,
  type Deck,
  describeCommand,
  type Game,
  heuristicPlayer,
  legalActions,
  log,
  type Player,
  type PlayerId,
  pending,
  persist,
  randomPlayer,
  send,
  state,
  toMermaid,
  view,
} from '../index';
import { cardFaces } from './card-faces';

/** The bots a person may play against. */
export type Opponent = 'heuristic' | 'random';

export interface PlayOptions {
  readonly decks: readonly [Deck, Deck];
  readonly seed: number;
  readonly opponent: Opponent;
  /** README "No silent blank cards": cards whose game text is not implemented play as blank cards. */
  readonly allowUnimplemented?: boolean;
}

/** One of the person's legal actions: its place in `legalActions`, a label and the command type it is grouped by. */
export interface LabelledAction {
  readonly index: number;
  readonly group: string;
  readonly label: string;
}

/** What the play page shows after each click. */
export interface PlayState {
  readonly player: PlayerId;
  readonly view: unknown;
  readonly log: unknown;
  readonly faces: Readonly<Record<BlueprintId, unknown>>;
  readonly machines: ReturnType<typeof activeMachines>;
  readonly charts: Readonly<Record<string, string>>;
  readonly actions: ReadonlyArray<LabelledAction>;
  readonly refusal?: string;
}

/** The most commands the bot may send between two of the person's decisions (a guard against a stuck game). */
const botCap = 10_000;

const chartTexts = (): Readonly<Record<string, string>> =>
  Object.fromEntries(Object.entries(charts).map(([name, m]) => [name, toMermaid(m, { notes: false })]));

/** Labels commands as their sender may read them now (`describeCommand`: cards they may not see are "a hidden card"). */
const labeller =
  (game: Game) =>
  (command: Command): string =>
    describeCommand(game, command);

/** A game between `player` (the first deck) and a bot, started from `options`; Left: why the decks do not play. */
export const playSession = (options: PlayOptions) => {
  const created = createGame({
    decks: options.decks,
    seed: options.seed,
    ...(options.allowUnimplemented === true ? { allowUnimplemented: true } : {}),
  });
  if (E.isLeft(created)) return E.left(created.left.message);
  const game = created.right;
  const human = state(game).players.find((p) => p.id === 'p1')?.id ?? 'p1';
  const bot: Player =
    options.opponent === 'random'
      ? randomPlayer(options.seed * 2 + 2)
      : heuristicPlayer(options.seed * 2 + 2);
  const texts = chartTexts();
  const yours = (): ReadonlyArray<Command> => (pending(game)?.player === human ? legalActions(game) : []);
  const botMoves = (): void => {
    for (let i = 0; i < botCap; i++) {
      const now = pending(game);
      if (now === null || now.player === human) return;
      const command = bot.choose(game);
      if (command === null || E.isLeft(send(game, command))) return;
    }
  };
  const snapshot = (refusal?: string): PlayState => {
    const seen = view(game, human);
    const { chronicle: _chronicle, ...table } = seen;
    const blueprints = Object.values(seen.cards).flatMap((c) => (c.blueprint === null ? [] : [c.blueprint]));
    const label = labeller(game);
    return {
      player: human,
      view: table,
      log: log(game, human),
      faces: cardFaces(new Set(blueprints)),
      machines: activeMachines(game),
      charts: texts,
      actions: yours().map((command, index) => ({ index, group: command.type, label: label(command) })),
      ...(refusal === undefined ? {} : { refusal }),
    };
  };
  botMoves();
  return E.right({
    /** The page's state now. */
    state: (): PlayState => snapshot(),
    /** Sends the person's action number `index` (as `state().actions` lists it), then lets the bot answer. */
    choose: (index: unknown): PlayState => {
      const command = Number.isInteger(index) ? yours()[index as number] : undefined;
      if (command === undefined)
        return snapshot(`no action ${String(index)}: choose one of the actions listed`);
      const sent = send(game, command);
      if (E.isLeft(sent)) return snapshot(`${sent.left.message} [${sent.left.rule}]`);
      botMoves();
      return snapshot();
    },
    /** The game as `persist` writes it: a file `stccg replay` accepts. */
    save: (): string => persist(game),
  });
};

export type PlaySession = ReturnType<typeof playSession> extends E.Either<string, infer S> ? S : never;
