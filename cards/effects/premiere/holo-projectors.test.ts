// Holo-Projectors (premiere/Holo-projectors), event:
// "Plays on a planet mission. [Holo] cards may exist on this planet."

import { leavePlay } from '../../../domain/cards-in-play/leave-play';
import { cardsIn, getCard } from '../../../domain/core/game-state';
import { onTurn, playsOf, put, refusal, send } from '../play-test-support';

describe('holoProjectors', () => {
  it('should let a hologram beam down and stay activated on that planet (Holo-Projectors; Rulebook "Holograms")', () => {
    // Arrange
    const s = withHologram().build();
    const card = s.id('Holo-Projectors');
    const play = { ...playOn(card), target: { card: s.id('Avert Disaster') } };
    const beamDown = beam(s.id('Albert Einstein'), s.id('U.S.S. Galaxy'), s.id('Avert Disaster'));
    // Act
    const projected = send(s.game, play);
    const beamed = send(projected, beamDown);
    // Assert
    expect(playsOf(s.game, card)).toContainEqual(play);
    expect(refusal(s.game, beamDown)).toBe('Holograms');
    expect(getCard(card)(projected).zone).toEqual({ kind: 'playedOn', host: s.id('Avert Disaster') });
    expect(getCard(s.id('Albert Einstein'))(beamed).zone.kind).toBe('planetSurface');
    expect(getCard(s.id('Albert Einstein'))(beamed).deactivated).toBeUndefined();
  });

  it('should play only on a planet mission, refusing a space mission with no change (Holo-Projectors)', () => {
    // Arrange
    const s = withHologram().mission('p1', 'Study Nebula').build();
    const play = { ...playOn(s.id('Holo-Projectors')), target: { card: s.id('Study Nebula') } };
    // Act
    const rule = refusal(s.game, play);
    // Assert
    expect(rule).toBe('Play a Card');
    expect(playsOf(s.game, s.id('Holo-Projectors'))).not.toContainEqual(play);
  });

  it('should let your personnel there activate a deactivated hologram on that planet (Holo-Projectors; Rulebook "Holograms")', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Avert Disaster')
      .surface('Avert Disaster', 'p1', ['Albert Einstein', 'Data'])
      .modify('Albert Einstein', { deactivated: true })
      .build();
    const activate = { type: 'hologram.activate', player: 'p1', card: s.id('Albert Einstein') } as const;
    const [, projected] = put(s.game, 'p1', 'Holo-Projectors', {
      kind: 'playedOn',
      host: s.id('Avert Disaster'),
    });
    // Act
    const after = send(projected, activate);
    // Assert
    expect(refusal(s.game, activate)).toBe('Holograms');
    expect(getCard(s.id('Albert Einstein'))(after).deactivated).toBeUndefined();
  });

  it('should erase the holograms on the planet when it leaves play (Holo-Projectors; Rulebook "Holograms")', () => {
    // Arrange
    const s = withHologram().build();
    const card = s.id('Holo-Projectors');
    const beamed = send(
      send(s.game, { ...playOn(card), target: { card: s.id('Avert Disaster') } }),
      beam(s.id('Albert Einstein'), s.id('U.S.S. Galaxy'), s.id('Avert Disaster')),
    );
    // Act
    const nullified = leavePlay(card, 'discard')(beamed);
    // Assert
    expect(cardsIn({ kind: 'discard', player: 'p1' })(nullified)).toEqual([s.id('Albert Einstein'), card]);
  });
});

// Helpers

const withHologram = () =>
  onTurn()
    .mission('p1', 'Avert Disaster')
    .ship('p1', 'U.S.S. Galaxy', { at: 'Avert Disaster' })
    .aboard('U.S.S. Galaxy', 'p1', ['Albert Einstein', 'Data'])
    .hand('p1', ['Holo-Projectors']);

const playOn = (card: string) => ({ type: 'card.play', player: 'p1', card, kind: 'event' }) as const;

const beam = (card: string, from: string, to: string) =>
  ({ type: 'card.beam', player: 'p1', card, from, to }) as const;
