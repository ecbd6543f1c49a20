import { addThisTurn } from '../core/this-turn';
import { scenario } from '../game/scenario';
import { lookAt, mayLookAt } from './sight';

describe('mayLookAt', () => {
  it('should show the cards glanced at to their viewer only, until the end of the turn (Rulebook "Looking at Cards")', () => {
    // Arrange
    const s = scenario().hand('p2', ['Data']).build();
    const data = s.id('Data');
    const game = addThisTurn({ kind: 'sight', viewer: 'p1', cards: [data] })(s.game);
    const card = game.cards[data];
    if (card === undefined) throw new Error('no Data');
    const next = { ...game, turn: { ...game.turn, number: game.turn.number + 1 } };
    // Act
    const seen = [mayLookAt('p1', card)(game), mayLookAt('p2', card)(s.game), mayLookAt('p1', card)(next)];
    // Assert
    expect(seen).toEqual([true, false, false]);
  });

  it('should show every hand to both players while a card exposing hands is in play (Alien Probe)', () => {
    // Arrange
    const without = scenario().hand('p2', ['Data']).build();
    const withProbe = scenario().table('p2', ['Alien Probe']).hand('p2', ['Data']).build();
    const seen = (s: typeof without, viewer: string) => {
      const card = s.game.cards[s.id('Data')];
      if (card === undefined) throw new Error('no Data');
      return mayLookAt(viewer, card)(s.game);
    };
    // Act
    const exposed = [seen(without, 'p1'), seen(withProbe, 'p1'), seen(withProbe, 'p2')];
    // Assert
    expect(exposed).toEqual([false, true, true]);
  });
});

describe('lookAt', () => {
  it('should show the bottom seed card under the mission at the target ship\'s location only (Rulebook "Looking at Cards", "Dilemma Phase"; Scan: "examine the bottom seed card here")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Investigate Anomaly')
      .seed('Investigate Anomaly', 'p2', ['Armus - Skin of Evil', 'Cryosatellite'])
      .ship('p1', 'U.S.S. Galaxy', { at: 'Investigate Anomaly' })
      .build();
    const choices = {
      player: 'p1',
      targetCard: s.id('U.S.S. Galaxy'),
      targetPlayer: null,
      take: null,
    } as const;
    // Act
    const after = lookAt({ type: 'lookAt', sight: 'bottomSeedCardHere' }, choices)(s.game);
    const seen = ['Armus - Skin of Evil', 'Cryosatellite'].map((title) => {
      const card = after.cards[s.id(title)];
      if (card === undefined) throw new Error(`no ${title}`);
      return mayLookAt('p1', card)(after);
    });
    // Assert
    expect(seen).toEqual([true, false]);
  });
});
