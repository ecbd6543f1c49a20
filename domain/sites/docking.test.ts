import { loadCardDatabase } from '../../cards/database';
import { isReadShipSentence, isShipNamed, siteShipRules } from './docking';

describe('siteShipRules', () => {
  it('should read Docking Ports: "fewer than three staffing icons may report, dock and undock here if …", "Capacity: 9 ships"', () => {
    // Act
    const rules = siteShipRules(card('Docking Ports'));
    // Assert
    expect(rules).toEqual({
      docking: [
        {
          ships: { kind: 'fewerStaffingIcons', than: 3 },
          actions: ['report', 'dock', 'undock'],
          conditional: true,
          boardsBeforeUndocking: true,
        },
      ],
      capacity: 9,
    });
  });

  it('should read Docking Pylons\' "Ships may not report here but may repair here" as repair for any ship docked there', () => {
    // Act
    const rules = siteShipRules(card('Docking Pylons'));
    // Assert
    expect(rules.docking).toEqual([
      {
        ships: { kind: 'fewerStaffingIcons', than: 5 },
        actions: ['dock', 'undock'],
        conditional: true,
        boardsBeforeUndocking: true,
      },
      { ships: { kind: 'any' }, actions: ['repair'], conditional: false, boardsBeforeUndocking: false },
    ]);
  });

  it('should read "Klingon ships may report, dock, undock and repair at this Nor" with no condition and no capacity', () => {
    // Act
    const rules = siteShipRules(card('Klingon Restaurant'));
    // Assert
    expect(rules).toEqual({
      docking: [
        {
          ships: { kind: 'affiliation', affiliation: 'Klingon' },
          actions: ['report', 'dock', 'undock', 'repair'],
          conditional: false,
          boardsBeforeUndocking: false,
        },
      ],
      capacity: null,
    });
  });

  it('should read nothing for a site that says nothing of ships (Ops)', () => {
    // Act
    const rules = siteShipRules(card('Ops'));
    // Assert
    expect(rules).toEqual({ docking: [], capacity: null });
  });
});

describe('isShipNamed', () => {
  it('should tell a ship with no staffing requirement (Docking Pads) from one with staffing icons', () => {
    // Arrange
    const pads = { kind: 'noStaffingRequirements' } as const;
    // Act
    const named = [card('Cardassian Shuttle'), card('Galor')].map((ship) =>
      isShipNamed(pads, 'Cardassian')(ship),
    );
    // Assert
    expect(named).toEqual([true, false]);
  });
});

describe('isReadShipSentence', () => {
  it('should count a docking sentence with "(just before undocking, that personnel may board ship)" as read', () => {
    // Arrange
    const [docking] = card('Docking Ports').text.split(' Freighters');
    // Act & Assert
    expect(isReadShipSentence(docking ?? '')).toBe(true);
    expect(isReadShipSentence('Capacity: 9 ships.')).toBe(true);
  });

  it('should not count a docking sentence with more to it than it reads', () => {
    // Arrange
    const sentence =
      'Any ship with fewer than three staffing icons may report, dock and undock here (and may fly away at once).';
    // Act & Assert
    expect(isReadShipSentence(sentence)).toBe(false);
  });
});

// Helpers

const card = (title: string) => {
  const printing =
    loadCardDatabase()
      .byTitle(title)
      .find((b) => b.origin === 'physical') ?? loadCardDatabase().byTitle(title)[0];
  if (printing === undefined) throw new Error(title);
  return printing;
};
