// D'Tan (au/dtan), personnel, special skill:
// "Where present, Romulans without Treachery are INTEGRITY +1."
import { attribute } from '../../../domain/cards-in-play/skills';
import { onTurn, send } from '../play-test-support';

describe('dtan', () => {
  it('should make the Romulans without Treachery present INTEGRITY +1 once he beams aboard (Rulebook 12.4 Present)', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Avert Disaster')
      .facility('p1', 'Romulan Outpost', { at: 'Avert Disaster' })
      .aboard('Romulan Outpost', 'p1', ['Tomalak', 'Mendak'])
      .surface('Avert Disaster', 'p1', ["D'Tan"])
      .build();
    const [dtan, outpost] = [s.id("D'Tan"), s.id('Romulan Outpost')];
    const integrity = (title: string, game = s.game) => attribute(s.id(title), 'INTEGRITY')(game);
    // Act
    const after = send(s.game, {
      type: 'card.beam',
      player: 'p1',
      card: dtan,
      from: s.id('Avert Disaster'),
      to: outpost,
    });
    // Assert
    expect(integrity('Tomalak')).toBe(6);
    expect([integrity('Tomalak', after), integrity("D'Tan", after)]).toEqual([6 + 1, 7 + 1]);
    expect(integrity('Mendak', after)).toBe(4);
  });
});
