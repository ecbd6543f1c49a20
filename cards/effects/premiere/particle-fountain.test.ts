// Particle Fountain (premiere/particlefountain), interrupt, bonus point box 5:
// "If 2 ENGINEER present in Away Team, play particle fountain (maximum of one) on just completed planet mission for
// bonus points."
import { cardsIn, type PlayerId } from '../../../domain/core/game-state';
import { type ScenarioBuilder, scenario } from '../../../domain/game/scenario';
import { legalActions, pending, state } from '../../../machines/engine';
import { play, refused, started } from '../response-test-support';

/** p1's Away Team solves Excavation (Archaeology, 25 points); `holder` holds the Particle Fountains. */
const solving = (team: ReadonlyArray<string>, holder: PlayerId = 'p1', copies = 1): ScenarioBuilder =>
  scenario({ active: 'p1' })
    .mission('p1', 'Excavation')
    .surface('Excavation', 'p1', team)
    .hand(
      holder,
      Array.from({ length: copies }, () => 'Particle Fountain'),
    );

const scoreOf = (player: PlayerId, game: ReturnType<typeof state>): number =>
  game.players.find((p) => p.id === player)?.score ?? 0;

describe('particleFountain', () => {
  it('should be offered on the planet mission just completed by an Away Team with 2 ENGINEER and score 5 bonus points (Rulebook 7.2)', () => {
    // Arrange
    const [game, s] = started(solving(['Vash', 'Data', 'Geordi La Forge']));
    const [fountain, mission] = [s.id('Particle Fountain'), s.id('Excavation')];
    play(game, { type: 'mission.attempt', player: 'p1', location: mission });
    const offered = legalActions(game);
    // Act
    const after = play(game, {
      type: 'card.play',
      player: 'p1',
      card: fountain,
      kind: 'interrupt',
      target: { card: mission },
    });
    // Assert
    expect(offered).toEqual([
      { type: 'card.play', player: 'p1', card: fountain, kind: 'interrupt', target: { card: mission } },
      { type: 'response.pass', player: 'p1' },
    ]);
    expect(cardsIn({ kind: 'pointArea', player: 'p1' })(after)).toEqual([fountain]);
    expect(scoreOf('p1', after)).toBe(30);
    expect(pending(game)).toEqual({ player: 'p1', decision: 'turn.act' });
  });

  it('should open no window and refuse the play without 2 ENGINEER in the Away Team, changing nothing (Particle Fountain)', () => {
    // Arrange
    const [game, s] = started(solving(['Vash', 'Data']));
    const [fountain, mission] = [s.id('Particle Fountain'), s.id('Excavation')];
    const solved = play(game, { type: 'mission.attempt', player: 'p1', location: mission });
    // Act
    const rule = refused(game, {
      type: 'card.play',
      player: 'p1',
      card: fountain,
      kind: 'interrupt',
      target: { card: mission },
    });
    // Assert
    expect(solved.locations[mission]?.completedBy).toBe('p1');
    expect(pending(game)).toEqual({ player: 'p1', decision: 'turn.act' });
    expect(rule).toBe("Playing 'At Any Time'");
    expect(state(game)).toBe(solved);
  });

  it("should not be offered to the opponent of the Away Team's player (Particle Fountain)", () => {
    // Arrange
    const [game, s] = started(solving(['Vash', 'Data', 'Geordi La Forge'], 'p2'));
    // Act
    play(game, { type: 'mission.attempt', player: 'p1', location: s.id('Excavation') });
    // Assert
    expect(pending(game)).toEqual({ player: 'p1', decision: 'turn.act' });
    expect(state(game).cards[s.id('Particle Fountain')]?.zone.kind).toBe('hand');
  });

  it('should play a maximum of one on each mission (Particle Fountain)', () => {
    // Arrange
    const [game, s] = started(solving(['Vash', 'Data', 'Geordi La Forge'], 'p1', 2));
    const [first, second] = s.ids('Particle Fountain') as [string, string];
    const mission = s.id('Excavation');
    play(game, { type: 'mission.attempt', player: 'p1', location: mission });
    // Act
    const after = play(game, {
      type: 'card.play',
      player: 'p1',
      card: first,
      kind: 'interrupt',
      target: { card: mission },
    });
    // Assert
    expect(after.cards[second]?.zone.kind).toBe('hand');
    expect(scoreOf('p1', after)).toBe(30);
    expect(pending(game)).toEqual({ player: 'p1', decision: 'turn.act' });
  });
});
