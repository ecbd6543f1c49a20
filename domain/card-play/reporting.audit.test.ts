// Rulebook "Reporting for Duty" and "Entering Play" as a judge's worked examples, through the engine facade: a card
// reports to a usable, compatible outpost in its native quadrant (equipment in any quadrant), a ship reported to an
// outpost enters docked, unique cards and personas once, ❖ universal cards any number of times, and an [AU] card
// only where a card allows it. Each example shows the report offered and the illegal one refused, the game unchanged.
import { legalActions, state } from '../../machines/engine';
import { sent, started } from '../../machines/engine-test-support';
import { refusal } from '../../machines/judge-test-support';
import type { CardId } from '../core/game-state';
import { type Scenario, type ScenarioBuilder, scenario } from '../game/scenario';
import type { ReportCard } from './card-play';

describe('reporting for duty', () => {
  it('should offer a native personnel and refuse a Delta Quadrant one at an Alpha Quadrant outpost, the game unchanged (Rulebook "Native Quadrant")', () => {
    // Arrange
    const s = federationOutpost().hand('p1', ['Data', 'Tuvok']).build();
    const game = started(s.game);
    const outpost = s.id('Federation Outpost');
    // Act
    const refused = refusal(game, report(s.id('Tuvok'), outpost, 'Federation'));
    // Assert
    expect(legalActions(game)).toContainEqual(report(s.id('Data'), outpost, 'Federation'));
    expect(reportsOf(game, s.id('Tuvok'))).toEqual([]);
    expect(refused).toEqual({ rule: 'Native Quadrant', unchanged: true });
  });

  it('should offer equipment to an outpost of any quadrant, and refuse a Federation personnel there, the game unchanged (Rulebook "Native Quadrant", "Compatible")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Catalog Phenomena')
      .facility('p1', 'Kazon Outpost', { at: 'Catalog Phenomena' })
      .modify('Kazon Outpost', { affiliation: 'Kazon' })
      .hand('p1', ['Tricorder', 'Data'])
      .build();
    const game = started(s.game);
    const outpost = s.id('Kazon Outpost');
    // Act
    const refused = refusal(game, report(s.id('Data'), outpost, 'Federation'));
    // Assert
    expect(legalActions(game)).toContainEqual(report(s.id('Tricorder'), outpost, null));
    expect(reportsOf(game, s.id('Data'))).toEqual([]);
    expect(refused).toEqual({ rule: 'Compatible', unchanged: true });
  });

  it('should refuse reporting to the opponent\'s outpost, the game unchanged (Rulebook "Usable")', () => {
    // Arrange
    const s = federationOutpost().hand('p2', ['Data']).build();
    const game = started({ ...s.game, turn: { ...s.game.turn, active: 'p2' } });
    // Act
    const refused = refusal(game, {
      ...report(s.id('Data'), s.id('Federation Outpost'), 'Federation'),
      player: 'p2',
    });
    // Assert
    expect(legalActions(game).filter((c) => c.type === 'card.play')).toEqual([]);
    expect(refused).toEqual({ rule: 'Usable', unchanged: true });
  });

  it('should make a ship reported to an outpost enter play docked there (Rulebook 7.1.4 Dock & Undock, "Reporting for Duty")', () => {
    // Arrange
    const s = federationOutpost().hand('p1', ['U.S.S. Enterprise']).build();
    const game = started(s.game);
    const command = report(s.id('U.S.S. Enterprise'), s.id('Federation Outpost'), 'Federation');
    const offered = legalActions(game);
    // Act
    const after = state(sent(game, command));
    // Assert
    expect(offered).toContainEqual(command);
    expect(after.cards[s.id('U.S.S. Enterprise')]?.zone).toEqual({
      kind: 'docked',
      facility: s.id('Federation Outpost'),
    });
  });

  it('should refuse reporting to a Neutral Outpost with Romulans aboard a Klingon who would be under house arrest, the game unchanged (Rulebook 10.2.10 House Arrest)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Wormhole Negotiations')
      .facility('p1', 'Neutral Outpost', { at: 'Wormhole Negotiations' })
      .aboard('Neutral Outpost', 'p1', ['Tomalak'])
      .hand('p1', ['Kurn'])
      .build();
    const game = started(s.game);
    // Act
    const refused = refusal(game, report(s.id('Kurn'), s.id('Neutral Outpost'), 'Klingon'));
    // Assert
    expect(reportsOf(game, s.id('Kurn'))).toEqual([]);
    expect(refused).toEqual({ rule: '10.2.10 House Arrest', unchanged: true });
  });
});

