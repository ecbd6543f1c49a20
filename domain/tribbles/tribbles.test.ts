import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { loadCardDatabase } from '../../cards/database';
import { isLargeTribble, isSmallTribble, parentOf, titleOf, tribblesOn } from '../../cards/tribble-cards';
import { scenario } from '../game/scenario';
import { checkPlacement, discardTroublesWithoutTribbles, places, playAt, TRIBBLES } from './tribbles';

const SIDE_DECK = { kind: 'sideDeck', player: 'p1', name: 'Storage Compartment Door' } as const;

describe('tribblesOn', () => {
  it('should read each tribble card\'s number from its title, the small ones 1 and 10 (Rulebook "Tribbles (11.3)")', () => {
    // Arrange
    const tribbles = loadCardDatabase().all.filter((b) => b.type === 'Tribble');
    // Act
    const counts = new Set(tribbles.map(tribblesOn));
    // Assert
    expect(tribbles).toHaveLength(19);
    expect([...counts].sort((a, b) => a - b)).toEqual([1, 10, 100, 1000, 10000, 100000]);
    expect(
      tribbles
        .filter(isSmallTribble)
        .map(tribblesOn)
        .every((n) => n < 100),
    ).toBe(true);
    expect(tribbles.filter(isLargeTribble)).toHaveLength(13);
  });

  it('should breed each large tribble card from the next smaller one ("Breeds from {10 Tribbles}")', () => {
    // Arrange
    const tribbles = loadCardDatabase().all.filter((b) => b.type === 'Tribble');
    // Act
    const parents = tribbles.map((b) => [tribblesOn(b), parentOf(b)] as const);
    // Assert
    for (const [count, parent] of parents) expect(parent).toEqual(count < 100 ? O.none : O.some(count / 10));
  });
});

describe('titleOf', () => {
  it('should title a tribble card without its Tribbles-game power, so its printings are copies ("Breeds from {10 Tribbles}")', () => {
    // Arrange
    const db = loadCardDatabase();
    // Act & Assert
    expect(titleOf(db.blueprint('twt/10tribblesgo'))).toBe('10 Tribbles');
    expect(titleOf(db.blueprint('twt/1tribblebonus'))).toBe('1 Tribble');
    expect(titleOf(db.blueprint('twt/100000tribblesclone'))).toBe('100,000 Tribbles');
    expect(titleOf(db.blueprint('twt/onthebridge'))).toBe('... on the Bridge');
  });
});

describe('checkPlacement', () => {
  it('should let a small tribble card report anywhere: a planet, your ship, an opponent\'s ship (Rulebook "Tribbles (11.3)")', () => {
    // Arrange
    const s = table().build();
    const one = s.id('1 Tribble - Bonus');
    // Act & Assert
    for (const place of [s.id('Excavation'), s.id('U.S.S. Galaxy'), s.id('U.S.S. Miranda')])
      expect(E.isRight(checkPlacement('p1', one, place)(s.game))).toBe(true);
  });

  it('should refuse a planet surface where there is no planet (Rulebook 7.1.1 Beam: "a [P] Planet location")', () => {
    // Arrange
    const s = table().mission('p2', 'Investigate Sighting').build();
    // Act
    const placed = checkPlacement('p1', s.id('1 Tribble - Bonus'), s.id('Investigate Sighting'))(s.game);
    // Assert
    expect(placed).toEqual(E.left(expect.objectContaining({ rule: TRIBBLES })));
  });

  it('should breed a large tribble card only where your own parent card is ("may only be bred from your tribble cards")', () => {
    // Arrange
    const s = table()
      .aboard('U.S.S. Galaxy', 'p1', ['10 Tribbles - Go'])
      .aboard('U.S.S. Miranda', 'p2', ['10 Tribbles - Bonus'])
      .build();
    const hundred = s.id('100 Tribbles - Bonus');
    // Act
    const withParent = checkPlacement('p1', hundred, s.id('U.S.S. Galaxy'))(s.game);
    const opponentsParent = checkPlacement('p1', hundred, s.id('U.S.S. Miranda'))(s.game);
    const noParent = checkPlacement('p1', hundred, s.id('Excavation'))(s.game);
    // Assert
    expect(E.isRight(withParent)).toBe(true);
    expect(opponentsParent).toEqual(E.left(expect.objectContaining({ rule: TRIBBLES })));
    expect(noParent).toEqual(E.left(expect.objectContaining({ rule: TRIBBLES })));
  });

  it('should allow only one tribble card on a group each turn ("only one tribble card on a group of tribbles each turn")', () => {
    // Arrange
    const s = table().aboard('U.S.S. Galaxy', 'p1', ['10 Tribbles - Go']).build();
    const galaxy = s.id('U.S.S. Galaxy');
    const zone = { kind: 'aboard', carrier: galaxy } as const;
    const played = playAt('p1', s.id('1 Tribble - Bonus'), zone)(s.game);
    // Act
    const second = checkPlacement('p1', s.id('100 Tribbles - Bonus'), galaxy)(played);
    const elsewhere = checkPlacement('p1', s.id('1 Tribble - Go'), s.id('Excavation'))(played);
    const nextTurn = checkPlacement(
      'p1',
      s.id('100 Tribbles - Bonus'),
      galaxy,
    )({
      ...played,
      turn: { ...played.turn, number: 2 },
    });
    // Assert
    expect(second).toEqual(E.left(expect.objectContaining({ rule: TRIBBLES })));
    expect(E.isRight(elsewhere)).toBe(true);
    expect(E.isRight(nextTurn)).toBe(true);
  });

  it('should play a trouble card on any tribble group, mine or not, and nowhere else ("Trouble cards may play on any tribble group")', () => {
    // Arrange
    const s = table().aboard('U.S.S. Miranda', 'p2', ['1 Tribble - Go']).build();
    const trouble = s.id('... in the Engine Room');
    // Act
    const onGroup = checkPlacement('p1', trouble, s.id('U.S.S. Miranda'))(s.game);
    const noGroup = checkPlacement('p1', trouble, s.id('U.S.S. Galaxy'))(s.game);
    // Assert
    expect(E.isRight(onGroup)).toBe(true);
    expect(noGroup).toEqual(E.left(expect.objectContaining({ rule: TRIBBLES })));
  });
});

