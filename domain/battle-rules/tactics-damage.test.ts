import * as O from 'fp-ts/Option';
import { hullDamage, isDamaged, markersOn } from '../cards-in-play/damage-markers';
import { attribute } from '../cards-in-play/skills';
import { cardsIn, type GameState, getCard } from '../core/game-state';
import { scenario } from '../game/scenario';
import {
  defaultDamage,
  destroyingMarker,
  flipMarker,
  hasNoHullLeft,
  placeMarker,
  retrieveMarkers,
} from './tactics-damage';

const BRIDGE = { kind: 'sideDeck', player: 'p2', name: 'Battle Bridge Door' } as const;

describe('placeMarker', () => {
  it('should kill a crew member, reduce attributes and add HULL damage (Rulebook 7.5.1 DAMAGE, Phaser Banks)', () => {
    // Arrange: Phaser Banks: "Hull: -30% Casualties: randomly kills one personnel"; boxes RANGE -1 WEAPONS -2 SHIELDS -1
    const s = damaged(['Phaser Banks']);
    const ship = s.id('U.S.S. Galaxy');
    // Act
    const marked = placeMarker(s.id('Phaser Banks'), ship)(s.game);
    // Assert
    expect(getCard(s.id('Phaser Banks'))(marked)).toMatchObject({
      zone: { kind: 'playedOn', host: ship },
      faceUp: true,
    });
    expect(cardsIn({ kind: 'aboard', carrier: ship })(marked)).toHaveLength(2);
    expect(['RANGE', 'WEAPONS', 'SHIELDS'].map((a) => attribute(ship, a as 'RANGE')(marked))).toEqual([
      7, 5, 8,
    ]);
    expect(hullDamage(ship)(marked)).toBe(30);
    expect(isDamaged(ship)(marked)).toBe(true);
    expect(getCard(ship)(marked).damage).toBe(0);
  });

  it('should add up copies of the same marker (Rulings "cumulative": damage markers are cumulative)', () => {
    // Arrange
    const s = damaged([
      { title: 'Phaser Banks', label: 'a' },
      { title: 'Phaser Banks', label: 'b' },
    ]);
    const ship = s.id('U.S.S. Galaxy');
    // Act
    const marked = placeMarker(s.id('b'), ship)(placeMarker(s.id('a'), ship)(s.game));
    // Assert
    expect(attribute(ship, 'WEAPONS')(marked)).toBe(3);
    expect(hullDamage(ship)(marked)).toBe(60);
  });

  it('should kill only a personnel with a named skill (Photon Torpedo: "randomly kills one SECURITY or Computer Skill")', () => {
    // Arrange
    const s = damaged(['Photon Torpedo'], ['Jean-Luc Picard', 'Beverly Crusher', 'Tasha Yar']);
    const ship = s.id('U.S.S. Galaxy');
    const none = damaged(['Photon Torpedo'], ['Jean-Luc Picard', 'Beverly Crusher']);
    // Act
    const marked = placeMarker(s.id('Photon Torpedo'), ship)(s.game);
    const spared = placeMarker(none.id('Photon Torpedo'), none.id('U.S.S. Galaxy'))(none.game);
    // Assert
    expect(getCard(s.id('Tasha Yar'))(marked).zone).toEqual({ kind: 'discard', player: 'p1' });
    expect(cardsIn({ kind: 'aboard', carrier: ship })(marked)).toHaveLength(2);
    expect(cardsIn({ kind: 'aboard', carrier: none.id('U.S.S. Galaxy') })(spared)).toHaveLength(2);
  });
});

describe('flipMarker', () => {
  it('should place the top card of the side deck, or nothing when it is empty (Rulebook "[Flip]")', () => {
    // Arrange
    const s = damaged(['Phaser Banks']);
    const ship = s.id('U.S.S. Galaxy');
    // Act
    const [marker, flipped] = flipMarker('p2', ship)(s.game);
    const [none, same] = flipMarker('p2', ship)(flipped);
    // Assert
    expect(marker).toBe(s.id('Phaser Banks'));
    expect(markersOn(ship)(flipped)).toEqual([s.id('Phaser Banks')]);
    expect(none).toBeNull();
    expect(same.chronicle.at(-1)?.text).toBe(
      "p2's Battle Bridge side deck is empty: no damage marker is drawn",
    );
  });
});

