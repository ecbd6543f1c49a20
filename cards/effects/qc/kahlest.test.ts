// Kahlest (qc/kahlest), personnel, special skill:
// "Klingons with Honor are STRENGTH +2 where present."
import { attribute } from '../../../domain/cards-in-play/skills';
import { onTurn, send } from '../play-test-support';

describe('kahlest', () => {
  it('should make the Klingons with Honor present STRENGTH +2, herself included, once she reports (Rulebook 12.4 Present)', () => {
    // Arrange
    const s = outpost().aboard('Klingon Outpost', 'p1', ['Kurn', 'Konmel']).build();
    const kahlest = s.id('Kahlest');
    // Act
    const after = send(s.game, report(kahlest, s.id('Klingon Outpost')));
    // Assert
    const strength = (title: string) => attribute(s.id(title), 'STRENGTH')(after);
    expect([strength('Kurn'), strength('Kahlest')]).toEqual([8 + 2, 4 + 2]);
    expect(strength('Konmel')).toBe(8);
  });

  it('should not reach Klingons elsewhere (Rulebook 12.4 Present)', () => {
    // Arrange
    const s = outpost().surface('Qualor II Rendezvous', 'p1', ['Kurn']).build();
    // Act
    const after = send(s.game, report(s.id('Kahlest'), s.id('Klingon Outpost')));
    // Assert
    expect(attribute(s.id('Kurn'), 'STRENGTH')(after)).toBe(8);
  });
});

// Helpers

const outpost = () =>
  onTurn()
    .mission('p1', 'Qualor II Rendezvous')
    .facility('p1', 'Klingon Outpost', { at: 'Qualor II Rendezvous' })
    .hand('p1', ['Kahlest']);

const report = (card: string, facility: string) =>
  ({ type: 'card.play', player: 'p1', card, kind: 'report', facility, affiliation: 'Klingon' }) as const;
