// Ops: "Any Computer Skill personnel unopposed here may commandeer station." Terok Nor: "If commandeered by any
// personnel who is [Baj] or [Fed], flip card over." Through the engine facade, as a player drives it.
import * as E from 'fp-ts/Either';
import { onTurn } from '../cards/effects/play-test-support';
import { blueprintOf } from '../domain/core/game-state';
import { legalActions, send, startGame, state } from './engine';

describe('station.commandeer through the engine', () => {
  it("should list and apply commandeering p2's Terok Nor from its Ops, the station flipped over (Ops, Terok Nor)", () => {
    // Arrange: Data at Ops of p2's Terok Nor, p1's turn
    const s = onTurn()
      .mission('p1', 'Avert Disaster')
      .facility('p2', 'Terok Nor', { at: 'Avert Disaster' })
      .site('p2', 'Ops', { on: 'Terok Nor' })
      .aboard('Ops', 'p1', ['Data'])
      .drawDeck('p1', ['Tricorder'])
      .drawDeck('p2', ['Tricorder'])
      .build();
    const started = startGame(s.game);
    if (E.isLeft(started)) throw new Error(started.left.message);
    const game = started.right;
    const command = { type: 'station.commandeer', player: 'p1', personnel: s.id('Data') } as const;
    // Act
    const listed = legalActions(game).filter((a) => a.type === 'station.commandeer');
    const sent = send(game, command);
    // Assert
    expect(listed).toEqual([command]);
    expect(E.isRight(sent)).toBe(true);
    const station = s.id('Terok Nor');
    expect(blueprintOf(station)(state(game)).title).toBe('Deep Space 9 (back)');
    expect(state(game).cards[station]?.controller).toBe('p1');
  });
});
