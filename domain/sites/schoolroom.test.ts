// Schoolroom (SoG/SoG_54), site: "Youth personnel, professors, and teachers may report here. Once each turn, if player
// who controls station has a professor or teacher here, that player may place a personnel from hand with Archaeology,
// Anthropology, Astrophysics, Biology, Exobiology, Geology, Physics, or Stellar Cartography on the bottom of their
// discard pile to give each of his or her Youth personnel in play that skill until end of turn. {Deep Space 9}:
// Promenade"
import { onTurn, refusal, send } from '../../cards/effects/play-test-support';
import { hasSkill } from '../cards-in-play/skills';
import { cardsIn } from '../core/game-state';
import * as Decisions from '../game/decisions';
import type { ScenarioBuilder } from '../game/scenario';
import type { UseSchoolroom } from './schoolroom';

describe('Schoolroom: a personnel from hand gives its skill to the Youth personnel', () => {
  it("should offer each listed skill of each personnel in hand to the station's controller with a teacher there", () => {
    // Arrange
    const s = school().build();
    // Act
    const uses = Decisions.legalActions(s.game).filter((c) => c.type === 'site.use');
    // Assert
    expect(uses).toEqual([
      use(s.id('Schoolroom'), s.id('Vash'), 'Archaeology'),
      use(s.id('Schoolroom'), s.id('Vash'), 'Anthropology'),
      use(s.id('Schoolroom'), s.id('Mendon'), 'Physics'),
    ]);
  });

  it('should place the personnel on the bottom of the discard pile and give each Youth personnel the skill', () => {
    // Arrange
    const s = school().build();
    const before = hasSkill(s.id('Ensign Tuvok'), 'Archaeology')(s.game);
    // Act
    const after = send(s.game, use(s.id('Schoolroom'), s.id('Vash'), 'Archaeology'));
    // Assert
    expect(before).toBe(false);
    expect(hasSkill(s.id('Ensign Tuvok'), 'Archaeology')(after)).toBe(true);
    expect(cardsIn({ kind: 'discard', player: 'p1' })(after)).toEqual([s.id('Worf'), s.id('Vash')]);
  });

  it('should refuse a second use this turn, and a personnel without a listed skill, changing nothing ("Once each turn")', () => {
    // Arrange
    const s = school().hand('p1', ['Worf']).build();
    const used = send(s.game, use(s.id('Schoolroom'), s.id('Vash'), 'Archaeology'));
    // Act
    const rules = [
      refusal(used, use(s.id('Schoolroom'), s.id('Mendon'), 'Physics')),
      refusal(s.game, use(s.id('Schoolroom'), s.ids('Worf')[1] as string, 'Physics')),
    ];
    // Assert
    expect(rules).toEqual(['Schoolroom', 'Schoolroom']);
    expect(Decisions.legalActions(used).filter((c) => c.type === 'site.use')).toEqual([]);
  });

  it('should offer nothing without a professor or teacher at the site ("has a professor or teacher here")', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Avert Disaster')
      .facility('p1', 'Deep Space 9', { at: 'Avert Disaster' })
      .site('p1', 'Schoolroom', { on: 'Deep Space 9' })
      .site('p1', 'Promenade Shops', { on: 'Deep Space 9' })
      .aboard('Promenade Shops', 'p1', ["Mrs. O'Brien"])
      .hand('p1', ['Vash'])
      .build();
    // Act
    const rule = refusal(s.game, use(s.id('Schoolroom'), s.id('Vash'), 'Archaeology'));
    // Assert
    expect(rule).toBe('Schoolroom');
    expect(Decisions.legalActions(s.game).filter((c) => c.type === 'site.use')).toEqual([]);
  });
});

// Helpers

/** p1's Deep Space 9 with a Schoolroom, Mrs. O'Brien (a teacher) there, Ensign Tuvok (Youth) aboard, Vash and Mendon in hand. */
const school = (): ScenarioBuilder =>
  onTurn()
    .mission('p1', 'Avert Disaster')
    .facility('p1', 'Deep Space 9', { at: 'Avert Disaster' })
    .site('p1', 'Schoolroom', { on: 'Deep Space 9' })
    .aboard('Schoolroom', 'p1', ["Mrs. O'Brien", 'Ensign Tuvok'])
    .hand('p1', ['Vash', 'Mendon'])
    .discard('p1', ['Worf']);

const use = (site: string, card: string, skill: string): UseSchoolroom => ({
  type: 'site.use',
  player: 'p1',
  site,
  card,
  skill,
});
