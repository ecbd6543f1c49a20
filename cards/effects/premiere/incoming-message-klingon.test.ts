// Incoming Message - Klingon (premiere/incomingmessageklingon), interrupt:
// "Your ship must immediately return to the nearest Klingon outpost, full speed. Place on one Klingon ship until
// outpost reached, then discard."

import { cardsIn, getCard } from '../../../domain/core/game-state';
import type { Command } from '../../../domain/game/decisions';
import { onTurn, playsOf, refusal, send } from '../play-test-support';

describe('incomingMessageKlingon', () => {
  it('should not be played with no Klingon outpost to return to (Rulings "outpost")', () => {
    // Arrange
    const s = line().build();
    // Act
    const rule = refusal(s.game, message(s.id('Incoming Message - Klingon'), s.id("I.K.C. K'Vort")));
    // Assert
    expect(rule).toBe('Play a Card');
    expect(playsOf(s.game, s.id('Incoming Message - Klingon'))).toEqual([]);
  });

  it('should stay on the ship, bound for its controller\'s nearest Klingon outpost, which may not cloak (Rulebook "Required Actions")', () => {
    // Arrange: p1's outposts at B (one location away) and C (two), p2's at A
    const s = line()
      .facility('p1', 'Klingon Outpost', { at: 'B' })
      .facility('p1', { title: 'Klingon Outpost', label: 'far' }, { at: 'C' })
      .facility('p2', { title: 'Klingon Outpost', label: 'theirs' }, { at: 'A' })
      .build();
    const [card, ship] = [s.id('Incoming Message - Klingon'), s.id("I.K.C. K'Vort")];
    // Act
    const played = send(s.game, message(card, ship));
    // Assert
    expect(playsOf(s.game, card)).toEqual([message(card, ship)]);
    expect(getCard(card)(played).zone).toEqual({ kind: 'playedOn', host: ship });
    expect(getCard(card)(played).requiredMove).toEqual({ to: [s.id('B')], player: 'p1' });
    expect(refusal(played, { type: 'ship.cloak', player: 'p1', ship })).toBe('Required Actions');
    expect(refusal(played, { type: 'ship.move', player: 'p1', ship, to: s.id('C') })).toBe(
      'Required Actions',
    );
    expect(refusal(played, { type: 'turn.end', player: 'p1' })).toBe('Required Actions');
  });

  it('should be discarded when the outpost is reached (Incoming Message - Klingon)', () => {
    // Arrange
    const s = line().facility('p1', 'Klingon Outpost', { at: 'B' }).build();
    const [card, ship] = [s.id('Incoming Message - Klingon'), s.id("I.K.C. K'Vort")];
    const played = send(s.game, message(card, ship));
    // Act
    const arrived = send(played, { type: 'ship.move', player: 'p1', ship, to: s.id('B') });
    // Assert
    expect(cardsIn({ kind: 'discard', player: 'p1' })(arrived)).toEqual([card]);
    expect(refusal(arrived, { type: 'ship.cloak', player: 'p1', ship })).toBeNull();
    expect(refusal(arrived, { type: 'turn.end', player: 'p1' })).toBeNull();
  });

  it('should be played on an opponent\'s Klingon ship too, compelling it toward its controller\'s outpost (Rulings "outpost")', () => {
    // Arrange
    const s = line()
      .ship('p2', { title: "I.K.C. K'Vort", label: 'theirs' }, { at: 'C' })
      .aboard('theirs', 'p2', ['Kromm'])
      .facility('p2', 'Klingon Outpost', { at: 'A' })
      .build();
    const card = s.id('Incoming Message - Klingon');
    // Act
    const played = send(s.game, message(card, s.id('theirs')));
    // Assert
    expect(playsOf(s.game, card)).toEqual([message(card, s.id('theirs'))]);
    expect(getCard(card)(played).requiredMove).toEqual({ to: [s.id('A')], player: 'p2' });
  });
});

// Helpers

/** Missions A, B and C (spans 2, 4, 3), p1's staffed K'Vort at A and Incoming Message - Klingon in p1's hand. */
const line = () =>
  onTurn()
    .mission('p1', { title: 'Explore Dyson Sphere', label: 'A' })
    .mission('p1', { title: 'Study Nebula', label: 'B' })
    .mission('p1', { title: 'Test Mission', label: 'C' })
    .ship('p1', "I.K.C. K'Vort", { at: 'A' })
    .aboard("I.K.C. K'Vort", 'p1', ['Kromm'])
    .hand('p1', ['Incoming Message - Klingon']);

const message = (card: string, ship: string): Command => ({
  type: 'card.play',
  player: 'p1',
  card,
  kind: 'interrupt',
  target: { card: ship },
});
