import * as E from 'fp-ts/Either';
import { eventsOf } from '../core/game-events';
import type { GameState } from '../core/game-state';
import { type Scenario, scenario } from '../game/scenario';
import { checkDownload, checkFound, type DownloadDestination, download, isFindable } from './downloads';

describe('download', () => {
  it('should play the target from the draw deck at once and reshuffle the deck (Rulebook "Downloading")', () => {
    // Arrange
    const s = outpost(['Data', 'Worf', 'Geordi La Forge', 'Tasha Yar']);
    // Act
    const result = download('p1', s.id('Data'), to(s), {})(s.game);
    // Assert
    const after = E.getOrElseW(() => s.game)(result);
    expect(after.cards[s.id('Data')]?.zone).toEqual({ kind: 'aboard', carrier: s.id('Federation Outpost') });
    expect(after.zones['drawDeck:p1']).toHaveLength(3);
    expect(after.random).not.toEqual(s.game.random);
    expect(after.turn.personnelDownloaded).toEqual(['p1']);
  });

  it('should record the game event of the card entering play (README "No silent blank cards": a blank card is logged)', () => {
    // Arrange
    const s = outpost(['Data']);
    // Act
    const result = download('p1', s.id('Data'), to(s), {})(s.game);
    // Assert
    expect(eventsOf(E.getOrElseW(() => s.game)(result))).toEqual([
      { type: 'card.enteredPlay', card: s.id('Data') },
    ]);
  });

  it('should leave an emptied draw deck as no deck at all, its random numbers unused (Rulebook "Downloading", "Shuffle")', () => {
    // Arrange
    const s = outpost(['Data']);
    // Act
    const result = download('p1', s.id('Data'), to(s), {})(s.game);
    // Assert
    const after = E.getOrElseW(() => s.game)(result);
    expect(after.cards[s.id('Data')]?.zone).toEqual({ kind: 'aboard', carrier: s.id('Federation Outpost') });
    expect('drawDeck:p1' in after.zones).toBe(false);
    expect(after.random).toEqual(s.game.random);
  });

  it('should refuse a target the player cannot find (Rulebook "Downloading")', () => {
    // Arrange
    const s = outpost([], ['Data']);
    // Act
    const result = download('p1', s.id('Data'), to(s), {})(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('Downloading');
  });

  it('should refuse a unique personnel already in play: the download is invalid (Rulebook "Downloading")', () => {
    // Arrange
    const s = outpost([{ title: 'Data', label: 'in deck' }], [{ title: 'Data', label: 'in play' }]);
    // Act
    const result = download('p1', s.id('in deck'), to(s), {})(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('Personas');
  });
});

describe('checkDownload', () => {
  it('should refuse a second personnel download in the same turn (Rulebook "General Quarters: The Personnel Download Limit")', () => {
    // Arrange
    const s = outpost(['Data', 'Worf']);
    const after = E.getOrElseW(() => s.game)(download('p1', s.id('Data'), to(s), {})(s.game));
    // Act
    const result = checkDownload('p1', s.id('Worf'), to(s, 'Federation'), {})(after);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('General Quarters: The Personnel Download Limit');
  });

  it('should limit each player\'s own personnel downloads, once in every turn, the opponent\'s too (Rulebook "General Quarters" L476: "you may not", L478)', () => {
    // Arrange: p2's turn
    const s = outpost(['Worf']);
    const onTurnOfP2 = (downloaded: ReadonlyArray<string>): GameState => ({
      ...s.game,
      turn: { ...s.game.turn, active: 'p2', personnelDownloaded: downloaded },
    });
    const mayDownloadWorf = (game: GameState) =>
      E.isRight(checkDownload('p1', s.id('Worf'), to(s, 'Federation'), {})(game));
    // Act
    const afterOwn = checkDownload('p1', s.id('Worf'), to(s, 'Federation'), {})(onTurnOfP2(['p1']));
    // Assert
    expect(E.isLeft(afterOwn) && afterOwn.left.rule).toBe('General Quarters: The Personnel Download Limit');
    expect([onTurnOfP2(['p2']), onTurnOfP2([])].map(mayDownloadWorf)).toEqual([true, true]);
  });
});

describe('isFindable', () => {
  it('should search the hand, the draw deck and an open side deck, not a side deck no doorway opened (Rulebook "Downloading")', () => {
    // Arrange: a Tribble side deck, opened or not by Storage Compartment Door on the table
    const side = { kind: 'sideDeck', player: 'p1', name: 'Storage Compartment Door' } as const;
    const closed = scenario()
      .hand('p1', ['Data'])
      .drawDeck('p1', ['Worf'])
      .place('p1', side, ['1 Tribble - Go'])
      .build();
    const open = scenario()
      .table('p1', ['Storage Compartment Door'])
      .place('p1', side, ['1 Tribble - Go'])
      .build();
    // Act
    const found = [
      isFindable('p1', closed.id('Data'))(closed.game),
      isFindable('p1', closed.id('Worf'))(closed.game),
      isFindable('p1', closed.id('1 Tribble - Go'))(closed.game),
      isFindable('p1', open.id('1 Tribble - Go'))(open.game),
      isFindable('p2', open.id('1 Tribble - Go'))(open.game),
    ];
    // Assert
    expect(found).toEqual([true, true, false, true, false]);
  });
});

describe('checkFound', () => {
  it('should refuse a [Q] card: "You may not download [Art] artifacts or [Q] Q-icon cards" (Rulebook "Downloading")', () => {
    // Arrange
    const s = outpost(['Frigid', 'Red Alert!']);
    // Act
    const [q, event] = [s.id('Frigid'), s.id('Red Alert!')].map((card) => checkFound('p1', card)(s.game));
    // Assert
    expect(q !== undefined && E.isLeft(q) && q.left.rule).toBe('Downloading');
    expect(event !== undefined && E.isRight(event)).toBe(true);
  });
});

// Helpers

type Spec = string | { readonly title: string; readonly label: string };

const outpost = (deck: ReadonlyArray<Spec>, aboard: ReadonlyArray<Spec> = []): Scenario =>
  scenario({ pending: { player: 'p1', decision: 'turn.act' } })
    .mission('p1', 'Avert Disaster')
    .facility('p1', 'Federation Outpost', { at: 'Avert Disaster' })
    .aboard('Federation Outpost', 'p1', aboard)
    .drawDeck('p1', deck)
    .build();

const to = (s: Scenario, affiliation: string | null = 'Federation'): DownloadDestination => ({
  facility: s.id('Federation Outpost'),
  affiliation,
});
