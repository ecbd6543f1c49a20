import * as O from 'fp-ts/Option';
import { scenario } from '../game/scenario';
import { nullifierPresent } from './dilemma-nullifiers';

describe('nullifierPresent', () => {
  it('should find the card present that nullifies a dilemma of a listed title, by the colon rule (Interphase Generator)', () => {
    // Arrange
    const s = build('Armus - Skin of Evil');
    const place = { kind: 'planetSurface', location: s.id('Excavation') } as const;
    // Act
    const found = nullifierPresent(s.id('Armus - Skin of Evil'), place)(s.game);
    // Assert
    expect(found).toEqual(O.some(s.id('Interphase Generator')));
  });

  it('should find none for an unlisted dilemma, or for a listed one elsewhere (Rulebook 12.4 Present)', () => {
    // Arrange
    const [love, armus] = [build("Male's Love Interest"), build('Armus - Skin of Evil')];
    const planet = (x: typeof love) => ({ kind: 'planetSurface', location: x.id('Excavation') }) as const;
    const elsewhere = { kind: 'hand', player: 'p1' } as const;
    // Act
    const unlisted = nullifierPresent(love.id("Male's Love Interest"), planet(love))(love.game);
    const away = nullifierPresent(armus.id('Armus - Skin of Evil'), elsewhere)(armus.game);
    // Assert
    expect([unlisted, away]).toEqual([O.none, O.none]);
  });

  it('should find a card in play anywhere that nullifies the title while in play (Thermal Deflectors: "While in play, nullifies {Firestorm}")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Excavation')
      .seed('Excavation', 'p2', ['Firestorm'])
      .table('p2', ['Thermal Deflectors'])
      .build();
    const place = { kind: 'planetSurface', location: s.id('Excavation') } as const;
    // Act
    const found = nullifierPresent(s.id('Firestorm'), place)(s.game);
    // Assert
    expect(found).toEqual(O.some(s.id('Thermal Deflectors')));
  });
});

// Helpers

const build = (dilemma: string) =>
  scenario()
    .mission('p1', 'Excavation')
    .surface('Excavation', 'p1', ['Vash', 'Interphase Generator'])
    .seed('Excavation', 'p2', [dilemma])
    .build();
