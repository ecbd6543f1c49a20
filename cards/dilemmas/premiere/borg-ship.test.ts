// Borg Ship (premiere/BorgShip), [S] [Self] dilemma, RANGE 8, WEAPONS 24, SHIELDS 24, 15 points:
// "Place at furthest spaceline end. End of every turn: Attacks all ships, then moves. Worth points if destroyed in
// battle."
import * as Battle from '../../../battle';
import { placeInSpace, SELF_CONTROLLED } from '../../../domain/battle-rules/self-controlled';
import { attribute } from '../../../domain/cards-in-play/skills';
import { type GameState, getCard, updateCard } from '../../../domain/core/game-state';
import { type ScenarioBuilder, scenario } from '../../../domain/game/scenario';
import { legalActions, state } from '../../../machines/engine';
import { play, refused, started } from '../../effects/response-test-support';
import { act } from '../../effects/turn-test-support';
import { onShip, runAttempt } from '../attempt-test-support';

describe('borgShip', () => {
  it('should be placed self-controlled in space at the furthest spaceline end, the attempt going on to the mission requirements (Borg Ship; Rulings "battle")', () => {
    // Arrange
    const s = line().build();
    // Act
    const run = runAttempt(s.game, onShip('p1', s.id('A'), s.id('U.S.S. Enterprise')));
    // Assert
    const borg = getCard(s.id('Borg Ship'))(run.game);
    expect(borg.zone).toEqual({ kind: 'atLocation', location: s.id('C') });
    expect(borg.controller).toBe(SELF_CONTROLLED);
    expect(borg.heading).toBe(s.id('A'));
    expect(borg.faceUp).toBe(true);
    expect(run.report?.events.map((e) => e.text)).toEqual([
      'p1 attempts Test Mission with 3 personnel',
      'is revealed',
      'stays in play in space',
      "p1's mission attempt fails: the team left does not meet the mission requirements; no one is stopped and unstopped personnel may reattempt",
    ]);
    expect(attribute(s.id('Borg Ship'), 'WEAPONS')(run.game)).toBe(24);
  });

  it("should let the encountering player's opponent choose the end on a tie (Rulebook 12.5 Ties)", () => {
    // Arrange
    const s = line('B').build();
    const request = onShip('p1', s.id('B'), s.id('U.S.S. Enterprise'));
    // Act
    const waiting = runAttempt(s.game, request);
    const chosen = runAttempt(s.game, request, [
      { type: 'attempt.choose', player: 'p2', cards: [s.id('A')] },
    ]);
    // Assert
    expect(waiting.game.pending).toEqual({ player: 'p2', decision: 'attempt.choose' });
    expect(getCard(s.id('Borg Ship'))(chosen.game).zone).toEqual({ kind: 'atLocation', location: s.id('A') });
  });

  it('should attack every ship at its location at the end of the turn, each controller deciding on return fire, then move (Borg Ship; Rulings "battle – Multiple targets")', () => {
    // Arrange: the Borg Ship at B heading for A, p1's Enterprise and p2's Vor'Cha at B
    const [game, s] = inSpace(
      line('A', 'B').ship('p2', "I.K.C. Vor'Cha", { at: 'B' }).aboard("I.K.C. Vor'Cha", 'p2', ['Kurn']),
      'B',
    );
    const [borg, enterprise, vorcha] = [s.id('Borg Ship'), s.id('U.S.S. Enterprise'), s.id("I.K.C. Vor'Cha")];
    // Act
    const asked = act(game, { type: 'turn.end', player: 'p1' });
    const offered = legalActions(game);
    const illegal = refused(game, {
      type: 'battle.defend',
      player: 'p1',
      joining: [vorcha],
      returnFireAt: null,
    });
    act(game, { type: 'battle.defend', player: 'p1', joining: [], returnFireAt: borg });
    const p2Asked = state(game).pending;
    const after = act(game, { type: 'battle.defend', player: 'p2', joining: [], returnFireAt: null });
    // Assert
    expect(asked.pending).toEqual({ player: 'p1', decision: 'battle.defend' });
    expect(offered).toEqual([
      { type: 'battle.defend', player: 'p1', joining: [], returnFireAt: null },
      { type: 'battle.defend', player: 'p1', joining: [], returnFireAt: borg },
    ]);
    expect(illegal).toBe('7.4 Ship battle: Initiation');
    expect(p2Asked).toEqual({ player: 'p2', decision: 'battle.defend' });
    expect(getCard(enterprise)(after).zone).toEqual({ kind: 'discard', player: 'p1' });
    expect(getCard(vorcha)(after).zone).toEqual({ kind: 'discard', player: 'p2' });
    expect(getCard(borg)(after).damage).toBe(0);
    expect(getCard(borg)(after).zone).toEqual({ kind: 'atLocation', location: s.id('A') });
    expect(after.counterAttacks ?? []).toEqual([]);
    expect(after.turn.active).toBe('p2');
  });

  it('should move on without a battle when no ship is at its location, and leave the spaceline from the far end (Borg Ship)', () => {
    // Arrange
    const [game, s] = inSpace(line('A', 'B'), 'A');
    // Act
    const after = act(game, { type: 'turn.end', player: 'p1' });
    // Assert
    expect(after.battle).toBeUndefined();
    expect(getCard(s.id('Borg Ship'))(after).zone).toEqual({ kind: 'outOfPlay', player: 'p2' });
  });

  it('should be offered as a target to a player, and be worth its points to the force that destroys it (Borg Ship; Rulings "battle")', () => {
    // Arrange: three Klingon ships (WEAPONS 9 + 8 + 8 = 25 > SHIELDS 24) against a Borg Ship with one damage marker
    const [game, s] = inSpace(klingons(), 'C', 1);
    const [borg, location] = [s.id('Borg Ship'), s.id('C')];
    const attackers = ['I.K.C. Bortas', "I.K.C. Qu'Vat", "I.K.C. Vor'Cha"].map(s.id);
    const attack = {
      type: 'battle.initiate',
      player: 'p1',
      kind: 'ship',
      location,
      attackers,
      target: borg,
    } as const;
    // Act
    const offered = legalActions(game).filter((c) => c.type === 'battle.initiate');
    const after = play(game, attack);
    // Assert
    expect(offered).toContainEqual(attack);
    expect(getCard(borg)(after).zone).toEqual({ kind: 'pointArea', player: 'p1' });
    expect(after.players[0].score).toBe(15);
    expect(after.counterAttacks ?? []).toEqual([]);
  });

  it('should refuse an attack on it by ships elsewhere, with no change (Rulebook 7.4 Battle)', () => {
    // Arrange
    const [game, s] = inSpace(klingons(), 'B');
    const before = state(game);
    const attack = {
      type: 'battle.initiate',
      player: 'p1',
      kind: 'ship',
      location: s.id('C'),
      attackers: [s.id('I.K.C. Bortas')],
      target: s.id('Borg Ship'),
    } as const;
    // Act
    const rule = refused(game, attack);
    // Assert
    expect(rule).toBe('7.4 Battle');
    expect(state(game)).toBe(before);
    expect(Battle.initiateCandidates('p1')(before).some((c) => c.kind === 'ship')).toBe(false);
  });
});

