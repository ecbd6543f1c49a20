// Rulebook "Looking at Cards": what `view` shows of the mission attempt, the battle, the modifiers and the choices.
import type { Battle } from '../battle-rules/battle-model';
import type { Modifier } from '../cards-in-play/sam';
import { named } from '../core/chronicle';
import type { GameState } from '../core/game-state';
import { scenario } from '../game/scenario';
import type { MissionAttempt } from '../mission-attempt/model';
import { toView } from './view';

describe('shownTo', () => {
  it('should withhold from the attempt\'s events the title of a card the viewer may not see, and show its owner (Rulebook "Looking at Cards")', () => {
    // Arrange: the Chalnoth revealed face up kills Worf, aboard p1's Runabout (p2 may not inspect him there)
    const p = position();
    const { game, worf, chalnoth } = p;
    const attempt = attemptWith(p, [{ card: chalnoth, text: `kills ${named(worf)(game)}` }]);
    // Act
    const [mine, theirs] = seenBy({ ...game, attempt });
    // Assert
    expect(mine?.attempt).toEqual(attempt);
    expect(theirs?.attempt).toEqual({
      ...attempt,
      events: [{ card: chalnoth, text: `kills a hidden card (${worf})` }],
    });
  });

  it("should show the attempt's events naming only cards both players see (the revealed dilemma)", () => {
    // Arrange
    const p = position();
    const { game, chalnoth } = p;
    const attempt = attemptWith(p, [{ card: null, text: `${named(chalnoth)(game)} is revealed` }]);
    // Act
    const [mine, theirs] = seenBy({ ...game, attempt });
    // Assert
    expect([mine?.attempt, theirs?.attempt]).toEqual([attempt, attempt]);
  });

  it('should not tell the order of the face-down combat piles to either player (Rulebook 7.4 stage 3 Form Up)', () => {
    // Arrange: piles listed in an order that is not the id order
    const p = position();
    const { game, worf, kurn, data } = p;
    const battle = personnelBattle(p, [data, worf], [kurn], `stuns ${named(worf)(game)}`);
    // Act
    const [mine, theirs] = seenBy({ ...game, battle });
    // Assert
    const piles = [mine, theirs].map((v) =>
      v?.battle?.fight.kind === 'personnel' ? v.battle.fight.piles : null,
    );
    expect([data, worf]).not.toEqual([data, worf].sort());
    expect(piles).toEqual([
      [[data, worf].sort(), [kurn]],
      [[data, worf].sort(), [kurn]],
    ]);
    expect(theirs?.battle?.events).toEqual([{ card: null, text: `stuns a hidden card (${worf})` }]);
    expect(mine?.battle?.events).toEqual(battle.events);
  });

  it('should not tell the title of a lasting modifier\'s source card the viewer may not see (Rulebook "Looking at Cards")', () => {
    // Arrange: a modifier from Worf (aboard, hidden from p2), one from the Runabout (seen by both)
    const { game, worf, runabout } = position();
    const modifiers = [modifier(worf, 'Worf'), modifier(runabout, 'Runabout')];
    const effects = [{ kind: 'modifier', modifier: modifier(worf, 'Worf') } as const];
    const textThisTurn = { turn: game.turn.number, used: ['p1:Worf'], effects };
    // Act
    const [mine, theirs] = seenBy({ ...game, modifiers, textThisTurn });
    // Assert
    expect(mine?.modifiers).toEqual(modifiers);
    expect(theirs?.modifiers).toEqual([{ ...modifiers[0], sourceTitle: 'a hidden card' }, modifiers[1]]);
    expect(mine?.textThisTurn).toEqual(textThisTurn);
    expect(theirs?.textThisTurn?.effects).toEqual([
      { kind: 'modifier', modifier: { ...modifiers[0], sourceTitle: 'a hidden card' } },
    ]);
  });

  it('should show a pending card choice as it is: it names the card played and counts only (Rulebook "Playing a Card")', () => {
    // Arrange: p1 rearranging p2's draw deck by a card played face up
    const { game, runabout } = position();
    const choosing = {
      kind: 'rearrangeDrawDeck',
      player: 'p1',
      deckOwner: 'p2',
      source: runabout,
      placed: 1,
    } as const;
    // Act
    const [mine, theirs] = seenBy({ ...game, choosing });
    // Assert
    expect([mine?.choosing, theirs?.choosing]).toEqual([choosing, choosing]);
  });
});

// Helpers

const position = () => {
  const s = scenario()
    .mission('p1', 'Test Mission')
    .seed('Test Mission', 'p2', ['Chalnoth'])
    .ship('p1', 'Runabout', { at: 'Test Mission' })
    .aboard('Runabout', 'p1', ['Worf', 'Data'])
    .ship('p2', "I.K.C. K'Vort", { at: 'Test Mission' })
    .aboard("I.K.C. K'Vort", 'p2', ['Kurn'])
    .modify('Chalnoth', { faceUp: true })
    .build();
  return {
    game: s.game,
    worf: s.id('Worf'),
    data: s.id('Data'),
    kurn: s.id('Kurn'),
    runabout: s.id('Runabout'),
    chalnoth: s.id('Chalnoth'),
    mission: s.id('Test Mission'),
  };
};

type Position = ReturnType<typeof position>;

const seenBy = (game: GameState) => ['p1', 'p2'].map((p) => toView(p)(game));

const attemptWith = (p: Position, events: MissionAttempt['events']): MissionAttempt => ({
  player: 'p1',
  location: p.mission,
  ship: p.runabout,
  mission: 'space',
  members: [p.worf, p.data],
  place: { kind: 'aboard', carrier: p.runabout },
  revealed: p.chalnoth,
  answers: [],
  awaiting: null,
  stopped: null,
  resume: null,
  events,
});

const personnelBattle = (
  p: Position,
  attacking: ReadonlyArray<string>,
  defending: ReadonlyArray<string>,
  event: string,
): Battle => ({
  attacker: 'p1',
  defender: 'p2',
  location: p.mission,
  counterAttack: false,
  fight: {
    kind: 'personnel',
    place: { kind: 'aboard', carrier: p.runabout },
    forces: [attacking, defending],
    piles: [attacking, defending],
    adversaries: null,
    awaiting: null,
    stunned: [],
    mortallyWounded: [],
  },
  resume: null,
  events: [{ card: null, text: event }],
});

const modifier = (source: string, sourceTitle: string): Modifier => ({
  target: source,
  value: { kind: 'attribute', name: 'STRENGTH' },
  op: 'add',
  amount: 2,
  source,
  sourceTitle,
  cumulative: false,
});
