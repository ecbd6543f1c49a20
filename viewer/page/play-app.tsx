// The play page: the table as the human player sees it, the pending decision and the legal actions to click.
import { useEffect, useState } from 'preact/hooks';
import { ChartPanel } from './chart-panel';
import { EncounterPanel } from './encounter-panel';
import { LogPanel } from './log-panel';
import type { Faces, PageLogEntry, PageMachine, TableView } from './model';
import { Table } from './table';

/** What the play server answers (`viewer/play-server.ts`). */
export interface PlayState {
  readonly player: string;
  readonly view: TableView;
  readonly log: ReadonlyArray<PageLogEntry>;
  readonly faces: Faces;
  readonly machines: ReadonlyArray<PageMachine>;
  readonly charts: Readonly<Record<string, string>>;
  /** The human's legal actions, labelled, grouped by command type; empty when it is not their decision. */
  readonly actions: ReadonlyArray<{ readonly group: string; readonly index: number; readonly label: string }>;
  readonly refusal?: string;
}

const fetchState = async (path: string, body?: object): Promise<PlayState> => {
  const response = await fetch(
    path,
    body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) },
  );
  return (await response.json()) as PlayState;
};

export const PlayApp = () => {
  const [state, setState] = useState<PlayState | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    fetchState('/api/state').then(setState);
  }, []);
  if (state === null) return <div>loading…</div>;
  const send = (index: number) => {
    setBusy(true);
    fetchState('/api/send', { index }).then((next) => {
      setState(next);
      setBusy(false);
    });
  };
  const groups = [...new Set(state.actions.map((a) => a.group))];
  const { view } = state;
  return (
    <div class="app">
      <header>
        <h1>stccg play</h1>
        <span class="status-line" data-over={view.pending === null ? 'yes' : 'no'}>
          you are {state.player} · turn {view.turn.number} · {view.phase} ·{' '}
          {view.pending ? `${view.pending.player} to ${view.pending.decision}` : 'game over'} ·{' '}
          <span class="scores">{view.players.map((p) => `${p.id} ${p.score}`).join(', ')}</span>
          {view.result &&
            ` · ${view.result.kind === 'won' ? `${view.result.winner} won` : 'draw'} (${view.result.reason})`}
        </span>{' '}
        <a href="/api/save" download="stccg-game.json" style="color:#ffe08a">
          save the game
        </a>
      </header>
      <main>
        <div class="left">
          <Table view={view} faces={state.faces} />
          <EncounterPanel view={view} faces={state.faces} machines={state.machines} />
          <ChartPanel charts={state.charts} machines={state.machines} />
        </div>
        <aside>
          {state.refusal && (
            <div class="error" data-refusal="yes">
              refused: {state.refusal}
            </div>
          )}
          <div class="actions" data-busy={busy ? 'yes' : 'no'}>
            {groups.map((group) => (
              <div key={group}>
                <h4>{group}</h4>
                {state.actions
                  .filter((a) => a.group === group)
                  .map((a) => (
                    <button
                      type="button"
                      key={a.index}
                      data-index={a.index}
                      data-group={a.group}
                      disabled={busy}
                      onClick={() => send(a.index)}
                    >
                      {a.label}
                    </button>
                  ))}
              </div>
            ))}
          </div>
          <LogPanel entries={state.log} played={state.log.length} />
        </aside>
      </main>
    </div>
  );
};
