import * as E from 'fp-ts/Either';
import type { GameState } from '../core/game-state';
import { type Scenario, scenario } from '../game/scenario';
import { apply, candidates, check, isTextDownload, type TextDownload } from './text-downloads';

describe('candidates', () => {
  it('should offer nothing to the player whose turn it is not: a download by text does not suspend play (Rulebook "Downloading", "Special Download")', () => {
    // Arrange
    const s = telak('p2').build();
    // Act
    const offered = candidates('p1')(s.game);
    // Assert
    expect(offered).toEqual([]);
    expect(candidates('p1')(telak('p1').build().game)).toEqual([download(s)]);
  });
});

describe('check', () => {
  it('should refuse a card whose text grants no download (Rulebook "Downloading": the card allowing the download names the target)', () => {
    // Arrange
    const s = telak('p1').build();
    const command: TextDownload = { ...download(s), source: s.id('Cardassian Outpost') };
    // Act
    const checked = check(command)(s.game);
    // Assert
    expect(E.isLeft(checked) && checked.left.rule).toBe('Downloading');
  });

  it('should refuse a play of another card than the target downloaded (Rulebook "Downloading": "Once found, you must immediately play it")', () => {
    // Arrange
    const s = telak('p1')
      .hand('p1', [{ title: DOOR, label: 'in hand' }])
      .build();
    const command: TextDownload = { ...download(s), play: play(s, 'in hand') };
    // Act
    const checked = check(command)(s.game);
    // Assert
    expect(E.isLeft(checked) && checked.left.rule).toBe('Downloading');
  });
});

describe('apply', () => {
  it('should play the target at once, reshuffle the draw deck it came from and write what happened (Rulebook "Downloading")', () => {
    // Arrange
    const s = telak('p1').build();
    // Act
    const after: GameState = apply(download(s))(s.game);
    // Assert
    expect(after.cards[s.id('in deck')]?.zone).toEqual({
      kind: 'playedOn',
      host: s.id('Cardassian Outpost'),
    });
    expect(after.random).not.toEqual(s.game.random);
    expect(after.chronicle.at(-1)?.text).toContain('downloads Holding Cell Door');
    expect(isTextDownload(download(s))).toBe(true);
  });
});

// Helpers

const DOOR = 'Holding Cell Door';

const telak = (active: 'p1' | 'p2') =>
  scenario({ active, pending: { player: active, decision: 'turn.act' } })
    .mission('p1', 'Avert Disaster')
    .facility('p1', 'Cardassian Outpost', { at: 'Avert Disaster' })
    .aboard('Cardassian Outpost', 'p1', ['Glinn Telak'])
    .drawDeck('p1', [{ title: DOOR, label: 'in deck' }, 'Worf', 'Data']);

const play = (s: Scenario, door: string) => ({
  type: 'card.play' as const,
  player: 'p1',
  card: s.id(door),
  kind: 'doorway' as const,
  target: { card: s.id('Cardassian Outpost') },
});

const download = (s: Scenario): TextDownload => ({
  type: 'card.download',
  player: 'p1',
  source: s.id('Glinn Telak'),
  target: s.id('in deck'),
  by: 'text',
  play: play(s, 'in deck'),
});
