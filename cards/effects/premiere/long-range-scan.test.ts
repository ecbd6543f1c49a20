// Long-Range Scan (premiere/longrangescan), interrupt:
// "Glance at the cards aboard any ship for ten seconds."
import { toView } from '../../../domain/view/view';
import { onTurn, playsOf, send } from '../play-test-support';

describe('longRangeScan', () => {
  it('should let you see the cards aboard the ship this turn (Rulebook "Looking at Cards")', () => {
    // Arrange
    const s = scanned();
    const card = s.id('Long-Range Scan');
    // Act
    const after = send(s.game, {
      type: 'card.play',
      player: 'p1',
      card,
      kind: 'interrupt',
      target: { card: s.id("I.K.C. K'Vort") },
    });
    // Assert
    expect(toView('p1')(s.game).cards[s.id('Kromm')]?.blueprint).toBeNull();
    expect(toView('p1')(after).cards[s.id('Kromm')]?.blueprint).toBe(s.game.cards[s.id('Kromm')]?.blueprint);
    expect(toView('p1')(after).cards[s.id('Ocett')]?.blueprint).toBeNull();
  });

  it('should not target a ship with Long-Range Scan Shielding (Mercenary Ship)', () => {
    // Arrange
    const s = scanned();
    // Act
    const targets = playsOf(s.game, s.id('Long-Range Scan')).map((c) => ('target' in c ? c.target : null));
    // Assert
    expect(targets).toEqual([{ card: s.id("I.K.C. K'Vort") }]);
  });
});

// Helpers

const scanned = () =>
  onTurn()
    .mission('p1', 'Test Mission')
    .ship('p2', "I.K.C. K'Vort", { at: 'Test Mission' })
    .aboard("I.K.C. K'Vort", 'p2', ['Kromm'])
    .ship('p2', 'Mercenary Ship', { at: 'Test Mission' })
    .aboard('Mercenary Ship', 'p2', ['Ocett'])
    .hand('p1', ['Long-Range Scan'])
    .build();
