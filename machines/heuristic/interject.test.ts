// The heuristic player's plays "at any time" between the opponent's actions (Rulebook "Interrupts" L98, "Playing 'At
// Any Time'" L445-458): an interrupt it holds, played when its own judgement of the position says it helps.
import * as E from 'fp-ts/Either';
import { onTurn } from '../../cards/effects/play-test-support';
import { started } from '../../cards/effects/response-test-support';
import { type ScenarioBuilder, scenario } from '../../domain/game/scenario';
import { legalActions, pending, send, state } from '../engine';
import { heuristicPlayer } from './player';

describe('heuristicPlayer', () => {
  it('should play Near-Warp Transport between p1\'s actions when it brings its Away Team to a mission it can solve (Rulebook "Interrupts" L98)', () => {
    // Arrange: p2's Jean-Luc Picard (Archaeology) aboard its Runabout at Avert Disaster; p2's Excavation next to it
    const [game, s] = started(transportLine('p2'));
    const offered = legalActions(game, 'p2');
    // Act
    const command = heuristicPlayer(1).interject?.(game, 'p2') ?? null;
    const sent = command === null ? null : send(game, command);
    // Assert
    expect(offered.length).toBeGreaterThan(0);
    expect(command).toMatchObject({ type: 'card.play', player: 'p2', card: s.id('Near-Warp Transport') });
    expect(offered).toContainEqual(command);
    expect(sent !== null && E.isRight(sent)).toBe(true);
    expect(state(game).cards[s.id('Jean-Luc Picard')]?.zone).toEqual({
      kind: 'planetSurface',
      location: s.id('Excavation'),
    });
    expect(pending(game)).toEqual({ player: 'p1', decision: 'turn.act' });
  });

  it("should make no play between p1's actions when its interrupt does not help it (Rulebook \"Playing 'At Any Time'\")", () => {
    // Arrange: the same line, but Excavation is p1's: the transport brings p2 nearer to no mission of its own
    const [game] = started(transportLine('p1'));
    const offered = legalActions(game, 'p2');
    // Act
    const command = heuristicPlayer(1).interject?.(game, 'p2') ?? null;
    // Assert
    expect(offered.length).toBeGreaterThan(0);
    expect(command).toBeNull();
  });

  it('should make no play when it holds no card that plays at any time (Rulebook "Playing \'At Any Time\'")', () => {
    // Arrange
    const [game] = started(onTurn().mission('p1', 'Avert Disaster').hand('p2', ['Data']));
    // Act
    const command = heuristicPlayer(1).interject?.(game, 'p2');
    // Assert
    expect(command).toBeNull();
  });

  it('should leave the player the game waits on to its own decision, its helpful interrupt included', () => {
    // Arrange: the same line on p2's own turn
    const [game, s] = started(transportLine('p2', scenario({ active: 'p2' })));
    const player = heuristicPlayer(1);
    // Act
    const [interjected, chosen] = [player.interject?.(game, 'p2'), player.choose(game)];
    // Assert
    expect(pending(game)).toEqual({ player: 'p2', decision: 'turn.act' });
    expect(interjected).toBeNull();
    expect(chosen).toMatchObject({ type: 'card.play', card: s.id('Near-Warp Transport') });
  });
});

// Helpers

/** p1's turn unless `start` says otherwise; p2's Runabout with Picard and Troi at p1's Avert Disaster, next to `owner`'s Excavation. */
const transportLine = (owner: 'p1' | 'p2', start: ScenarioBuilder = onTurn()) =>
  start
    .mission('p1', 'Avert Disaster')
    .mission(owner, 'Excavation')
    .ship('p2', { title: 'Runabout', label: 'theirs' }, { at: 'Avert Disaster' })
    .aboard('theirs', 'p2', ['Jean-Luc Picard', 'Deanna Troi'])
    .hand('p2', ['Near-Warp Transport'])
    .drawDeck('p1', ['Worf'])
    .drawDeck('p2', ['Kurn']);
