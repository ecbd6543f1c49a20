// Rulebook "Playing 'At Any Time'" as a judge's worked example, through the engine facade: interrupts may be played
// on the opponent's turn, in the window the rules open before the end-of-turn actions; a card that is neither an
// interrupt nor another "at any time" play waits for its player's own turn.
import { legalActions, state } from '../../machines/engine';
import { sent, started } from '../../machines/engine-test-support';
import { refusal } from '../../machines/judge-test-support';
import type { ReportCard } from '../card-play/card-play';
import { cardsIn } from '../core/game-state';
import { type Scenario, scenario } from '../game/scenario';

describe("the window on the opponent's turn", () => {
  it('should offer the other player an interrupt at the end of the turn, and refuse reporting a personnel then, the game unchanged (Rulebook "Playing \'At Any Time\'")', () => {
    // Arrange
    const s = klingonOutpost();
    const game = sent(started(s.game), { type: 'turn.end', player: 'p1' });
    const offered = legalActions(game);
    // Act
    const refused = refusal(game, reportKurn(s));
    // Assert
    expect(state(game).pending).toEqual({ player: 'p2', decision: 'response.window' });
    expect(offered).toContainEqual({
      type: 'card.play',
      player: 'p2',
      card: s.id('The Juggler'),
      kind: 'interrupt',
      target: { player: 'p1' },
    });
    expect(offered).not.toContainEqual(reportKurn(s));
    expect(refused).toEqual({ rule: "Playing 'At Any Time'", unchanged: true });
  });

  it('should play the interrupt on the opponent\'s turn, which then ends: the report waits for their own turn (Rulebook "Playing \'At Any Time\'", "End of Turn")', () => {
    // Arrange
    const s = klingonOutpost();
    const game = sent(started(s.game), { type: 'turn.end', player: 'p1' });
    // Act
    sent(game, {
      type: 'card.play',
      player: 'p2',
      card: s.id('The Juggler'),
      kind: 'interrupt',
      target: { player: 'p1' },
    });
    const after = state(game);
    // Assert
    expect(cardsIn({ kind: 'discard', player: 'p2' })(after)).toEqual([s.id('The Juggler')]);
    expect(after.turn).toMatchObject({ active: 'p2', number: 2 });
    expect(legalActions(game)).toContainEqual(reportKurn(s));
  });
});

// Helpers

const klingonOutpost = (): Scenario =>
  scenario()
    .mission('p2', 'Test Mission')
    .facility('p2', 'Klingon Outpost', { at: 'Test Mission' })
    .hand('p2', ['The Juggler', 'Kurn'])
    .drawDeck('p1', ['Data'])
    .drawDeck('p2', ['Worf'])
    .build();

const reportKurn = (s: Scenario): ReportCard => ({
  type: 'card.play',
  player: 'p2',
  card: s.id('Kurn'),
  kind: 'report',
  facility: s.id('Klingon Outpost'),
  affiliation: 'Klingon',
});
