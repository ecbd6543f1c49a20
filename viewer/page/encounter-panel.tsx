// The mission attempt or battle under way, stage by stage: where, who, the running stage and what happened so far.
import { type EncounterEvent, type Faces, type PageMachine, type TableView, titleOf } from './model';

/** An event as its text tells it, after the title of the card it is about (when it names one). */
const told = (view: TableView, faces: Faces, event: EncounterEvent): string =>
  event.card === null ? event.text : `${titleOf(view, faces, event.card)} (${event.card}) ${event.text}`;

interface EncounterPanelProps {
  readonly view: TableView;
  readonly faces: Faces;
  readonly machines: ReadonlyArray<PageMachine>;
}

const stageOf = (machines: ReadonlyArray<PageMachine>, name: string): string => {
  const states = machines.find((m) => m.machine === name)?.states ?? [];
  return (states[states.length - 1] ?? '').split('_').slice(1).join(' › ');
};

export const EncounterPanel = ({ view, faces, machines }: EncounterPanelProps) => {
  const { attempt, battle } = view;
  if (attempt === undefined && battle === undefined) return null;
  return (
    <section class="encounter">
      {attempt && (
        <div data-encounter="attempt">
          <h3>
            Mission attempt by {attempt.player} at {titleOf(view, faces, attempt.location)}:{' '}
            {stageOf(machines, 'missionAttempt')}
          </h3>
          <ol>
            {attempt.events.map((event, i) => (
              <li key={`${i}:${event.text}`}>{told(view, faces, event)}</li>
            ))}
          </ol>
        </div>
      )}
      {battle && (
        <div data-encounter="battle">
          <h3>
            Battle by {battle.attacker} at {titleOf(view, faces, battle.location)}:{' '}
            {stageOf(machines, 'battle')}
          </h3>
          <ol>
            {battle.events.map((event, i) => (
              <li key={`${i}:${event.text}`}>{told(view, faces, event)}</li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
};
