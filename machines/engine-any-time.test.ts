// The non-active player's plays "at any time" through the engine facade, a judge's worked examples (Rulebook
// "Interrupts" L98: "can be played at any time between other actions — even during your opponent's turn";
// "Playing 'At Any Time'" L445-458): offered by `legalActions(game, player)`, accepted by `send` between two of the
// active player's actions, refused inside an action (L451), among end-of-turn actions (L453), for a doorway (L456) and
// for a normal card play, with the rule and the game unchanged.
import * as E from 'fp-ts/Either';
import { onTurn } from '../cards/effects/play-test-support';
import { started } from '../cards/effects/response-test-support';
import { toEndOfTurnDraw } from '../cards/effects/turn-test-support';
import { cardsIn } from '../domain/core/game-state';
import type { Scenario } from '../domain/game/scenario';
import { type Command, fork, legalActions, log, persist, restore, send, state } from './engine';
import { sent } from './engine-test-support';
import { refusal } from './judge-test-support';

describe('legalActions', () => {
  it('should list the pending decision for the pending player and the plays "at any time" for the other (Rulebook "Playing \'At Any Time\'" L447)', () => {
    // Arrange
    const [game, s] = started(transportLine());
    // Act
    const [own, other, stranger] = [
      legalActions(game, 'p1'),
      legalActions(game, 'p2'),
      legalActions(game, 'p3'),
    ];
    const hostile = legalActions(game, { toString: () => 'p2' } as never);
    // Assert
    expect(own).toEqual(legalActions(game));
    expect(other).toContainEqual(transport(s, ['Data']));
    expect(other.every((c) => c.player === 'p2' && c.type === 'card.play' && c.kind === 'interrupt')).toBe(
      true,
    );
    expect(stranger).toEqual([]);
    expect(hostile).toEqual([]);
  });

  it('should list nothing for the other player when they hold no card that plays at any time (Rulebook "Playing \'At Any Time\'")', () => {
    // Arrange
    const [game] = started(onTurn().mission('p1', 'Avert Disaster').hand('p2', ['Data', 'Red Alert!']));
    // Act
    const other = legalActions(game, 'p2');
    // Assert
    expect(other).toEqual([]);
  });
});

