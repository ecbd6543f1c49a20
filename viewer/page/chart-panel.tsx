// The statecharts beside the table (Mermaid, bundled): the diagram of one running machine, its active states marked.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { PageMachine } from './model';

interface MermaidApi {
  initialize(config: object): void;
  render(id: string, text: string): Promise<{ svg: string }>;
}

const mermaid = (): MermaidApi | undefined => (window as unknown as { mermaid?: MermaidApi }).mermaid;

let initialised = false;
const rendered = new Map<string, Promise<string>>();

/** The SVG of a chart, rendered once per page. */
const svgOf = (name: string, text: string): Promise<string> => {
  const api = mermaid();
  if (api === undefined) return Promise.reject(new Error('Mermaid is not on this page'));
  if (!initialised) {
    api.initialize({ startOnLoad: false, securityLevel: 'strict', theme: 'neutral' });
    initialised = true;
  }
  let svg = rendered.get(name);
  if (svg === undefined) {
    svg = api.render(`chart-${name}`, text).then((r) => r.svg);
    rendered.set(name, svg);
  }
  return svg;
};

/** Marks an active state: a class to find it by, and inline colours (Mermaid's own stylesheet is more specific than ours). */
const mark = (node: Element): void => {
  node.classList.add('active-state');
  for (const shape of node.querySelectorAll<SVGElement>('rect, path')) {
    shape.style.fill = '#ffd34d';
    shape.style.stroke = '#b07d00';
    shape.style.strokeWidth = '2px';
  }
};

/** The innermost active state of a machine, as its path below the machine (`shipBattle.openFire`). */
const stateLabel = (states: ReadonlyArray<string>): string =>
  (states[states.length - 1] ?? '').split('_').slice(1).join('.');

interface ChartPanelProps {
  readonly charts: Readonly<Record<string, string>>;
  readonly machines: ReadonlyArray<PageMachine>;
}

export const ChartPanel = ({ charts, machines }: ChartPanelProps) => {
  const innermost = machines[machines.length - 1]?.machine ?? 'game';
  const [chosen, setChosen] = useState<string | null>(null);
  const shown = chosen !== null && machines.some((m) => m.machine === chosen) ? chosen : innermost;
  const host = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  const active = machines.find((m) => m.machine === shown)?.states ?? [];
  useEffect(() => {
    const text = charts[shown];
    if (text === undefined || host.current === null) return;
    let current = true;
    svgOf(shown, text).then(
      (svg) => {
        if (!current || host.current === null) return;
        host.current.innerHTML = svg;
        for (const state of active)
          for (const node of host.current.querySelectorAll(`g[id^="chart-${shown}-state-${state}-"]`))
            if (!node.id.includes('----')) mark(node);
        setError(null);
      },
      (e: Error) => setError(e.message),
    );
    return () => {
      current = false;
    };
  }, [shown, active.join(' ')]);
  return (
    <section class="charts" data-chart={shown}>
      <div class="chart-tabs">
        {machines.map((m) => (
          <button
            type="button"
            key={m.machine}
            class={m.machine === shown ? 'chosen' : ''}
            onClick={() => setChosen(m.machine)}
          >
            {m.machine}: {stateLabel(m.states)}
          </button>
        ))}
      </div>
      <div class="active-names" data-active={active.join(' ')}>
        {active.map((s) => s.split('_').slice(1).join('.')).join(' › ')}
      </div>
      {error && <div class="error">{error}</div>}
      <div class="chart" ref={host} />
    </section>
  );
};
