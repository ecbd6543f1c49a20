// Ira Graves (qc/iragraves), personnel, special skill:
// "and Biology if {Kareen Brianon} in play."
import { setStatus } from '../../../domain/cards-in-play/presence';
import { skillLevel } from '../../../domain/cards-in-play/skills';
import { onTurn, send } from '../play-test-support';

describe('iraGraves', () => {
  it('should have Biology once Kareen Brianon reports, wherever she is (Ira Graves: "if {Kareen Brianon} in play")', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Avert Disaster')
      .mission('p1', 'Test Mission')
      .facility('p1', 'Federation Outpost', { at: 'Test Mission' })
      .surface('Avert Disaster', 'p1', ['Ira Graves'])
      .hand('p1', ['Kareen Brianon'])
      .build();
    const ira = s.id('Ira Graves');
    // Act
    const after = send(s.game, {
      type: 'card.play',
      player: 'p1',
      card: s.id('Kareen Brianon'),
      kind: 'report',
      facility: s.id('Federation Outpost'),
      affiliation: 'Non-Aligned',
    });
    // Assert
    expect([skillLevel(ira, 'Biology')(s.game), skillLevel(ira, 'Biology')(after)]).toEqual([0, 1]);
  });

  it('should lose it when she leaves play, killed by Dead in Bed (Ira Graves: "in play")', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Avert Disaster')
      .surface('Avert Disaster', 'p1', ['Ira Graves'])
      .surface('Avert Disaster', 'p2', ['Kareen Brianon'])
      .hand('p1', ['Dead in Bed'])
      .build();
    const [ira, kareen] = [s.id('Ira Graves'), s.id('Kareen Brianon')];
    const inStasis = setStatus(kareen, 'stasis', true)(s.game);
    // Act
    const after = send(inStasis, {
      type: 'card.play',
      player: 'p1',
      card: s.id('Dead in Bed'),
      kind: 'interrupt',
      target: { card: kareen },
    });
    // Assert
    expect([skillLevel(ira, 'Biology')(inStasis), skillLevel(ira, 'Biology')(after)]).toEqual([1, 0]);
  });
});
