import { fc, test } from '@fast-check/jest';
import * as E from 'fp-ts/Either';
import { type ScenarioBuilder, scenario } from '../game/scenario';
import { checkStaffed, fillsIcon, hasMatchingPersonnel, isStaffed, operators } from './staffing';

/** Federation personnel by staffing icon, plus a Non-Aligned [Stf] (Narik) and a Federation V.I.P. without icons. */
const ICONS: Readonly<Record<string, string>> = {
  'Jean-Luc Picard': 'Cmd',
  'William T. Riker': 'Cmd',
  'Wesley Crusher': 'Stf',
  'Tasha Yar': 'Stf',
  'Ro Laren': 'Stf',
  Narik: 'Stf',
  'Lwaxana Troi': '',
};
const POOL = Object.keys(ICONS);

describe('fillsIcon', () => {
  it('should let a [Cmd] personnel fill a required [Stf] (Rulebook 7.1.3)', () => {
    // Arrange, Act & Assert
    expect(fillsIcon('Stf', ['Cmd'], 'Federation')).toBe(true);
  });

  it('should not let a [Stf] personnel fill a required [Cmd] (Rulebook 7.1.3)', () => {
    // Arrange, Act & Assert
    expect(fillsIcon('Cmd', ['Stf'], 'Federation')).toBe(false);
  });

  it('should fill an affiliation icon such as [NA] with a personnel of that affiliation (Rulebook 7.1.3)', () => {
    // Arrange, Act & Assert
    expect(fillsIcon('NA', [], 'Non-Aligned')).toBe(true);
    expect(fillsIcon('NA', [], 'Federation')).toBe(false);
  });
});

describe('isStaffed', () => {
  it('should staff the U.S.S. Enterprise [Cmd][Stf][Stf] with Jean-Luc Picard [Cmd] and two [Stf]s (Rulebook 7.1.3)', () => {
    // Arrange
    const { game, id } = enterprise(['Jean-Luc Picard', 'Tasha Yar', 'Wesley Crusher']).build();
    // Act & Assert
    expect(isStaffed(id('U.S.S. Enterprise'))(game)).toBe(true);
  });

  it('should not staff the Enterprise with three [Stf]s: a [Stf] cannot fill a [Cmd] (Rulebook 7.1.3)', () => {
    // Arrange
    const { game, id } = enterprise(['Tasha Yar', 'Wesley Crusher', 'Ro Laren']).build();
    // Act
    const result = checkStaffed(id('U.S.S. Enterprise'))(game);
    // Assert
    expect(result).toEqual(E.left(expect.objectContaining({ rule: '7.1.3 Staff a Ship' })));
    expect(E.isLeft(result) && result.left.message).toContain('[Cmd]');
  });

  it('should staff the Enterprise with three [Cmd]s, each [Cmd] standing in for a [Stf] (Rulebook 7.1.3)', () => {
    // Arrange
    const { game, id } = enterprise(['Jean-Luc Picard', 'William T. Riker', 'Data']).build();
    // Act & Assert
    expect(isStaffed(id('U.S.S. Enterprise'))(game)).toBe(true);
  });

  it('should need a different personnel for each icon: two personnel cannot fill three icons (Rulebook 7.1.3)', () => {
    // Arrange
    const { game, id } = enterprise(['Jean-Luc Picard', 'William T. Riker']).build();
    // Act & Assert
    expect(isStaffed(id('U.S.S. Enterprise'))(game)).toBe(false);
  });

  it('should staff a Runabout, which has no staffing requirement, with one Federation personnel (Rulebook 7.1.3)', () => {
    // Arrange
    const { game, id } = base()
      .ship('p1', 'Runabout', { at: 'Wormhole Negotiations' })
      .aboard('Runabout', 'p1', ['Wesley Crusher'])
      .build();
    // Act & Assert
    expect(isStaffed(id('Runabout'))(game)).toBe(true);
  });

  it('should not staff an empty Runabout: a matching personnel must be aboard (Rulings "ship staffing")', () => {
    // Arrange
    const { game, id } = base().ship('p1', 'Runabout', { at: 'Wormhole Negotiations' }).build();
    // Act & Assert
    expect(isStaffed(id('Runabout'))(game)).toBe(false);
  });

  it('should not let stopped personnel staff an unstopped ship (Rulebook 10.2.1)', () => {
    // Arrange
    const { game, id } = enterprise(['Jean-Luc Picard', 'Tasha Yar', 'Wesley Crusher'])
      .modify('Wesley Crusher', { stopped: true })
      .build();
    // Act & Assert
    expect(isStaffed(id('U.S.S. Enterprise'))(game)).toBe(false);
  });

  it('should not let a disabled personnel staff a ship (Rulebook 10.2.3)', () => {
    // Arrange
    const { game, id } = enterprise(['Jean-Luc Picard', 'Tasha Yar', 'Wesley Crusher'])
      .modify('Jean-Luc Picard', { disabled: true })
      .build();
    // Act & Assert
    expect(isStaffed(id('U.S.S. Enterprise'))(game)).toBe(false);
  });

  it('should count a dual-personnel card as two staffers, one per icon (Rulebook "Dual-personnel cards")', () => {
    // Arrange
    const { game, id } = base()
      .ship('p1', "I.K.C. Vor'Cha", { at: 'Wormhole Negotiations' })
      .aboard("I.K.C. Vor'Cha", 'p1', ['Gowron', 'Sisters of Duras'])
      .modify('Sisters of Duras', { affiliation: 'Klingon' })
      .build();
    // Act & Assert
    expect(isStaffed(id("I.K.C. Vor'Cha"))(game)).toBe(true);
  });

  it('should let a stopped crew staff its stopped ship (Rulebook 10.2.1)', () => {
    // Arrange
    const { game, id } = enterprise(['Jean-Luc Picard', 'Tasha Yar', 'Wesley Crusher'])
      .modify('U.S.S. Enterprise', { stopped: true })
      .modify('Wesley Crusher', { stopped: true })
      .build();
    // Act & Assert
    expect(isStaffed(id('U.S.S. Enterprise'))(game)).toBe(true);
  });

  it('should accept a printed alternative: U.S.S. Enterprise-A is staffed by [Films] OR James T. Kirk (Rulebook 7.1.3)', () => {
    // Arrange
    const withKirk = base()
      .ship('p1', 'U.S.S. Enterprise-A', { at: 'Wormhole Negotiations' })
      .aboard('U.S.S. Enterprise-A', 'p1', ['James T. Kirk'])
      .build();
    const withPicard = base()
      .ship('p1', 'U.S.S. Enterprise-A', { at: 'Wormhole Negotiations' })
      .aboard('U.S.S. Enterprise-A', 'p1', ['Jean-Luc Picard'])
      .build();
    // Act & Assert
    expect(isStaffed(withKirk.id('U.S.S. Enterprise-A'))(withKirk.game)).toBe(true);
    expect(isStaffed(withPicard.id('U.S.S. Enterprise-A'))(withPicard.game)).toBe(false);
  });

  it('should require a Pakled aboard Mondor, whose staffing box reads "Pakled" (Rulebook 7.1.3)', () => {
    // Arrange
    const mondor = (crew: string) =>
      base().ship('p1', 'Mondor', { at: 'Wormhole Negotiations' }).aboard('Mondor', 'p1', [crew]).build();
    const pakled = mondor('Reginod');
    const other = mondor('Narik');
    // Act & Assert
    expect(isStaffed(pakled.id('Mondor'))(pakled.game)).toBe(true);
    expect(checkStaffed(other.id('Mondor'))(other.game)).toEqual(
      E.left({ rule: '7.1.3 Staff a Ship', message: 'Mondor lacks Pakled' }),
    );
  });

  test.prop([fc.subarray(POOL)])(
    'should staff the Enterprise exactly when a Federation [Cmd] and two more [Cmd]/[Stf] personnel are aboard (Rulebook 7.1.3)',
    (crew) => {
      // Arrange
      const { game, id } = enterprise(crew).build();
      const icons = crew.map((title) => ICONS[title]);
      const expected =
        crew.some((title) => title !== 'Narik') &&
        icons.includes('Cmd') &&
        icons.filter((i) => i !== '').length >= 3;
      // Act & Assert
      expect(isStaffed(id('U.S.S. Enterprise'))(game)).toBe(expected);
    },
  );
});

