// Klingon Troop Deployment (plw/plw3), planet dilemma:
// "Opponent may download to this planet up to three different {[Univ][Kli][OS] personnel} and/or one {Classic
// Disruptor}. They may initiate battle (if possible)."
// A judge's worked example through the engine (Rulebook "Downloading" L466-478, 7.4 Battle L750-785, "Dilemmas" L635).
import { type Scenario, scenario } from '../../../domain/game/scenario';
import { legalActions, pending, state } from '../../../machines/engine';
import { acting, sent } from '../../../machines/engine-test-support';
import { attemptOf, fightToTheEnd, loggedEvents, opponentChooses } from '../attempt-test-support';

describe('klingonTroopDeployment', () => {
  it('should offer only [Univ] [Kli] [OS] personnel, then the Classic Disruptor (Klingon Troop Deployment)', () => {
    // Arrange
    const s = deploymentAtExcavation();
    const game = acting(s.game);
    // Act
    sent(game, attemptOf(s, 'Excavation'));
    const personnel = legalActions(game, 'p2');
    sent(game, opponentChooses([s.id('Kered')]));
    const equipment = legalActions(game, 'p2');
    // Assert
    const offered = new Set(personnel.flatMap((c) => ('cards' in c ? c.cards : [])));
    expect(offered).toEqual(new Set([s.id('Radebe'), s.id('Kered'), s.id('Daval')]));
    expect(equipment).toEqual([opponentChooses([]), opponentChooses([s.id('Classic Disruptor')])]);
  });

  it('should have the troops battle the Away Team when the opponent says so, the dilemma overcome first (Rulebook 7.4, "Dilemmas" L635)', () => {
    // Arrange
    const s = deploymentAtExcavation();
    const game = acting(s.game);
    const troops = [s.id('Radebe'), s.id('Kered'), s.id('Daval')];
    // Act
    sent(game, attemptOf(s, 'Excavation'));
    sent(game, opponentChooses(troops));
    sent(game, opponentChooses([]));
    sent(game, { type: 'attempt.decide', player: 'p2', option: 'battle' });
    const after = fightToTheEnd(game);
    // Assert
    const events = loggedEvents(game);
    const overcome = events.indexOf(
      `Klingon Troop Deployment (${s.id('Klingon Troop Deployment')}) is overcome`,
    );
    expect(overcome).toBeGreaterThan(0);
    expect(events.indexOf("p2 attacks p1's personnel")).toBeGreaterThan(overcome);
    expect(events.slice(overcome).some((e) => / wins$|has no winner/.test(e))).toBe(true);
    const fighters = [...troops, s.id('Data'), s.id('Tasha Yar'), s.id('Worf')];
    const alive = fighters.filter((id) => after.cards[id]?.zone.kind === 'planetSurface');
    expect(alive.every((id) => after.cards[id]?.stopped === true)).toBe(true);
    expect(fighters.filter((id) => !alive.includes(id)).map((id) => after.cards[id]?.zone.kind)).toEqual(
      expect.arrayContaining(['discard']),
    );
    expect(after.attempt).toBeUndefined();
    expect(pending(game)).toEqual({ player: 'p1', decision: 'turn.act' });
  });

  it('should offer no battle to troops without a leader, the Classic Disruptor downloaded with them (Rulebook 7.4 L754)', () => {
    // Arrange
    const s = deploymentAtExcavation();
    const game = acting(s.game);
    // Act
    sent(game, attemptOf(s, 'Excavation'));
    sent(game, opponentChooses([s.id('Kered'), s.id('Daval')]));
    sent(game, opponentChooses([s.id('Classic Disruptor')]));
    const after = state(game);
    // Assert
    const here = [s.id('Kered'), s.id('Daval'), s.id('Classic Disruptor')];
    expect(here.map((id) => after.cards[id]?.zone)).toEqual(
      Array(3).fill({ kind: 'planetSurface', location: s.id('Excavation') }),
    );
    expect(loggedEvents(game)).toContain(
      `Klingon Troop Deployment (${s.id('Klingon Troop Deployment')}) allows no battle now`,
    );
    expect(pending(game)).toEqual({ player: 'p1', decision: 'turn.act' });
  });
});

// Helpers

const deploymentAtExcavation = (): Scenario =>
  scenario()
    .mission('p1', 'Excavation')
    .seed('Excavation', 'p2', ['Klingon Troop Deployment'])
    .surface('Excavation', 'p1', ['Data', 'Tasha Yar', 'Worf'])
    .drawDeck('p1', ['Jean-Luc Picard'])
    .drawDeck('p2', ['Radebe', 'Kered', 'Daval', 'Classic Disruptor', 'Kurn', 'Mendon'])
    .build();
