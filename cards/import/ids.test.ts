import { assignIds } from './ids';
import type { BlueprintWithoutId } from './row-result';

describe('assignIds', () => {
  it('should give <release>/<imagefile> and disambiguate collisions by origin then title', () => {
    // Arrange
    const rows = [
      { blueprint: card('Solbor 2E (Virtual Promo Cards)'), imageFile: '26-VP_solbor' },
      { blueprint: card('Solbor'), imageFile: '26-VP_solbor' },
      { blueprint: card('Malik'), imageFile: '30-VP_malik' },
    ];
    // Act
    const ids = assignIds(rows).map((b) => [b.id, b.title]);
    // Assert
    expect(ids).toEqual([
      ['VP/26-VP_solbor', 'Solbor'],
      ['VP/26-VP_solbor~2', 'Solbor 2E (Virtual Promo Cards)'],
      ['VP/30-VP_malik', 'Malik'],
    ]);
  });

  it('should not depend on the order of the rows', () => {
    // Arrange
    const a = { blueprint: card('B'), imageFile: 'x' };
    const b = { blueprint: card('A'), imageFile: 'x' };
    // Act
    const forward = assignIds([a, b]);
    const backward = assignIds([b, a]);
    // Assert
    expect(forward).toEqual(backward);
  });
});

// Helpers

const card = (title: string): BlueprintWithoutId => ({
  type: 'Event',
  title,
  variant: false,
  release: 'VP',
  origin: 'virtual',
  formats: '',
  collectorInfo: '',
  property: '',
  uniqueness: 'none',
  icons: [],
  characteristics: [],
  requires: [],
  persona: null,
  loreNames: [],
  lore: '',
  text: '',
  affiliations: [],
  locationType: null,
  quadrant: null,
  pointsBox: '',
  printedStats: [],
});
