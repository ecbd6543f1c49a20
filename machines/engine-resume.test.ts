// resumeGame: a scenario started where it is in the active player's turn (ARCHITECTURE "scenario builder"), against
// startGame, which begins the turn afresh (Rulebook 10.2.1 Stopped: "unstop at the start of … next turn").
import * as E from 'fp-ts/Either';
import { scenario } from '../domain/game/scenario';
import { type Command, legalActions, pending, replay, resumeGame, startGame, state } from './engine';

describe('resumeGame', () => {
  it('should keep the used card play, the RANGE spent, stopped cards, scores and completed missions', () => {
    // Arrange
    const s = midTurn().build();
    // Act
    const resumed = resumeGame(s.game);
    // Assert
    if (E.isLeft(resumed)) throw new Error(resumed.left.message);
    const game = resumed.right;
    expect(pending(game)).toEqual({ player: 'p1', decision: 'turn.act' });
    expect(types(legalActions(game))).not.toContain('card.play');
    expect(
      legalActions(game).some((c) => c.type === 'ship.move' && c.ship === s.id('U.S.S. Enterprise')),
    ).toBe(false);
    expect(state(game).cards[s.id('Data')]?.stopped).toBe(true);
    expect(state(game).players[0].score).toBe(35);
    expect(state(game).locations[s.id('Excavation')]?.completedBy).toBe('p1');
  });

  it('should differ from startGame, which begins the turn afresh (Rulebook 10.2.1 Stopped, "Play a Card")', () => {
    // Arrange
    const s = midTurn().build();
    // Act
    const started = startGame(s.game);
    // Assert
    if (E.isLeft(started)) throw new Error(started.left.message);
    expect(types(legalActions(started.right))).toContain('card.play');
    expect(state(started.right).cards[s.id('Data')]?.stopped).toBe(false);
  });

  it('should resume in the orders once they have begun, with no card play (Rulebook "Execute Orders")', () => {
    // Arrange
    const s = midTurn().turnSoFar({ normalCardPlayUsed: false, ordersBegun: true }).build();
    // Act
    const resumed = resumeGame(s.game);
    // Assert
    if (E.isLeft(resumed)) throw new Error(resumed.left.message);
    expect(types(legalActions(resumed.right))).not.toContain('card.play');
    expect(types(legalActions(resumed.right))).toContain('turn.end');
  });

  it('should replay from its origin mid-turn, as it was played', () => {
    // Arrange
    const s = midTurn().build();
    const resumed = resumeGame(s.game);
    if (E.isLeft(resumed)) throw new Error(resumed.left.message);
    const origin = resumed.right.origin;
    // Act
    const replayed = replay(origin, []);
    // Assert: mid-turn again: Data still stopped, no card play
    if (E.isLeft(replayed)) throw new Error('the replay should be accepted');
    expect(state(replayed.right)).toEqual(state(resumed.right));
    expect(state(replayed.right).cards[s.id('Data')]?.stopped).toBe(true);
  });

  it('should refuse a state with a battle under way, saying why (Rulebook 7.4: the battle runs in steps a state does not say)', () => {
    // Arrange
    const s = midTurn().build();
    const inBattle = { ...s.game, battle: {} } as unknown as typeof s.game;
    // Act
    const resumed = resumeGame(inBattle);
    // Assert
    expect(E.isLeft(resumed) && resumed.left.message).toMatch(
      /cannot be resumed where it is: a battle is under way/,
    );
  });

  it('should refuse a state that is not in the play phase', () => {
    // Act
    const resumed = resumeGame(scenario({ phase: 'mission' }).build().game);
    // Assert
    expect(E.isLeft(resumed) && resumed.left.rule).toBe('Scenario');
  });
});

// Helpers

/** p1's turn: the card play used, the Enterprise's RANGE spent, Data stopped, 35 points and Excavation completed. */
const midTurn = () =>
  scenario()
    .mission('p1', 'Avert Disaster')
    .mission('p1', 'Excavation')
    .mission('p2', 'Investigate Disturbance')
    .facility('p1', 'Federation Outpost', { at: 'Avert Disaster' })
    .ship('p1', 'U.S.S. Enterprise', { at: 'Avert Disaster' })
    .aboard('U.S.S. Enterprise', 'p1', ['Jean-Luc Picard', 'Geordi La Forge', 'Beverly Crusher'])
    .surface('Avert Disaster', 'p1', ['Data'])
    .hand('p1', ['Tasha Yar'])
    .drawDeck('p1', ['Worf'])
    .drawDeck('p2', ['Kurn'])
    .turnSoFar({ normalCardPlayUsed: true })
    .rangeUsed('U.S.S. Enterprise', 9)
    .modify('Data', { stopped: true })
    .score('p1', 35)
    .completed('Excavation', 'p1');

const types = (commands: ReadonlyArray<Command>): ReadonlyArray<string> => commands.map((c) => c.type);
