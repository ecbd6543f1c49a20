// The Metrons' Arena (plw/plw6), space/planet dilemma:
// "One personnel (opponent's choice) is relocated to nearest planet with no personnel on surface; opponent may
// download {S'Salk} there. Attempt ends."
// Through the engine (Rulebook L1249 "nearest", 12.5 Ties, "Downloading" L466-478, "Dilemmas" L634).

import { cardsIn } from '../../../domain/core/game-state';
import { type ScenarioBuilder, scenario } from '../../../domain/game/scenario';
import { legalActions, pending, state } from '../../../machines/engine';
import { acting, sent } from '../../../machines/engine-test-support';
import { attemptOf, loggedEvents, opponentChooses } from '../attempt-test-support';

describe('theMetronsArena', () => {
  it('should let the opponent choose the personnel among the Away Team (Rulebook "Dilemmas": "opponent\'s choice")', () => {
    // Arrange
    const s = arena().build();
    const game = acting(s.game);
    // Act
    sent(game, attemptOf(s, 'Excavation'));
    const choices = legalActions(game, 'p2');
    // Assert
    expect(pending(game)).toEqual({ player: 'p2', decision: 'attempt.choose' });
    expect(choices).toEqual(['Data', 'Tasha Yar', 'Worf'].map((t) => opponentChooses([s.id(t)])));
  });

  it("should relocate them to the nearest planet with no personnel on surface, past an occupied planet and a space mission, and let the opponent download S'Salk there; the attempt ends, nobody stopped (Rulebook L1249)", () => {
    // Arrange
    const s = arena().build();
    const game = acting(s.game);
    // Act
    sent(game, attemptOf(s, 'Excavation'));
    sent(game, opponentChooses([s.id('Worf')]));
    const offered = legalActions(game, 'p2');
    sent(game, opponentChooses([s.id("S'Salk")]));
    const after = state(game);
    // Assert
    expect(offered).toEqual([opponentChooses([]), opponentChooses([s.id("S'Salk")])]);
    const arenaPlanet = cardsIn({ kind: 'planetSurface', location: s.id('Avert Disaster') })(after);
    expect(arenaPlanet).toEqual(expect.arrayContaining([s.id('Worf'), s.id("S'Salk")]));
    expect(after.cards[s.id("S'Salk")]?.controller).toBe('p2');
    expect(['Data', 'Tasha Yar', 'Worf'].map((t) => after.cards[s.id(t)]?.stopped)).toEqual([
      false,
      false,
      false,
    ]);
    expect(after.cards[s.id("The Metrons' Arena")]?.zone.kind).toBe('outOfPlay');
    expect(after.locations[s.id('Excavation')]?.completedBy ?? null).toBeNull();
    expect(after.attempt).toBeUndefined();
    expect(loggedEvents(game)).toEqual(
      expect.arrayContaining([
        `Worf (${s.id('Worf')}) is relocated to Avert Disaster`,
        `The Metrons' Arena (${s.id("The Metrons' Arena")}) is overcome and ends the mission attempt`,
      ]),
    );
    expect(pending(game)).toEqual({ player: 'p1', decision: 'turn.act' });
  });

  it('should leave the personnel where they are and download nothing when every other planet has personnel on it ("there" is nowhere)', () => {
    // Arrange
    const s = arena().surface('Avert Disaster', 'p1', ['Jean-Luc Picard']).build();
    const game = acting(s.game);
    // Act
    sent(game, attemptOf(s, 'Excavation'));
    sent(game, opponentChooses([s.id('Worf')]));
    const after = state(game);
    // Assert
    expect(after.cards[s.id('Worf')]?.zone).toEqual({ kind: 'planetSurface', location: s.id('Excavation') });
    expect(after.cards[s.id("S'Salk")]?.zone.kind).toBe('drawDeck');
    expect(after.cards[s.id("The Metrons' Arena")]?.zone.kind).toBe('outOfPlay');
    expect(pending(game)).toEqual({ player: 'p1', decision: 'turn.act' });
  });
});

// Helpers

// the spaceline: Excavation (attempted), Evacuation (p2's Away Team on it), Test Mission (space), Avert Disaster
const arena = (): ScenarioBuilder =>
  scenario()
    .mission('p1', 'Excavation')
    .mission('p1', 'Evacuation')
    .mission('p1', 'Test Mission')
    .mission('p1', 'Avert Disaster')
    .seed('Excavation', 'p2', ["The Metrons' Arena"])
    .surface('Excavation', 'p1', ['Data', 'Tasha Yar', 'Worf'])
    .surface('Evacuation', 'p2', ['Mendon'])
    .drawDeck('p1', ['Geordi La Forge'])
    .drawDeck('p2', [{ title: "S'Salk", blueprint: 'tnz/TNZ37' }, 'Tricorder']);
