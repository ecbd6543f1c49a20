// Kevin Uxbridge (premiere/Kevin-Uxbridge), interrupt:
// "Nullifies any one Event card in play (except for {Treaty} cards) OR any other card played as an Event card.
// (Immune to {Amanda Rogers}.)"

import { attribute } from '../../../domain/cards-in-play/skills';
import { cardsIn } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { legalActions, state } from '../../../machines/engine';
import { onTurn, playsOf, put, send } from '../play-test-support';
import { pass, play, started } from '../response-test-support';

describe('kevinUxbridge', () => {
  it('should nullify an opponent\'s event in play, ending its effect (Rulebook "Leaving Play")', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Test Mission')
      .ship('p2', "I.K.C. K'Vort", { at: 'Test Mission' })
      .hand('p1', ['Kevin Uxbridge'])
      .build();
    const ship = s.id("I.K.C. K'Vort");
    const [bynars, game] = put(s.game, 'p2', 'Bynars Weapon Enhancement', { kind: 'playedOn', host: ship });
    const card = s.id('Kevin Uxbridge');
    // Act
    const after = send(game, {
      type: 'card.play',
      player: 'p1',
      card,
      kind: 'interrupt',
      target: { card: bynars },
    });
    // Assert
    expect(attribute(ship, 'WEAPONS')(game)).toBe(6 + 2);
    expect(attribute(ship, 'WEAPONS')(after)).toBe(6);
    expect(cardsIn({ kind: 'discard', player: 'p2' })(after)).toEqual([bynars]);
    expect(cardsIn({ kind: 'discard', player: 'p1' })(after)).toEqual([card]);
  });

  it('should not target a Treaty (Kevin Uxbridge: "except for {Treaty} cards")', () => {
    // Arrange
    const s = onTurn()
      .hand('p1', ['Kevin Uxbridge'])
      .table('p2', ['Treaty: Federation/Klingon', 'Red Alert!'])
      .build();
    // Act
    const plays = playsOf(s.game, s.id('Kevin Uxbridge'));
    // Assert
    expect(plays.map((c) => ('target' in c ? c.target : null))).toEqual([{ card: s.id('Red Alert!') }]);
  });

  it('should nullify an event just played, before it enters play; the card play is spent (Rulings "actions – step 2")', () => {
    // Arrange
    const [game, s] = started(
      scenario({ pending: { player: 'p1', decision: 'turn.act' } })
        .hand('p1', ['Red Alert!'])
        .hand('p2', ['Kevin Uxbridge']),
    );
    const [redAlert, kevin] = [s.id('Red Alert!'), s.id('Kevin Uxbridge')];
    const announced = play(game, { type: 'card.play', player: 'p1', card: redAlert, kind: 'event' });
    // Act
    const after = play(game, {
      type: 'card.play',
      player: 'p2',
      card: kevin,
      kind: 'interrupt',
      target: { card: redAlert },
    });
    // Assert
    expect(announced.cards[redAlert]?.zone).toEqual({ kind: 'beingPlayed', player: 'p1' });
    expect(cardsIn({ kind: 'table', player: 'p1' })(after)).toEqual([]);
    expect(cardsIn({ kind: 'discard', player: 'p1' })(after)).toEqual([redAlert]);
    expect(cardsIn({ kind: 'discard', player: 'p2' })(after)).toEqual([kevin]);
    expect(after.turn.normalCardPlayUsed).toBe(true);
    expect(after.pending).toEqual({ player: 'p1', decision: 'turn.act' });
  });

  it('should let the event enter play when its holder passes (Rulebook "Playing a Card")', () => {
    // Arrange
    const [game, s] = started(
      scenario({ pending: { player: 'p1', decision: 'turn.act' } })
        .hand('p1', ['Red Alert!'])
        .hand('p2', ['Kevin Uxbridge']),
    );
    play(game, { type: 'card.play', player: 'p1', card: s.id('Red Alert!'), kind: 'event' });
    const offered = legalActions(game).length;
    // Act
    const after = pass(game, 'p2');
    // Assert
    expect(offered).toBe(2);
    expect(cardsIn({ kind: 'table', player: 'p1' })(after)).toEqual([s.id('Red Alert!')]);
    expect(cardsIn({ kind: 'hand', player: 'p2' })(after)).toEqual([s.id('Kevin Uxbridge')]);
    expect(state(game).turn.normalCardPlayUsed).toBe(true);
  });

  it('should not answer a Treaty just played: no window opens (Kevin Uxbridge: "except for {Treaty} cards")', () => {
    // Arrange
    const [game, s] = started(
      scenario({ pending: { player: 'p1', decision: 'turn.act' } })
        .hand('p1', ['Treaty: Federation/Klingon'])
        .hand('p2', ['Kevin Uxbridge']),
    );
    // Act
    const after = play(game, {
      type: 'card.play',
      player: 'p1',
      card: s.id('Treaty: Federation/Klingon'),
      kind: 'event',
    });
    // Assert
    expect(after.pending).toEqual({ player: 'p1', decision: 'turn.act' });
    expect(cardsIn({ kind: 'table', player: 'p1' })(after)).toEqual([s.id('Treaty: Federation/Klingon')]);
  });
});
