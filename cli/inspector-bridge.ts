// The local bridge between a game and the Stately inspector page: an HTTP and WebSocket server on localhost only.
// It sends every inspection event to the connected pages, and a page that connects late first gets the registration
// of every running actor (the root `game` actor included) and each one's latest snapshot.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as E from 'fp-ts/Either';
import { configure } from 'safe-stable-stringify';
import { WebSocket, WebSocketServer } from 'ws';
import { inspectorPage } from './inspector-page';

/** The hosted inspector the bridge page frames. */
export const statelyInspectorUrl = 'https://stately.ai/inspect';

/** An inspection event as `@statelyai/inspect` gives it to an adapter: a type, the actor's session, a snapshot. */
export interface InspectionMessage {
  readonly type: string;
  readonly sessionId?: string;
  readonly snapshot?: { readonly status?: string };
}

export interface InspectorBridge {
  /** The port it listens on (the one asked for, or the free one chosen for port 0). */
  readonly port: number;
  /** Sends an event to every connected page and remembers what a late page needs. */
  readonly publish: (event: InspectionMessage) => void;
  /** Resolves when at least one page is connected. */
  readonly waitForClient: () => Promise<void>;
  readonly close: () => Promise<void>;
}

// The inspector's own depth limit (@statelyai/inspect serializationDepthLimit): snapshots hold actor references
const stringify = configure({ maximumDepth: 10 });

/** The running actors' registrations and latest snapshots, by session, in registration order. */
const actorMemory = () => {
  const registrations = new Map<string, string>();
  const snapshots = new Map<string, string>();
  return {
    remember: (event: InspectionMessage, text: string) => {
      const session = event.sessionId;
      if (session === undefined) return;
      if (event.type === '@xstate.actor') registrations.set(session, text);
      if (event.type !== '@xstate.snapshot') return;
      const status = event.snapshot?.status;
      if (status === undefined || status === 'active') snapshots.set(session, text);
      else {
        registrations.delete(session);
        snapshots.delete(session);
      }
    },
    replay: (): ReadonlyArray<string> => [...registrations.values(), ...snapshots.values()],
  };
};

const listenError = (port: number, error: NodeJS.ErrnoException): string =>
  error.code === 'EADDRINUSE'
    ? `port ${port} is taken by another program; choose another with --port`
    : error.code === 'EACCES'
      ? `port ${port} needs privileges this user does not have; choose another with --port (above 1023)`
      : `cannot listen on port ${port}: ${error.message}`;

const listen = (server: Server, port: number): Promise<E.Either<string, number>> =>
  new Promise((resolve) => {
    server.once('error', (error) => resolve(E.left(listenError(port, error))));
    server.listen(port, '127.0.0.1', () => resolve(E.right((server.address() as AddressInfo).port)));
  });

/** Opens the bridge on 127.0.0.1:`port`, or says in one line why it cannot (a port already taken...). */
export const openInspectorBridge = async (
  port: number,
  inspectorUrl: string = statelyInspectorUrl,
): Promise<E.Either<string, InspectorBridge>> => {
  const page = inspectorPage(inspectorUrl);
  const server = createServer((_, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(page);
  });
  const listening = await listen(server, port);
  if (E.isLeft(listening)) return listening;
  const sockets = new WebSocketServer({ server });
  const memory = actorMemory();
  const waiting: Array<() => void> = [];
  sockets.on('connection', (socket) => {
    for (const text of memory.replay()) socket.send(text);
    for (const resolve of waiting.splice(0)) resolve();
  });
  return E.right({
    port: listening.right,
    publish: (event) => {
      const text = stringify(event);
      if (text === undefined) return;
      memory.remember(event, text);
      for (const client of sockets.clients) if (client.readyState === WebSocket.OPEN) client.send(text);
    },
    waitForClient: () =>
      sockets.clients.size > 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of sockets.clients) client.terminate();
        sockets.close();
        server.close(() => resolve());
      }),
  });
};
