// The log beside the table: one line per command up to the current step, the current one highlighted with its events.
import { useEffect, useRef } from 'preact/hooks';
import type { PageLogEntry } from './model';

interface LogPanelProps {
  readonly entries: ReadonlyArray<PageLogEntry>;
  /** How many commands have been played: the last of them is the current one. */
  readonly played: number;
}

export const LogPanel = ({ entries, played }: LogPanelProps) => {
  const current = useRef<HTMLLIElement>(null);
  useEffect(() => current.current?.scrollIntoView({ block: 'nearest' }), [played]);
  return (
    <ol class="log">
      {entries.slice(0, played).map((entry) => (
        <li
          key={entry.seq}
          ref={entry.seq === played ? current : undefined}
          class={entry.seq === played ? 'current' : ''}
          data-seq={entry.seq}
        >
          <span class="turn">T{entry.turn}</span> {entry.text}
          {entry.events.length > 0 && (
            <ul class="events">
              {entry.events.map((event, i) => (
                <li key={`${i}:${event}`}>{event}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
};
