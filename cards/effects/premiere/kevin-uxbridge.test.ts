// Kevin Uxbridge (premiere/Kevin-Uxbridge), interrupt:
// "Nullifies any one Event card in play (except for {Treaty} cards) OR any other card played as an Event card.
// (Immune to {Amanda Rogers}.)"
import { cardsIn } from '../../../domain/game-state';
import { attribute } from '../../../domain/skills';
import { onTurn, playsOf, put, send } from '../play-test-support';

describe('kevinUxbridge', () => {
  it('should nullify an opponent\'s event in play, ending its effect (Rulebook "Leaving Play")', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Test Mission')
      .ship('p2', "I.K.C. K'Vort", { at: 'Test Mission' })
      .hand('p1', ['Kevin Uxbridge'])
      .build();
    const ship = s.id("I.K.C. K'Vort");
    const [bynars, game] = put(s.game, 'p2', 'Bynars Weapon Enhancement', { kind: 'playedOn', host: ship });
    const card = s.id('Kevin Uxbridge');
    // Act
    const after = send(game, {
      type: 'card.play',
      player: 'p1',
      card,
      kind: 'interrupt',
      target: { card: bynars },
    });
    // Assert
    expect(attribute(ship, 'WEAPONS')(game)).toBe(6 + 2);
    expect(attribute(ship, 'WEAPONS')(after)).toBe(6);
    expect(cardsIn({ kind: 'discard', player: 'p2' })(after)).toEqual([bynars]);
    expect(cardsIn({ kind: 'discard', player: 'p1' })(after)).toEqual([card]);
  });

  it('should not target a Treaty (Kevin Uxbridge: "except for {Treaty} cards")', () => {
    // Arrange
    const s = onTurn()
      .hand('p1', ['Kevin Uxbridge'])
      .table('p2', ['Treaty: Federation/Klingon', 'Red Alert!'])
      .build();
    // Act
    const plays = playsOf(s.game, s.id('Kevin Uxbridge'));
    // Assert
    expect(plays.map((c) => ('target' in c ? c.target : null))).toEqual([{ card: s.id('Red Alert!') }]);
  });
});
