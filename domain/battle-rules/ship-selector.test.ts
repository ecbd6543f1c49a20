import { scenario } from '../game/scenario';
import { isSelected } from './ship-selector';

const HERE = 'Wormhole Negotiations';

describe('isSelected', () => {
  it('should read a ship by affiliation, class, title or staffing (Tactic "if you have a … ship firing")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', HERE)
      .ship('p1', 'U.S.S. Galaxy', { at: HERE })
      .ship('p1', "I.K.C. Vor'Cha", { at: HERE })
      .ship('p1', 'U.S.S. Danube', { at: HERE })
      .build();
    const [galaxy, vorcha, danube] = [s.id('U.S.S. Galaxy'), s.id("I.K.C. Vor'Cha"), s.id('U.S.S. Danube')];
    // Act & Assert
    expect(isSelected({ kind: 'affiliation', affiliation: 'Federation' }, galaxy)(s.game)).toBe(true);
    expect(isSelected({ kind: 'affiliation', affiliation: 'Federation' }, vorcha)(s.game)).toBe(false);
    expect(isSelected({ kind: 'shipClass', shipClass: 'Galaxy Class' }, galaxy)(s.game)).toBe(true);
    expect(isSelected({ kind: 'title', title: "I.K.C. Vor'Cha" }, vorcha)(s.game)).toBe(true);
    expect(isSelected({ kind: 'noStaffingRequirement' }, danube)(s.game)).toBe(true);
    expect(isSelected({ kind: 'noStaffingRequirement' }, galaxy)(s.game)).toBe(false);
  });
});

describe('isSelected, combined', () => {
  it('should read a card filter, the lore, the crew and combinations (Tactic "a [Kli][OS] ship", "with … aboard")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', HERE)
      .ship('p1', "I.K.C. Gr'oth", { at: HERE })
      .ship('p1', "I.K.C. Fek'lhr", { at: HERE })
      .ship('p1', 'Kitara', { at: HERE })
      .aboard('Kitara', 'p1', ['Kira Nerys'])
      .build();
    const [groth, feklhr, kitara] = [s.id("I.K.C. Gr'oth"), s.id("I.K.C. Fek'lhr"), s.id('Kitara')];
    const os = { kind: 'card', filter: { kind: 'icon', icon: 'OS' } } as const;
    const klingon = { kind: 'affiliation', affiliation: 'Klingon' } as const;
    // Act & Assert
    expect(isSelected({ kind: 'allOf', of: [klingon, os] }, groth)(s.game)).toBe(true);
    expect(isSelected({ kind: 'allOf', of: [klingon, os] }, kitara)(s.game)).toBe(false);
    expect(isSelected({ kind: 'anyOf', of: [os, { kind: 'title', title: 'Kitara' }] }, kitara)(s.game)).toBe(
      true,
    );
    expect(isSelected({ kind: 'loreSays', word: 'future' }, feklhr)(s.game)).toBe(true);
    expect(isSelected({ kind: 'loreSays', word: 'future' }, groth)(s.game)).toBe(false);
    const both = { kind: 'crew', skills: ['Resistance', 'Navigation'], together: true } as const;
    expect(isSelected(both, kitara)(s.game)).toBe(true);
    expect(isSelected(both, groth)(s.game)).toBe(false);
  });
});