describe('hasMatchingPersonnel', () => {
  it('should accept one Federation personnel aboard a Federation ship that is not fully staffed (Rulebook 7.1.3)', () => {
    // Arrange
    const { game, id } = enterprise(['Wesley Crusher']).build();
    // Act & Assert
    expect(hasMatchingPersonnel(id('U.S.S. Enterprise'))(game)).toBe(true);
    expect(isStaffed(id('U.S.S. Enterprise'))(game)).toBe(false);
  });

  it('should not count a compatible Non-Aligned personnel as matching a Federation ship (Rulebook 7.1.3)', () => {
    // Arrange
    const { game, id } = enterprise(['Narik']).build();
    // Act & Assert
    expect(operators(id('U.S.S. Enterprise'))(game)).toEqual([id('Narik')]);
    expect(hasMatchingPersonnel(id('U.S.S. Enterprise'))(game)).toBe(false);
  });

  it('should require a Non-Aligned personnel aboard a Non-Aligned ship (Rulings "ship staffing")', () => {
    // Arrange
    const { game, id } = base()
      .ship('p1', 'Combat Vessel', { at: 'Wormhole Negotiations' })
      .aboard('Combat Vessel', 'p1', ['Wesley Crusher', 'Tasha Yar'])
      .build();
    // Act & Assert
    expect(hasMatchingPersonnel(id('Combat Vessel'))(game)).toBe(false);
    expect(isStaffed(id('Combat Vessel'))(game)).toBe(false);
  });

  it("should not count an opponent's intruder aboard (Rulebook 7.1 Move)", () => {
    // Arrange
    const { game, id } = enterprise([]).aboard('U.S.S. Enterprise', 'p2', ['Data']).build();
    // Act & Assert
    expect(hasMatchingPersonnel(id('U.S.S. Enterprise'))(game)).toBe(false);
  });
});

// Helpers

const base = (): ScenarioBuilder => scenario().mission('p1', 'Wormhole Negotiations');

const enterprise = (crew: ReadonlyArray<string>): ScenarioBuilder =>
  base()
    .ship('p1', 'U.S.S. Enterprise', { at: 'Wormhole Negotiations' })
    .aboard('U.S.S. Enterprise', 'p1', crew);
