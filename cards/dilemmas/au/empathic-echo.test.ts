// Empathic Echo (au/empathicecho), [S/P] dilemma:
// "One personnel present with Empathy (random selection) is killed unless SECURITY and MEDICAL present."
// An [AU] card: seeded where a card in play allows it (Rulebook "Seed Phases"), here p2's Slingshot Effect ("[AU]
// cards of other card types may seed"); the Alternate Universe Door is not declared.
import { cardsIn, getCard } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { onPlanet, runAttempt } from '../attempt-test-support';

describe('empathicEcho', () => {
  it('should harm no one when SECURITY and MEDICAL are present (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = excavation(['Deanna Troi', 'Tasha Yar', 'Beverly Crusher', 'Jean-Luc Picard']);
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(getCard(s.id('Deanna Troi'))(run.game).zone.kind).toBe('planetSurface');
    expect(run.report?.outcome).toBe('solved');
  });

  it('should kill the personnel with Empathy otherwise, and be reseeded (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = excavation(['Deanna Troi', 'Tasha Yar', 'Jean-Luc Picard']);
    const location = s.id('Excavation');
    // Act
    const run = runAttempt(s.game, onPlanet('p1', location));
    // Assert
    expect(getCard(s.id('Deanna Troi'))(run.game).zone).toEqual({ kind: 'discard', player: 'p1' });
    expect(getCard(s.id('Tasha Yar'))(run.game).zone.kind).toBe('planetSurface');
    expect(run.report?.outcome).toBe('failed');
    expect(cardsIn({ kind: 'underMission', location })(run.game)).toEqual([s.id('Empathic Echo')]);
  });

  it('should be a mis-seed, without effect, when no card in play allows [AU] cards (Rulebook 7.2.4)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Excavation')
      .seed('Excavation', 'p2', ['Empathic Echo'])
      .surface('Excavation', 'p1', ['Deanna Troi', 'Jean-Luc Picard'])
      .build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(getCard(s.id('Deanna Troi'))(run.game).zone.kind).toBe('planetSurface');
    expect(run.report?.events.map((e) => e.text)).toContain('is a mis-seed: out of play');
  });

  it('should go out of play without effect when no one present has Empathy (Rulings "dilemmas – resolution – targets")', () => {
    // Arrange
    const s = excavation(['Tasha Yar', 'Jean-Luc Picard']);
    const location = s.id('Excavation');
    // Act
    const run = runAttempt(s.game, onPlanet('p1', location));
    // Assert
    expect(run.report?.outcome).toBe('solved');
    expect(cardsIn({ kind: 'underMission', location })(run.game)).toEqual([]);
  });
});

// Helpers

const excavation = (team: ReadonlyArray<string>) =>
  scenario()
    .mission('p1', 'Excavation')
    .table('p2', ['Slingshot Effect'])
    .seed('Excavation', 'p2', ['Empathic Echo'])
    .surface('Excavation', 'p1', team)
    .build();