describe('places', () => {
  it('should list exactly the places a small tribble may report to, a carried ship and a time location\'s ships included ("may report anywhere"; "Carried ships")', () => {
    // Arrange
    const s = table()
      .ship('p1', 'Type VI Shuttlecraft', { carriedBy: 'U.S.S. Galaxy' })
      .mission('p1', 'Khitomer Research')
      .timeLocation('p1', 'Camp Khitomer')
      .ship('p2', 'I.K.S. Amar', { at: 'Camp Khitomer' })
      .build();
    const one = s.id('1 Tribble - Bonus');
    const accepted = Object.keys(s.game.cards).filter((id) =>
      E.isRight(checkPlacement('p1', one, id)(s.game)),
    );
    // Act
    const listed = places(s.game);
    // Assert
    expect(new Set(listed)).toEqual(new Set(accepted));
    expect(listed).toEqual(
      expect.arrayContaining([s.id('Type VI Shuttlecraft'), s.id('Camp Khitomer'), s.id('I.K.S. Amar')]),
    );
  });
});

describe('discardTroublesWithoutTribbles', () => {
  it('should discard a trouble card where no tribbles are left, and keep one with tribbles ("A Trouble is discarded if there are no tribbles present")', () => {
    // Arrange
    const s = table()
      .aboard('U.S.S. Galaxy', 'p1', ['... on the Bridge'])
      .aboard('U.S.S. Miranda', 'p1', ['1 Tribble - Discard', '... in the Transporters'])
      .build();
    const places = [s.id('U.S.S. Galaxy'), s.id('U.S.S. Miranda')].map(
      (carrier) => ({ kind: 'aboard', carrier }) as const,
    );
    // Act
    const settled = discardTroublesWithoutTribbles(places)(s.game);
    // Assert
    expect(settled.cards[s.id('... on the Bridge')]?.zone).toEqual({ kind: 'discard', player: 'p1' });
    expect(settled.cards[s.id('... in the Transporters')]?.zone).toEqual(places[1]);
  });
});

// Helpers

/** Excavation with p1's U.S.S. Galaxy and p2's U.S.S. Miranda, and p1's tribble and trouble cards in the side deck. */
const table = () =>
  scenario()
    .mission('p1', 'Excavation')
    .ship('p1', 'U.S.S. Galaxy', { at: 'Excavation' })
    .ship('p2', 'U.S.S. Miranda', { at: 'Excavation' })
    .place('p1', SIDE_DECK, [
      '1 Tribble - Bonus',
      '1 Tribble - Go',
      '100 Tribbles - Bonus',
      '... in the Engine Room',
    ]);
