// The replay page: a saved game step by step, as one perspective sees it, with the log and the statecharts.
import { useEffect, useMemo, useState } from 'preact/hooks';
import { type Ref, reader } from '../intern';
import type { ReplayData, StepTable } from '../replay-data';
import { ChartPanel } from './chart-panel';
import { EncounterPanel } from './encounter-panel';
import { LogPanel } from './log-panel';
import type { PageLogEntry, PageMachine, TableView } from './model';
import { Table } from './table';

interface Step {
  readonly view: TableView;
  readonly machines: ReadonlyArray<PageMachine>;
}

const finalScores = (view: TableView): string =>
  `${view.players.map((p) => `${p.id} ${p.score}`).join(', ')}${
    view.result
      ? ` · ${view.result.kind === 'won' ? `${view.result.winner} won` : 'draw'} (${view.result.reason})`
      : ''
  }`;

export const ReplayApp = ({ data }: { readonly data: ReplayData }) => {
  const read = useMemo(() => reader(data.table), [data]);
  const names = Object.keys(data.perspectives);
  const [perspective, setPerspective] = useState(names[0] ?? 'omniscient');
  const [step, setStep] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [turnWanted, setTurnWanted] = useState('');
  const shown = data.perspectives[perspective] ?? data.perspectives[names[0] ?? ''];
  const last = (shown?.steps.length ?? 1) - 1;
  const at = Math.min(step, last);
  const current = read(shown?.steps[at] as Ref) as unknown as StepTable & Step;
  const log = (shown?.log ?? []) as unknown as ReadonlyArray<PageLogEntry>;
  const turnStart = (turn: number): number => {
    const first = log.find((entry) => entry.turn >= turn);
    return first === undefined ? last : first.seq - 1;
  };
  useEffect(() => {
    if (!playing) return;
    if (at >= last) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => setStep(at + 1), 400);
    return () => clearTimeout(timer);
  }, [playing, at, last]);
  useEffect(() => {
    // the arrow keys step back and forth, as the previous and next buttons do
    const onKey = (event: KeyboardEvent) => {
      if ((event.target as HTMLElement | null)?.tagName === 'INPUT') return;
      if (event.key === 'ArrowLeft') setStep(Math.max(0, at - 1));
      if (event.key === 'ArrowRight') setStep(Math.min(last, at + 1));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [at, last]);
  const view = current.view;
  return (
    <div class="app">
      <header>
        <h1>stccg replay</h1>
        <nav class="controls">
          <button type="button" data-action="previous" onClick={() => setStep(Math.max(0, at - 1))}>
            ‹ previous
          </button>
          <button type="button" data-action="next" onClick={() => setStep(Math.min(last, at + 1))}>
            next ›
          </button>
          <button
            type="button"
            data-action="next-turn"
            onClick={() => setStep(turnStart(view.turn.number + 1))}
          >
            next turn »
          </button>
          <button type="button" data-action="end" onClick={() => setStep(last)}>
            end ⇥
          </button>
          <button type="button" data-action="play" onClick={() => setPlaying(!playing)}>
            {playing ? 'pause' : 'play'}
          </button>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              const turn = Number(turnWanted);
              if (Number.isInteger(turn) && turn > 0) setStep(turnStart(turn));
            }}
          >
            <input
              aria-label="turn"
              size={3}
              value={turnWanted}
              onInput={(e) => setTurnWanted((e.target as HTMLInputElement).value)}
            />
            <button type="submit">go to turn</button>
          </form>
          <label>
            seen by{' '}
            <select
              aria-label="perspective"
              value={perspective}
              onChange={(e) => setPerspective((e.target as HTMLSelectElement).value)}
            >
              {names.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </label>
        </nav>
        <div class="status-line" data-step={at}>
          step {at} of {last} · turn {view.turn.number} · {view.phase} ·{' '}
          {view.pending ? `${view.pending.player} to ${view.pending.decision}` : 'game over'} ·{' '}
          <span class="scores">{finalScores(view)}</span>
        </div>
      </header>
      <main>
        <div class="left">
          <Table view={view} faces={data.faces} />
          <EncounterPanel view={view} faces={data.faces} machines={current.machines} />
          <ChartPanel charts={data.charts} machines={current.machines} />
        </div>
        <aside>
          <LogPanel entries={log} played={at} />
        </aside>
      </main>
    </div>
  );
};
