// Starfleet Type III Phaser Rifle (fc/starfleettypeiiiphaserrifl), equipment:
// "Federation and Non-Aligned use only. Each of your personnel present is STRENGTH +3, but loses 1 Diplomacy unless
// aboard your ship. (Cumulative.)"
import { attribute, skillLevel } from '../../../domain/cards-in-play/skills';
import { onTurn, send } from '../play-test-support';

describe('starfleetTypeIIIPhaserRifle', () => {
  it('should make your Federation personnel present STRENGTH +3 and Diplomacy -1 off your ship, once reported (Rulebook 12.4 Present)', () => {
    // Arrange
    const s = scene().hand('p1', ['Starfleet Type III Phaser Rifle']).build();
    const [picard, kurn] = [s.id('Jean-Luc Picard'), s.id('Kurn')];
    // Act
    const after = send(s.game, report(s.id('Starfleet Type III Phaser Rifle'), s.id('Federation Outpost')));
    // Assert
    expect([attribute(picard, 'STRENGTH')(after), skillLevel(picard, 'Diplomacy')(after)]).toEqual([
      6 + 3,
      2 - 1,
    ]);
    expect([attribute(kurn, 'STRENGTH')(after), skillLevel(kurn, 'Diplomacy')(after)]).toEqual([8, 1]);
  });

  it('should take no Diplomacy aboard your ship (Starfleet Type III Phaser Rifle: "unless aboard your ship")', () => {
    // Arrange
    const s = scene()
      .ship('p1', 'U.S.S. Galaxy', { at: 'Avert Disaster' })
      .aboard('U.S.S. Galaxy', 'p1', ['Deanna Troi'])
      .aboard('Federation Outpost', 'p1', ['Starfleet Type III Phaser Rifle'])
      .build();
    const deanna = s.id('Deanna Troi');
    // Act
    const after = send(s.game, {
      type: 'card.beam',
      player: 'p1',
      card: s.id('Starfleet Type III Phaser Rifle'),
      from: s.id('Federation Outpost'),
      to: s.id('U.S.S. Galaxy'),
    });
    // Assert
    expect([attribute(deanna, 'STRENGTH')(after), skillLevel(deanna, 'Diplomacy')(after)]).toEqual([
      4 + 3,
      1,
    ]);
    expect(skillLevel(s.id('Jean-Luc Picard'), 'Diplomacy')(after)).toBe(2);
  });

  it('should add up with another copy present (Rulebook 12.9 Cumulative)', () => {
    // Arrange
    const s = scene()
      .aboard('Federation Outpost', 'p1', [{ title: 'Starfleet Type III Phaser Rifle', label: 'first' }])
      .hand('p1', [{ title: 'Starfleet Type III Phaser Rifle', label: 'second' }])
      .build();
    const picard = s.id('Jean-Luc Picard');
    // Act
    const after = send(s.game, report(s.id('second'), s.id('Federation Outpost')));
    // Assert
    expect([attribute(picard, 'STRENGTH')(after), skillLevel(picard, 'Diplomacy')(after)]).toEqual([
      6 + 6,
      0,
    ]);
  });
});

// Helpers

const scene = () =>
  onTurn()
    .mission('p1', 'Avert Disaster')
    .facility('p1', 'Federation Outpost', { at: 'Avert Disaster' })
    .aboard('Federation Outpost', 'p1', ['Jean-Luc Picard', 'Kurn']);

const report = (card: string, facility: string) =>
  ({ type: 'card.play', player: 'p1', card, kind: 'report', facility, affiliation: null }) as const;
