import { ask, mayBeAnswered } from '../core/query-points';
import { grantedDownloads } from '../downloads/granted-downloads';
import { scenario } from '../game/scenario';

describe('downloadGrants', () => {
  it('should answer downloads.granted with the player\'s cards in play whose text downloads, naming their targets (Rulebook "Downloading")', () => {
    // Arrange: Twelve of Ninety-Six, "May download {Temporal Vortex} in place of a card draw"
    const s = scenario()
      .mission('p1', 'Test Mission')
      .surface('Test Mission', 'p1', ['Twelve of Ninety-Six'])
      .drawDeck('p1', ['Worf', 'Temporal Vortex'])
      .build();
    const [source, worf, vortex] = [s.id('Twelve of Ninety-Six'), s.id('Worf'), s.id('Temporal Vortex')];
    // Act
    const [grant, ...others] = ask(grantedDownloads, 'p1')(s.game);
    const opponents = ask(grantedDownloads, 'p2')(s.game);
    // Assert
    expect(others).toEqual([]);
    expect(grant).toMatchObject({ source, title: 'Twelve of Ninety-Six', inPlaceOf: 'cardDraw' });
    expect([grant?.describes(vortex)(s.game), grant?.describes(worf)(s.game)]).toEqual([true, false]);
    expect(opponents).toEqual([]);
  });

  it('should not answer when no card with the verb download is in play (a mechanism free when unused)', () => {
    // Arrange
    const s = scenario().mission('p1', 'Test Mission').surface('Test Mission', 'p1', ['Worf']).build();
    // Act
    const answered = mayBeAnswered(grantedDownloads)(s.game);
    // Assert
    expect(answered).toBe(false);
  });
});
