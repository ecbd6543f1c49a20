import * as O from 'fp-ts/Option';
import { loadCardDatabase } from '../../cards/database';
import { checkInvariants } from '../game/invariants';
import { emptyGame } from './empty-game';
import {
  addCard,
  addDecks,
  blueprintOf,
  type CardInstance,
  cardsIn,
  findCard,
  type GameState,
  getCard,
  locationOf,
  moveCard,
  opponentOf,
  updateCard,
  updateCards,
  type Zone,
  zoneKey,
} from './game-state';

describe('zoneKey', () => {
  it('should name a player pile by kind and player', () => {
    // Arrange
    const zone: Zone = { kind: 'hand', player: 'p1' };
    // Act & Assert
    expect(zoneKey(zone)).toBe('hand:p1');
  });

  it('should name a crew by its carrier', () => {
    // Arrange
    const zone: Zone = { kind: 'aboard', carrier: 'p1-12' };
    // Act & Assert
    expect(zoneKey(zone)).toBe('aboard:p1-12');
  });

  it('should tell side decks of one player apart by name', () => {
    // Arrange
    const a: Zone = { kind: 'sideDeck', player: 'p1', name: 'Q-Continuum' };
    const b: Zone = { kind: 'sideDeck', player: 'p1', name: 'Tribbles' };
    // Act & Assert
    expect(zoneKey(a)).not.toBe(zoneKey(b));
  });
});

describe('emptyGame', () => {
  it('should start with no cards, both players at 0 points and the first player active', () => {
    // Arrange & Act
    const game = emptyGame(['p1', 'p2'], 42);
    // Assert
    expect(game.players.map((p) => [p.id, p.score])).toEqual([
      ['p1', 0],
      ['p2', 0],
    ]);
    expect(game.turn.active).toBe('p1');
    expect(Object.keys(game.cards)).toHaveLength(0);
  });

  it('should be JSON-serialisable (Architecture principle 2)', () => {
    // Arrange
    const game = emptyGame(['p1', 'p2'], 42);
    // Act & Assert
    expect(JSON.parse(JSON.stringify(game))).toEqual(game);
  });
});

describe('addCard', () => {
  it("should number each owner's cards from 01", () => {
    // Arrange
    const game = emptyGame(['p1', 'p2'], 1);
    // Act
    const [a, g1] = addCard('p1', picard(), { kind: 'hand', player: 'p1' })(game);
    const [b, g2] = addCard('p2', picard(), { kind: 'hand', player: 'p2' })(g1);
    const [c] = addCard('p1', picard(), { kind: 'hand', player: 'p1' })(g2);
    // Assert
    expect([a, b, c]).toEqual(['p1-01', 'p2-01', 'p1-02']);
  });

  it('should default to owner control, the printed affiliation, and face down in the draw deck', () => {
    // Arrange
    const game = emptyGame(['p1', 'p2'], 1);
    // Act
    const [id, next] = addCard('p1', picard(), { kind: 'drawDeck', player: 'p1' })(game);
    // Assert
    expect(getCard(id)(next)).toMatchObject({ controller: 'p1', affiliation: 'Federation', faceUp: false });
  });
});

describe('addDecks', () => {
  it('should give the same state as addCard at the bottom of each pile, card after card, under the ids given (Rulebook "Seed Phases": a deck in its piles)', () => {
    // Arrange
    const [, game] = addCard('p1', picard(), { kind: 'hand', player: 'p1' })(emptyGame(['p1', 'p2'], 1));
    const draw: Zone = { kind: 'drawDeck', player: 'p1' };
    const seed: Zone = { kind: 'seedDeck', player: 'p1' };
    const piles = [
      { zone: draw, blueprints: [picard(), outpost()] },
      { zone: { kind: 'sitePile', player: 'p1' } as Zone, blueprints: [] },
      { zone: seed, blueprints: [outpost()] },
      { zone: draw, blueprints: [picard()] },
    ];
    const oneByOne = piles
      .flatMap(({ zone, blueprints }) => blueprints.map((blueprint) => [zone, blueprint] as const))
      .reduce((next, [zone, blueprint]) => addCard('p1', blueprint, zone, { at: 'bottom' })(next)[1], game);
    // Act
    const atOnce = addDecks([{ owner: 'p1', piles, ids: ['p1-02', 'p1-03', 'p1-04', 'p1-05'] }])(game);
    // Assert: no empty pile made, the same cards, zones and orders
    expect(JSON.stringify(atOnce)).toBe(JSON.stringify(oneByOne));
    expect(cardsIn(draw)(atOnce)).toEqual(['p1-02', 'p1-03', 'p1-05']);
  });

  it('should name each card by the id given in its place', () => {
    // Arrange
    const game = emptyGame(['p1', 'p2'], 1);
    const seed: Zone = { kind: 'seedDeck', player: 'p1' };
    // Act
    const next = addDecks([
      { owner: 'p1', piles: [{ zone: seed, blueprints: [picard(), outpost()] }], ids: ['p1-09', 'p1-01'] },
    ])(game);
    // Assert
    expect(cardsIn(seed)(next)).toEqual(['p1-09', 'p1-01']);
    expect([getCard('p1-09')(next).blueprint, getCard('p1-01')(next).id]).toEqual([picard().id, 'p1-01']);
  });
});

