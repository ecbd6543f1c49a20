// Time Travel Pod (premiere/timetravelpod), artifact:
// "Place in hand until played once as an Interrupt card on any ship. That ship travels into the future (disappears
// for up to 5 turns). Pre-announce the return time."
import { scenario } from '../../../domain/game/scenario';
import { onTurn, playsOf, refusal, send } from '../play-test-support';
import { play, started } from '../response-test-support';
import { endTurns } from '../turn-test-support';

const twoShips = () =>
  scenario({ pending: { player: 'p1', decision: 'turn.act' } })
    .mission('p1', 'Test Mission')
    .ship('p1', 'U.S.S. Enterprise', { at: 'Test Mission' })
    .ship('p2', "I.K.C. K'Vort", { at: 'Test Mission' })
    .aboard("I.K.C. K'Vort", 'p2', ['Worf'])
    .hand('p1', ['Time Travel Pod'])
    .drawDeck('p1', ['Data', 'Data', 'Data'])
    .drawDeck('p2', ['Data', 'Data', 'Data']);

const pod = (card: string, ship: string, returnIn: number) =>
  ({ type: 'card.play', player: 'p1', card, kind: 'interrupt', target: { card: ship }, returnIn }) as const;

describe('timeTravelPod', () => {
  it('should play on any ship, announcing a return in 1 to 5 turns (Time Travel Pod: "Pre-announce the return time")', () => {
    // Arrange
    const s = twoShips().build();
    const card = s.id('Time Travel Pod');
    // Act
    const plays = playsOf(s.game, card);
    // Assert
    expect(plays).toHaveLength(2 * 5);
    expect(plays).toContainEqual(pod(card, s.id("I.K.C. K'Vort"), 5));
    expect(plays).toContainEqual(pod(card, s.id('U.S.S. Enterprise'), 1));
  });

  it('should refuse a return time beyond 5 turns or none at all (Time Travel Pod: "up to 5 turns")', () => {
    // Arrange
    const s = twoShips().build();
    const command = pod(s.id('Time Travel Pod'), s.id("I.K.C. K'Vort"), 6);
    const { returnIn: _none, ...unannounced } = command;
    // Act
    const rules = [refusal(s.game, command), refusal(s.game, unannounced)];
    // Assert
    expect(rules).toEqual(['Play a Card', 'Play a Card']);
  });

  it('should take the opponent\'s ship and crew away, the artifact discarded after use (Rulebook "Artifacts")', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Test Mission')
      .ship('p2', "I.K.C. K'Vort", { at: 'Test Mission' })
      .aboard("I.K.C. K'Vort", 'p2', ['Worf'])
      .hand('p1', ['Time Travel Pod'])
      .build();
    // Act
    const after = send(s.game, pod(s.id('Time Travel Pod'), s.id("I.K.C. K'Vort"), 2));
    // Assert
    expect(after.cards[s.id("I.K.C. K'Vort")]?.zone.kind).toBe('disappeared');
    expect(after.cards[s.id('Worf')]?.zone.kind).toBe('disappeared');
    expect(after.cards[s.id('Time Travel Pod')]?.zone).toEqual({ kind: 'discard', player: 'p1' });
    expect(after.turn.normalCardPlayUsed).toBe(false);
  });

  it('should bring the ship back at the end of the turn announced, counting turns of both players (Time Travel Pod)', () => {
    // Arrange
    const [game, s] = started(twoShips());
    const ship = s.id("I.K.C. K'Vort");
    play(game, pod(s.id('Time Travel Pod'), ship, 2));
    // Act
    const afterTwo = endTurns(game, 2);
    const afterThree = endTurns(game, 1);
    // Assert
    expect(afterTwo.cards[ship]?.zone.kind).toBe('disappeared');
    expect(afterThree.cards[ship]?.zone).toEqual({ kind: 'atLocation', location: s.id('Test Mission') });
    expect(afterThree.cards[s.id('Worf')]?.zone).toEqual({ kind: 'aboard', carrier: ship });
  });
});
