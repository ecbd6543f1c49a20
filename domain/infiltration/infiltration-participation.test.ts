import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { GameState } from '../core/game-state';
import * as Decisions from '../game/decisions';
import { type ScenarioBuilder, scenario } from '../game/scenario';
import { begin } from '../mission-attempt';
import { askInfiltrator, infiltratorToAsk, type Participate } from './infiltration-participation';

describe('infiltratorToAsk', () => {
  it('should ask the infiltrator with the attempting Away Team, on its player\'s decision (Rulebook "Infiltration")', () => {
    // Arrange: p2's O'Brien Founder infiltrates p1's Away Team at Excavation
    const s = excavation(["O'Brien Founder"]).build();
    const attempting = attempt(s.game, s.id('Excavation'));
    // Act
    const asking = askInfiltrator(attempting);
    // Assert
    expect(infiltratorToAsk(attempting)).toEqual(O.some(s.id("O'Brien Founder")));
    expect(asking.pending).toEqual({ player: 'p2', decision: 'attempt.infiltrator' });
    expect(Decisions.legalActions(asking)).toEqual([
      participate(s.id("O'Brien Founder"), true),
      participate(s.id("O'Brien Founder"), false),
    ]);
  });

  it('should not ask an infiltrator incompatible with the team (Rulebook "Infiltration": "compatible crew or Away Team")', () => {
    // Arrange: Kira Founder infiltrates as Bajoran, incompatible with p1's Federation Deanna Troi
    const s = excavation(['Kira Founder']).modify('Kira Founder', { affiliation: 'Bajoran' }).build();
    // Act
    const next = infiltratorToAsk(attempt(s.game, s.id('Excavation')));
    // Assert
    expect(next).toEqual(O.none);
  });
});

describe('rule', () => {
  it('should make a joining infiltrator a member of the attempt, and ask no more (Rulebook "Infiltration": "participate fully")', () => {
    // Arrange
    const s = excavation(["O'Brien Founder"]).build();
    const asking = askInfiltrator(attempt(s.game, s.id('Excavation')));
    // Act
    const after = Decisions.apply(participate(s.id("O'Brien Founder"), true))(asking);
    // Assert
    expect(after.attempt?.members).toEqual([s.id('Baran'), s.id('Deanna Troi'), s.id("O'Brien Founder")]);
    expect(infiltratorToAsk(after)).toEqual(O.none);
  });

  it('should leave a declining infiltrator out of the attempt (Rulebook "Infiltration")', () => {
    // Arrange
    const s = excavation(["O'Brien Founder"]).build();
    const asking = askInfiltrator(attempt(s.game, s.id('Excavation')));
    // Act
    const after = Decisions.apply(participate(s.id("O'Brien Founder"), false))(asking);
    // Assert
    expect(after.attempt?.members).toEqual([s.id('Baran'), s.id('Deanna Troi')]);
    expect(after.attempt?.asked).toEqual([s.id("O'Brien Founder")]);
  });

  it('should refuse an answer for another card, naming the rule (Rulebook "Infiltration")', () => {
    // Arrange
    const s = excavation(["O'Brien Founder"]).build();
    const asking = askInfiltrator(attempt(s.game, s.id('Excavation')));
    // Act
    const result = Decisions.check(participate(s.id('Baran'), true))(asking);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('Infiltration');
  });
});

// Helpers

const excavation = (infiltrators: ReadonlyArray<string>): ScenarioBuilder =>
  infiltrators.reduce(
    (b, title) =>
      b.modify(title, { affiliation: 'Federation', infiltration: { into: 'p1', revertsTo: 'Dominion' } }),
    scenario({ pending: { player: 'p1', decision: 'turn.act' } })
      .mission('p1', 'Excavation')
      .surface('Excavation', 'p1', ['Baran', 'Deanna Troi'])
      .surface('Excavation', 'p2', infiltrators),
  );

const attempt = (game: GameState, location: string): GameState =>
  begin({ player: 'p1', location, ship: null })(game);

const participate = (card: string, joins: boolean): Participate => ({
  type: 'infiltrator.participate',
  player: 'p2',
  card,
  participate: joins,
});
