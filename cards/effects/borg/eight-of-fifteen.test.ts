// Eight of Fifteen (borg/eightoffifteen), personnel: "MEDICAL Exobiology May download {Borg Nanoprobes} in place of
// your normal card play."

import type { GameState } from '../../../domain/core/game-state';
import type { TextDownload } from '../../../domain/downloads/text-downloads';
import type * as Decisions from '../../../domain/game/decisions';
import { legalActions } from '../../../domain/game/decisions';
import type { Scenario } from '../../../domain/game/scenario';
import { onTurn, refusal, send } from '../play-test-support';

describe('eightOfFifteen', () => {
  it('should download Borg Nanoprobes from the draw deck in place of the normal card play, reporting it for duty at once (Rulebook "Downloading", "Play a Card")', () => {
    // Arrange
    const s = eight().build();
    // Act
    const after = send(s.game, download(s));
    // Assert
    expect(downloadsOf(s.game)).toEqual([download(s)]);
    expect(after.cards[s.id(NANOPROBES)]?.zone).toEqual({ kind: 'aboard', carrier: s.id('Borg Outpost') });
    expect(after.turn.normalCardPlayUsed).toBe(true);
    expect(downloadsOf(after)).toEqual([]);
  });

  it('should refuse the download once the normal card play is used (Rulebook "Play a Card": one normal card play per turn)', () => {
    // Arrange
    const s = eight().build();
    const used: GameState = { ...s.game, turn: { ...s.game.turn, normalCardPlayUsed: true } };
    // Act
    const rule = refusal(used, download(s));
    // Assert
    expect(downloadsOf(used)).toEqual([]);
    expect(rule).toBe('Play a Card');
  });

  it('should refuse the download once orders have begun: the card play is forfeited (Rulebook "Play a Card")', () => {
    // Arrange
    const s = eight().build();
    const ordering: GameState = { ...s.game, turn: { ...s.game.turn, ordersBegun: true } };
    // Act
    const rule = refusal(ordering, download(s));
    // Assert
    expect(downloadsOf(ordering)).toEqual([]);
    expect(rule).toBe('Play a Card');
  });

  it('should refuse the download as a plain one: it is made in place of the normal card play, and says so (Rulebook "Downloading")', () => {
    // Arrange
    const s = eight().build();
    const { inPlaceOf: _, ...plain } = download(s);
    // Act
    const rule = refusal(s.game, plain);
    // Assert
    expect(rule).toBe('Downloading');
  });

  it('should refuse a target its text does not name (Rulebook "Downloading": the card allowing the download names it)', () => {
    // Arrange
    const s = eight().drawDeck('p1', ['Tricorder']).build();
    // Act
    const rule = refusal(s.game, { ...download(s), target: s.id('Tricorder') });
    // Assert
    expect(rule).toBe('Downloading');
  });
});

// Helpers

const NANOPROBES = 'Borg Nanoprobes';

const eight = () =>
  onTurn()
    .mission('p1', 'Catalog Phenomena')
    .facility('p1', 'Borg Outpost', { at: 'Catalog Phenomena' })
    .aboard('Borg Outpost', 'p1', ['Eight of Fifteen'])
    .drawDeck('p1', [NANOPROBES, 'Worf']);

const download = (s: Scenario): TextDownload => ({
  type: 'card.download',
  player: 'p1',
  source: s.id('Eight of Fifteen'),
  target: s.id(NANOPROBES),
  by: 'text',
  inPlaceOf: 'normalCardPlay',
  facility: s.id('Borg Outpost'),
  affiliation: null,
});

const downloadsOf = (game: GameState): ReadonlyArray<Decisions.Command> =>
  legalActions(game).filter((command) => command.type === 'card.download');
