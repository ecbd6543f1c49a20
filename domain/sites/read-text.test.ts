import { loadCardDatabase } from '../../cards/database';
import { textStatus } from '../card-effects/coverage';

describe('withoutReadSiteSentences (through stccg coverage, ARCHITECTURE "Cards are data")', () => {
  it('should count Guest Quarters, Primary Turbolift and Schoolroom implemented: all their text is read', () => {
    // Arrange
    const printings = ['Guest Quarters', 'Primary Turbolift', 'Schoolroom'].flatMap((t) =>
      loadCardDatabase().byTitle(t),
    );
    // Act
    const statuses = printings.map((b) => textStatus(b).implemented);
    // Assert
    expect(statuses).toEqual([true, true, true, true]);
  });

  it("should leave Quark's Bar's download listed, and not Morn's additional card nor the discards, which are read", () => {
    // Arrange
    const [bar] = loadCardDatabase().byTitle("Quark's Bar");
    // Act
    const status = bar === undefined ? undefined : textStatus(bar);
    // Assert
    expect(status?.implemented).toBe(false);
    expect(status?.reason).toMatch(/download here in place of a normal card play/);
    expect(status?.reason).not.toMatch(/Morn unopposed|kills any waiters/);
  });
});
