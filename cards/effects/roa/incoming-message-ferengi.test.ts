// Incoming Message - Ferengi (roa/incomingmessageferengi), interrupt:
// "Your ship must immediately return to the nearest Ferengi outpost, full speed. Place on one Ferengi ship until outpost
// reached, then discard."
import { getCard } from '../../../domain/core/game-state';
import type { Command } from '../../../domain/game/decisions';
import { onTurn, playsOf, refusal, send } from '../play-test-support';

describe('incomingMessageFerengi', () => {
  it('should play only on a Ferengi ship whose controller has a Ferengi outpost (Rulings "outpost")', () => {
    // Arrange
    const s = line().facility('p1', OUTPOST, { at: 'C' }).build();
    const card = s.id(CARD);
    // Act
    const plays = playsOf(s.game, card);
    // Assert
    expect(plays).toEqual([message(card, s.id("D'Kora Transport"))]);
    expect(refusal(s.game, message(card, s.id('U.S.S. Enterprise')))).toBe('Play a Card');
    expect(playsOf(line().build().game, card)).toEqual([]);
  });

  it('should stay on the ship, bound for the nearest Ferengi outpost (Rulebook "Required Actions")', () => {
    // Arrange: p1's outposts at B (one location away) and C (two)
    const s = line()
      .facility('p1', OUTPOST, { at: 'C' })
      .facility('p1', { title: OUTPOST, label: 'near' }, { at: 'B' })
      .build();
    const card = s.id(CARD);
    // Act
    const played = send(s.game, message(card, s.id("D'Kora Transport")));
    // Assert
    expect(getCard(card)(played).requiredMove).toEqual({ to: [s.id('B')], player: 'p1' });
    expect(getCard(card)(played).zone).toEqual({ kind: 'playedOn', host: s.id("D'Kora Transport") });
  });
});

// Helpers

const CARD = 'Incoming Message - Ferengi';
const OUTPOST = 'Ferengi Outpost';

/** Missions A, B and C, p1's Ferengi ship and another at A, the Incoming Message in p1's hand. */
const line = () =>
  onTurn()
    .mission('p1', { title: 'Explore Dyson Sphere', label: 'A' })
    .mission('p1', { title: 'Study Nebula', label: 'B' })
    .mission('p1', { title: 'Test Mission', label: 'C' })
    .ship('p1', "D'Kora Transport", { at: 'A' })
    .ship('p1', 'U.S.S. Enterprise', { at: 'A' })
    .hand('p1', [CARD]);

const message = (card: string, ship: string): Command => ({
  type: 'card.play',
  player: 'p1',
  card,
  kind: 'interrupt',
  target: { card: ship },
});
