// Rulebook "Special Download": "DL/ {Tactical Scan} OR {Life-form Scan}" (Alidar Jarok) is one [DL] icon that
// downloads either card, once per game.
import * as E from 'fp-ts/Either';
import { loadCardDatabase } from '../../cards/database';
import { textStatus } from '../card-effects';
import type { GameState } from '../core/game-state';
import type { Command } from '../game/decisions';
import * as Decisions from '../game/decisions';
import { type Scenario, scenario } from '../game/scenario';
import type { SpecialDownloadPlay } from './special-download-plays';
import type { SpecialDownload } from './special-downloads';
import { downloadTargets } from './special-downloads';

describe('downloadTargets', () => {
  it('should read both titles of a "DL/ {A} OR {B}" special skill (Rulebook "Special Download")', () => {
    // Arrange
    const [jarok] = loadCardDatabase().byTitle('Alidar Jarok (Homefront II)');
    // Act
    const titles = jarok === undefined ? [] : downloadTargets(jarok);
    // Assert
    expect(titles).toEqual(['Tactical Scan', 'Life-form Scan']);
  });
});

describe('specialDownloadPlayCandidates', () => {
  it('should offer either title of the icon that the engine may play: Life-form Scan (Tactical Scan\'s text is not declared) (Rulebook "Special Download")', () => {
    // Arrange
    const s = jarok().build();
    const [first, second] = s.ids('Life-form Scan');
    // Act
    const offered = downloads(s.game);
    // Assert
    expect(offered).toEqual([scan(s, first ?? ''), scan(s, second ?? '')]);
  });
});

describe('applySpecialDownload', () => {
  it('should spend the one icon for both titles: Ketracel-White no longer offered once VR Headset is downloaded, and refused with its rule (Rulebook "Special Download": "Each [DL] icon … only once per game")', () => {
    // Arrange: Gelnon, "DL/ {VR Headset} OR {Ketracel-White}"
    const s = gelnon().build();
    const before = downloads(s.game);
    const after = Decisions.apply(equipment(s, 'VR Headset'))(s.game);
    // Act
    const checked = Decisions.check(equipment(s, 'Ketracel-White'))(after);
    // Assert
    expect(before).toEqual([equipment(s, 'VR Headset'), equipment(s, 'Ketracel-White')]);
    expect(after.cards[s.id('VR Headset')]?.zone).toEqual({
      kind: 'aboard',
      carrier: s.id('Federation Outpost'),
    });
    expect(downloads(after)).toEqual([]);
    expect(E.isLeft(checked) && checked.left.rule).toBe('Special Download');
  });
});

describe('textStatus', () => {
  it('should count a personnel whose only special skill is "DL/ {A} OR {B}" as implemented (Rulebook "Special Download")', () => {
    // Arrange
    const cards = loadCardDatabase().byTitle('Alidar Jarok (Homefront II)');
    // Act
    const statuses = cards.map((card) => textStatus(card).implemented);
    // Assert
    expect(statuses).toEqual([true]);
  });
});

// Helpers

const jarok = () =>
  scenario({ pending: { player: 'p1', decision: 'turn.act' } })
    .mission('p1', 'Avert Disaster')
    .surface('Avert Disaster', 'p1', ['Alidar Jarok (Homefront II)'])
    .drawDeck('p1', ['Life-form Scan', 'Life-form Scan', 'Tactical Scan', 'Data'])
    .hand('p2', ['Worf']);

const downloads = (game: GameState): ReadonlyArray<Command> =>
  Decisions.legalActions(game).filter((c) => c.type === 'card.download');

const scan = (s: Scenario, card: string): SpecialDownloadPlay => ({
  type: 'card.download',
  player: 'p1',
  source: s.id('Alidar Jarok (Homefront II)'),
  target: card,
  play: { type: 'card.play', player: 'p1', card, kind: 'interrupt' },
});

const gelnon = () =>
  scenario({ pending: { player: 'p1', decision: 'turn.act' } })
    .mission('p1', 'Avert Disaster')
    .facility('p1', 'Federation Outpost', { at: 'Avert Disaster' })
    .surface('Avert Disaster', 'p1', ['Gelnon'])
    .drawDeck('p1', ['VR Headset', 'Ketracel-White', 'Data']);

const equipment = (s: Scenario, title: string): SpecialDownload => ({
  type: 'card.download',
  player: 'p1',
  source: s.id('Gelnon'),
  target: s.id(title),
  facility: s.id('Federation Outpost'),
  affiliation: null,
});
