import { fc, test } from '@fast-check/jest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { loadCardDatabase } from '../../cards/database';
import { getCard } from '../core/game-state';
import { scenario } from '../game/scenario';
import {
  affiliationOfIcon,
  areAffiliationsCompatible,
  areCompatible,
  canChangeAffiliation,
  changeAffiliation,
  isNativeTo,
  isUsableBy,
} from './compatibility';

const AFFILIATIONS = ['Federation', 'Klingon', 'Romulan', 'Borg', 'Non-Aligned', 'Neutral', 'Kazon', null];

describe('areAffiliationsCompatible', () => {
  it('should make cards of one affiliation compatible and of two standard ones not (Rulebook "Compatible")', () => {
    // Arrange, Act & Assert
    expect(areAffiliationsCompatible('Cardassian', 'Cardassian')).toBe(true);
    expect(areAffiliationsCompatible('Cardassian', 'Federation')).toBe(false);
  });

  it('should make equipment, which has no affiliation, compatible with all cards (Rulebook "Compatible")', () => {
    // Arrange, Act & Assert
    expect(areAffiliationsCompatible(null, 'Borg')).toBe(true);
  });

  it('should let Non-Aligned and Neutral mix with any affiliation except Borg (Rulings "Neutral and Non-Aligned")', () => {
    // Arrange, Act & Assert
    expect(areAffiliationsCompatible('Non-Aligned', 'Federation')).toBe(true);
    expect(areAffiliationsCompatible('Klingon', 'Neutral')).toBe(true);
    expect(areAffiliationsCompatible('Non-Aligned', 'Borg')).toBe(false);
  });

  test.prop([fc.constantFrom(...AFFILIATIONS), fc.constantFrom(...AFFILIATIONS)])(
    'should be symmetric and reflexive (Rulebook "Compatible")',
    (a, b) => {
      // Act & Assert
      expect(areAffiliationsCompatible(a, b)).toBe(areAffiliationsCompatible(b, a));
      expect(areAffiliationsCompatible(a, a)).toBe(true);
    },
  );
});

describe('affiliationOfIcon', () => {
  it('should read affiliation icons and ignore others (Rulebook icon legend)', () => {
    // Arrange, Act & Assert
    expect(affiliationOfIcon('NA')).toEqual(O.some('Non-Aligned'));
    expect(affiliationOfIcon('Car')).toEqual(O.some('Cardassian'));
    expect(affiliationOfIcon('Cmd')).toEqual(O.none);
  });
});

describe('areCompatible', () => {
  it('should compare the current affiliations of two cards in play (Rulebook "Compatible")', () => {
    // Arrange
    const { game, id } = scenario()
      .mission('p1', 'Wormhole Negotiations')
      .ship('p1', 'U.S.S. Enterprise', { at: 'Wormhole Negotiations' })
      .aboard('U.S.S. Enterprise', 'p1', ['Jean-Luc Picard', 'Kurn'])
      .build();
    // Act & Assert
    expect(areCompatible(id('Jean-Luc Picard'), id('U.S.S. Enterprise'))(game)).toBe(true);
    expect(areCompatible(id('Kurn'), id('U.S.S. Enterprise'))(game)).toBe(false);
  });
});

describe('isUsableBy', () => {
  it('should make a card usable by the player who controls it only (Rulebook "Usable")', () => {
    // Arrange
    const { game, id } = scenario()
      .mission('p1', 'Wormhole Negotiations')
      .facility('p1', 'Federation Outpost', { at: 'Wormhole Negotiations' })
      .build();
    // Act & Assert
    expect(isUsableBy('p1', id('Federation Outpost'))(game)).toBe(true);
    expect(isUsableBy('p2', id('Federation Outpost'))(game)).toBe(false);
  });
});

describe('isNativeTo', () => {
  it('should read the quadrant icon, Alpha without one, and make equipment native everywhere (Rulebook "Native Quadrant")', () => {
    // Arrange
    const db = loadCardDatabase();
    const [tuvok, picard, tricorder] = ['Tuvok', 'Jean-Luc Picard', 'Tricorder'].map((t) => db.byTitle(t)[0]);
    // Act & Assert
    expect(tuvok && isNativeTo('Delta')(tuvok)).toBe(true);
    expect(picard && isNativeTo('Delta')(picard)).toBe(false);
    expect(tricorder && isNativeTo('Gamma')(tricorder)).toBe(true);
  });
});

describe('canChangeAffiliation', () => {
  it('should forbid switching the Sisters of Duras to [Kli] aboard a [Rom] ship (Rulebook 10.2.10 House Arrest)', () => {
    // Arrange
    const { game, id } = scenario()
      .mission('p1', 'Wormhole Negotiations')
      .ship('p1', "D'deridex", { at: 'Wormhole Negotiations' })
      .aboard("D'deridex", 'p1', ['Sisters of Duras', 'Tomalak'])
      .modify('Sisters of Duras', { affiliation: 'Romulan' })
      .build();
    // Act
    const result = canChangeAffiliation(id('Sisters of Duras'), 'Klingon')(game);
    // Assert
    expect(result).toEqual(E.left(expect.objectContaining({ rule: 'Multi-affiliation cards' })));
  });

  it('should allow the switch on a planet, where incompatible personnel just split (Rulebook "Multi-affiliation cards")', () => {
    // Arrange
    const { game, id } = scenario()
      .mission('p1', 'Evaluate Terraforming')
      .surface('Evaluate Terraforming', 'p1', ['Sisters of Duras', 'Tomalak'])
      .modify('Sisters of Duras', { affiliation: 'Romulan' })
      .build();
    // Act
    const changed = changeAffiliation(id('Sisters of Duras'), 'Klingon')(game);
    // Assert
    expect(E.map((g: typeof game) => getCard(id('Sisters of Duras'))(g).affiliation)(changed)).toEqual(
      E.right('Klingon'),
    );
  });

  it('should forbid an affiliation the card does not print (Rulebook "Multi-affiliation cards")', () => {
    // Arrange
    const { game, id } = scenario()
      .mission('p1', 'Evaluate Terraforming')
      .surface('Evaluate Terraforming', 'p1', ['Kurn'])
      .build();
    // Act & Assert
    expect(E.isLeft(canChangeAffiliation(id('Kurn'), 'Romulan')(game))).toBe(true);
  });

  it('should forbid switching the H.M.S. Bounty to [Kli] with a [Fed] crew aboard (Rulebook "Multi-affiliation cards")', () => {
    // Arrange
    const { game, id } = scenario()
      .mission('p1', 'Wormhole Negotiations')
      .ship('p1', 'H.M.S. Bounty', { at: 'Wormhole Negotiations' })
      .modify('H.M.S. Bounty', { affiliation: 'Federation' })
      .aboard('H.M.S. Bounty', 'p1', ['Jean-Luc Picard'])
      .build();
    // Act
    const result = canChangeAffiliation(id('H.M.S. Bounty'), 'Klingon')(game);
    // Assert
    expect(result).toEqual(
      E.left({
        rule: 'Multi-affiliation cards',
        message: 'H.M.S. Bounty in Klingon mode would be incompatible with Jean-Luc Picard',
      }),
    );
  });
});
