import * as E from 'fp-ts/Either';
import { createActor } from 'xstate';
import { play, started } from '../cards/effects/response-test-support';
import { placeInSpace } from '../domain/battle-rules/self-controlled';
import { getCard } from '../domain/core/game-state';
import { scenario } from '../domain/game/scenario';
import { activeMachines } from './active-machines';
import { type Game, persist, restore, state } from './engine';
import { selfControlledMachine } from './self-controlled.machine';

/** p1's Enterprise and the Borg Ship (in space, heading for A) both at B; p1 to act. */
const borgShipAtB = () => {
  const built = scenario({ active: 'p1' })
    .mission('p1', { title: 'Test Mission', label: 'A' })
    .mission('p1', { title: 'Study Nebula', label: 'B' })
    .seed('A', 'p2', ['Borg Ship'])
    .ship('p1', 'U.S.S. Enterprise', { at: 'B' })
    .aboard('U.S.S. Enterprise', 'p1', ['Jean-Luc Picard'])
    .drawDeck('p1', ['Worf', 'Worf'])
    .drawDeck('p2', ['Worf', 'Worf']);
  return started({
    build: () => {
      const s = built.build();
      return { ...s, game: placeInSpace(s.id('Borg Ship'), s.id('B'), s.id('A'))(s.game) };
    },
  } as typeof built);
};

const restored = (game: Game): Game => {
  const back = restore(persist(game));
  if (E.isLeft(back)) throw new Error(back.left.message);
  return back.right;
};

describe('selfControlledMachine', () => {
  it('should finish at once with the game unchanged when no self-controlled card has anything due (Rulings "battle")', () => {
    // Arrange
    const s = scenario({ active: 'p1' }).mission('p1', { title: 'Test Mission', label: 'A' }).build();
    // Act
    const actor = createActor(selfControlledMachine, {
      input: { game: s.game, moment: 'endOfTurn' },
    }).start();
    // Assert
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output?.game).toBe(s.game);
  });

  it('should run the Borg Ship attack as its child, and continue identically after persist and restore (Borg Ship: "End of every turn: Attacks all ships, then moves")', () => {
    // Arrange
    const [game, s] = borgShipAtB();
    const [borg, enterprise] = [s.id('Borg Ship'), s.id('U.S.S. Enterprise')];
    play(game, { type: 'turn.end', player: 'p1' });
    while (state(game).pending?.decision !== 'battle.defend')
      play(game, { type: 'response.pass', player: state(game).pending?.player ?? 'p1' });
    const copy = restored(game);
    const machines = activeMachines(copy).map((m) => m.machine);
    const defend = { type: 'battle.defend', player: 'p1', joining: [], returnFireAt: borg } as const;
    // Act
    const original = play(game, defend);
    const continued = play(copy, defend);
    // Assert
    expect(machines).toContain('selfControlled');
    expect(continued).toEqual(original);
    expect(getCard(enterprise)(continued).zone).toEqual({ kind: 'discard', player: 'p1' });
    expect(getCard(borg)(continued).zone).toEqual({ kind: 'atLocation', location: s.id('A') });
  });
});
