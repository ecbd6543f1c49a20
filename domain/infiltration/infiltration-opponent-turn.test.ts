// Rulebook "Infiltration" and 7.9.1 Exposure on the opponent's turn, through the engine facade: "may also begin
// infiltrating by joining an opponent's compatible crew or Away Team where present (even during your opponent's
// turn)"; "You may choose to expose your own infiltrator as a normal action during either player's turn". On the
// opponent's turn the player makes them where "at any time" plays go: between two of the opponent's actions
// (`legalActions(game, player)`, domain/responses/between-actions.ts) and in the window at the turn's end.
import { play, refused, started } from '../../cards/effects/response-test-support';
import { legalActions, state } from '../../machines/engine';
import { type ScenarioBuilder, scenario } from '../game/scenario';

describe("infiltration on the opponent's turn", () => {
  it('should offer joining the opponent\'s crew at the end of their turn (Rulebook "Infiltration": "even during your opponent\'s turn")', () => {
    // Arrange
    const [game, s] = started(aboardGalaxy());
    const command = join(s.id("O'Brien Founder"));
    play(game, { type: 'turn.end', player: 'p2' });
    const offered = legalActions(game);
    // Act
    const after = play(game, command);
    // Assert
    expect(offered).toEqual([command, { type: 'response.pass', player: 'p1' }]);
    expect(after.cards[s.id("O'Brien Founder")]).toMatchObject({
      affiliation: 'Federation',
      infiltration: { into: 'p2', revertsTo: 'Dominion' },
    });
    expect(after.pending).toEqual({ player: 'p1', decision: 'response.window' });
  });

  it('should offer exposing an infiltrator at the end of the opponent\'s turn (Rulebook 7.9.1: "during either player\'s turn")', () => {
    // Arrange: O'Brien Founder already infiltrating p2's crew
    const [game, s] = started(
      aboardGalaxy().modify("O'Brien Founder", {
        affiliation: 'Federation',
        infiltration: { into: 'p2', revertsTo: 'Dominion' },
      }),
    );
    const command = { type: 'card.expose', player: 'p1', card: s.id("O'Brien Founder") } as const;
    play(game, { type: 'turn.end', player: 'p2' });
    // Act
    const after = play(game, command);
    // Assert
    expect(after.cards[s.id("O'Brien Founder")]?.affiliation).toBe('Dominion');
  });

  it('should let p1 join p2\'s crew, then expose the infiltrator, between two of p2\'s actions (Rulebook "Infiltration" L932, L944)', () => {
    // Arrange
    const [game, s] = started(aboardGalaxy());
    const command = join(s.id("O'Brien Founder"));
    const expose = { type: 'card.expose', player: 'p1', card: s.id("O'Brien Founder") } as const;
    const offered = legalActions(game, 'p1');
    // Act
    const joined = play(game, command);
    const offeredAfter = legalActions(game, 'p1');
    const exposed = play(game, expose);
    // Assert
    expect(offered).toEqual([command]);
    expect(joined.cards[s.id("O'Brien Founder")]).toMatchObject({
      affiliation: 'Federation',
      infiltration: { into: 'p2', revertsTo: 'Dominion' },
    });
    expect(joined.pending).toEqual({ player: 'p2', decision: 'turn.act' });
    expect(offeredAfter).toEqual([expose]);
    expect(exposed.cards[s.id("O'Brien Founder")]?.affiliation).toBe('Dominion');
    expect(exposed.pending).toEqual({ player: 'p2', decision: 'turn.act' });
  });

  it("should go on to the end of the turn once the infiltrator's player passes", () => {
    // Arrange
    const [game] = started(aboardGalaxy());
    play(game, { type: 'turn.end', player: 'p2' });
    // Act
    const after = play(game, { type: 'response.pass', player: 'p1' });
    // Assert
    expect(after.turn).toMatchObject({ number: 2, active: 'p1' });
  });

  it('should refuse joining in a window on an action under way, naming the rule, the game unchanged (Rulebook "Playing \'At Any Time\'")', () => {
    // Arrange: p2 plays Kevin Uxbridge's target, an event, while p1 holds Kevin Uxbridge: a window on the card play
    const [game, s] = started(aboardGalaxy().hand('p2', ['Red Alert!']).hand('p1', ['Kevin Uxbridge']));
    const redAlert = legalActions(game).find((c) => c.type === 'card.play' && c.card === s.id('Red Alert!'));
    if (redAlert === undefined) throw new Error('Red Alert! not offered');
    play(game, redAlert);
    const before = state(game);
    // Act
    const rule = refused(game, join(s.id("O'Brien Founder")));
    // Assert
    expect(before.pending).toEqual({ player: 'p1', decision: 'response.window' });
    expect(rule).toBe("Playing 'At Any Time'");
    expect(state(game)).toBe(before);
  });
});

// Helpers

/** p2's turn: p2's U.S.S. Galaxy crewed by Data, p1's O'Brien Founder (Dominion, <Fed>) aboard. */
const aboardGalaxy = (): ScenarioBuilder =>
  scenario({ active: 'p2' })
    .mission('p1', 'Avert Disaster')
    .ship('p2', 'U.S.S. Galaxy', { at: 'Avert Disaster' })
    .aboard('U.S.S. Galaxy', 'p2', ['Data'])
    .aboard('U.S.S. Galaxy', 'p1', ["O'Brien Founder"])
    .drawDeck('p1', ['Worf'])
    .drawDeck('p2', ['Kurn']);

const join = (card: string) =>
  ({ type: 'card.infiltrate', player: 'p1', card, affiliation: 'Federation' }) as const;
