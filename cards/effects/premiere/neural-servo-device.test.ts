// Neural Servo Device (premiere/neuralservodevice), event:
// "Plays on any non-aligned ship. Unless 2 SECURITY aboard, use ship and crew for one turn as your own. Discard event."
import { cardsIn } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { onTurn, playsOf, send } from '../play-test-support';
import { play, started } from '../response-test-support';
import { endTurns } from '../turn-test-support';

const mercenaries = (crew: ReadonlyArray<string>) =>
  scenario({ pending: { player: 'p1', decision: 'turn.act' } })
    .mission('p1', 'Test Mission')
    .ship('p2', 'Mercenary Ship', { at: 'Test Mission' })
    .aboard('Mercenary Ship', 'p2', crew)
    .ship('p2', "I.K.C. K'Vort", { at: 'Test Mission' })
    .hand('p1', ['Neural Servo Device'])
    .drawDeck('p1', ['Data', 'Data'])
    .drawDeck('p2', ['Data', 'Data']);

const servo = (card: string, ship: string) =>
  ({ type: 'card.play', player: 'p1', card, kind: 'event', target: { card: ship } }) as const;

describe('neuralServoDevice', () => {
  it('should play on non-aligned ships only (Neural Servo Device: "Plays on any non-aligned ship")', () => {
    // Arrange
    const s = mercenaries(['Vash']).build();
    // Act
    const plays = playsOf(s.game, s.id('Neural Servo Device'));
    // Assert
    expect(plays).toEqual([servo(s.id('Neural Servo Device'), s.id('Mercenary Ship'))]);
  });

  it('should give its player the ship and its crew, the event discarded (Rulebook 12.3 Control)', () => {
    // Arrange
    const s = mercenaries(['Vash']).build();
    // Act
    const after = send(s.game, servo(s.id('Neural Servo Device'), s.id('Mercenary Ship')));
    // Assert
    expect(after.cards[s.id('Mercenary Ship')]?.controller).toBe('p1');
    expect(after.cards[s.id('Vash')]?.controller).toBe('p1');
    expect(after.cards[s.id("I.K.C. K'Vort")]?.controller).toBe('p2');
    expect(cardsIn({ kind: 'discard', player: 'p1' })(after)).toEqual([s.id('Neural Servo Device')]);
  });

  it('should change nothing with 2 SECURITY aboard (Neural Servo Device: "Unless 2 SECURITY aboard")', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Test Mission')
      .ship('p2', 'Mercenary Ship', { at: 'Test Mission' })
      .aboard('Mercenary Ship', 'p2', ['Worf', 'Tasha Yar'])
      .hand('p1', ['Neural Servo Device'])
      .build();
    // Act
    const after = send(s.game, servo(s.id('Neural Servo Device'), s.id('Mercenary Ship')));
    // Assert
    expect(['Mercenary Ship', 'Worf', 'Tasha Yar'].map((t) => after.cards[s.id(t)]?.controller)).toEqual([
      'p2',
      'p2',
      'p2',
    ]);
    expect(cardsIn({ kind: 'discard', player: 'p1' })(after)).toEqual([s.id('Neural Servo Device')]);
  });

  it('should give the ship and crew back at the end of the turn ("for one turn", Rulebook 12.3 Control)', () => {
    // Arrange
    const [game, s] = started(mercenaries(['Vash']));
    play(game, servo(s.id('Neural Servo Device'), s.id('Mercenary Ship')));
    // Act
    const after = endTurns(game, 1);
    // Assert
    expect(after.cards[s.id('Mercenary Ship')]?.controller).toBe('p2');
    expect(after.cards[s.id('Vash')]?.controller).toBe('p2');
  });
});
