// 1 Tribble - Bonus (twt/1tribblebonus), Tribble:
// "May report anywhere. Each non-Klingon present is CUNNING -1. Once every turn, may "stop" one personnel present
// (random selection)."

import { attribute } from '../../../domain/cards-in-play/skills';
import { scenario } from '../../../domain/game/scenario';
import { legalActions, pending, state } from '../../../machines/engine';
import { play, refused, started } from '../response-test-support';

/** p1's U.S.S. Galaxy at Excavation with Data and Worf aboard, and the tribble cards given aboard (owner, titles). */
const aboardGalaxy = (owner: string, tribbles: ReadonlyArray<string>) =>
  scenario({ active: 'p1' })
    .mission('p1', 'Excavation')
    .ship('p1', 'U.S.S. Galaxy', { at: 'Excavation' })
    .aboard('U.S.S. Galaxy', 'p1', ['Data', 'Worf'])
    .aboard('U.S.S. Galaxy', owner, tribbles)
    .drawDeck('p1', ['Wesley Crusher'])
    .drawDeck('p2', ['Wesley Crusher']);

describe('oneTribble', () => {
  it('should make each non-Klingon present CUNNING -1, copies not stacking (Rulebook 12.9 Cumulative)', () => {
    // Arrange
    const none = aboardGalaxy('p1', []).build();
    const one = aboardGalaxy('p1', ['1 Tribble - Bonus']).build();
    const two = aboardGalaxy('p2', ['1 Tribble - Bonus', '1 Tribble - Go']).build();
    const cunning = (s: typeof none, title: string) => attribute(s.id(title), 'CUNNING')(s.game);
    // Act & Assert
    expect(cunning(one, 'Data')).toBe(cunning(none, 'Data') - 1);
    expect(cunning(two, 'Data')).toBe(cunning(none, 'Data') - 1);
    expect(cunning(one, 'Worf')).toBe(cunning(none, 'Worf'));
  });

  it('should let its controller stop one personnel present at random, once every turn ("Once every turn, may "stop"")', () => {
    // Arrange
    const [game, s] = started(aboardGalaxy('p1', ['1 Tribble - Go']));
    const stop = { type: 'card.activate', player: 'p1', card: s.id('1 Tribble - Go'), ability: 0 } as const;
    const offered = legalActions(game);
    // Act
    const after = play(game, stop);
    const again = refused(game, stop);
    // Assert
    expect(offered).toContainEqual(stop);
    expect([s.id('Data'), s.id('Worf')].filter((id) => after.cards[id]?.stopped)).toHaveLength(1);
    expect(again).toBe('1 Tribble');
    expect(state(game)).toBe(after);
  });

  it('should let the opponent who controls it stop one at the end of the turn, where interrupts play (Rulebook "Playing \'At Any Time\'")', () => {
    // Arrange
    const [game, s] = started(aboardGalaxy('p2', ['1 Tribble - Discard']));
    const stop = {
      type: 'card.activate',
      player: 'p2',
      card: s.id('1 Tribble - Discard'),
      ability: 0,
    } as const;
    // Act
    play(game, { type: 'turn.end', player: 'p1' });
    const asked = pending(game);
    const offered = legalActions(game);
    const after = play(game, stop);
    // Assert
    expect(asked).toEqual({ player: 'p2', decision: 'response.window' });
    expect(offered).toEqual([stop, { type: 'response.pass', player: 'p2' }]);
    expect(after.chronicle.some((e) => /1 Tribble - Discard .* stops (Data|Worf)/.test(e.text))).toBe(true);
  });

  it('should let the opponent who controls it stop one between p1\'s actions, once that turn (Rulebook L1216: "every" turn is every turn of any player; "Playing \'At Any Time\'" L451)', () => {
    // Arrange
    const [game, s] = started(aboardGalaxy('p2', ['1 Tribble - Discard']));
    const stop = {
      type: 'card.activate',
      player: 'p2',
      card: s.id('1 Tribble - Discard'),
      ability: 0,
    } as const;
    const offered = legalActions(game, 'p2');
    // Act
    const after = play(game, stop);
    const again = refused(game, stop);
    // Assert
    expect(offered).toEqual([stop]);
    expect([s.id('Data'), s.id('Worf')].filter((id) => after.cards[id]?.stopped)).toHaveLength(1);
    expect(after.pending).toEqual({ player: 'p1', decision: 'turn.act' });
    expect(again).toBe('1 Tribble');
    expect(legalActions(game, 'p2')).toEqual([]);
  });
});
