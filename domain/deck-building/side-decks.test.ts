import * as O from 'fp-ts/Option';
import { loadCardDatabase } from '../../cards/database';
import { scenario } from '../game/scenario';
import { cardsOf, isOpen, seedsAtop, sideDeckTypeOf, TRIBBLE, zoneOf } from './side-decks';

describe('seedsAtop', () => {
  it('should read the side deck a doorway opens by seeding on the table, and none for other doorways (Rulebook "Side decks")', () => {
    // Arrange
    const db = loadCardDatabase();
    // Act & Assert
    expect(seedsAtop(db.blueprint('bog/bbd'))).toEqual(O.some('Battle Bridge'));
    expect(seedsAtop(db.blueprint('twt/storagecompartmentdoor'))).toEqual(O.some('Tribble'));
    expect(seedsAtop(db.blueprint('VP/320VP'))).toEqual(O.some('Battle Bridge'));
    expect(seedsAtop(db.blueprint('au/alternateuniversedoor'))).toEqual(O.none);
  });
});

describe('sideDeckTypeOf', () => {
  it('should send [Tactic] cards to a Battle Bridge side deck and [Tribble] and [Trouble] cards to a Tribble one (Rulebook "Card Types")', () => {
    // Arrange
    const db = loadCardDatabase();
    // Act & Assert
    expect(sideDeckTypeOf(db.blueprint('twt/1tribblego'))).toEqual(O.some(TRIBBLE));
    expect(sideDeckTypeOf(db.blueprint('twt/onthebridge'))).toEqual(O.some(TRIBBLE));
    expect(db.byTitle('Phaser Banks').map(sideDeckTypeOf)).toContainEqual(O.some('Battle Bridge'));
    expect(db.byTitle('Data').map(sideDeckTypeOf)).toContainEqual(O.none);
  });
});

describe('isOpen', () => {
  it('should open the Tribble side deck once Storage Compartment Door is on the table ("Side deck is now open and in play")', () => {
    // Arrange
    const zone = { kind: 'sideDeck', player: 'p1', name: 'Storage Compartment Door' } as const;
    const closed = scenario().place('p1', zone, ['1 Tribble - Go']).build();
    const open = scenario()
      .place('p1', zone, ['1 Tribble - Go'])
      .table('p1', ['Storage Compartment Door'])
      .build();
    // Act & Assert
    expect(isOpen(TRIBBLE, 'p1')(closed.game)).toBe(false);
    expect(cardsOf(TRIBBLE, 'p1')(closed.game)).toEqual([]);
    expect(isOpen(TRIBBLE, 'p1')(open.game)).toBe(true);
    expect(zoneOf(TRIBBLE, 'p1')(open.game)).toEqual(zone);
    expect(cardsOf(TRIBBLE, 'p1')(open.game)).toEqual([open.id('1 Tribble - Go')]);
    expect(isOpen(TRIBBLE, 'p2')(open.game)).toBe(false);
  });
});
