// The scenario of the cards that print Incoming Message's text for another affiliation (`incomingMessage`,
// cards/effects/premiere/incoming-message.ts): "Your ship must immediately return to the nearest <affiliation> outpost,
// full speed. Place on one <affiliation> ship until outpost reached, then discard." Each card's test names its card,
// its affiliation and a ship of that affiliation.
import { getCard } from '../../domain/core/game-state';
import type { Command } from '../../domain/game/decisions';
import { onTurn, playsOf, refusal, send } from './play-test-support';

interface IncomingMessage {
  readonly card: string;
  readonly affiliation: string;
  /** A ship of that affiliation. */
  readonly ship: string;
  /** A ship of another affiliation, beside it (default U.S.S. Enterprise). */
  readonly other?: string;
}

/** The card's tests: where it may play, and the ship bound for the nearest outpost. */
export const incomingMessageTests = ({
  card: title,
  affiliation,
  ship,
  other = 'U.S.S. Enterprise',
}: IncomingMessage): void => {
  const outpost = `${affiliation} Outpost`;

  /** Missions A, B and C, p1's ship of the affiliation and the other ship at A, the Incoming Message in p1's hand. */
  const line = () =>
    onTurn()
      .mission('p1', { title: 'Explore Dyson Sphere', label: 'A' })
      .mission('p1', { title: 'Study Nebula', label: 'B' })
      .mission('p1', { title: 'Test Mission', label: 'C' })
      .ship('p1', ship, { at: 'A' })
      .ship('p1', other, { at: 'A' })
      .hand('p1', [title]);

  const message = (card: string, host: string): Command => ({
    type: 'card.play',
    player: 'p1',
    card,
    kind: 'interrupt',
    target: { card: host },
  });

  it(`should play only on a ${affiliation} ship whose controller has a ${affiliation} outpost (Rulings "outpost")`, () => {
    // Arrange
    const s = line().facility('p1', outpost, { at: 'C' }).build();
    const card = s.id(title);
    // Act
    const plays = playsOf(s.game, card);
    // Assert
    expect(plays).toEqual([message(card, s.id(ship))]);
    expect(refusal(s.game, message(card, s.id(other)))).toBe('Play a Card');
    expect(playsOf(line().build().game, card)).toEqual([]);
  });

  it(`should stay on the ship, bound for the nearest ${affiliation} outpost (Rulebook "Required Actions")`, () => {
    // Arrange: p1's outposts at B (one location away) and C (two)
    const s = line()
      .facility('p1', outpost, { at: 'C' })
      .facility('p1', { title: outpost, label: 'near' }, { at: 'B' })
      .build();
    const card = s.id(title);
    // Act
    const played = send(s.game, message(card, s.id(ship)));
    // Assert
    expect(getCard(card)(played).requiredMove).toEqual({ to: [s.id('B')], player: 'p1' });
    expect(getCard(card)(played).zone).toEqual({ kind: 'playedOn', host: s.id(ship) });
  });
};
