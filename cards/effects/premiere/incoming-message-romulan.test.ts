// Incoming Message - Romulan (premiere/incomingmessageromulan), interrupt:
// "Your ship must immediately return to the nearest Romulan outpost, full speed. Place on one Romulan ship until outpost
// reached, then discard."
import type { Command } from '../../../domain/decisions';
import { getCard } from '../../../domain/game-state';
import { onTurn, playsOf, refusal, send } from '../play-test-support';

describe('incomingMessageRomulan', () => {
  it('should play only on a Romulan ship whose controller has a Romulan outpost (Rulings "outpost")', () => {
    // Arrange
    const s = line().facility('p1', 'Romulan Outpost', { at: 'C' }).build();
    const card = s.id('Incoming Message - Romulan');
    // Act
    const plays = playsOf(s.game, card);
    // Assert
    expect(plays).toEqual([message(card, s.id('Khazara'))]);
    expect(refusal(s.game, message(card, s.id('U.S.S. Enterprise')))).toBe('Play a Card');
    expect(playsOf(line().build().game, card)).toEqual([]);
  });

  it('should compel the ship to the nearest Romulan outpost (Rulebook "Required Actions")', () => {
    // Arrange
    const s = line()
      .facility('p1', 'Romulan Outpost', { at: 'C' })
      .facility('p1', { title: 'Romulan Outpost', label: 'near' }, { at: 'B' })
      .build();
    const card = s.id('Incoming Message - Romulan');
    // Act
    const played = send(s.game, message(card, s.id('Khazara')));
    // Assert
    expect(getCard(card)(played).requiredMove).toEqual({ to: [s.id('B')], player: 'p1' });
  });
});

// Helpers

/** Missions A, B and C, p1's Khazara and U.S.S. Enterprise at A, Incoming Message - Romulan in p1's hand. */
const line = () =>
  onTurn()
    .mission('p1', { title: 'Explore Dyson Sphere', label: 'A' })
    .mission('p1', { title: 'Study Nebula', label: 'B' })
    .mission('p1', { title: 'Test Mission', label: 'C' })
    .ship('p1', 'Khazara', { at: 'A' })
    .ship('p1', 'U.S.S. Enterprise', { at: 'A' })
    .hand('p1', ['Incoming Message - Romulan']);

const message = (card: string, ship: string): Command => ({
  type: 'card.play',
  player: 'p1',
  card,
  kind: 'interrupt',
  target: { card: ship },
});
