import * as E from 'fp-ts/Either';
import { WebSocket } from 'ws';
import { type InspectorBridge, openInspectorBridge } from './inspector-bridge';

let bridge: InspectorBridge;

beforeEach(async () => {
  bridge = E.getOrElseW((reason: string) => {
    throw new Error(reason);
  })(await openInspectorBridge(0));
});

afterEach(() => bridge.close());

describe('openInspectorBridge', () => {
  it('should give a page that connects late the running actors, the root first, and their latest snapshots', async () => {
    // Arrange: the game registers its actors, runs, and one child actor ends before the page connects
    bridge.publish(actor('x:0', 'game'));
    bridge.publish(actor('x:1', 'seedPhases', 'x:0'));
    bridge.publish(snapshot('x:0', 'active', 1));
    bridge.publish(snapshot('x:0', 'active', 2));
    bridge.publish({ type: '@xstate.event', sessionId: 'x:0' });
    bridge.publish(snapshot('x:1', 'done', 3));
    bridge.publish(actor('x:2', 'playPhase', 'x:0'));
    // Act
    const received = await receive(bridge.port, 3);
    // Assert
    expect(received.map((m) => [m.type, m.sessionId])).toEqual([
      ['@xstate.actor', 'x:0'],
      ['@xstate.actor', 'x:2'],
      ['@xstate.snapshot', 'x:0'],
    ]);
    expect(received[2]?.snapshot).toEqual({ status: 'active', step: 2 });
  });

  it('should send each event to the connected pages as it is published', async () => {
    // Arrange
    const messages = receive(bridge.port, 2);
    await bridge.waitForClient();
    // Act
    bridge.publish(actor('x:0', 'game'));
    bridge.publish(snapshot('x:0', 'active', 1));
    // Assert
    expect((await messages).map((m) => m.type)).toEqual(['@xstate.actor', '@xstate.snapshot']);
  });

  it('should refuse a port that is taken in one line', async () => {
    // Act
    const second = await openInspectorBridge(bridge.port);
    // Assert
    expect(second).toEqual(
      E.left(`port ${bridge.port} is taken by another program; choose another with --port`),
    );
  });

  it('should serve the page that frames the hosted Stately inspector and reads the bridge WebSocket', async () => {
    // Act
    const page = await (await fetch(`http://127.0.0.1:${bridge.port}/`)).text();
    // Assert
    expect(page).toContain('<iframe id="inspector" src="https://stately.ai/inspect">');
    expect(page).toContain("new WebSocket('ws://' + location.host)");
  });
});

// Helpers

interface Message {
  readonly type: string;
  readonly sessionId?: string;
  readonly snapshot?: unknown;
}

function actor(sessionId: string, name: string, parentId?: string) {
  return { type: '@xstate.actor', sessionId, name, parentId, snapshot: { status: 'active' } };
}

function snapshot(sessionId: string, status: string, step: number) {
  return { type: '@xstate.snapshot', sessionId, snapshot: { status, step } };
}

function receive(port: number, count: number): Promise<ReadonlyArray<Message>> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}`);
    const messages: Message[] = [];
    socket.on('message', (data) => {
      messages.push(JSON.parse(data.toString()));
      if (messages.length === count) {
        socket.close();
        resolve(messages);
      }
    });
    socket.on('error', reject);
  });
}
