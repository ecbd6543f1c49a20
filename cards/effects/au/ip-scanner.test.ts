// I.P. Scanner (au/ipscanner), equipment:
// "Where present, nullifies {Interphasic Plasma Creatures}, {Brain Drain} and {Phased Matter}."
import { getCard } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { onPlanet, runAttempt } from '../../dilemmas/attempt-test-support';
import { onTurn, send } from '../play-test-support';

describe('ipScanner', () => {
  it('should report for duty aboard your outpost (Rulebook "Reporting for Duty")', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Excavation')
      .facility('p1', 'Federation Outpost', { at: 'Excavation' })
      .hand('p1', ['I.P. Scanner'])
      .build();
    const [card, outpost] = [s.id('I.P. Scanner'), s.id('Federation Outpost')];
    // Act
    const after = send(s.game, {
      type: 'card.play',
      player: 'p1',
      card,
      kind: 'report',
      facility: outpost,
      affiliation: null,
    });
    // Assert
    expect(getCard(card)(after).zone).toEqual({ kind: 'aboard', carrier: outpost });
  });

  it('should nullify Phased Matter encountered by the Away Team it is with: no one is phased (Rulebook "Dilemmas" nullifiers)', () => {
    // Arrange
    const s = excavation(['Jean-Luc Picard', 'Data', 'Tasha Yar', 'I.P. Scanner']);
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(getCard(s.id('Phased Matter'))(run.game).zone.kind).toBe('outOfPlay');
    expect(run.report?.outcome).toBe('solved');
  });

  it('should leave Phased Matter its effect without the scanner present: the team is to be split (Phased Matter)', () => {
    // Arrange
    const s = excavation(['Jean-Luc Picard', 'Data', 'Tasha Yar']);
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(run.report).toBeNull();
    expect(getCard(s.id('Phased Matter'))(run.game).zone.kind).not.toBe('outOfPlay');
  });
});

// Helpers

const excavation = (team: ReadonlyArray<string>) =>
  scenario()
    .mission('p1', 'Excavation')
    .seed('Excavation', 'p2', ['Phased Matter'])
    .surface('Excavation', 'p1', team)
    .build();
