import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { Blueprint } from '../../cards/blueprint';
import { loadCardDatabase } from '../../cards/database';
import { checkLine, checkSiteOnStation, withoutSitePlacement, withoutStationSiteClauses } from './placement';
import { unreadStationText } from './station-seeding';

describe('checkLine', () => {
  it('should accept sites grouped by level in order, and refuse a level out of order (Rulebook "Facility Phase")', () => {
    // Arrange
    const ordered = ['Ops', 'Infirmary', "Quark's Bar", 'Guest Quarters', 'Docking Pylons'].map(card);
    const swapped = ['Ops', 'Guest Quarters', 'Infirmary'].map(card);
    // Act
    const results = [checkLine(ordered), checkLine(swapped)];
    // Assert
    expect(results.map(E.isRight)).toEqual([true, false]);
  });

  it('should refuse a Holosuite away from Quark\'s Bar and other Holosuites ("must be placed adjacent to {Quark\'s Bar}")', () => {
    // Arrange
    const chained = ["Quark's Bar", 'Holosuite', 'Holosuite'].map(card);
    const apart = ["Quark's Bar", 'Infirmary', 'Holosuite'].map(card);
    // Act
    const results = [checkLine(chained), checkLine(apart)];
    // Assert
    expect(results.map(E.isRight)).toEqual([true, false]);
  });
});

describe('checkSiteOnStation', () => {
  it('should refuse a site on a station that is not a Nor (Rulebook "Sites": "used only on Nor-type stations")', () => {
    // Arrange & Act
    const result = checkSiteOnStation(card('Infirmary'))(card('Federation Outpost'));
    // Assert
    expect(E.isLeft(result) && result.left.message).toBe(
      'Federation Outpost is not a Nor-type station: only Nors have sites.',
    );
  });
});

describe('withoutSitePlacement and unreadStationText', () => {
  it("should leave out of a site's text its lower left corner and its place in the line, for coverage", () => {
    // Arrange & Act
    const office = withoutSitePlacement(card("Commander's Office"));
    // Assert
    expect(office).not.toMatch(/innermost|Any Nor: Ops Module/);
    expect(office).toMatch(/^Once each turn/);
  });

  it("should leave out of a Nor's text where it seeds and the sites it admits or forbids, for coverage", () => {
    // Arrange & Act
    const [nor, alliance, mirror] = ['Nor', 'Alliance Nor', 'Mirror Terok Nor'].map((t) =>
      unreadStationText(card(t)),
    );
    // Assert
    expect([nor, alliance]).toEqual([O.some(''), O.some('')]);
    expect(mirror).toEqual(O.some('If commandeered, new controller may flip card over.'));
    expect(withoutStationSiteClauses("{Quark's Bar} may seed or play here. Flip.")).toBe('Flip.');
  });
});

// Helpers

const card = (title: string): Blueprint => {
  const [first] = loadCardDatabase().byTitle(title);
  if (first === undefined) throw new Error(`no card titled ${title}`);
  return first;
};
