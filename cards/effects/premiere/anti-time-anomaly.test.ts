// Anti-Time Anomaly (premiere/Anti-time-Anomaly), event:
// "Plays on table. Kills literally ALL personnel in play (both players' cards) at the end of your third full turn,
// unless anti-time anomaly destroyed first."
import { onTurn } from '../play-test-support';
import { play, started } from '../response-test-support';
import { endTurns } from '../turn-test-support';

describe('antiTimeAnomaly', () => {
  it("should kill every personnel in play at the end of its player's third full turn (Rulebook 12.2 full turns)", () => {
    // Arrange
    const [game, s] = started(anomaly().hand('p1', ['Anti-Time Anomaly']));
    play(game, { type: 'card.play', player: 'p1', card: s.id('Anti-Time Anomaly'), kind: 'event' });
    // Act
    const beforeThird = endTurns(game, 6);
    const afterThird = endTurns(game, 1);
    // Assert
    const zones = (g: typeof beforeThird) =>
      [s.id('Data'), s.id('Kromm')].map((id) => g.cards[id]?.zone.kind);
    expect(beforeThird.turn.number).toBe(7);
    expect(zones(beforeThird)).toEqual(['planetSurface', 'aboard']);
    expect(zones(afterThird)).toEqual(['discard', 'discard']);
  });

  it('should kill no one once it is destroyed first (Rulebook "Leaving Play")', () => {
    // Arrange
    const [game, s] = started(
      anomaly()
        .table('p1', ['Anti-Time Anomaly'])
        .modify('Anti-Time Anomaly', { enteredOnTurn: 1 })
        .hand('p2', ['Kevin Uxbridge']),
    );
    endTurns(game, 1);
    play(game, {
      type: 'card.play',
      player: 'p2',
      card: s.id('Kevin Uxbridge'),
      kind: 'interrupt',
      target: { card: s.id('Anti-Time Anomaly') },
    });
    // Act
    const after = endTurns(game, 6);
    // Assert
    expect(after.cards[s.id('Data')]?.zone.kind).toBe('planetSurface');
  });
});

// Helpers

const anomaly = () =>
  onTurn()
    .mission('p1', 'Avert Disaster')
    .surface('Avert Disaster', 'p1', ['Data'])
    .ship('p2', "I.K.C. K'Vort", { at: 'Avert Disaster' })
    .aboard("I.K.C. K'Vort", 'p2', ['Kromm'])
    .drawDeck('p1', ['Worf', 'Worf', 'Worf', 'Worf'])
    .drawDeck('p2', ['Kurn', 'Kurn', 'Kurn', 'Kurn']);