describe('hasNoHullLeft', () => {
  it('should reach 0% HULL at 100% HULL damage, the marker that got there destroying (Rulebook 7.5.1)', () => {
    // Arrange
    const s = damaged(['Phaser Banks', 'Full Phaser Spread', 'Photon Torpedo', 'Plasma Torpedo']);
    const ship = s.id('U.S.S. Galaxy');
    const three = placeAll(s.game, ship, ['Phaser Banks', 'Full Phaser Spread'].map(s.id));
    // Act
    const four = placeAll(three, ship, [s.id('Photon Torpedo')]);
    // Assert
    expect([hullDamage(ship)(three), hasNoHullLeft(ship)(three)]).toEqual([60, false]);
    expect([hullDamage(ship)(four), hasNoHullLeft(ship)(four)]).toEqual([95, false]);
    const five = placeAll(four, ship, [s.id('Plasma Torpedo')]);
    expect(hasNoHullLeft(ship)(five)).toBe(true);
    expect(destroyingMarker(ship)(five)).toEqual(O.some(s.id('Plasma Torpedo')));
    expect(destroyingMarker(ship)(four)).toEqual(O.none);
  });
});

describe('retrieveMarkers', () => {
  it('should return every marker face up to its owner\'s side deck (Rulings "damage": markers are retrieved)', () => {
    // Arrange
    const s = damaged(['Phaser Banks', 'Photon Torpedo']);
    const ship = s.id('U.S.S. Galaxy');
    const marked = placeAll(s.game, ship, ['Phaser Banks', 'Photon Torpedo'].map(s.id));
    // Act
    const retrieved = retrieveMarkers(ship)(marked);
    // Assert
    expect(markersOn(ship)(retrieved)).toEqual([]);
    expect(cardsIn(BRIDGE)(retrieved)).toHaveLength(2);
    expect(isDamaged(ship)(retrieved)).toBe(false);
  });
});

describe('defaultDamage', () => {
  it('should draw two markers, and destroy the card at 0% HULL (Rulebook 7.5.1: "default damage … [Flip][Flip]")', () => {
    // Arrange
    const s = damaged(['Phaser Banks', 'Photon Torpedo', 'Plasma Torpedo', 'Pulse Disruptor']);
    const ship = s.id('U.S.S. Galaxy');
    // Act
    const once = defaultDamage('p2', ship)(s.game);
    const twice = defaultDamage('p2', ship)(once);
    // Assert
    expect(markersOn(ship)(once)).toHaveLength(2);
    expect(hullDamage(ship)(once)).toBe(65);
    expect(getCard(ship)(twice).zone).toEqual({ kind: 'discard', player: 'p1' });
    expect(cardsIn(BRIDGE)(twice)).toHaveLength(4);
  });
});

// Helpers

/** p1's U.S.S. Galaxy (RANGE 8, WEAPONS 7, SHIELDS 9) with a crew, and p2's open Battle Bridge side deck. */
const damaged = (
  tactics: ReadonlyArray<string | { title: string; label: string }>,
  crew: ReadonlyArray<string> = ['Jean-Luc Picard', 'Data', 'Geordi La Forge'],
) =>
  scenario()
    .mission('p1', 'Test Mission')
    .ship('p1', 'U.S.S. Galaxy', { at: 'Test Mission' })
    .aboard('U.S.S. Galaxy', 'p1', crew)
    .table('p2', ['Battle Bridge Door'])
    .place('p2', BRIDGE, tactics)
    .build();

const placeAll = (game: GameState, ship: string, markers: ReadonlyArray<string>): GameState =>
  markers.reduce((g, m) => placeMarker(m, ship)(g), game);
