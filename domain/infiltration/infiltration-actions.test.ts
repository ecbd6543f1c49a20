import { fc, test } from '@fast-check/jest';
import * as E from 'fp-ts/Either';
import { awayTeamsAt, crewOf } from '../cards-in-play/presence';
import { getCard, updateCard } from '../core/game-state';
import * as Decisions from '../game/decisions';
import { type ScenarioBuilder, scenario } from '../game/scenario';
import { isInfiltrating } from './infiltration';
import { checkInfiltrate, type Infiltrate } from './infiltration-actions';

describe('checkInfiltrate', () => {
  it('should let a personnel with an infiltration icon join the opponent\'s compatible crew where present (Rulebook "Infiltration")', () => {
    // Arrange: O'Brien Founder (Dominion, <Fed>) is aboard p2's Federation U.S.S. Galaxy, crewed by Data
    const s = aboardGalaxy().build();
    const command = infiltrate(s.id("O'Brien Founder"));
    // Act
    const after = Decisions.apply(command)(s.game);
    // Assert
    expect(Decisions.legalActions(s.game)).toContainEqual(command);
    const founder = getCard(s.id("O'Brien Founder"))(after);
    expect([founder.controller, founder.affiliation, founder.infiltration]).toEqual([
      'p1',
      'Federation',
      { into: 'p2', revertsTo: 'Dominion' },
    ]);
  });

  it('should make the infiltrator no intruder and no member of its controller\'s Away Teams (Rulebook "Infiltration")', () => {
    // Arrange
    const s = aboardGalaxy().build();
    // Act
    const after = Decisions.apply(infiltrate(s.id("O'Brien Founder")))(s.game);
    // Assert
    const location = Object.keys(after.locations)[0] as string;
    expect(awayTeamsAt(location, 'p1')(s.game)).toEqual([[s.id("O'Brien Founder")]]);
    expect(awayTeamsAt(location, 'p1')(after)).toEqual([]);
    expect(crewOf(s.id('U.S.S. Galaxy'))(after)).toEqual([s.id('Data')]);
  });

  it('should keep the opponent from attacking the infiltrator as an intruder (Rulebook "Infiltration")', () => {
    // Arrange: on p2's turn, p1's O'Brien Founder aboard p2's K'Vort with Kurn, an intruder, then an infiltrator
    const s = scenario({ active: 'p2', pending: { player: 'p2', decision: 'turn.act' } })
      .mission('p1', 'Avert Disaster')
      .ship('p2', "I.K.C. K'Vort", { at: 'Avert Disaster' })
      .aboard("I.K.C. K'Vort", 'p2', ['Kurn'])
      .aboard("I.K.C. K'Vort", 'p1', ["O'Brien Founder"])
      .build();
    const infiltrator = updateCard(s.id("O'Brien Founder"), (c) => ({
      ...c,
      affiliation: 'Klingon',
      infiltration: { into: 'p2', revertsTo: 'Dominion' },
    }))(s.game);
    // Act
    const attacks = [s.game, infiltrator].map(
      (g) => Decisions.legalActions(g).filter((c) => c.type === 'battle.initiate').length,
    );
    // Assert
    expect(attacks).toEqual([1, 0]);
  });

  it('should join an opponent\'s Away Team on a planet (Rulebook "Infiltration": "crew or Away Team")', () => {
    // Arrange
    const s = turn()
      .mission('p1', 'Avert Disaster')
      .surface('Avert Disaster', 'p2', ['Data'])
      .surface('Avert Disaster', 'p1', ["O'Brien Founder"])
      .build();
    // Act
    const result = checkInfiltrate(infiltrate(s.id("O'Brien Founder")))(s.game);
    // Assert
    expect(E.isRight(result)).toBe(true);
  });

  it('should refuse when the opponent is not playing the affiliation, naming the rule (Rulebook "Infiltration")', () => {
    // Arrange: p2's Klingon K'Vort and Kromm
    const s = turn()
      .mission('p1', 'Avert Disaster')
      .ship('p2', "I.K.C. K'Vort", { at: 'Avert Disaster' })
      .aboard("I.K.C. K'Vort", 'p2', ['Kromm'])
      .aboard("I.K.C. K'Vort", 'p1', ["O'Brien Founder"])
      .build();
    const command = infiltrate(s.id("O'Brien Founder"));
    // Act
    const result = Decisions.check(command)(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('Infiltration');
    expect(Decisions.legalActions(s.game)).not.toContainEqual(command);
  });

  it('should refuse with no opponent\'s crew where the card is, or for a card without the icon (Rulebook "Infiltration")', () => {
    // Arrange: p2's Galaxy is empty but for the Founder and Geordi La Forge of p1; p2 plays Federation elsewhere
    const s = turn()
      .mission('p1', 'Avert Disaster')
      .ship('p2', 'U.S.S. Galaxy', { at: 'Avert Disaster' })
      .surface('Avert Disaster', 'p2', ['Data'])
      .aboard('U.S.S. Galaxy', 'p1', ["O'Brien Founder", 'Geordi La Forge'])
      .build();
    // Act
    const results = [
      checkInfiltrate(infiltrate(s.id("O'Brien Founder")))(s.game),
      checkInfiltrate(infiltrate(s.id('Geordi La Forge')))(s.game),
    ];
    // Assert
    expect(results.map((r) => E.isLeft(r) && r.left.rule)).toEqual(['Infiltration', 'Infiltration']);
  });
});

describe('checkExpose', () => {
  it('should let the player expose their infiltrator: back in its affiliation, an intruder again (Rulebook 7.9.1 Exposure)', () => {
    // Arrange
    const s = aboardGalaxy().build();
    const infiltrating = Decisions.apply(infiltrate(s.id("O'Brien Founder")))(s.game);
    const command = { type: 'card.expose', player: 'p1', card: s.id("O'Brien Founder") } as const;
    // Act
    const after = Decisions.apply(command)(infiltrating);
    // Assert
    expect(Decisions.legalActions(infiltrating)).toContainEqual(command);
    const founder = getCard(s.id("O'Brien Founder"))(after);
    expect([founder.affiliation, founder.infiltration?.exposed]).toEqual(['Dominion', true]);
    const location = Object.keys(after.locations)[0] as string;
    expect(awayTeamsAt(location, 'p1')(after)).toEqual([[s.id("O'Brien Founder")]]);
  });

  it('should not let an exposed infiltrator infiltrate again while present with those personnel (Rulebook 7.9.1)', () => {
    // Arrange
    const s = aboardGalaxy().build();
    const exposed = [
      infiltrate(s.id("O'Brien Founder")),
      { type: 'card.expose', player: 'p1', card: s.id("O'Brien Founder") } as const,
    ].reduce((g, c) => Decisions.apply(c)(g), s.game);
    // Act
    const result = Decisions.check(infiltrate(s.id("O'Brien Founder")))(exposed);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('Infiltration');
  });

  it("should refuse exposing a card that is not the player's infiltrator (Rulebook 7.9.1)", () => {
    // Arrange
    const s = aboardGalaxy().build();
    // Act
    const result = Decisions.check({ type: 'card.expose', player: 'p1', card: s.id("O'Brien Founder") })(
      s.game,
    );
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('Infiltration');
  });
});

describe('applyInfiltration', () => {
  test.prop([fc.array(fc.constantFrom('card.infiltrate', 'card.expose'), { maxLength: 6 })])(
    'should always keep an infiltrator in its diamond\'s affiliation and out of its own Away Teams, and only then (Rulebook "Infiltration")',
    (tries) => {
      // Arrange
      const s = aboardGalaxy().build();
      const founder = s.id("O'Brien Founder");
      const location = Object.keys(s.game.locations)[0] as string;
      // Act: each try gives the first legal command of its kind, if any
      const states = [s.game];
      for (const type of tries) {
        const game = states[states.length - 1] as typeof s.game;
        const command = Decisions.legalActions(game).find((c) => c.type === type);
        if (command !== undefined) states.push(Decisions.apply(command)(game));
      }
      // Assert
      for (const game of states) {
        const infiltrating = isInfiltrating(founder)(game);
        expect(getCard(founder)(game).affiliation).toBe(infiltrating ? 'Federation' : 'Dominion');
        expect(awayTeamsAt(location, 'p1')(game)).toEqual(infiltrating ? [] : [[founder]]);
      }
    },
  );
});

// Helpers

const turn = (): ScenarioBuilder => scenario({ pending: { player: 'p1', decision: 'turn.act' } });

const aboardGalaxy = (): ScenarioBuilder =>
  turn()
    .mission('p1', 'Avert Disaster')
    .ship('p2', 'U.S.S. Galaxy', { at: 'Avert Disaster' })
    .aboard('U.S.S. Galaxy', 'p2', ['Data'])
    .aboard('U.S.S. Galaxy', 'p1', ["O'Brien Founder"]);

const infiltrate = (card: string): Infiltrate => ({
  type: 'card.infiltrate',
  player: 'p1',
  card,
  affiliation: 'Federation',
});
