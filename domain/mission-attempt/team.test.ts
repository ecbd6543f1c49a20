import type { MissionBlueprint } from '../../cards/blueprint';
import { moveCard, updateCard } from '../core/game-state';
import { scenario } from '../game/scenario';
import { affiliationsOf, currentTeam, matchesMission } from './team';

describe('affiliationsOf', () => {
  it("should read a mission's affiliation icons (Rulebook 7.2)", () => {
    // Arrange
    const mission = { affiliationIcons: ['FED', 'NON', 'KLI'] } as unknown as MissionBlueprint;
    // Act
    const affiliations = affiliationsOf(mission);
    // Assert
    expect(affiliations).toEqual(['Federation', 'Non-Aligned', 'Klingon']);
  });
});

describe('matchesMission', () => {
  it('should let any affiliation attempt a mission saying "Any crew may attempt mission." (Rulebook 7.2)', () => {
    // Arrange
    const s = scenario().mission('p1', 'Excavation').surface('Excavation', 'p1', ['Kurn']).build();
    const any = {
      affiliationIcons: [],
      attemptText: 'Any crew may attempt mission.',
    } as unknown as MissionBlueprint;
    const fed = { affiliationIcons: ['FED'], attemptText: '' } as unknown as MissionBlueprint;
    // Act
    const matches = [matchesMission(any, s.id('Kurn'))(s.game), matchesMission(fed, s.id('Kurn'))(s.game)];
    // Assert
    expect(matches).toEqual([true, false]);
  });
});

describe('currentTeam', () => {
  it('should drop members who left the planet or were disabled (Rulebook 10.2.5 Separated)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Excavation')
      .surface('Excavation', 'p1', ['Data', 'Worf', 'Deanna Troi'])
      .hand('p1', [])
      .build();
    const place = { kind: 'planetSurface', location: s.id('Excavation') } as const;
    const game = updateCard(s.id('Worf'), (c) => ({ ...c, disabled: true }))(
      moveCard(s.id('Data'), { kind: 'hand', player: 'p1' })(s.game),
    );
    // Act
    const team = currentTeam({ members: [s.id('Data'), s.id('Worf'), s.id('Deanna Troi')], place })(game);
    // Assert
    expect(team).toEqual([s.id('Deanna Troi')]);
  });

  it('should keep members aboard a ship the attempting ship carries, of its crew, and drop one who launched away (Rulings "carried ships")', () => {
    // Arrange: Data is aboard the Enterprise, Troi aboard the shuttle it carries, Worf aboard a shuttle in space
    const s = scenario()
      .mission('p1', 'Test Mission')
      .ship('p1', 'U.S.S. Enterprise', { at: 'Test Mission' })
      .aboard('U.S.S. Enterprise', 'p1', ['Data'])
      .ship('p1', { title: 'Type VI Shuttlecraft', label: 'carried' }, { carriedBy: 'U.S.S. Enterprise' })
      .aboard('carried', 'p1', ['Deanna Troi'])
      .ship('p1', { title: 'Type VI Shuttlecraft', label: 'launched' }, { at: 'Test Mission' })
      .aboard('launched', 'p1', ['Worf'])
      .build();
    const place = { kind: 'aboard', carrier: s.id('U.S.S. Enterprise') } as const;
    // Act
    const team = currentTeam({ members: [s.id('Data'), s.id('Deanna Troi'), s.id('Worf')], place })(s.game);
    // Assert
    expect(team).toEqual([s.id('Data'), s.id('Deanna Troi')]);
  });
});
