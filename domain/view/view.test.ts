import { named, record } from '../core/chronicle';
import { updateCard } from '../core/game-state';
import { scenario } from '../game/scenario';
import { canSee, cardViews, toView } from './view';

describe('canSee', () => {
  it('should hide a face-down seed card under a mission from both players (Rulebook "Looking at Cards")', () => {
    // Arrange
    const s = scenario().mission('p1', 'Excavation').seed('Excavation', 'p2', ['Chalnoth']).build();
    const card = s.game.cards[s.id('Chalnoth')];
    // Act
    const seen = card === undefined ? [] : ['p1', 'p2'].map((p) => canSee(p, card)(s.game));
    // Assert
    expect(seen).toEqual([false, false]);
  });

  it('should show both players a seed card revealed face up during a mission attempt (Rulebook 7.2)', () => {
    // Arrange
    const s = scenario().mission('p1', 'Excavation').seed('Excavation', 'p2', ['Chalnoth']).build();
    const game = updateCard(s.id('Chalnoth'), (c) => ({ ...c, faceUp: true }))(s.game);
    const card = game.cards[s.id('Chalnoth')];
    // Act
    const seen = card === undefined ? [] : ['p1', 'p2'].map((p) => canSee(p, card)(game));
    // Assert
    expect(seen).toEqual([true, true]);
  });

  it('should hide a side deck from both players but show a Tactic returned face up (Rulebook 7.4 stage 3)', () => {
    // Arrange: "Unused Tactics return face-up to the side deck"
    const bridge = { kind: 'sideDeck', player: 'p1', name: 'Battle Bridge Door' } as const;
    const s = scenario().place('p1', bridge, ['Phaser Banks', 'Photon Torpedo']).build();
    const game = updateCard(s.id('Photon Torpedo'), (c) => ({ ...c, faceUp: true }))(s.game);
    // Act
    const seen = ['Phaser Banks', 'Photon Torpedo'].map((title) => {
      const card = game.cards[s.id(title)];
      return card === undefined ? [] : ['p1', 'p2'].map((p) => canSee(p, card)(game));
    });
    // Assert
    expect(seen).toEqual([
      [false, false],
      [true, true],
    ]);
  });
});

describe('cardViews', () => {
  it('should show each card as the view does, a hidden card\'s view made once per card instance (Rulebook "Looking at Cards")', () => {
    // Arrange: Worf in p1's hand, hidden from p2; then a command changes the Enterprise, not Worf
    const s = enterprise().hand('p1', ['Worf']).build();
    const [worf, ship] = [s.id('Worf'), s.id('U.S.S. Enterprise')];
    const later = updateCard(ship, (card) => ({ ...card, stopped: true }))(s.game);
    // Act
    const [now, then] = [cardViews('p2')(s.game), cardViews('p2')(later)];
    // Assert
    expect(now).toEqual(toView('p2')(s.game).cards);
    expect(now[worf]).toMatchObject({ blueprint: null, affiliation: null });
    expect(then[worf]).toBe(now[worf]);
    expect(then[ship]).not.toBe(now[ship]);
  });
});

