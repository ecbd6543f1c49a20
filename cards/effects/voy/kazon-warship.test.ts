// Kazon Warship (voy/Kazon_WarshipB), ship:
// "[Univ] [Kaz] ships (except Warships) may be carried and launched aboard. Tractor Beam"
import { getCard } from '../../../domain/core/game-state';
import { onTurn, refusal, send } from '../play-test-support';

describe('kazonWarship', () => {
  it('should carry and launch your universal Kazon ship (Rulebook "Carried ships")', () => {
    // Arrange
    const s = fleet().build();
    const [ship, carrier] = [s.id('Kazon Raider'), s.id('Kazon Warship')];
    // Act
    const loaded = send(s.game, { type: 'ship.load', player: 'p1', ship, carrier });
    const launched = send(loaded, { type: 'ship.launch', player: 'p1', ship });
    // Assert
    expect(getCard(ship)(loaded).zone).toEqual({ kind: 'carried', carrier });
    expect(getCard(ship)(launched).zone).toEqual({ kind: 'atLocation', location: s.id('Test Mission') });
  });

  it('should not carry another warship, nor let the raider carry it (Rulebook "Carried ships")', () => {
    // Arrange
    const s = fleet().ship('p1', { title: 'Kazon Warship', label: 'other' }, { at: 'Test Mission' }).build();
    const carrier = s.ids('Kazon Warship')[0] as string;
    // Act
    const warship = refusal(s.game, { type: 'ship.load', player: 'p1', ship: s.id('other'), carrier });
    const reverse = refusal(s.game, {
      type: 'ship.load',
      player: 'p1',
      ship: carrier,
      carrier: s.id('Kazon Raider'),
    });
    // Assert
    expect([warship, reverse]).toEqual(['Carried ships', 'Carried ships']);
  });
});

// Helpers

const fleet = () =>
  onTurn()
    .mission('p1', 'Test Mission')
    .ship('p1', 'Kazon Warship', { at: 'Test Mission' })
    .ship('p1', 'Kazon Raider', { at: 'Test Mission' })
    .aboard('Kazon Raider', 'p1', ['Tanar']);
