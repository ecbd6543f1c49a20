// Alien Parasites (premiere/alienparasites), [P] dilemma:
// "Unless INTEGRITY>32, Away Team infected. They beam back and opponent immediately controls ship and crew until
// 'stopped.' Then turn resumes."

import { cardsIn } from '../../../domain/core/game-state';
import type { Command } from '../../../domain/game/decisions';
import { legalActions, state } from '../../../machines/engine';
import { onTurn } from '../../effects/play-test-support';
import { refused, started } from '../../effects/response-test-support';
import { act } from '../../effects/turn-test-support';
import { onPlanet, runAttempt } from '../attempt-test-support';

describe('alienParasites', () => {
  it('should let an Away Team of INTEGRITY>32 pass (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = infected(['Jean-Luc Picard', 'Data', 'Deanna Troi', 'Beverly Crusher']).build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(run.report?.outcome).toBe('solved');
    expect(run.game.infestation).toBeUndefined();
  });

  it('should beam the Away Team back and give the opponent the ship and crew, nobody stopped yet (Rulebook 12.3 Control)', () => {
    // Arrange
    const s = infected(['Mendon', 'Giusti']).build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    const taken = [s.id('Runabout'), s.id('Worf'), s.id('Mendon'), s.id('Giusti')];
    expect(run.report?.outcome).toBe('ended');
    expect(cardsIn({ kind: 'aboard', carrier: s.id('Runabout') })(run.game)).toEqual([
      s.id('Worf'),
      s.id('Mendon'),
      s.id('Giusti'),
    ]);
    expect(taken.map((id) => run.game.cards[id]?.controller)).toEqual(['p2', 'p2', 'p2', 'p2']);
    expect(taken.some((id) => run.game.cards[id]?.stopped)).toBe(false);
    expect(run.game.infestation?.player).toBe('p2');
  });

  it('should have the opponent give orders with the infected ship and crew only, in the middle of the turn (Rulebook 12.3 Control)', () => {
    // Arrange
    const [game, s] = started(infected(['Mendon', 'Giusti']));
    // Act
    const after = act(game, { type: 'mission.attempt', player: 'p1', location: s.id('Excavation') });
    // Assert
    const actions = legalActions(game);
    expect(after.pending).toEqual({ player: 'p2', decision: 'turn.act' });
    expect(actions).toContainEqual({ type: 'infestation.end', player: 'p2' });
    expect(actions.some((c) => c.type === 'ship.move' && c.ship === s.id('Runabout'))).toBe(true);
    expect(actions.every((c) => !('ship' in c) || c.ship === s.id('Runabout'))).toBe(true);
    expect(actions.some((c) => c.type === 'turn.end' || c.type === 'card.play')).toBe(false);
    expect(refused(game, { type: 'turn.end', player: 'p1' })).toBe('Playing the Game');
  });

  it('should give control back when the opponent ends it: the team is stopped, the dilemma reseeded, the turn resumes (Rulebook "Dilemmas")', () => {
    // Arrange
    const [game, s] = started(infected(['Mendon', 'Giusti']));
    act(game, { type: 'mission.attempt', player: 'p1', location: s.id('Excavation') });
    const away = legalActions(game).find(
      (c): c is Extract<Command, { type: 'ship.move' }> => c.type === 'ship.move',
    );
    if (away === undefined) throw new Error('the infected Runabout cannot move');
    act(game, away);
    // Act
    const after = act(game, { type: 'infestation.end', player: 'p2' });
    // Assert
    expect(after.infestation).toBeUndefined();
    expect(after.pending).toEqual({ player: 'p1', decision: 'turn.act' });
    expect(after.cards[s.id('Runabout')]?.zone).toEqual({ kind: 'atLocation', location: away.to });
    expect([s.id('Runabout'), s.id('Worf')].map((id) => after.cards[id]?.controller)).toEqual(['p1', 'p1']);
    expect([s.id('Mendon'), s.id('Giusti'), s.id('Worf')].map((id) => after.cards[id]?.stopped)).toEqual([
      true,
      true,
      false,
    ]);
    expect(cardsIn({ kind: 'underMission', location: s.id('Excavation') })(after)).toEqual([
      s.id('Alien Parasites'),
    ]);
    expect(state(game).turn.active).toBe('p1');
  });

  it('should keep control while the infected crew is not stopped: failing the mission requirements stops no one (Rulebook "Mission Attempt", L716-722)', () => {
    // Arrange
    const [game, s] = started(infected(['Mendon', 'Giusti']));
    const anomaly = s.id('Investigate Anomaly');
    act(game, { type: 'mission.attempt', player: 'p1', location: s.id('Excavation') });
    act(game, { type: 'ship.move', player: 'p2', ship: s.id('Runabout'), to: anomaly });
    // Act
    const after = act(game, {
      type: 'mission.attempt',
      player: 'p2',
      location: anomaly,
      ship: s.id('Runabout'),
    });
    // Assert: the crew fails Investigate Anomaly's requirements, and is not stopped
    expect(after.infestation?.player).toBe('p2');
    expect(after.pending?.player).toBe('p2');
    expect(after.cards[s.id('Runabout')]?.controller).toBe('p2');
    expect(after.cards[s.id('Runabout')]?.stopped).toBe(false);
  });
});

// Helpers

const infected = (team: ReadonlyArray<string>) =>
  onTurn()
    .mission('p1', 'Excavation')
    .mission('p2', 'Investigate Anomaly')
    .seed('Excavation', 'p2', ['Alien Parasites'])
    .surface('Excavation', 'p1', team)
    .ship('p1', 'Runabout', { at: 'Excavation' })
    .aboard('Runabout', 'p1', ['Worf']);
