// Disruptor Overload (premiere/Disruptor-Overload), interrupt:
// "Plays on any ship or Away Team. Where present, destroys one Equipment card or one card used as an Equipment card
// (random selection)."
import { cardsIn } from '../../../domain/core/game-state';
import { onTurn, playsOf, send } from '../play-test-support';

describe('disruptorOverload', () => {
  it('should destroy one of the equipment aboard the ship, chosen at random (Rulebook "Leaving Play")', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Test Mission')
      .ship('p2', "I.K.C. K'Vort", { at: 'Test Mission' })
      .aboard("I.K.C. K'Vort", 'p2', ['Kromm', 'Klingon Disruptor', 'Tricorder'])
      .hand('p1', ['Disruptor Overload'])
      .build();
    // Act
    const after = send(s.game, overload(s.id('Disruptor Overload'), s.id("I.K.C. K'Vort")));
    // Assert
    const discarded = cardsIn({ kind: 'discard', player: 'p2' })(after);
    expect(discarded).toHaveLength(1);
    expect([s.id('Klingon Disruptor'), s.id('Tricorder')]).toContain(discarded[0]);
    expect(after.cards[s.id('Kromm')]?.zone.kind).toBe('aboard');
  });

  it("should destroy the equipment present with an Away Team, named by one of its personnel, not another team's", () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Avert Disaster')
      .surface('Avert Disaster', 'p2', ['Kromm', 'Klingon Disruptor'])
      .ship('p2', "I.K.C. K'Vort", { at: 'Avert Disaster' })
      .aboard("I.K.C. K'Vort", 'p2', ['Tricorder'])
      .hand('p1', ['Disruptor Overload'])
      .build();
    const card = s.id('Disruptor Overload');
    // Act
    const after = send(s.game, overload(card, s.id('Kromm')));
    // Assert
    expect(cardsIn({ kind: 'discard', player: 'p2' })(after)).toEqual([s.id('Klingon Disruptor')]);
    expect(playsOf(s.game, card).map((c) => ('target' in c ? c.target : null))).toEqual(
      expect.arrayContaining([{ card: s.id('Kromm') }, { card: s.id("I.K.C. K'Vort") }]),
    );
  });
});

// Helpers

const overload = (card: string, target: string) =>
  ({ type: 'card.play', player: 'p1', card, kind: 'interrupt', target: { card: target } }) as const;
