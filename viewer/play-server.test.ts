import * as E from 'fp-ts/Either';
import { bundledDecks } from '../index';
import { type PlayServer, startPlayServer } from './play-server';
import { type PlayState, playSession } from './play-session';

let server: PlayServer;

beforeAll(async () => {
  const session = playSession({
    decks: [bundledDecks.federation, bundledDecks.klingon],
    seed: 5,
    opponent: 'random',
  });
  if (E.isLeft(session)) throw new Error(session.left);
  // the page's own scripts are not needed to test the routes: an empty page
  server = await startPlayServer(session.right, { script: '', style: '', mermaid: '' }, 0);
});

afterAll(async () => {
  await server?.close();
});

describe('startPlayServer', () => {
  it('should listen on 127.0.0.1 only', () => {
    // Assert
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });

  it('should serve the page, the state, each click and the saved game', async () => {
    // Act
    const page = await fetch(server.url);
    const before = (await (await fetch(`${server.url}api/state`)).json()) as PlayState;
    const clicked = (await (
      await fetch(`${server.url}api/send`, { method: 'POST', body: JSON.stringify({ index: 0 }) })
    ).json()) as PlayState;
    const saved = await fetch(`${server.url}api/save`);
    // Assert
    expect(await page.text()).toContain('<div id="app"></div>');
    expect(before.actions.length).toBeGreaterThan(0);
    expect((clicked.log as unknown[]).length).toBeGreaterThan((before.log as unknown[]).length);
    expect(clicked.refusal).toBeUndefined();
    expect(saved.headers.get('content-disposition')).toContain('attachment');
    expect(JSON.parse(await saved.text()).format).toBe('stccg-1e-game');
  });

  it('should answer a click that is not JSON with a refusal, and an unknown path with 404', async () => {
    // Act
    const refused = (await (
      await fetch(`${server.url}api/send`, { method: 'POST', body: 'nonsense' })
    ).json()) as PlayState;
    const missing = await fetch(`${server.url}etc/passwd`);
    // Assert
    expect(refused.refusal).toBe('no action nonsense: choose one of the actions listed');
    expect(missing.status).toBe(404);
  });

  it('should say in one line that a port is taken', async () => {
    // Arrange
    const port = Number(new URL(server.url).port);
    const session = playSession({
      decks: [bundledDecks.federation, bundledDecks.klingon],
      seed: 5,
      opponent: 'random',
    });
    if (E.isLeft(session)) throw new Error(session.left);
    // Act
    const second = startPlayServer(session.right, { script: '', style: '', mermaid: '' }, port);
    // Assert
    await expect(second).rejects.toThrow(`port ${port} is already in use: choose another with --port`);
  });
});