describe('uniqueness and the [AU] icon', () => {
  it('should refuse a second copy of a unique personnel in play, the game unchanged, and offer a second ❖ universal one (Rulebook "Entering Play")', () => {
    // Arrange
    const s = federationOutpost()
      .aboard('Federation Outpost', 'p1', [
        { title: 'Data', label: 'Data in play' },
        { title: 'Linda Larson', label: 'Larson in play' },
      ])
      .hand('p1', [
        { title: 'Data', label: 'Data in hand' },
        { title: 'Linda Larson', label: 'Larson in hand' },
      ])
      .build();
    const game = started(s.game);
    const outpost = s.id('Federation Outpost');
    // Act
    const refused = refusal(game, report(s.id('Data in hand'), outpost, 'Federation'));
    // Assert
    expect(legalActions(game)).toContainEqual(report(s.id('Larson in hand'), outpost, 'Federation'));
    expect(reportsOf(game, s.id('Data in hand'))).toEqual([]);
    expect(refused).toEqual({ rule: 'Personas', unchanged: true });
  });

  it('should offer a ✶ enigma Borg Queen while you own none in play, and refuse a second one, unchanged (Rulebook "Entering Play": enigma)', () => {
    // Arrange
    const none = borgOutpost().build();
    const one = borgOutpost()
      .aboard('Borg Outpost', 'p1', [{ title: 'Borg Queen', label: 'in play' }])
      .build();
    const [first, second] = [started(none.game), started(one.game)];
    const queen = (s: Scenario) => report(s.id('in hand'), s.id('Borg Outpost'), 'Borg');
    // Act
    const refused = refusal(second, queen(one));
    // Assert
    expect(legalActions(first)).toContainEqual(queen(none));
    expect(legalActions(second)).not.toContainEqual(queen(one));
    expect(refused).toEqual({ rule: 'Personas', unchanged: true });
  });

  it('should refuse an [AU] personnel no card allows, the game unchanged (Rulebook "Entering Play": [AU])', () => {
    // Arrange
    const s = federationOutpost().hand('p1', ['Commander Data']).build();
    const game = started(s.game);
    // Act
    const refused = refusal(game, report(s.id('Commander Data'), s.id('Federation Outpost'), 'Federation'));
    // Assert
    expect(reportsOf(game, s.id('Commander Data'))).toEqual([]);
    expect(refused).toEqual({ rule: 'Entering Play', unchanged: true });
  });
});

// Helpers

const federationOutpost = (): ScenarioBuilder =>
  scenario()
    .mission('p1', 'Wormhole Negotiations')
    .facility('p1', 'Federation Outpost', { at: 'Wormhole Negotiations' });

const borgOutpost = (): ScenarioBuilder =>
  scenario()
    .mission('p1', 'Catalog Phenomena')
    .facility('p1', 'Borg Outpost', { at: 'Catalog Phenomena' })
    .hand('p1', [{ title: 'Borg Queen', label: 'in hand' }]);

const report = (card: CardId, facility: CardId, affiliation: string | null): ReportCard => ({
  type: 'card.play',
  player: 'p1',
  card,
  kind: 'report',
  facility,
  affiliation,
});

const reportsOf = (game: Parameters<typeof legalActions>[0], card: CardId) =>
  legalActions(game).filter((c) => c.type === 'card.play' && c.card === card);
