import * as E from 'fp-ts/Either';
import { scenario } from '../game/scenario';
import { checkDownloadsAllowed } from './download-ban';

describe('checkDownloadsAllowed', () => {
  it('should refuse every download while Computer Crash is in play, and allow them otherwise (Rulebook "Downloading")', () => {
    // Arrange
    const base = scenario().table('p2', ['Computer Crash']);
    const [inPlay, faceDown] = [base.build(), base.modify('Computer Crash', { faceUp: false }).build()];
    // Act
    const [banned, allowed] = [inPlay, faceDown].map((s) => checkDownloadsAllowed(s.game));
    // Assert
    expect(banned && E.isLeft(banned) && banned.left.rule).toBe('Downloading');
    expect(allowed && E.isRight(allowed)).toBe(true);
  });
});