describe('toView', () => {
  it('should hide a cloaked ship from its opponent but show it is there, and whose it is (Rulebook 12.12, 7.6)', () => {
    // Arrange
    const s = enterprise().modify('U.S.S. Enterprise', { cloaked: true }).build();
    const id = s.id('U.S.S. Enterprise');
    // Act
    const [mine, theirs] = ['p1', 'p2'].map((p) => toView(p)(s.game).cards[id]);
    // Assert
    expect(mine?.blueprint).toBe(s.game.cards[id]?.blueprint);
    expect(theirs).toEqual({ ...s.game.cards[id], blueprint: null, affiliation: null });
  });

  it('should not tell the affiliation nor the infiltration of a card the viewer may not see (Rulebook "Looking at Cards")', () => {
    // Arrange: Worf in p1's hand; Kurn aboard p1's Runabout, marked as infiltrating p1's crew for p2
    const s = enterprise()
      .hand('p1', ['Worf'])
      .ship('p1', 'Runabout', { at: 'Test Mission' })
      .aboard('Runabout', 'p2', ['Kurn'])
      .modify('Kurn', { infiltration: { into: 'p1', revertsTo: 'Klingon' } })
      .build();
    const [worf, kurn] = [s.id('Worf'), s.id('Kurn')];
    // Act
    const [mine, theirs] = ['p1', 'p2'].map((p) => toView(p)(s.game));
    // Assert
    expect(mine?.cards[worf]).toEqual(s.game.cards[worf]);
    expect(theirs?.cards[worf]).toMatchObject({ blueprint: null, affiliation: null, zone: { kind: 'hand' } });
    expect(mine?.cards[kurn]).toMatchObject({ blueprint: null, affiliation: null });
    expect(mine?.cards[kurn]).not.toHaveProperty('infiltration');
    expect(theirs?.cards[kurn]).toEqual(s.game.cards[kurn]);
  });

  it('should hide a phased ship from its opponent (Rulebook 12.12, 7.6 phasing)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Test Mission')
      .ship('p1', 'Apnex', { at: 'Test Mission' })
      .modify('Apnex', { cloaked: true, phased: true })
      .build();
    // Act
    const seen = ['p1', 'p2'].map((p) => toView(p)(s.game).cards[s.id('Apnex')]?.blueprint !== null);
    // Assert
    expect(seen).toEqual([true, false]);
  });

  it('should show a decloaked ship to both players (Rulebook 12.12)', () => {
    // Arrange
    const s = enterprise().build();
    // Act
    const seen = ['p1', 'p2'].map(
      (p) => toView(p)(s.game).cards[s.id('U.S.S. Enterprise')]?.blueprint !== null,
    );
    // Assert
    expect(seen).toEqual([true, true]);
  });

  it('should hide a ship carried aboard a cloaked ship, but not aboard a decloaked one (Rulebook 12.12, 7.6)', () => {
    // Arrange
    const shown = enterprise().ship('p1', 'Type VI Shuttlecraft', { carriedBy: 'U.S.S. Enterprise' });
    const hidden = enterprise()
      .ship('p1', 'Type VI Shuttlecraft', { carriedBy: 'U.S.S. Enterprise' })
      .modify('U.S.S. Enterprise', { cloaked: true });
    // Act
    const seen = [shown.build(), hidden.build()].map(
      (s) => toView('p2')(s.game).cards[s.id('Type VI Shuttlecraft')]?.blueprint !== null,
    );
    // Assert
    expect(seen).toEqual([true, false]);
  });
  it('should withhold from its chronicle the title of a card the viewer could not see then (Rulebook "Looking at Cards")', () => {
    // Arrange
    const s = scenario().mission('p1', 'Excavation').seed('Excavation', 'p2', ['Chalnoth']).build();
    const id = s.id('Chalnoth');
    const told = record(`${named(id)(s.game)} waits face down`, id)(s.game);
    // Act
    const [entry] = toView('p1')(told).chronicle;
    // Assert
    expect(entry).toEqual({ turn: 1, text: `a hidden card (${id}) waits face down`, card: id });
  });

  it('should not tell the order of a shuffled draw deck, only its cards and size (Rulebook "Seed Phases")', () => {
    // Arrange: ids follow the deck list, so a deck in id order would tell a player where each card lies
    const s = scenario().drawDeck('p1', ['Data', 'Worf', 'Tasha Yar']).build();
    const key = 'drawDeck:p1';
    const shuffled = {
      ...s.game,
      zones: { ...s.game.zones, [key]: [...(s.game.zones[key] ?? [])].reverse() },
    };
    // Act
    const seen = ['p1', 'p2'].map((p) => toView(p)(shuffled).zones[key]);
    // Assert
    const inIdOrder = [...(s.game.zones[key] ?? [])].sort();
    expect(shuffled.zones[key]).not.toEqual(inIdOrder);
    expect(seen).toEqual([inIdOrder, inIdOrder]);
  });
});

const enterprise = () =>
  scenario().mission('p1', 'Test Mission').ship('p1', 'U.S.S. Enterprise', { at: 'Test Mission' });
