// 10 Tribbles - Bonus (twt/10tribblesbonus), Tribble:
// "May report anywhere. Each Klingon present is INTEGRITY -1 and, unless {Divok} is present, loses their first-listed
// skill."

import { attribute, skillLevel } from '../../../domain/cards-in-play/skills';
import { scenario } from '../../../domain/game/scenario';

/** Excavation's planet surface with Kurn and Data (and Divok if asked), and the tribble cards given there. */
const onSurface = (tribbles: ReadonlyArray<string>, divok = false) =>
  scenario()
    .mission('p1', 'Excavation')
    .surface('Excavation', 'p1', ['Kurn', 'Data', ...(divok ? ['Divok'] : [])])
    .surface('Excavation', 'p2', tribbles)
    .build();

describe('tenTribbles', () => {
  it('should make each Klingon present INTEGRITY -1 and lose their first-listed skill, not others (Rulebook "Using Skills")', () => {
    // Arrange
    const none = onSurface([]);
    const ten = onSurface(['10 Tribbles - Go']);
    // Act
    const kurn = (s: typeof none) => [
      attribute(s.id('Kurn'), 'INTEGRITY')(s.game),
      skillLevel(s.id('Kurn'), 'OFFICER')(s.game),
      skillLevel(s.id('Kurn'), 'Honor')(s.game),
    ];
    // Assert
    const [integrity, officer, honor] = kurn(none);
    expect(kurn(ten)).toEqual([(integrity ?? 0) - 1, (officer ?? 0) - 1, honor]);
    expect(attribute(ten.id('Data'), 'INTEGRITY')(ten.game)).toBe(
      attribute(none.id('Data'), 'INTEGRITY')(none.game),
    );
  });

  it('should keep their skills while Divok is present, INTEGRITY still -1, and copies not stacking ("unless {Divok} is present")', () => {
    // Arrange
    const none = onSurface([], true);
    const withDivok = onSurface(['10 Tribbles - Go'], true);
    const two = onSurface(['10 Tribbles - Go', '10 Tribbles - Poison']);
    // Act & Assert
    expect(skillLevel(withDivok.id('Kurn'), 'OFFICER')(withDivok.game)).toBe(1);
    expect(skillLevel(withDivok.id('Divok'), 'MEDICAL')(withDivok.game)).toBe(1);
    expect(attribute(withDivok.id('Kurn'), 'INTEGRITY')(withDivok.game)).toBe(
      attribute(none.id('Kurn'), 'INTEGRITY')(none.game) - 1,
    );
    expect(skillLevel(two.id('Kurn'), 'OFFICER')(two.game)).toBe(0);
    expect(attribute(two.id('Kurn'), 'INTEGRITY')(two.game)).toBe(
      attribute(none.id('Kurn'), 'INTEGRITY')(none.game) - 1,
    );
  });
});
