// Warp Core Breach (premiere/warpcorebreach), event:
// "Plays on any ship, except {Borg ship}. Ship explodes at end of owner's next turn, unless ENGINEER aboard by then.
// Discard after use."
import { cardsIn } from '../../../domain/core/game-state';
import { onTurn } from '../play-test-support';
import { play, started } from '../response-test-support';
import { endTurns } from '../turn-test-support';

describe('warpCoreBreach', () => {
  it("should destroy the ship, killing its crew, at the end of its owner's next turn (Rulebook 12.2)", () => {
    // Arrange
    const [game, s] = started(breach(['Kurn']));
    const ship = s.id("I.K.C. K'Vort");
    play(game, breachOn(s.id('Warp Core Breach'), ship));
    // Act
    const [yourTurnEnded, ownersTurnEnded] = [endTurns(game, 1), endTurns(game, 1)];
    // Assert
    expect(yourTurnEnded.cards[ship]?.zone.kind).toBe('atLocation');
    expect(ownersTurnEnded.cards[ship]?.zone).toEqual({ kind: 'discard', player: 'p2' });
    expect(ownersTurnEnded.cards[s.id('Kurn')]?.zone).toEqual({ kind: 'discard', player: 'p2' });
    expect(cardsIn({ kind: 'discard', player: 'p1' })(ownersTurnEnded)).toEqual([s.id('Warp Core Breach')]);
  });

  it('should spare a ship with an ENGINEER aboard by then, and be discarded after use', () => {
    // Arrange
    const [game, s] = started(breach(['Kurn', "K'Tesh"]));
    play(game, breachOn(s.id('Warp Core Breach'), s.id("I.K.C. K'Vort")));
    // Act
    const after = endTurns(game, 2);
    // Assert
    expect(after.cards[s.id("I.K.C. K'Vort")]?.zone.kind).toBe('atLocation');
    expect(after.cards[s.id('Warp Core Breach')]?.zone).toEqual({ kind: 'discard', player: 'p1' });
  });
});

// Helpers

const breach = (crew: ReadonlyArray<string>) =>
  onTurn()
    .mission('p1', 'Test Mission')
    .ship('p2', "I.K.C. K'Vort", { at: 'Test Mission' })
    .aboard("I.K.C. K'Vort", 'p2', crew)
    .hand('p1', ['Warp Core Breach'])
    .drawDeck('p1', ['Worf', 'Worf'])
    .drawDeck('p2', ["Kle'eg", "Kle'eg"]);

const breachOn = (card: string, ship: string) =>
  ({ type: 'card.play', player: 'p1', card, kind: 'event', target: { card: ship } }) as const;
