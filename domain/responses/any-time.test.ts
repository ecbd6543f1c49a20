import * as E from 'fp-ts/Either';
import { onTurn } from '../../cards/effects/play-test-support';
import { anyTimeCardPlays, checkAnyTimePlay } from './any-time';

describe('checkAnyTimePlay', () => {
  it("should accept an interrupt on the opponent's turn and refuse a doorway and a report (Rulebook \"Playing 'At Any Time'\" L447, L456)", () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Avert Disaster')
      .ship('p2', 'Runabout', { at: 'Avert Disaster' })
      .facility('p2', 'Federation Outpost', { at: 'Avert Disaster' })
      .hand('p2', ['The Juggler', 'Holding Cell Door', 'Worf'])
      .build();
    // Act
    const [interrupt, doorway, report] = [
      checkAnyTimePlay(
        {
          type: 'card.play',
          player: 'p2',
          card: s.id('The Juggler'),
          kind: 'interrupt',
          target: { player: 'p1' },
        },
        'p1',
      )(s.game),
      checkAnyTimePlay(
        {
          type: 'card.play',
          player: 'p2',
          card: s.id('Holding Cell Door'),
          kind: 'doorway',
          target: { card: s.id('Runabout') },
        },
        'p1',
      )(s.game),
      checkAnyTimePlay(
        {
          type: 'card.play',
          player: 'p2',
          card: s.id('Worf'),
          kind: 'report',
          facility: s.id('Federation Outpost'),
          affiliation: 'Klingon',
        },
        'p1',
      )(s.game),
    ];
    // Assert
    expect(E.isRight(interrupt)).toBe(true);
    expect(E.isLeft(doorway) && doorway.left.message).toMatch(
      /Doorways, by default, may play at any time during your turn only/,
    );
    expect(E.isLeft(report) && report.left.message).toMatch(/normal card play, made on their own turn/);
  });
});

describe('anyTimeCardPlays', () => {
  it('should list nothing for a hand with no card that plays at any time (Rulebook "Playing \'At Any Time\'")', () => {
    // Arrange
    const s = onTurn().hand('p2', ['Worf', 'Red Alert!']).build();
    // Act
    const plays = anyTimeCardPlays('p2')(s.game);
    // Assert
    expect(plays).toEqual([]);
  });
});
