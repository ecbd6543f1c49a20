// Playing one side in the browser: every decision a command (ARCHITECTURE "Principles" 4), what the person sees as
// Rulebook "Looking at Cards" allows.
import * as E from 'fp-ts/Either';
import { bundledDecks, restore, state } from '../index';
import { type PlaySession, type PlayState, playSession } from './play-session';
import { replayData } from './replay-data';

describe('playSession', () => {
  it('should play a whole game against the heuristic bot by choosing listed actions, none refused', () => {
    // Arrange
    const session = started(5);
    let now = session.state();
    const refusals: string[] = [];
    // Act
    for (let clicks = 0; now.actions.length > 0 && clicks < 500; clicks++) {
      now = session.choose(scriptedChoice(now));
      if (now.refusal !== undefined) refusals.push(now.refusal);
    }
    // Assert
    expect(refusals).toEqual([]);
    expect((now.view as { result: unknown }).result).toEqual(
      expect.objectContaining({ kind: expect.any(String) }),
    );
  });

  it('should label each action as describeCommand writes it, grouped by command type', () => {
    // Act
    const now = started(5).state();
    // Assert
    expect(now.player).toBe('p1');
    expect(now.actions.length).toBeGreaterThan(0);
    for (const action of now.actions) expect(action.label).not.toMatch(/^p1 /);
    expect(now.actions[0]?.group).toBe('mission.place');
    expect(now.actions[0]?.label).toBe('place your next mission on the Alpha spaceline at position 1');
  });

  it('should refuse an action that is not listed, saying so, and leave the game as it was', () => {
    // Arrange
    const session = started(5);
    const before = session.save();
    // Act
    const refused = session.choose(999);
    const notANumber = session.choose('turn.end');
    // Assert
    expect(refused.refusal).toBe('no action 999: choose one of the actions listed');
    expect(notANumber.refusal).toBe('no action turn.end: choose one of the actions listed');
    expect(session.save()).toBe(before);
  });

  it("should show the person no blueprint of the bot's hand", () => {
    // Arrange
    const session = started(5);
    let now = session.state();
    for (let clicks = 0; clicks < 30 && now.actions.length > 0; clicks++)
      now = session.choose(scriptedChoice(now));
    const full = state(E.getOrElseW(() => undefined)(restore(session.save())) ?? fail());
    // Act
    const text = JSON.stringify(now);
    // Assert
    const botHand = (full.zones['hand:p2'] ?? []).map((id) => full.cards[id]?.blueprint as string);
    const seen = new Set(
      Object.values(full.cards)
        .filter((c) => c.controller === 'p1' || c.faceUp)
        .map((c) => c.blueprint),
    );
    const secret = botHand.filter((blueprint) => !seen.has(blueprint));
    expect(secret.length).toBeGreaterThan(0);
    for (const blueprint of secret) expect(text).not.toContain(blueprint);
  });

  it('should save a game that the replay viewer plays again', () => {
    // Arrange
    const session = started(5);
    let now = session.state();
    for (let clicks = 0; clicks < 30 && now.actions.length > 0; clicks++)
      now = session.choose(scriptedChoice(now));
    // Act
    const replayed = replayData(session.save(), ['p1']);
    // Assert
    expect(E.isRight(replayed)).toBe(true);
    if (E.isRight(replayed))
      expect(replayed.right.perspectives.p1?.steps).toHaveLength((now.log as unknown[]).length + 1);
  });
});

// Helpers

function started(seed: number): PlaySession {
  const session = playSession({
    decks: [bundledDecks.federation, bundledDecks.klingon],
    seed,
    opponent: 'heuristic',
  });
  if (E.isLeft(session)) throw new Error(session.left);
  return session.right;
}

/** The scripted person: plays a card when they may, else ends the turn, else takes the first action listed. */
function scriptedChoice(now: PlayState): number {
  const chosen =
    now.actions.find((a) => a.group === 'card.play') ??
    now.actions.find((a) => a.group === 'turn.end') ??
    now.actions[0];
  return chosen?.index ?? -1;
}

function fail(): never {
  throw new Error('the saved game does not restore');
}