describe('findCard', () => {
  it('should return none for an unknown id', () => {
    // Arrange
    const game = emptyGame(['p1', 'p2'], 1);
    // Act & Assert
    expect(findCard('p1-99')(game)).toEqual(O.none);
  });
});

describe('getCard', () => {
  it('should throw for an unknown id (a programming error)', () => {
    // Arrange
    const game = emptyGame(['p1', 'p2'], 1);
    // Act & Assert
    expect(() => getCard('p1-99')(game)).toThrow('p1-99');
  });
});

describe('moveCard', () => {
  it('should put a card on top of a pile by default and update its zone', () => {
    // Arrange
    const { game, ids } = threeInDeck();
    // Act
    const next = moveCard(ids[2], { kind: 'discard', player: 'p1' })(game);
    // Assert
    expect(cardsIn({ kind: 'drawDeck', player: 'p1' })(next)).toEqual([ids[0], ids[1]]);
    expect(cardsIn({ kind: 'discard', player: 'p1' })(next)).toEqual([ids[2]]);
    expect(getCard(ids[2])(next).zone).toEqual({ kind: 'discard', player: 'p1' });
  });

  it('should seed at the bottom under a mission, the card met first (Rulebook "Dilemma Phase")', () => {
    // Arrange
    const { game, ids } = threeInDeck();
    const under: Zone = { kind: 'underMission', location: 'p2-01' };
    // Act
    const next = [ids[0], ids[1]].reduce((g, id) => moveCard(id, under, 'bottom')(g), game);
    // Assert
    expect(cardsIn(under)(next)).toEqual([ids[0], ids[1]]);
  });

  it('should insert at an index within the same pile', () => {
    // Arrange
    const { game, ids } = threeInDeck();
    // Act
    const next = moveCard(ids[0], { kind: 'drawDeck', player: 'p1' }, 2)(game);
    // Assert
    expect(cardsIn({ kind: 'drawDeck', player: 'p1' })(next)).toEqual([ids[1], ids[2], ids[0]]);
  });

  it('should share untouched zones and cards with the previous state', () => {
    // Arrange
    const { game, ids } = threeInDeck();
    const [handCard, withHand] = addCard('p2', picard(), { kind: 'hand', player: 'p2' })(game);
    // Act
    const next = moveCard(ids[0], { kind: 'discard', player: 'p1' })(withHand);
    // Assert
    expect(next.zones['hand:p2']).toBe(withHand.zones['hand:p2']);
    expect(next.cards[handCard]).toBe(withHand.cards[handCard]);
    expect(next.locations).toBe(withHand.locations);
  });

  it('should leave the previous state unchanged', () => {
    // Arrange
    const { game, ids } = threeInDeck();
    const before = JSON.stringify(game);
    // Act
    moveCard(ids[0], { kind: 'hand', player: 'p1' })(game);
    // Assert
    expect(JSON.stringify(game)).toBe(before);
  });

  it('should change the moved card as updateCard after the move would, in one copy of the cards (Rulebook "Playing a Card": placed face up)', () => {
    // Arrange
    const { game, ids } = threeInDeck();
    const to: Zone = { kind: 'beingPlayed', player: 'p1' };
    const faceUp = (c: CardInstance): CardInstance => ({ ...c, faceUp: true });
    // Act
    const next = moveCard(ids[1], to, 'bottom', faceUp)(game);
    // Assert
    expect(next).toEqual(updateCard(ids[1], faceUp)(moveCard(ids[1], to, 'bottom')(game)));
    expect(getCard(ids[1])(next)).toMatchObject({ zone: to, faceUp: true });
    expect(next.cards[ids[0]]).toBe(game.cards[ids[0]]);
  });
});