describe('send', () => {
  it('should accept p2\'s interrupt between two of p1\'s actions, apply it, and give p1 back the decision unchanged (Rulebook "Interrupts" L98)', () => {
    // Arrange: p1's first action, The Juggler on p2's draw deck
    const [game, s] = started(transportLine().hand('p1', ['The Juggler']).drawDeck('p2', ['Worf']));
    sent(game, {
      type: 'card.play',
      player: 'p1',
      card: s.id('The Juggler'),
      kind: 'interrupt',
      target: { player: 'p2' },
    });
    const before = state(game);
    const p1Before = legalActions(game);
    // Act
    const after = state(sent(game, transport(s, ['Data', 'Deanna Troi'])));
    const entry = log(game).at(-1);
    // Assert
    expect(cardsIn({ kind: 'planetSurface', location: s.id('Excavation') })(after)).toEqual(
      expect.arrayContaining([s.id('Data'), s.id('Deanna Troi')]),
    );
    expect(after.cards[s.id('Near-Warp Transport')]?.zone).toEqual({ kind: 'discard', player: 'p2' });
    expect(after.pending).toEqual(before.pending);
    expect(after.turn).toEqual(before.turn);
    expect(legalActions(game)).toEqual(p1Before);
    expect(entry?.command).toEqual(transport(s, ['Data', 'Deanna Troi']));
    expect(entry?.events[0]).toBe(
      `p2 acts "at any time" between p1's actions (card.play: Near-Warp Transport (${s.id('Near-Warp Transport')}))`,
    );
    expect(E.isRight(send(game, { type: 'turn.end', player: 'p1' }))).toBe(true);
  });

  it("should let p2 flip a hidden agenda face up between p1's actions (Rulebook \"Playing 'At Any Time'\" L449)", () => {
    // Arrange
    const [game, s] = started(
      onTurn()
        .table('p2', [{ title: 'Treaty: Romulan/Cardassian', label: 'agenda' }])
        .modify('agenda', { faceUp: false })
        .drawDeck('p2', ['Kurn']),
    );
    const flip = { type: 'agenda.activate', player: 'p2', card: s.id('agenda') } as const;
    // Act
    const offered = legalActions(game, 'p2');
    const after = state(sent(game, flip));
    // Assert
    expect(offered).toEqual([flip]);
    expect(after.cards[s.id('agenda')]?.faceUp).toBe(true);
    expect(after.pending).toEqual({ player: 'p1', decision: 'turn.act' });
  });

  it('should let p1 answer p2\'s interrupt in its own response window, then give p1\'s turn decision back (Rulings "actions – step 2")', () => {
    // Arrange
    const [game, s] = started(
      transportLine()
        .hand('p1', ['Amanda Rogers'])
        .hand('p2', ['The Juggler'])
        .drawDeck('p1', ['Worf', 'Kurn']),
    );
    const juggler = legalActions(game, 'p2').find(
      (c) => c.type === 'card.play' && c.card === s.id('The Juggler'),
    );
    // Act
    const window = state(sent(game, juggler as Command));
    const nullify = legalActions(game).find(
      (c) => c.type === 'card.play' && c.card === s.id('Amanda Rogers'),
    );
    const p2InWindow = legalActions(game, 'p2');
    const after = state(sent(game, nullify as Command));
    // Assert
    expect(window.pending).toEqual({ player: 'p1', decision: 'response.window' });
    expect(p2InWindow).toEqual([]);
    expect(after.cards[s.id('The Juggler')]?.zone).toEqual({ kind: 'discard', player: 'p2' });
    expect(after.pending).toEqual({ player: 'p1', decision: 'turn.act' });
    expect(after.resumeAt).toBeUndefined();
  });

  it('should refuse Near-Warp Transport during a mission attempt, the game unchanged (Rulebook "Playing \'At Any Time\'" L451)', () => {
    // Arrange: p1's Away Team meets Male's Love Interest; the attempt waits on p2's choice of planet
    const [game, s] = started(
      transportLine()
        .mission('p1', 'Evacuation')
        .seed('Excavation', 'p2', ["Male's Love Interest"])
        .surface('Excavation', 'p1', ['Baran', 'Tasha Yar']),
    );
    sent(game, { type: 'mission.attempt', player: 'p1', location: s.id('Excavation') });
    const inAttempt = state(game);
    // Act
    const refused = refusal(game, transport(s, ['Data']));
    // Assert
    expect(inAttempt.pending).toEqual({ player: 'p2', decision: 'attempt.choose' });
    expect(refused).toEqual({ rule: "Playing 'At Any Time'", unchanged: true });
    expect(legalActions(game, 'p2').some((c) => c.type === 'card.play')).toBe(false);
    expect(legalActions(game, 'p1')).toEqual([]);
  });

  it('should refuse an interrupt among the end-of-turn actions, the game unchanged (Rulebook "Playing \'At Any Time\'" L453)', () => {
    // Arrange: Two of Nineteen's download in place of the end-of-turn draw makes the draw a decision of p1's
    const [game, s] = started(
      transportLine()
        .mission('p1', 'Test Mission')
        .ship('p1', 'U.S.S. Enterprise', { at: 'Test Mission' })
        .aboard('U.S.S. Enterprise', 'p1', ['Two of Nineteen'])
        .drawDeck('p1', ['Worf', 'Transwarp Conduit', 'Kurn']),
    );
    const drawing = toEndOfTurnDraw(game);
    // Act
    const refused = refusal(game, transport(s, ['Data']));
    // Assert
    expect(drawing.pending).toEqual({ player: 'p1', decision: 'turn.draw' });
    expect(refused).toEqual({ rule: "Playing 'At Any Time'", unchanged: true });
    expect(legalActions(game, 'p2')).toEqual([]);
  });

  it('should refuse a doorway that does not say "at any time" on the opponent\'s turn, the game unchanged (Rulebook "Playing \'At Any Time\'" L456)', () => {
    // Arrange
    const [game, s] = started(transportLine().hand('p2', ['Holding Cell Door']));
    const door = {
      type: 'card.play',
      player: 'p2',
      card: s.id('Holding Cell Door'),
      kind: 'doorway',
      target: { card: s.id('theirs') },
    } as const;
    // Act
    const refused = refusal(game, door);
    const sentBack = send(game, door);
    // Assert
    expect(refused).toEqual({ rule: "Playing 'At Any Time'", unchanged: true });
    expect(E.isLeft(sentBack) && sentBack.left.message).toMatch(
      /Doorways, by default, may play at any time during your turn only/,
    );
    expect(legalActions(game, 'p2')).not.toContainEqual(door);
  });

  it("should refuse p2's normal card play on p1's turn, the game unchanged (Rulebook \"Playing 'At Any Time'\" L447)", () => {
    // Arrange
    const [game, s] = started(
      transportLine().facility('p2', 'Federation Outpost', { at: 'Avert Disaster' }).hand('p2', ['Worf']),
    );
    const report = {
      type: 'card.play',
      player: 'p2',
      card: s.id('Worf'),
      kind: 'report',
      facility: s.id('Federation Outpost'),
      affiliation: 'Klingon',
    } as const;
    // Act
    const refused = refusal(game, report);
    // Assert
    expect(refused).toEqual({ rule: "Playing 'At Any Time'", unchanged: true });
    expect(refusal(game, { type: 'turn.end', player: 'p2' })).toEqual({
      rule: 'Playing the Game',
      unchanged: true,
    });
  });

  it('should replay p2\'s play from a save and in a fork (README "persist/restore", "fork")', () => {
    // Arrange
    const [game, s] = started(transportLine());
    const ahead = fork(game);
    // Act
    sent(game, transport(s, ['Data']));
    sent(ahead, transport(s, ['Data']));
    const restored = restore(persist(game));
    // Assert
    expect(E.isRight(restored) && state(restored.right)).toEqual(state(game));
    expect(state(ahead)).toEqual(state(game));
  });
});

// Helpers

/** p1's turn; p2's Runabout with Data and Troi at Avert Disaster, Excavation next to it, Near-Warp Transport in hand. */
const transportLine = () =>
  onTurn()
    .mission('p1', 'Avert Disaster')
    .mission('p1', 'Excavation')
    .ship('p2', { title: 'Runabout', label: 'theirs' }, { at: 'Avert Disaster' })
    .aboard('theirs', 'p2', ['Data', 'Deanna Troi'])
    .hand('p2', ['Near-Warp Transport'])
    .drawDeck('p2', ['Kurn']);

const transport = (s: Scenario, titles: ReadonlyArray<string>): Command => ({
  type: 'card.play',
  player: 'p2',
  card: s.id('Near-Warp Transport'),
  kind: 'interrupt',
  target: { card: s.id('theirs') },
  transport: { cards: titles.map((t) => s.id(t)), destination: s.id('Excavation') },
});
