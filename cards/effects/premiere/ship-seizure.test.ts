// Ship Seizure (premiere/shipseizure), interrupt:
// "If your ship has tractor beams, tow away (discard) any empty ship in the same orbit as your own ship (except empty
// ships at their outpost)."
import type { ScenarioBuilder } from '../../../domain/game/scenario';
import { onTurn, playsOf, send } from '../play-test-support';

describe('shipSeizure', () => {
  it('should tow away (discard) an empty ship orbiting with your ship that has a Tractor Beam', () => {
    // Arrange
    const s = orbit('U.S.S. Galaxy').build();
    const card = s.id('Ship Seizure');
    // Act
    const after = send(s.game, {
      type: 'card.play',
      player: 'p1',
      card,
      kind: 'interrupt',
      target: { card: s.id("I.K.C. K'Vort") },
    });
    // Assert
    expect(playsOf(s.game, card).map((c) => ('target' in c ? c.target : null))).toEqual([
      { card: s.id("I.K.C. K'Vort") },
    ]);
    expect(after.cards[s.id("I.K.C. K'Vort")]?.zone).toEqual({ kind: 'discard', player: 'p2' });
  });

  it("should not tow without a Tractor Beam, nor an empty ship at its owner's outpost, nor a crewed ship", () => {
    // Arrange
    const noBeam = orbit('Runabout').build();
    const atOutpost = orbit('U.S.S. Galaxy')
      .facility('p2', 'Klingon Outpost', { at: 'Avert Disaster' })
      .build();
    const crewed = orbit('U.S.S. Galaxy').aboard("I.K.C. K'Vort", 'p2', ['Kromm']).build();
    // Act
    const plays = [noBeam, atOutpost, crewed].map((s) => playsOf(s.game, s.id('Ship Seizure')));
    // Assert
    expect(plays).toEqual([[], [], []]);
  });
});

// Helpers

const orbit = (yours: string): ScenarioBuilder =>
  onTurn()
    .mission('p1', 'Avert Disaster')
    .ship('p1', yours, { at: 'Avert Disaster' })
    .ship('p2', "I.K.C. K'Vort", { at: 'Avert Disaster' })
    .hand('p1', ['Ship Seizure']);
