import type { ChildProcess } from 'node:child_process';
import { WebSocket } from 'ws';
import { buildStccg, runStccg, startStccg } from './test-support';

let built: ReturnType<typeof buildStccg>;

// These tests start the built command as a process: allow for a busy machine

beforeAll(() => {
  built = buildStccg();
});

afterAll(() => built.remove());

describe('inspectCommand', () => {
  it('should end by itself after --steps 2 --delay 0', async () => {
    // Act
    const run = await runStccg(built.script, ['inspect', '--steps', '2', '--delay', '0', '--port', '0']);
    // Assert
    expect(run.code).toBe(0);
    expect(run.stdout[0]).toMatch(/^Inspector bridge on http:\/\/127\.0\.0\.1:\d+ \(this machine only\)/);
    expect(run.stdout[run.stdout.length - 1]).toMatch(/^Game stopped in the /);
    expect(run.stderr).toEqual([]);
  });

  it('should show a browser that connects late the root game actor', async () => {
    // Arrange: a game some forty commands under way (hundreds of inspection events) when the page connects
    const child = startStccg(built.script, ['inspect', '--port', '0', '--delay', '20', '--steps', '60']);
    const port = await bridgePort(child);
    await new Promise((resolve) => setTimeout(resolve, 800));
    // Act
    const actors = await actorsSeen(port, (names) => names.includes('game'));
    // Assert
    expect(actors).toContainEqual({ name: 'game', parentId: undefined });
    expect(await exitCode(child)).toBe(0);
  });

  it('should start the game only once a browser has connected with --wait-for-client', async () => {
    // Arrange
    const child = startStccg(built.script, [
      'inspect',
      '--port',
      '0',
      '--delay',
      '0',
      '--steps',
      '3',
      '--wait-for-client',
    ]);
    const port = await bridgePort(child);
    // Act
    const actors = await actorsSeen(port, (names) => names.includes('game'));
    // Assert
    expect(actors[0]).toEqual({ name: 'game', parentId: undefined });
    expect(await exitCode(child)).toBe(0);
  });

  it('should refuse a port that is taken in one line with exit 1', async () => {
    // Arrange
    const child = startStccg(built.script, ['inspect', '--port', '0', '--wait-for-client']);
    const port = await bridgePort(child);
    // Act
    const run = await runStccg(built.script, ['inspect', '--port', String(port)]);
    child.kill();
    // Assert
    expect(run.code).toBe(1);
    expect(run.stderr).toEqual([
      `stccg inspect: port ${port} is taken by another program; choose another with --port`,
    ]);
  });
});

// Helpers

function bridgePort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let text = '';
    child.stdout?.on('data', (chunk) => {
      text += chunk;
      const port = /127\.0\.0\.1:(\d+)/.exec(text)?.[1];
      if (port !== undefined) resolve(Number(port));
    });
    child.on('close', () => reject(new Error(`stccg inspect ended first: ${text}`)));
  });
}

function exitCode(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.on('close', (code) => resolve(code));
  });
}

/** The actors registered to a page that connects now, until `enough` says so by their names. */
function actorsSeen(
  port: number,
  enough: (names: ReadonlyArray<string>) => boolean,
): Promise<ReadonlyArray<{ name: string; parentId: string | undefined }>> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}`);
    const actors: Array<{ name: string; parentId: string | undefined }> = [];
    socket.on('message', (data) => {
      const event = JSON.parse(data.toString());
      if (event.type !== '@xstate.actor') return;
      actors.push({ name: event.name, parentId: event.parentId });
      if (enough(actors.map((a) => a.name))) {
        socket.close();
        resolve(actors);
      }
    });
    socket.on('error', reject);
  });
}
