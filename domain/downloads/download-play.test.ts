import * as E from 'fp-ts/Either';
import { type Scenario, scenario } from '../game/scenario';
import { checkDownloadPlay, downloadPlay, downloadPlayCandidates } from './download-play';

describe('checkDownloadPlay', () => {
  it('should allow a declared event found in the draw deck, played by its text (Rulebook "Downloading")', () => {
    // Arrange
    const s = deck([REPLICATOR]).build();
    // Act
    const checked = checkDownloadPlay(tablePlay(s, REPLICATOR))(s.game);
    // Assert
    expect(E.isRight(checked)).toBe(true);
  });

  it('should refuse to activate an [HA] card but by a [DL] icon, and a card not found (Rulings "downloading")', () => {
    // Arrange
    const s = deck(['Computer Crash']).hand('p2', [REPLICATOR]).build();
    const special = { specialDownload: 'DL:Someone:Computer Crash' };
    // Act
    const agenda = checkDownloadPlay(tablePlay(s, 'Computer Crash'))(s.game);
    const activated = checkDownloadPlay(tablePlay(s, 'Computer Crash'), special)(s.game);
    const theirs = checkDownloadPlay(tablePlay(s, REPLICATOR))(s.game);
    // Assert
    expect(E.isLeft(agenda) && agenda.left.rule).toBe('Current Rulings "downloading"');
    expect(E.isRight(activated)).toBe(true);
    expect(E.isLeft(theirs) && theirs.left.rule).toBe('Downloading');
  });
});

describe('downloadPlayCandidates', () => {
  it('should list the ways the found card plays by its text (Rulebook "Downloading")', () => {
    // Arrange
    const s = deck([REPLICATOR]).build();
    // Act
    const plays = downloadPlayCandidates({ player: 'p1', card: s.id(REPLICATOR) })(s.game);
    // Assert
    expect(plays).toEqual([tablePlay(s, REPLICATOR)]);
  });
});

describe('downloadPlay', () => {
  it('should play the card at once, reshuffle the draw deck and use no card play (Rulebook "Downloading")', () => {
    // Arrange
    const s = deck([REPLICATOR, 'Data', 'Worf']).build();
    // Act
    const after = downloadPlay(tablePlay(s, REPLICATOR))(s.game);
    // Assert
    expect(E.isRight(after) && after.right.cards[s.id(REPLICATOR)]).toMatchObject({
      zone: { kind: 'table', player: 'p1' },
      faceUp: true,
    });
    expect(E.isRight(after) && after.right.random).not.toEqual(s.game.random);
    expect(E.isRight(after) && after.right.turn.normalCardPlayUsed).toBe(false);
  });
});

// Helpers

const REPLICATOR = 'Genetronic Replicator';

/** p1's turn, with `cards` in p1's draw deck. */
const deck = (cards: ReadonlyArray<string>) =>
  scenario({ pending: { player: 'p1', decision: 'turn.act' } })
    .mission('p1', 'Avert Disaster')
    .drawDeck('p1', cards);

const tablePlay = (s: Scenario, title: string) =>
  ({ type: 'card.play', player: 'p1', card: s.id(title), kind: 'event' }) as const;
