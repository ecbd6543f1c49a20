// The play page's local server: bound to 127.0.0.1 only, it serves the page and the one game, and answers clicks.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PageAssets } from './page-assets';
import type { PlaySession } from './play-session';
import { pageHtml } from './replay-html';

/** A running play server: its address, and how to stop it. */
export interface PlayServer {
  readonly url: string;
  readonly close: () => Promise<void>;
}

/** The most bytes a click's request body may hold. */
const bodyLimit = 64 * 1024;

const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > bodyLimit) reject(new Error('request too large'));
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });

const reply = (response: ServerResponse, status: number, type: string, body: string, extra = {}): void => {
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...extra });
  response.end(body);
};

const json = (response: ServerResponse, value: unknown): void =>
  reply(response, 200, 'application/json; charset=utf-8', JSON.stringify(value));

/** The index a click's body names (`{"index": n}`), or the body itself when it is not such JSON. */
const clickedIndex = (body: string): unknown => {
  try {
    return (JSON.parse(body) as { index?: unknown })?.index;
  } catch {
    return body;
  }
};

const handle = async (
  session: PlaySession,
  page: string,
  request: IncomingMessage,
  response: ServerResponse,
) => {
  const route = `${request.method} ${new URL(request.url ?? '/', 'http://localhost').pathname}`;
  if (route === 'GET /') return reply(response, 200, 'text/html; charset=utf-8', page);
  if (route === 'GET /api/state') return json(response, session.state());
  if (route === 'POST /api/send')
    return json(response, session.choose(clickedIndex(await readBody(request))));
  if (route === 'GET /api/save')
    return reply(response, 200, 'application/json; charset=utf-8', session.save(), {
      'content-disposition': 'attachment; filename="stccg-game.json"',
    });
  return reply(response, 404, 'text/plain; charset=utf-8', `not found: ${route}`);
};

/**
 * Serves `session` at http://127.0.0.1:`port` (0: any free port). Rejects with one clear line when the port is taken.
 */
export const startPlayServer = (
  session: PlaySession,
  assets: PageAssets,
  port: number,
): Promise<PlayServer> => {
  const page = pageHtml('stccg play', null, assets);
  const server = createServer((request, response) => {
    handle(session, page, request, response).catch((error: Error) =>
      reply(response, 400, 'text/plain; charset=utf-8', error.message),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `port ${port} is already in use: choose another with --port`
            : error.message,
        ),
      ),
    );
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${bound}/`,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
};
