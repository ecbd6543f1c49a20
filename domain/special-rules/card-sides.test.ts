import { blueprintOf, getCard } from '../core/game-state';
import { terokNor } from '../sites/test-support';
import { toView } from '../view/view';
import { flipOver } from './card-sides';

describe('flipOver', () => {
  it('should show the other side of the same card, everything on and aboard it staying (Rulebook "Personas": one station)', () => {
    // Arrange: p1's damaged Terok Nor with Ops in its line and Dukat at Ops
    const s = terokNor(['Ops']).aboard('Ops', 'p1', ['Dukat']).modify('Terok Nor', { damage: 1 }).build();
    const station = s.id('Terok Nor');
    const before = getCard(station)(s.game);
    // Act
    const after = flipOver(station)(s.game);
    // Assert
    const flipped = getCard(station)(after);
    expect(blueprintOf(station)(after).title).toBe('Deep Space 9 (back)');
    expect({ ...flipped, blueprint: before.blueprint }).toEqual(before);
    expect(getCard(s.id('Ops'))(after).zone).toEqual({ kind: 'playedOn', host: station });
    expect(getCard(s.id('Dukat'))(after).zone).toEqual(getCard(s.id('Dukat'))(s.game).zone);
  });

  it('should leave a card printed on one side as it is', () => {
    // Arrange
    const s = terokNor([]).build();
    // Act
    const after = flipOver(s.id('Avert Disaster'))(s.game);
    // Assert
    expect(after).toBe(s.game);
  });

  it('should flip the card back to its front when flipped again', () => {
    // Arrange
    const s = terokNor([]).build();
    const station = s.id('Terok Nor');
    // Act
    const twice = flipOver(station)(flipOver(station)(s.game));
    // Assert
    expect(getCard(station)(twice).blueprint).toBe('ds9/TerokNorDS9,DeepSpace9DS9');
  });

  it('should name the side now up to both players, in the view and the chronicle', () => {
    // Arrange
    const s = terokNor([]).build();
    const station = s.id('Terok Nor');
    // Act
    const after = flipOver(station)(s.game);
    // Assert
    expect(toView('p2')(after).cards[station]?.blueprint).toBe('ds9/DeepSpace9DS9,TerokNorDS9');
    expect(after.chronicle.at(-1)?.text).toBe(
      `Terok Nor (${station}) is flipped over: now Deep Space 9 (back)`,
    );
  });
});
