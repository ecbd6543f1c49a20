import { type GameState, type LocationId, type PlayerId, updateCard } from '../core/game-state';
import { scenario } from '../game/scenario';
import { rememberedAtLocation } from './location-facts';

// Rulebook 12.4 Present, "Here": what the cards at a location may do there is kept until they, or the rules of the
// table, change (issue #17). Each test counts the computations of a fact that names its location.
describe('rememberedAtLocation', () => {
  it('should keep the answer of a location when a card at another location changes (Rulebook 12.4 "Here")', () => {
    // Arrange
    const { fact, computed } = counted();
    const { game, id } = twoLocations();
    fact('p1', id('Avert Disaster'))(game);
    fact('p1', id('Evaluate Terraforming'))(game);
    const changed = updateCard(id('Kurn'), (card) => ({ ...card, stopped: true }))(game);
    // Act
    const kept = fact('p1', id('Avert Disaster'))(changed);
    const again = fact('p1', id('Evaluate Terraforming'))(changed);
    // Assert
    expect(kept).toBe(`p1 at ${id('Avert Disaster')}`);
    expect(again).toBe(`p1 at ${id('Evaluate Terraforming')}`);
    expect(computed).toEqual([
      id('Avert Disaster'),
      id('Evaluate Terraforming'),
      id('Evaluate Terraforming'),
    ]);
  });

  it('should compute the answer again when a card carried there by its ship changes (Rulebook 12.4 "Present")', () => {
    // Arrange
    const { fact, computed } = counted();
    const { game, id } = twoLocations();
    fact('p1', id('Avert Disaster'))(game);
    // Act
    fact('p1', id('Avert Disaster'))(updateCard(id('Data'), (card) => ({ ...card, stopped: true }))(game));
    // Assert
    expect(computed).toEqual([id('Avert Disaster'), id('Avert Disaster')]);
  });

  it('should compute every answer again when a card whose text reaches beyond its location changes', () => {
    // Arrange
    const { fact, computed } = counted();
    const { game, id } = twoLocations();
    fact('p1', id('Avert Disaster'))(game);
    // Act: an event on the table (Yellow Alert: "all your Personnel are each CUNNING +1")
    fact(
      'p1',
      id('Avert Disaster'),
    )(updateCard(id('Yellow Alert'), (card) => ({ ...card, stopped: true }))(game));
    // Assert
    expect(computed).toEqual([id('Avert Disaster'), id('Avert Disaster')]);
  });

  it('should keep every answer when a card whose text modifies only the cards present with it changes', () => {
    // Arrange
    const { fact, computed } = counted();
    const { game, id } = twoLocations();
    fact('p1', id('Avert Disaster'))(game);
    // Act: Klingon Disruptor: "Each of your personnel STRENGTH +2 where present", at the other location
    fact(
      'p1',
      id('Avert Disaster'),
    )(updateCard(id('Klingon Disruptor'), (card) => ({ ...card, stopped: true }))(game));
    // Assert
    expect(computed).toEqual([id('Avert Disaster')]);
  });

  it('should compute the answer again when a field of the table changes, but for the fields it does not read', () => {
    // Arrange
    const { fact, computed } = counted({ state: ['orders'] });
    const { game, id } = twoLocations();
    fact('p1', id('Avert Disaster'))(game);
    // Act
    fact('p1', id('Avert Disaster'))({ ...game, orders: { ...game.orders, cloakUsed: [] } });
    fact('p1', id('Avert Disaster'))({ ...game, modifiers: [] });
    // Assert
    expect(computed).toEqual([id('Avert Disaster'), id('Avert Disaster')]);
  });

  it('should keep one answer for each player at a location', () => {
    // Arrange
    const { fact, computed } = counted();
    const { game, id } = twoLocations();
    // Act
    const answers = ['p1', 'p2', 'p1'].map((player) => fact(player, id('Avert Disaster'))({ ...game }));
    // Assert
    expect(answers).toEqual([
      `p1 at ${id('Avert Disaster')}`,
      `p2 at ${id('Avert Disaster')}`,
      `p1 at ${id('Avert Disaster')}`,
    ]);
    expect(computed).toEqual([id('Avert Disaster'), id('Avert Disaster')]);
  });
});

// Helpers

/** A fact naming its player and location, and the locations it was computed for, in order. */
function counted(unread: Parameters<typeof rememberedAtLocation>[1] = {}) {
  const computed: LocationId[] = [];
  const fact = rememberedAtLocation(
    (player: PlayerId, location: LocationId) => (_: GameState) => {
      computed.push(location);
      return `${player} at ${location}`;
    },
    unread,
  );
  return { fact, computed };
}

function twoLocations() {
  return scenario()
    .mission('p1', 'Avert Disaster')
    .mission('p2', 'Evaluate Terraforming')
    .ship('p1', 'U.S.S. Enterprise', { at: 'Avert Disaster' })
    .aboard('U.S.S. Enterprise', 'p1', ['Data'])
    .surface('Evaluate Terraforming', 'p2', ['Kurn', 'Klingon Disruptor'])
    .table('p1', ['Yellow Alert'])
    .build();
}
