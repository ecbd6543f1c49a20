// Type 9 Shuttlecraft (voy/type9shuttlecraft), ship:
// "May report aboard your Intrepid- and Nova-class ships."
import { getCard } from '../../../domain/core/game-state';
import { onTurn, playsOf, refusal, send } from '../play-test-support';

describe('type9Shuttlecraft', () => {
  it('should report carried aboard your Intrepid-class ship, not your Galaxy-class one (Rulebook "Carried ships")', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Test Mission')
      .ship('p1', 'U.S.S. Intrepid', { at: 'Test Mission' })
      .ship('p1', 'U.S.S. Enterprise', { at: 'Test Mission' })
      .hand('p1', ['Type 9 Shuttlecraft'])
      .build();
    const [shuttle, intrepid] = [s.id('Type 9 Shuttlecraft'), s.id('U.S.S. Intrepid')];
    const report = (facility: string) =>
      ({
        type: 'card.play',
        player: 'p1',
        card: shuttle,
        kind: 'report',
        facility,
        affiliation: 'Federation',
      }) as const;
    // Act
    const after = send(s.game, report(intrepid));
    // Assert
    expect(playsOf(s.game, shuttle)).toEqual([report(intrepid)]);
    expect(refusal(s.game, report(s.id('U.S.S. Enterprise')))).toBe('Carried ships');
    expect(getCard(shuttle)(after).zone).toEqual({ kind: 'carried', carrier: intrepid });
  });

  it('should launch with no card in play permitting carrying, but not be loaded back (Rulebook "Carried ships")', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Test Mission')
      .ship('p1', 'U.S.S. Intrepid', { at: 'Test Mission' })
      .ship('p1', 'Type 9 Shuttlecraft', { carriedBy: 'U.S.S. Intrepid' })
      .aboard('Type 9 Shuttlecraft', 'p1', ['Data'])
      .build();
    const [ship, carrier] = [s.id('Type 9 Shuttlecraft'), s.id('U.S.S. Intrepid')];
    // Act
    const launched = send(s.game, { type: 'ship.launch', player: 'p1', ship });
    // Assert
    expect(getCard(ship)(launched).zone).toEqual({ kind: 'atLocation', location: s.id('Test Mission') });
    expect(refusal(launched, { type: 'ship.load', player: 'p1', ship, carrier })).toBe('Carried ships');
  });
});