// Helpers

/** Missions A, B, C (p1's); p2's Borg Ship under `at`; p1's Enterprise (Picard aboard) at `shipAt`. */
const line = (at: 'A' | 'B' = 'A', shipAt: 'A' | 'B' = at) =>
  scenario({ active: 'p1' })
    .mission('p1', { title: 'Test Mission', label: 'A' })
    .mission('p1', { title: 'Study Nebula', label: 'B' })
    .mission('p1', { title: 'Explore Black Cluster', label: 'C' })
    .seed(at, 'p2', ['Borg Ship'])
    .ship('p1', 'U.S.S. Enterprise', { at: shipAt })
    .aboard('U.S.S. Enterprise', 'p1', ['Jean-Luc Picard', 'Mendon', 'Alyssa Ogawa'])
    .drawDeck('p1', ['Worf', 'Worf'])
    .drawDeck('p2', ['Worf', 'Worf']);

/** p1's three Klingon ships at C, each with an OFFICER aboard. */
const klingons = () =>
  line()
    .ship('p1', 'I.K.C. Bortas', { at: 'C' })
    .aboard('I.K.C. Bortas', 'p1', ['Kurn'])
    .ship('p1', "I.K.C. Qu'Vat", { at: 'C' })
    .aboard("I.K.C. Qu'Vat", 'p1', ['Kargan'])
    .ship('p1', "I.K.C. Vor'Cha", { at: 'C' })
    .aboard("I.K.C. Vor'Cha", 'p1', ['Klag']);

/** The scenario's game started with its Borg Ship in space at `at`, heading for A, with `damage` markers. */
const inSpace = (builder: ScenarioBuilder, at: 'A' | 'B' | 'C', damage = 0) =>
  started({
    build: () => {
      const s = builder.build();
      const placed: GameState = placeInSpace(s.id('Borg Ship'), s.id(at), s.id('A'))(s.game);
      return { ...s, game: updateCard(s.id('Borg Ship'), (c) => ({ ...c, damage }))(placed) };
    },
  } as ScenarioBuilder);
