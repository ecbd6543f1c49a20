// Portal Guard (premiere/portalguard), [P] dilemma:
// "Unless at least one Away Team member has CUNNING>7 OR Honor, the entire Away Team must abort mission and beam up
// or die."
import { cardsIn } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { onPlanet, runAttempt } from '../attempt-test-support';

describe('portalGuard', () => {
  it('should let a team with a member of CUNNING>7 pass (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = planet(['Baran', 'Deanna Troi']).build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(run.report?.outcome).toBe('solved');
  });

  it('should beam the team up to its ship in orbit and be reseeded (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = planet(['Mendon', 'Giusti']).ship('p1', 'Runabout', { at: 'Excavation' }).build();
    const location = s.id('Excavation');
    // Act
    const run = runAttempt(s.game, onPlanet('p1', location));
    // Assert
    expect(cardsIn({ kind: 'aboard', carrier: s.id('Runabout') })(run.game)).toEqual([
      s.id('Mendon'),
      s.id('Giusti'),
    ]);
    expect(cardsIn({ kind: 'underMission', location })(run.game)).toEqual([s.id('Portal Guard')]);
  });

  it('should kill a team whose only ship in orbit is phased: nothing beams onto it (Rulebook 7.6)', () => {
    // Arrange
    const s = planet(['Mendon', 'Giusti'])
      .ship('p1', 'Apnex', { at: 'Excavation' })
      .modify('Apnex', { cloaked: true, phased: true })
      .build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(cardsIn({ kind: 'aboard', carrier: s.id('Apnex') })(run.game)).toEqual([]);
    expect(cardsIn({ kind: 'discard', player: 'p1' })(run.game)).toHaveLength(2);
  });

  it('should kill a team whose only ship in orbit is carried aboard a cloaked ship: nothing beams onto it (Rulebook 7.6, "Carried ships")', () => {
    // Arrange
    const s = carriedInOrbit(true).build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(cardsIn({ kind: 'aboard', carrier: s.id('Runabout') })(run.game)).toEqual([]);
    expect(cardsIn({ kind: 'discard', player: 'p1' })(run.game)).toHaveLength(2);
  });

  it('should offer beaming the team up aboard its ship carried by a ship in orbit (Rulebook 7.1.1 Beam, "Carried ships")', () => {
    // Arrange
    const s = carriedInOrbit(false).build();
    // Act
    const asked = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')), [
      { type: 'attempt.choose', player: 'p1', cards: [s.id('Runabout')] },
    ]);
    // Assert
    expect(asked.game.attempt?.awaiting?.options).toEqual([s.id("I.K.C. K'Vort"), s.id('Runabout')]);
    expect(cardsIn({ kind: 'aboard', carrier: s.id('Runabout') })(run.game)).toEqual([
      s.id('Mendon'),
      s.id('Giusti'),
    ]);
  });

  it('should kill a team with nowhere to beam up to (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = planet(['Mendon', 'Giusti']).build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(cardsIn({ kind: 'discard', player: 'p1' })(run.game)).toHaveLength(2);
  });
});

// Helpers

const planet = (team: ReadonlyArray<string>) =>
  scenario()
    .mission('p1', 'Excavation')
    .seed('Excavation', 'p2', ['Portal Guard'])
    .surface('Excavation', 'p1', team);

/** Mendon and Giusti on the planet; in orbit, the K'Vort (cloaked or not) carrying the Runabout. */
const carriedInOrbit = (cloaked: boolean) =>
  planet(['Mendon', 'Giusti'])
    .ship('p1', "I.K.C. K'Vort", { at: 'Excavation' })
    .modify("I.K.C. K'Vort", { cloaked })
    .ship('p1', 'Runabout', { carriedBy: "I.K.C. K'Vort" });
