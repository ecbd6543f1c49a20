import * as E from 'fp-ts/Either';
import { onTurn } from '../../cards/effects/play-test-support';
import { checkFaceDown } from './hidden-agenda';

describe('checkFaceDown', () => {
  it('should refuse a card with no [HA] icon: it forfeits the game (Rulebook "Entering Play")', () => {
    // Arrange
    const s = onTurn().hand('p1', ['Treaty: Federation/Klingon', TREATY]).build();
    // Act
    const [plain, agenda] = [
      checkFaceDown(s.id('Treaty: Federation/Klingon'))(s.game),
      checkFaceDown(s.id(TREATY))(s.game),
    ];
    // Assert
    expect(E.isLeft(plain) && plain.left).toMatchObject({
      rule: 'Entering Play',
      message: expect.stringMatching(/forfeits the game/),
    });
    expect(E.isRight(agenda)).toBe(true);
  });

  it('should refuse an [HA] card whose game text is not implemented (it could never be activated)', () => {
    // Arrange
    const s = onTurn().hand('p1', ['Intermix Ratio']).build();
    // Act
    const checked = checkFaceDown(s.id('Intermix Ratio'))(s.game);
    // Assert
    expect(E.isLeft(checked)).toBe(true);
  });
});

// Helpers

const TREATY = 'Treaty: Romulan/Cardassian';
