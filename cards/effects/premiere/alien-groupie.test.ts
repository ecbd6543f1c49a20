// Alien Groupie (premiere/aliengroupie), interrupt:
// "Plays on any Away Team that just completed a planet mission. Female groupie delays beam up of one male (random
// selection) for one full turn."
import { scenario } from '../../../domain/game/scenario';
import { legalActions, pending, state } from '../../../machines/engine';
import { play, refused, started } from '../response-test-support';
import { endTurns } from '../turn-test-support';

/** p1's Away Team solves Excavation (Archaeology) under the U.S.S. Galaxy; p2 holds Alien Groupie. */
const solving = (team: ReadonlyArray<string>) =>
  started(
    scenario({ active: 'p1' })
      .mission('p1', 'Excavation')
      .ship('p1', 'U.S.S. Galaxy', { at: 'Excavation' })
      .surface('Excavation', 'p1', team)
      .hand('p2', ['Alien Groupie'])
      .drawDeck('p1', ['Worf', 'Worf', 'Worf'])
      .drawDeck('p2', ['Worf', 'Worf', 'Worf']),
  );

const beamUp = (card: string, s: { id: (ref: string) => string }) =>
  ({
    type: 'card.beam',
    player: 'p1',
    card,
    from: s.id('Excavation'),
    to: s.id('U.S.S. Galaxy'),
  }) as const;

describe('alienGroupie', () => {
  it("should be offered to the opponent on the Away Team that just completed a planet mission, and delay its male's beam up (Rulebook 7.2)", () => {
    // Arrange
    const [game, s] = solving(['Vash', 'Data']);
    const [groupie, mission, data] = [s.id('Alien Groupie'), s.id('Excavation'), s.id('Data')];
    play(game, { type: 'mission.attempt', player: 'p1', location: mission });
    const offered = legalActions(game);
    // Act
    const after = play(game, {
      type: 'card.play',
      player: 'p2',
      card: groupie,
      kind: 'interrupt',
      target: { card: mission },
    });
    // Assert
    expect(offered).toEqual([
      { type: 'card.play', player: 'p2', card: groupie, kind: 'interrupt', target: { card: mission } },
      { type: 'response.pass', player: 'p2' },
    ]);
    expect(after.cards[groupie]?.zone).toEqual({ kind: 'playedOn', host: data });
    expect(pending(game)).toEqual({ player: 'p1', decision: 'turn.act' });
    expect(refused(game, beamUp(data, s))).toBe('Alien Groupie');
    expect(state(game)).toBe(after);
    expect(refused(game, beamUp(s.id('Vash'), s))).toBeNull();
  });

  it('should hold the male for one full turn: he may beam up once the next turn has ended (Rulebook 12.2)', () => {
    // Arrange
    const [game, s] = solving(['Vash', 'Data']);
    const [groupie, mission, data] = [s.id('Alien Groupie'), s.id('Excavation'), s.id('Data')];
    play(game, { type: 'mission.attempt', player: 'p1', location: mission });
    play(game, {
      type: 'card.play',
      player: 'p2',
      card: groupie,
      kind: 'interrupt',
      target: { card: mission },
    });
    // Act
    const nextTurn = endTurns(game, 1);
    const after = endTurns(game, 1);
    // Assert
    expect(nextTurn.turn.active).toBe('p2');
    expect(nextTurn.cards[groupie]?.zone).toEqual({ kind: 'playedOn', host: data });
    expect(after.turn.active).toBe('p1');
    expect(after.cards[groupie]?.zone.kind).toBe('discard');
    expect(refused(game, beamUp(data, s))).toBeNull();
  });

  it('should open no window and refuse the play when the Away Team has no male, changing nothing (Alien Groupie)', () => {
    // Arrange
    const [game, s] = solving(['Vash']);
    const [groupie, mission] = [s.id('Alien Groupie'), s.id('Excavation')];
    const solved = play(game, { type: 'mission.attempt', player: 'p1', location: mission });
    // Act
    const rule = refused(game, {
      type: 'card.play',
      player: 'p2',
      card: groupie,
      kind: 'interrupt',
      target: { card: mission },
    });
    // Assert
    expect(solved.locations[mission]?.completedBy).toBe('p1');
    expect(pending(game)).toEqual({ player: 'p1', decision: 'turn.act' });
    expect(rule).not.toBeNull();
    expect(state(game)).toBe(solved);
  });
});
