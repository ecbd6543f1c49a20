import { scenario } from '../game/scenario';
import { nullifiedBy } from '../mission-attempt/nullified';
import { gameStakes } from '../turn/staked-cards';
import { answeringInPlay, gameModifiersInPlay } from './in-play';

// ARCHITECTURE principle 6, issue #14: the index of abilities in play finds the cards that answer a chapter's query
// point by the point (its answers' `declaredBy`), never by a scan of the cards in play for a verb.
describe('answeringInPlay', () => {
  it('should find the lasting rules in play that answer the point, in the order of the cards in play (Interphase Generator, Thermal Deflectors)', () => {
    // Arrange
    const s = nullifiers();
    // Act
    const found = answeringInPlay(nullifiedBy)(s.game).map(({ source, effect }) => [source.id, effect.type]);
    // Assert
    expect(found).toEqual([
      [s.id('Interphase Generator'), 'nullify'],
      [s.id('Thermal Deflectors'), 'nullify'],
    ]);
  });

  it('should find none for a point no card in play answers, and the same list when asked again about the same cards', () => {
    // Arrange
    const s = nullifiers();
    // Act
    const stakes = answeringInPlay(gameStakes)(s.game);
    const [first, again] = [answeringInPlay(nullifiedBy)(s.game), answeringInPlay(nullifiedBy)(s.game)];
    // Assert
    expect(stakes).toEqual([]);
    expect(again).toBe(first);
  });
});

// Helpers

const nullifiers = () =>
  scenario()
    .mission('p1', 'Excavation')
    .surface('Excavation', 'p1', ['Vash', 'Interphase Generator'])
    .table('p2', ['Thermal Deflectors'])
    .build();

describe('gameModifiersInPlay', () => {
  it('should find the modifiers of a value of the game by the value, none of another (Raise the Stakes: README "End of the game")', () => {
    // Arrange
    const s = scenario().table('p1', ['Raise the Stakes']).build();
    // Act
    const [stakes, other] = [
      gameModifiersInPlay('game:stakes')(s.game),
      gameModifiersInPlay('game:other')(s.game),
    ];
    // Assert
    expect(stakes.map(({ source, effect }) => [source.id, effect.cards])).toEqual([
      [s.id('Raise the Stakes'), 1],
    ]);
    expect(other).toEqual([]);
  });
});
