// Incoming Message - Federation (premiere/incomingmessagefederation), interrupt:
// "Your ship must immediately return to the nearest Federation outpost, full speed. Place on one Federation ship until outpost
// reached, then discard."
import type { Command } from '../../../domain/decisions';
import { getCard } from '../../../domain/game-state';
import { onTurn, playsOf, refusal, send } from '../play-test-support';

describe('incomingMessageFederation', () => {
  it('should play only on a Federation ship whose controller has a Federation outpost (Rulings "outpost")', () => {
    // Arrange
    const s = line().facility('p1', 'Federation Outpost', { at: 'C' }).build();
    const card = s.id('Incoming Message - Federation');
    // Act
    const plays = playsOf(s.game, card);
    // Assert
    expect(plays).toEqual([message(card, s.id('U.S.S. Enterprise'))]);
    expect(refusal(s.game, message(card, s.id("I.K.C. K'Vort")))).toBe('Play a Card');
    expect(playsOf(line().build().game, card)).toEqual([]);
  });

  it('should compel the ship to the nearest Federation outpost (Rulebook "Required Actions")', () => {
    // Arrange
    const s = line()
      .facility('p1', 'Federation Outpost', { at: 'C' })
      .facility('p1', { title: 'Federation Outpost', label: 'near' }, { at: 'B' })
      .build();
    const card = s.id('Incoming Message - Federation');
    // Act
    const played = send(s.game, message(card, s.id('U.S.S. Enterprise')));
    // Assert
    expect(getCard(card)(played).requiredMove).toEqual({ to: [s.id('B')], player: 'p1' });
  });
});

// Helpers

/** Missions A, B and C, p1's U.S.S. Enterprise and I.K.C. K'Vort at A, Incoming Message - Federation in p1's hand. */
const line = () =>
  onTurn()
    .mission('p1', { title: 'Explore Dyson Sphere', label: 'A' })
    .mission('p1', { title: 'Study Nebula', label: 'B' })
    .mission('p1', { title: 'Test Mission', label: 'C' })
    .ship('p1', 'U.S.S. Enterprise', { at: 'A' })
    .ship('p1', "I.K.C. K'Vort", { at: 'A' })
    .hand('p1', ['Incoming Message - Federation']);

const message = (card: string, ship: string): Command => ({
  type: 'card.play',
  player: 'p1',
  card,
  kind: 'interrupt',
  target: { card: ship },
});
