import { fc, test } from '@fast-check/jest';
import { scenario } from '../game/scenario';
import { cardsIn, type Zone, zoneKey } from './game-state';
import { cardsInZone, zoneKeyOf } from './zone-index';

const id = fc.constantFrom('p1', 'p2', 'p1-07', 'p2-31', 'loc-3', 'x');

const zone: fc.Arbitrary<Zone> = fc.oneof(
  fc.record({
    kind: fc.constantFrom(
      'drawDeck',
      'hand',
      'discard',
      'outOfPlay',
      'pointArea',
      'seedDeck',
      'missionPile',
      'sitePile',
      'table',
      'beingPlayed',
    ),
    player: id,
  }) as fc.Arbitrary<Zone>,
  fc.record({ kind: fc.constant('sideDeck' as const), player: id, name: fc.string() }),
  fc.record({
    kind: fc.constantFrom('spaceline', 'underMission', 'atLocation', 'planetSurface', 'setAside'),
    location: id,
  }) as fc.Arbitrary<Zone>,
  fc.record({ kind: fc.constant('aboard' as const), carrier: id }),
  fc.record({ kind: fc.constant('docked' as const), facility: id }),
  fc.record({ kind: fc.constant('playedOn' as const), host: id }),
);

describe('zoneKeyOf', () => {
  test.prop([fc.array(zone, { minLength: 1 })])(
    'should give the key zoneKey gives, asked once or again (Rulebook "Seed Phases": zones)',
    (zones) => {
      // Act
      const keys = [...zones, ...zones].map(zoneKeyOf);
      // Assert
      expect(keys).toEqual([...zones, ...zones].map(zoneKey));
    },
  );
});

describe('cardsInZone', () => {
  it('should list the cards of a zone in order, as cardsIn does, and none for an empty zone', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Excavation')
      .ship('p1', 'Runabout', { at: 'Excavation' })
      .aboard('Runabout', 'p1', ['Data', 'Mendon'])
      .build();
    const zones: ReadonlyArray<Zone> = [
      { kind: 'aboard', carrier: s.id('Runabout') },
      { kind: 'atLocation', location: s.id('Excavation') },
      { kind: 'planetSurface', location: s.id('Excavation') },
    ];
    // Act
    const listed = zones.map((z) => cardsInZone(z)(s.game));
    // Assert
    expect(listed).toEqual(zones.map((z) => cardsIn(z)(s.game)));
    expect(listed.map((cards) => cards.length)).toEqual([2, 1, 0]);
  });
});
