// The Devil (premiere/thedevil), interrupt:
// "Destroys any one {Treaty} card on table OR one {Horga'hn} on table OR one {Wind Dancer}."
import { cardsIn } from '../../../domain/core/game-state';
import { onTurn, playsOf, send } from '../play-test-support';

describe('theDevil', () => {
  it("should destroy a Treaty or a Horga'hn on the table, and nothing else (Rulebook 12.10 colon rule)", () => {
    // Arrange
    const s = onTurn()
      .hand('p1', ['The Devil'])
      .table('p2', ['Treaty: Federation/Klingon', "Horga'hn", 'Red Alert!'])
      .build();
    const card = s.id('The Devil');
    // Act
    const after = send(s.game, {
      type: 'card.play',
      player: 'p1',
      card,
      kind: 'interrupt',
      target: { card: s.id('Treaty: Federation/Klingon') },
    });
    // Assert
    expect(playsOf(s.game, card).map((c) => ('target' in c ? c.target : null))).toEqual([
      { card: s.id('Treaty: Federation/Klingon') },
      { card: s.id("Horga'hn") },
    ]);
    expect(cardsIn({ kind: 'discard', player: 'p2' })(after)).toEqual([s.id('Treaty: Federation/Klingon')]);
  });
});
