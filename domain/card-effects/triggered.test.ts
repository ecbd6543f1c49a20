import { put } from '../../cards/effects/play-test-support';
import { scenario } from '../game/scenario';
import { triggersInPlay } from './in-play';
import { answerCardPlayed, answersCardEvent, onShipArrived } from './triggered';

describe('onShipArrived', () => {
  it('should not matter in a game where no card in play has a triggered ability (issue #14: the index of abilities)', () => {
    // Arrange
    const s = scenario().mission('p1', 'Test Mission').ship('p1', 'Apnex', { at: 'Test Mission' }).build();
    // Act
    const relevant = onShipArrived.relevant?.(s.game);
    // Assert
    expect(relevant).toBe(false);
  });
});

describe('answerCardPlayed', () => {
  it('should answer a card played that its subject names, and not another (The Line Must Be Drawn Here: "Any player who plays {Q2}")', () => {
    // Arrange
    const s = scenario()
      .table('p2', ['The Line Must Be Drawn Here'])
      .hand('p1', ['Q2', 'The Juggler'])
      .build();
    // Act
    const scores = ['Q2', 'The Juggler'].map(
      (card) =>
        answerCardPlayed({ type: 'card.played', card: s.id(card), player: 'p1' })(s.game).players[0].score,
    );
    // Assert
    expect(scores).toEqual([-5, 0]);
  });
});

describe('answersCardEvent', () => {
  it("should answer only the ships its subject filter matches: Spacedock's damaged ships, yours or non-aligned (Rulebook 12.3 your)", () => {
    // Arrange: p1's Spacedock; p1's damaged Apnex and p2's damaged Klingon ship at the outpost
    const s = scenario()
      .mission('p1', 'Test Mission')
      .facility('p1', 'Federation Outpost', { at: 'Test Mission' })
      .ship('p1', 'Apnex', { at: 'Test Mission' })
      .ship('p2', "I.K.C. Vor'Cha", { at: 'Test Mission' })
      .modify('Apnex', { damage: 1 })
      .modify("I.K.C. Vor'Cha", { damage: 1 })
      .build();
    const [, game] = put(s.game, 'p1', 'Spacedock', { kind: 'playedOn', host: s.id('Federation Outpost') });
    if (game === undefined) throw new Error('Spacedock not placed');
    const [entry] = triggersInPlay('ship.arrived')(game);
    if (entry === undefined) throw new Error('no triggered ability indexed');
    // Act
    const answered = ['Apnex', "I.K.C. Vor'Cha"].map((ship) =>
      answersCardEvent(entry.ability.when, entry, s.id(ship))(game),
    );
    // Assert
    expect(answered).toEqual([true, false]);
  });
});
