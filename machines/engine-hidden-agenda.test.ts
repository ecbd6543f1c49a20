// Hidden agendas through the engine facade (Rulebook "Entering Play", "Seed Phases", "Playing 'At Any Time'",
// "Looking at Cards"): the legal moves offered, the illegal ones refused with their rule and the game unchanged.
import * as E from 'fp-ts/Either';
import { onTurn } from '../cards/effects/play-test-support';
import { play, started } from '../cards/effects/response-test-support';
import { legalActions, send, state, view } from './engine';

describe('send', () => {
  it('should play an [HA] card face down, hidden from the opponent (Rulebook "Entering Play", "Looking at Cards")', () => {
    // Arrange
    const [game, s] = started(
      onTurn().hand('p1', [TREATY]).drawDeck('p1', ['Worf']).drawDeck('p2', ['Kurn']),
    );
    const command = { type: 'agenda.play', player: 'p1', card: s.id(TREATY) } as const;
    const offered = legalActions(game);
    // Act
    const after = play(game, command);
    // Assert
    expect(offered).toContainEqual(command);
    expect(after.cards[s.id(TREATY)]).toMatchObject({ zone: { kind: 'table', player: 'p1' }, faceUp: false });
    expect(view(game, 'p2').cards[s.id(TREATY)]?.blueprint).toBeNull();
    expect(view(game, 'p1').cards[s.id(TREATY)]?.blueprint).toBe('ds9/treatyromulancardass');
  });

  it('should refuse to play face down a card with no [HA] icon, naming the rule, the game unchanged (Rulebook "Entering Play")', () => {
    // Arrange
    const [game, s] = started(onTurn().hand('p1', [PLAIN]).drawDeck('p1', ['Worf']).drawDeck('p2', ['Kurn']));
    const command = { type: 'agenda.play', player: 'p1', card: s.id(PLAIN) } as const;
    const before = state(game);
    // Act
    const sent = send(game, command);
    // Assert
    expect(legalActions(game)).not.toContainEqual(command);
    expect(E.isLeft(sent) && sent.left).toMatchObject({
      rule: 'Entering Play',
      message: expect.stringMatching(/no \[HA\] icon.*forfeits the game/),
    });
    expect(state(game)).toBe(before);
  });

  it('should let the opponent activate their hidden agenda at the end of the turn (Rulebook "Playing \'At Any Time\'")', () => {
    // Arrange
    const [game, s] = started(
      onTurn()
        .table('p2', [{ title: TREATY, label: 'theirs' }])
        .modify('theirs', { faceUp: false })
        .drawDeck('p1', ['Worf'])
        .drawDeck('p2', ['Kurn']),
    );
    const command = { type: 'agenda.activate', player: 'p2', card: s.id('theirs') } as const;
    play(game, { type: 'turn.end', player: 'p1' });
    const offered = legalActions(game);
    // Act
    const after = play(game, command);
    // Assert
    expect(offered).toEqual([command, { type: 'response.pass', player: 'p2' }]);
    expect(after.cards[s.id('theirs')]).toMatchObject({ faceUp: true, enteredOnTurn: 1 });
    expect(view(game, 'p1').cards[s.id('theirs')]?.blueprint).toBe('ds9/treatyromulancardass');
    expect(state(game).turn).toMatchObject({ number: 2, active: 'p2' });
  });
});

// Helpers

const TREATY = 'Treaty: Romulan/Cardassian';
const PLAIN = 'Treaty: Federation/Klingon';
