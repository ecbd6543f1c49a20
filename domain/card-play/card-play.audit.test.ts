// Rulebook "Play a Card" as a judge's worked example, through the engine facade: an event plays where its text says
// (Atmospheric Ionization: "Plays crosswise on any planet location"), using the one normal card play of the turn.
import { legalActions, state } from '../../machines/engine';
import { sent, started } from '../../machines/engine-test-support';
import { refusal } from '../../machines/judge-test-support';
import type { Command } from '../game/decisions';
import { type Scenario, scenario } from '../game/scenario';

describe('playing an event', () => {
  it('should offer an event on the location its text names, and refuse it elsewhere, the game unchanged (Rulebook "Play a Card")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .mission('p1', 'Test Mission')
      .hand('p1', ['Atmospheric Ionization'])
      .drawDeck('p1', ['Data'])
      .build();
    const game = started(s.game);
    const offered = legalActions(game).filter((c) => c.type === 'card.play');
    // Act
    const refused = refusal(game, ionize(s, 'Test Mission'));
    // Assert
    expect(offered).toEqual([ionize(s, 'Avert Disaster')]);
    expect(refused).toEqual({ rule: 'Play a Card', unchanged: true });
  });
});

describe('the normal card play', () => {
  it('should spend the one normal card play on the event, then refuse a report, the game unchanged (Rulebook "Play a Card")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .facility('p1', 'Federation Outpost', { at: 'Avert Disaster' })
      .hand('p1', ['Atmospheric Ionization', 'Data'])
      .drawDeck('p1', ['Worf'])
      .build();
    const game = started(s.game);
    const offered = legalActions(game);
    sent(game, ionize(s, 'Avert Disaster'));
    // Act
    const refused = refusal(game, reportData(s));
    // Assert
    expect(offered).toContainEqual(reportData(s));
    expect(state(game).turn.normalCardPlayUsed).toBe(true);
    expect(legalActions(game).filter((c) => c.type === 'card.play')).toEqual([]);
    expect(refused).toEqual({ rule: 'Play a Card', unchanged: true });
  });
});

// Helpers

const ionize = (s: Scenario, mission: string): Command => ({
  type: 'card.play',
  player: 'p1',
  card: s.id('Atmospheric Ionization'),
  kind: 'event',
  target: { card: s.id(mission) },
});

const reportData = (s: Scenario): Command => ({
  type: 'card.play',
  player: 'p1',
  card: s.id('Data'),
  kind: 'report',
  facility: s.id('Federation Outpost'),
  affiliation: 'Federation',
});
