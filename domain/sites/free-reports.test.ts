import { onTurn, playsOf, refusal, send } from '../../cards/effects/play-test-support';
import type { ReportCard } from '../card-play/card-play';
import type { GameState } from '../core/game-state';
import type { ScenarioBuilder } from '../game/scenario';
import { reportToSite } from './test-support';

describe('free reports at a site (Rulebook "Play a Card": "for free"; Quark\'s Bar)', () => {
  it("should let a dabo girl report to Quark's Bar for free once the normal card play is spent", () => {
    // Arrange
    const s = deepSpace9().hand('p1', ['Leeta']).build();
    const command = reportToSite(s.id('Leeta'), s.id('Deep Space 9'), s.id("Quark's Bar"), 'Bajoran');
    const spent = cardPlaySpent(s.game);
    // Act
    const next = send(spent, command);
    // Assert
    expect(playsOf(spent, s.id('Leeta'))).toEqual([command]);
    expect(next.turn.normalCardPlayUsed).toBe(true);
  });

  it('should not spend the normal card play on the free report ("Once each turn … may report here for free")', () => {
    // Arrange
    const s = deepSpace9().hand('p1', ['Leeta']).build();
    const command = reportToSite(s.id('Leeta'), s.id('Deep Space 9'), s.id("Quark's Bar"), 'Bajoran');
    // Act
    const next = send(s.game, command);
    // Assert
    expect(next.turn.normalCardPlayUsed).toBe(false);
  });

  it('should refuse a second free report to Quark\'s Bar the same turn ("Once each turn"), the game unchanged', () => {
    // Arrange
    const s = deepSpace9().hand('p1', ['Leeta', 'Mardah']).build();
    const first = send(
      cardPlaySpent(s.game),
      reportToSite(s.id('Leeta'), s.id('Deep Space 9'), s.id("Quark's Bar"), 'Bajoran'),
    );
    const second = reportToSite(s.id('Mardah'), s.id('Deep Space 9'), s.id("Quark's Bar"), 'Bajoran');
    // Act
    const rule = refusal(first, second);
    // Assert
    expect(rule).toBe('Play a Card');
    expect(playsOf(first, s.id('Mardah'))).toEqual([]);
  });

  it("should not let a dabo girl report to Quark's Bar at all once its free report is used (the sentence admits her only for free)", () => {
    // Arrange
    const s = deepSpace9().hand('p1', ['Leeta', 'Mardah']).build();
    const first = send(
      s.game,
      reportToSite(s.id('Leeta'), s.id('Deep Space 9'), s.id("Quark's Bar"), 'Bajoran'),
    );
    const second = reportToSite(s.id('Mardah'), s.id('Deep Space 9'), s.id("Quark's Bar"), 'Bajoran');
    // Act
    const rule = refusal(first, second);
    // Assert
    expect(first.turn.normalCardPlayUsed).toBe(false);
    expect(rule).toBe('Sites');
  });
});

describe('free reports of ships at a docking site (Docking Ports: "Freighters and transports report for free here")', () => {
  it('should let a freighter report to Docking Ports for free once the card play is spent, and not a ship of another kind', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Avert Disaster')
      .facility('p1', 'Terok Nor', { at: 'Avert Disaster' })
      .modify('Terok Nor', { affiliation: 'Cardassian' })
      .site('p1', 'Docking Ports', { on: 'Terok Nor' })
      .hand('p1', ['Military Freighter', 'Galor'])
      .build();
    const spent = cardPlaySpent(s.game);
    const freighter: ReportCard = {
      ...reportToSite(s.id('Military Freighter'), s.id('Terok Nor'), s.id('Docking Ports'), 'Bajoran'),
      affiliation: 'Cardassian',
    };
    // Act
    const next = send(spent, freighter);
    // Assert
    expect(playsOf(spent, s.id('Military Freighter'))).toEqual([freighter]);
    expect(playsOf(spent, s.id('Galor'))).toEqual([]);
    expect(next.cards[s.id('Military Freighter')]?.zone).toEqual({
      kind: 'docked',
      facility: s.id('Terok Nor'),
      site: s.id('Docking Ports'),
    });
  });
});

// Helpers

/** p1's Deep Space 9 (Bajoran) with Quark's Bar, p1 to play a card. */
const deepSpace9 = (): ScenarioBuilder =>
  onTurn()
    .mission('p1', 'Avert Disaster')
    .facility('p1', 'Deep Space 9', { at: 'Avert Disaster' })
    .modify('Deep Space 9', { affiliation: 'Bajoran' })
    .site('p1', "Quark's Bar", { on: 'Deep Space 9' });

const cardPlaySpent = (game: GameState): GameState => ({
  ...game,
  turn: { ...game.turn, normalCardPlayUsed: true },
});
