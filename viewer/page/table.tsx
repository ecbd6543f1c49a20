// The table: each player's piles and score, and the spacelines by quadrant with what is at each location.
import { type Faces, inZone, sideDecks, statuses, type TableView, titleOf } from './model';

interface TableProps {
  readonly view: TableView;
  readonly faces: Faces;
}

/** One card: its title (or "hidden card") and id, with its statuses. */
const Card = ({ view, faces, id }: TableProps & { readonly id: string }) => {
  const card = view.cards[id];
  const marks = [
    ...(card === undefined ? [] : statuses(card)),
    ...(view.staffed?.includes(id) === true ? ['staffed'] : []),
  ];
  return (
    <span class={`card owner-${card?.owner ?? ''}${card?.blueprint ? '' : ' hidden'}`} title={id}>
      {titleOf(view, faces, id)}
      {marks.map((mark) => (
        <em key={mark} class="status">
          {mark}
        </em>
      ))}
    </span>
  );
};

/** A ship or facility with its crew, and the ships docked at it with theirs. */
const Carrier = ({ view, faces, id }: TableProps & { readonly id: string }) => {
  const crew = inZone(view, `aboard:${id}`);
  const docked = inZone(view, `docked:${id}`);
  return (
    <div class="carrier">
      <Card view={view} faces={faces} id={id} />
      {crew.length > 0 && (
        <div class="crew">
          {crew.map((c) => (
            <Card key={c} view={view} faces={faces} id={c} />
          ))}
        </div>
      )}
      {docked.map((ship) => (
        <div key={ship} class="docked">
          docked: <Carrier view={view} faces={faces} id={ship} />
        </div>
      ))}
    </div>
  );
};

const Location = ({ view, faces, id }: TableProps & { readonly id: string }) => {
  const location = view.locations[id];
  const mission = view.cards[location?.missions[0] ?? id];
  const face = mission?.blueprint ? faces[mission.blueprint] : undefined;
  const under = inZone(view, `underMission:${id}`).length;
  const surface = inZone(view, `planetSurface:${id}`);
  return (
    <div class={`location${location?.completedBy ? ' solved' : ''}`} data-location={id}>
      <div class="mission">
        <strong>{face?.title ?? id}</strong>
        <div class="mission-stats">
          {face?.missionType} · {face?.points ?? '?'} points · span {face?.span ?? '?'}
        </div>
        {face?.requirements && <div class="requirements">{face.requirements}</div>}
        <div class="mission-stats">
          seeded by {mission?.owner ?? '?'} · {under} under
          {location?.completedBy && <b> · solved by {location.completedBy}</b>}
        </div>
      </div>
      {inZone(view, `atLocation:${id}`).map((c) => (
        <Carrier key={c} view={view} faces={faces} id={c} />
      ))}
      {view.players.map(({ id: player }) => {
        const team = surface.filter((c) => view.cards[c]?.controller === player);
        return (
          team.length > 0 && (
            <div key={player} class="surface" data-away-team={player}>
              {player}'s Away Team:{' '}
              {team.map((c) => (
                <Card key={c} view={view} faces={faces} id={c} />
              ))}
            </div>
          )
        );
      })}
    </div>
  );
};

const Pile = ({
  view,
  faces,
  label,
  ids,
}: TableProps & { readonly label: string; readonly ids: ReadonlyArray<string> }) => (
  <div class="pile">
    <span class="pile-label">
      {label} ({ids.length})
    </span>{' '}
    {ids.map((c) => (
      <Card key={c} view={view} faces={faces} id={c} />
    ))}
  </div>
);

const PlayerPanel = ({ view, faces, player }: TableProps & { readonly player: string }) => {
  const score = view.players.find((p) => p.id === player)?.score ?? 0;
  const completed = Object.values(view.locations).filter((l) => l.completedBy === player);
  return (
    <section class={`player owner-${player}`} data-player={player}>
      <h2>
        {player} <span class="score">{score}</span> points
        {view.turn.active === player && <span class="active"> · active</span>}
      </h2>
      <div>
        completed:{' '}
        {completed.length === 0
          ? 'none'
          : completed.map((l) => titleOf(view, faces, l.missions[0] ?? l.id)).join(', ')}
      </div>
      <div>
        hand {inZone(view, `hand:${player}`).length} · draw deck {inZone(view, `drawDeck:${player}`).length} ·
        discard {inZone(view, `discard:${player}`).length}
      </div>
      <Pile
        view={view}
        faces={faces}
        label="hand cards seen"
        ids={inZone(view, `hand:${player}`).filter((c) => view.cards[c]?.blueprint)}
      />
      <Pile view={view} faces={faces} label="on the table" ids={inZone(view, `table:${player}`)} />
      <Pile view={view} faces={faces} label="point area" ids={inZone(view, `pointArea:${player}`)} />
      <Pile view={view} faces={faces} label="discard pile" ids={inZone(view, `discard:${player}`)} />
      {sideDecks(view, player).map((deck) => (
        <div key={deck.key}>
          side deck {deck.name}: {inZone(view, deck.key).length}
        </div>
      ))}
    </section>
  );
};

/** The whole table as one perspective sees it at one step. */
export const Table = ({ view, faces }: TableProps) => (
  <div class="table">
    <div class="players">
      {view.players.map((p) => (
        <PlayerPanel key={p.id} view={view} faces={faces} player={p.id} />
      ))}
    </div>
    {Object.entries(view.spacelines).map(([quadrant, line]) => (
      <section key={quadrant} class="spaceline">
        <h3>{quadrant} Quadrant</h3>
        <div class="locations">
          {line.map((id) => (
            <Location key={id} view={view} faces={faces} id={id} />
          ))}
        </div>
      </section>
    ))}
  </div>
);
