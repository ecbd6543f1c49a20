// Goddess of Empathy (premiere/goddessofempathy), event:
// "Plays on table until the end of your next turn. Neither you nor your opponent can play Interrupt cards (except
// {Kevin Uxbridge} or {Q2}). Discard after use."
import { onTurn } from '../play-test-support';
import { refused, started } from '../response-test-support';
import { act, endTurns } from '../turn-test-support';

describe('goddessOfEmpathy', () => {
  it('should forbid both players to play Interrupt cards but Kevin Uxbridge and Q2 (Rulebook "Interrupt")', () => {
    // Arrange
    const [game, s] = started(goddess());
    act(game, { type: 'card.play', player: 'p1', card: s.id('Goddess of Empathy'), kind: 'event' });
    // Act
    const yours = refused(game, juggler(s.ids('The Juggler')[0] as string, 'p1'));
    endTurns(game, 1);
    const theirs = refused(game, juggler(s.ids('The Juggler')[1] as string, 'p2'));
    const kevin = refused(game, {
      type: 'card.play',
      player: 'p2',
      card: s.id('Kevin Uxbridge'),
      kind: 'interrupt',
      target: { card: s.id('Goddess of Empathy') },
    });
    // Assert
    expect([yours, theirs, kevin]).toEqual(['Goddess of Empathy', 'Goddess of Empathy', null]);
  });

  it('should be discarded at the end of your next turn, and interrupts play again', () => {
    // Arrange
    const [game, s] = started(goddess());
    act(game, { type: 'card.play', player: 'p1', card: s.id('Goddess of Empathy'), kind: 'event' });
    // Act
    const before = endTurns(game, 1);
    const after = endTurns(game, 2);
    // Assert
    expect(before.cards[s.id('Goddess of Empathy')]?.zone.kind).toBe('table');
    expect(after.cards[s.id('Goddess of Empathy')]?.zone).toEqual({ kind: 'discard', player: 'p1' });
    expect(refused(game, juggler(s.ids('The Juggler')[1] as string, 'p2'))).toBeNull();
  });
});

// Helpers

const goddess = () =>
  onTurn()
    .hand('p1', ['Goddess of Empathy', 'The Juggler'])
    .hand('p2', ['The Juggler', 'Kevin Uxbridge'])
    .drawDeck('p1', ['Worf', 'Worf'])
    .drawDeck('p2', ['Kurn', 'Kurn']);

const juggler = (card: string, player: string) =>
  ({ type: 'card.play', player, card, kind: 'interrupt', target: { player } }) as const;
