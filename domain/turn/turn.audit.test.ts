// The turn's frame as a judge's worked examples, through the engine facade: Rulebook 10.2.1 Stopped ("Stopped cards
// become unstopped automatically at the start of either player's next turn"), Rulebook "Play a Card" ("If you begin
// executing orders before using your card play, you forfeit your card play for the turn") and Rulebook "End of Turn"
// (the card draw is the very last thing, skipped from an empty draw deck).
import { act, endTurns } from '../../cards/effects/turn-test-support';
import { legalActions, state } from '../../machines/engine';
import { started } from '../../machines/engine-test-support';
import { refusal } from '../../machines/judge-test-support';
import type { ReportCard } from '../card-play/card-play';
import { cardsIn } from '../core/game-state';
import { type Scenario, scenario } from '../game/scenario';
import type { BeamCard } from '../orders/beam';

describe('the start of the turn', () => {
  it('should refuse an order to a stopped personnel, the game unchanged, and offer it once the card unstops (Rulebook 10.2.1 Stopped)', () => {
    // Arrange: Data's attempt of Avert Disaster fails on Hologram Ruse, which stops him (Rulebook "Dilemmas", L644-649;
    // failing the mission requirements alone stops no one, L716-722)
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .seed('Avert Disaster', 'p2', ['Hologram Ruse'])
      .ship('p1', 'U.S.S. Enterprise', { at: 'Avert Disaster' })
      .surface('Avert Disaster', 'p1', ['Data'])
      .drawDeck('p1', ['Worf'])
      .drawDeck('p2', ['Kurn'])
      .build();
    const game = started(s.game);
    const offered = legalActions(game);
    act(game, { type: 'mission.attempt', player: 'p1', location: s.id('Avert Disaster') });
    const before = state(game);
    const listed = legalActions(game);
    const refused = refusal(game, beamUp(s));
    // Act: p1's turn ends, p2's turn begins (Data unstops), p2's turn ends, p1's next turn begins
    const p2Turn = endTurns(game, 1);
    endTurns(game, 1);
    // Assert
    expect(offered).toContainEqual(beamUp(s));
    expect(before.cards[s.id('Data')]?.stopped).toBe(true);
    expect(listed).not.toContainEqual(beamUp(s));
    expect(refused).toEqual({ rule: '10.2.1 Stopped', unchanged: true });
    expect(p2Turn.cards[s.id('Data')]?.stopped).toBe(false);
    expect(state(game).turn).toMatchObject({ active: 'p1', number: 3 });
    expect(legalActions(game)).toContainEqual(beamUp(s));
  });
});

describe('the card play', () => {
  it('should offer the normal card play, and refuse it once an order began executing orders, the game unchanged (Rulebook "Play a Card")', () => {
    // Arrange
    const s = enterprise().hand('p1', ['Worf']).build();
    const game = started(s.game);
    const offered = legalActions(game);
    act(game, beamDown(s));
    // Act
    const refused = refusal(game, reportWorf(s));
    // Assert
    expect(offered).toContainEqual(reportWorf(s));
    expect(legalActions(game).filter((c) => c.type === 'card.play')).toEqual([]);
    expect(refused).toEqual({ rule: 'Play a Card', unchanged: true });
  });
});

describe('the end of the turn', () => {
  it('should draw the top card as the very last thing of the turn, then start the opponent\'s turn (Rulebook "End of Turn")', () => {
    // Arrange
    const s = enterprise().drawDeck('p1', ['Worf', 'Tasha Yar']).build();
    const game = started(s.game);
    // Act
    const after = endTurns(game, 1);
    // Assert
    expect(cardsIn({ kind: 'hand', player: 'p1' })(after)).toEqual([s.id('Worf')]);
    expect(cardsIn({ kind: 'drawDeck', player: 'p1' })(after)).toEqual([s.id('Tasha Yar')]);
    expect(after.turn).toMatchObject({ active: 'p2', number: 2 });
  });

  it('should skip the draw from an empty draw deck, and refuse ending the turn for the opponent, the game unchanged (Rulebook "End of Turn")', () => {
    // Arrange
    const s = enterprise().hand('p1', ['Worf']).build();
    const game = started(s.game);
    const listed = legalActions(game);
    // Act
    const refused = refusal(game, { type: 'turn.end', player: 'p2' });
    const after = endTurns(game, 1);
    // Assert
    expect(listed).toContainEqual({ type: 'turn.end', player: 'p1' });
    expect(listed).not.toContainEqual({ type: 'turn.end', player: 'p2' });
    expect(refused).toEqual({ rule: 'Playing the Game', unchanged: true });
    expect(cardsIn({ kind: 'hand', player: 'p1' })(after)).toEqual([s.id('Worf')]);
    expect(after.turn.exhaustedDrawDecks).toContain('p1');
  });
});

// Helpers

const enterprise = () =>
  scenario()
    .mission('p1', 'Avert Disaster')
    .facility('p1', 'Federation Outpost', { at: 'Avert Disaster' })
    .ship('p1', 'U.S.S. Enterprise', { at: 'Avert Disaster' })
    .aboard('U.S.S. Enterprise', 'p1', ['Data']);

const beamUp = (s: Scenario): BeamCard => ({
  type: 'card.beam',
  player: 'p1',
  card: s.id('Data'),
  from: s.id('Avert Disaster'),
  to: s.id('U.S.S. Enterprise'),
});

const beamDown = (s: Scenario): BeamCard => ({
  type: 'card.beam',
  player: 'p1',
  card: s.id('Data'),
  from: s.id('U.S.S. Enterprise'),
  to: s.id('Avert Disaster'),
});

const reportWorf = (s: Scenario): ReportCard => ({
  type: 'card.play',
  player: 'p1',
  card: s.id('Worf'),
  kind: 'report',
  facility: s.id('Federation Outpost'),
  affiliation: 'Federation',
});
