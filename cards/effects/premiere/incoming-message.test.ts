// Incoming Message - Federation and - Romulan (premiere/incomingmessagefederation, …romulan), interrupts:
// "Your ship must immediately return to the nearest Federation outpost, full speed. Place on one Federation ship until outpost
// reached, then discard." (the Klingon card's own tests are in incoming-message-klingon.test.ts)

import { getCard } from '../../../domain/core/game-state';
import type { Command } from '../../../domain/game/decisions';
import { onTurn, playsOf, refusal, send } from '../play-test-support';

const cases = [
  { affiliation: 'Federation', ship: 'U.S.S. Enterprise', other: "I.K.C. K'Vort" },
  { affiliation: 'Romulan', ship: 'Khazara', other: 'U.S.S. Enterprise' },
] as const;

describe.each(cases)('incomingMessage $affiliation', ({ affiliation, ship, other }) => {
  const title = `Incoming Message - ${affiliation}`;
  const outpost = `${affiliation} Outpost`;

  it(`should play only on a ${affiliation} ship whose controller has a ${affiliation} outpost (Rulings "outpost")`, () => {
    // Arrange
    const s = line(title, ship, other).facility('p1', outpost, { at: 'C' }).build();
    const card = s.id(title);
    // Act
    const plays = playsOf(s.game, card);
    // Assert
    expect(plays).toEqual([message(card, s.id(ship))]);
    expect(refusal(s.game, message(card, s.id(other)))).toBe('Play a Card');
    expect(playsOf(line(title, ship, other).build().game, card)).toEqual([]);
  });

  it(`should compel the ship to the nearest ${affiliation} outpost (Rulebook "Required Actions")`, () => {
    // Arrange
    const s = line(title, ship, other)
      .facility('p1', outpost, { at: 'C' })
      .facility('p1', { title: outpost, label: 'near' }, { at: 'B' })
      .build();
    const card = s.id(title);
    // Act
    const played = send(s.game, message(card, s.id(ship)));
    // Assert
    expect(getCard(card)(played).requiredMove).toEqual({ to: [s.id('B')], player: 'p1' });
  });
});

// Helpers

/** Missions A, B and C, p1's two ships at A, the Incoming Message in p1's hand. */
const line = (title: string, ship: string, other: string) =>
  onTurn()
    .mission('p1', { title: 'Explore Dyson Sphere', label: 'A' })
    .mission('p1', { title: 'Study Nebula', label: 'B' })
    .mission('p1', { title: 'Test Mission', label: 'C' })
    .ship('p1', ship, { at: 'A' })
    .ship('p1', other, { at: 'A' })
    .hand('p1', [title]);

const message = (card: string, ship: string): Command => ({
  type: 'card.play',
  player: 'p1',
  card,
  kind: 'interrupt',
  target: { card: ship },
});
