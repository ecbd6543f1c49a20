// The settle step after every command (domain/game/settle.ts, ARCHITECTURE principle 6): a state-based check that
// declares what it depends on is skipped when the game holds none of it, and only then.
import { fc, test } from '@fast-check/jest';
import { isInfiltrationInPlay } from '../infiltration/infiltration';
import { settleInfiltrators } from '../infiltration/infiltration-exposure';
import { type ScenarioBuilder, scenario } from './scenario';
import { afterCommand, checks } from './settle';

describe('afterCommand', () => {
  it("should skip Rulebook 7.9.1 Exposure's check only when no card in play carries an infiltration", () => {
    // Arrange
    const infiltrator = infiltrating(['Data']).build().game;
    const exposed = settleInfiltrators(infiltrating(["Miles O'Brien"]).build().game);
    const none = crewOf(['Data', "O'Brien Founder"]).build().game;
    const exposure = checks.find((check) => check.name.startsWith('Rulebook 7.9.1'));
    // Act
    const relevant = [infiltrator, exposed, none].map((game) => exposure?.relevant?.(game));
    // Assert
    expect(relevant).toEqual([true, true, false]);
  });

  test.prop([fc.subarray(['Data', "Miles O'Brien", 'Worf']), fc.boolean()])(
    'should give the game every check would give: a skipped check changes nothing (Rulebook 7.9.1)',
    (crew, infiltrates) => {
      // Arrange
      const game = (infiltrates ? infiltrating(crew) : crewOf([...crew, "O'Brien Founder"])).build().game;
      // Act
      const settled = afterCommand(game);
      // Assert
      expect(isInfiltrationInPlay(game) || settleInfiltrators(game) === game).toBe(true);
      expect(settled).toEqual(checks.reduce((g, check) => check.run(g), game));
    },
  );
});

// Helpers

const crewOf = (crew: ReadonlyArray<string>): ScenarioBuilder =>
  scenario()
    .mission('p1', 'Avert Disaster')
    .ship('p2', 'U.S.S. Galaxy', { at: 'Avert Disaster' })
    .aboard('U.S.S. Galaxy', 'p2', crew);

// O'Brien Founder infiltrating p2's crew (Rulebook "Infiltration")
const infiltrating = (crew: ReadonlyArray<string>): ScenarioBuilder =>
  crewOf(crew)
    .aboard('U.S.S. Galaxy', 'p1', ["O'Brien Founder"])
    .modify("O'Brien Founder", {
      affiliation: 'Federation',
      infiltration: { into: 'p2', revertsTo: 'Dominion' },
    });
