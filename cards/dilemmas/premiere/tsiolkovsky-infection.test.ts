// Tsiolkovsky Infection (premiere/Tsiolkovsky-Infection), [S] dilemma:
// "Place aboard ship. It is now infected. Mission continues, but all personnel, while aboard, lose their
// first-listed skill. Cure with 3 MEDICAL. (Not cumulative.)"

import { skillLevel } from '../../../domain/cards-in-play/skills';
import { getCard } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { onShip, runAttempt } from '../attempt-test-support';

describe('tsiolkovskyInfection', () => {
  it('should infect the ship: personnel aboard lose their first-listed skill, the mission continuing (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = crew(['Mendon', 'Beverly Crusher', 'Jean-Luc Picard', 'Data']).build();
    // Act
    const run = runAttempt(s.game, onShip('p1', s.id('Test Mission'), s.id('Runabout')));
    // Assert
    expect(getCard(s.id('Tsiolkovsky Infection'))(run.game).zone).toEqual({
      kind: 'playedOn',
      host: s.id('Runabout'),
    });
    expect([
      skillLevel(s.id('Mendon'), 'SCIENCE')(run.game),
      skillLevel(s.id('Beverly Crusher'), 'MEDICAL')(run.game),
      skillLevel(s.id('Jean-Luc Picard'), 'OFFICER')(run.game),
      skillLevel(s.id('Jean-Luc Picard'), 'Diplomacy')(run.game),
    ]).toEqual([0, 1, 0, 2]);
    expect(run.report?.events.some((e) => / solves /.test(e.text))).toBe(true);
  });

  it('should take a whole skill listed "x 2" first (Rulebook "Using Skills")', () => {
    // Arrange
    const s = crew(['Sarek']).build();
    // Act
    const run = runAttempt(s.game, onShip('p1', s.id('Test Mission'), s.id('Runabout')));
    // Assert
    expect(skillLevel(s.id('Sarek'), 'V.I.P.')(run.game)).toBe(0);
  });
});

// Helpers

const crew = (titles: ReadonlyArray<string>) =>
  scenario()
    .mission('p1', 'Test Mission')
    .seed('Test Mission', 'p2', ['Tsiolkovsky Infection'])
    .ship('p1', 'Runabout', { at: 'Test Mission' })
    .aboard('Runabout', 'p1', titles);