describe('updateCard', () => {
  it('should replace only the given card', () => {
    // Arrange
    const { game, ids } = threeInDeck();
    // Act
    const next = updateCard(ids[1], (c) => ({ ...c, stopped: true }))(game);
    // Assert
    expect(getCard(ids[1])(next).stopped).toBe(true);
    expect(next.cards[ids[0]]).toBe(game.cards[ids[0]]);
  });
});

describe('updateCards', () => {
  it('should give the state of updateCard of each card in turn, a card named twice changed twice (Rulebook 10.2.1 Stopped: a ship and its crew)', () => {
    // Arrange
    const { game, ids } = threeInDeck();
    const damaged = (c: CardInstance): CardInstance => ({ ...c, stopped: true, damage: c.damage + 1 });
    const named = [ids[2], ids[0], ids[2]];
    // Act
    const next = updateCards(named, damaged)(game);
    // Assert
    expect(next).toEqual(named.reduce((g, id) => updateCard(id, damaged)(g), game));
    expect(getCard(ids[2])(next).damage).toBe(2);
    expect(next.cards[ids[1]]).toBe(game.cards[ids[1]]);
  });

  it('should leave the game as it is for no cards', () => {
    // Arrange
    const { game } = threeInDeck();
    // Act
    const next = updateCards([], (c) => ({ ...c, stopped: true }))(game);
    // Assert
    expect(next).toBe(game);
  });

  it('should throw for an unknown id, as updateCard does (a programming error)', () => {
    // Arrange
    const { game } = threeInDeck();
    // Act & Assert
    expect(() => updateCards(['p9-99'], (c) => c)(game)).toThrow('p9-99');
  });
});

describe('blueprintOf', () => {
  it('should return the printed card of an instance', () => {
    // Arrange
    const { game, ids } = threeInDeck();
    // Act & Assert
    expect(blueprintOf(ids[0])(game).title).toBe('Jean-Luc Picard');
  });
});

describe('opponentOf', () => {
  it('should return the other player either way', () => {
    // Arrange
    const game = emptyGame(['p1', 'p2'], 1);
    // Act & Assert
    expect([opponentOf('p1')(game), opponentOf('p2')(game)]).toEqual(['p2', 'p1']);
  });
});

describe('locationOf', () => {
  it("should follow a crew member aboard a ship to the ship's location", () => {
    // Arrange
    const { game, ids } = threeInDeck();
    const atShip = moveCard(ids[0], { kind: 'atLocation', location: 'p2-01' })(game);
    // Act
    const next = moveCard(ids[1], { kind: 'aboard', carrier: ids[0] })(atShip);
    // Assert
    expect(locationOf(ids[1])(next)).toEqual(O.some('p2-01'));
    expect(locationOf(ids[2])(next)).toEqual(O.none);
  });
});

describe('checkInvariants', () => {
  it('should find nothing wrong after moves', () => {
    // Arrange
    const { game, ids } = threeInDeck();
    // Act
    const next = moveCard(ids[0], { kind: 'hand', player: 'p1' })(game);
    // Assert
    expect(checkInvariants(next)).toEqual([]);
  });

  it('should report a card listed in two zones', () => {
    // Arrange
    const { game, ids } = threeInDeck();
    const broken: GameState = { ...game, zones: { ...game.zones, 'hand:p1': [ids[0]] } };
    // Act & Assert
    expect(checkInvariants(broken).length).toBeGreaterThan(0);
  });

  it('should report a card whose zone differs from its list', () => {
    // Arrange
    const { game, ids } = threeInDeck();
    const broken = updateCard(ids[0], (c) => ({ ...c, zone: { kind: 'hand', player: 'p1' } }))(game);
    // Act & Assert
    expect(checkInvariants(broken)).toContain(`${ids[0]} is listed in drawDeck:p1 but its zone is hand:p1`);
  });
});

// Helpers

const picard = () => loadCardDatabase().blueprint('premiere/jeanlucpicard');
const outpost = () => loadCardDatabase().blueprint('premiere/federationoutpost');

const threeInDeck = (): { game: GameState; ids: readonly [string, string, string] } => {
  let game = emptyGame(['p1', 'p2'], 1);
  const ids: string[] = [];
  for (let i = 0; i < 3; i++) {
    const [id, next] = addCard('p1', picard(), { kind: 'drawDeck', player: 'p1' }, { at: 'bottom' })(game);
    ids.push(id);
    game = next;
  }
  return { game, ids: ids as unknown as readonly [string, string, string] };
};
