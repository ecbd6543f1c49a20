// Plasmadyne Relay (qc/PlasmadyneRelay), equipment:
// "While on a ship, RANGE and SHIELDS are +2. While on a station or outpost, SHIELDS are +4. (Cumulative.)"
import { attribute } from '../../../domain/cards-in-play/skills';
import type { GameState } from '../../../domain/core/game-state';
import { onTurn, send } from '../play-test-support';

describe('plasmadyneRelay', () => {
  it('should make the outpost it reports aboard SHIELDS +4 (Plasmadyne Relay: "on a station or outpost")', () => {
    // Arrange
    const s = scene().hand('p1', ['Plasmadyne Relay']).build();
    const outpost = s.id('Federation Outpost');
    // Act
    const after = send(s.game, report(s.id('Plasmadyne Relay'), outpost));
    // Assert
    expect(attribute(outpost, 'SHIELDS')(after)).toBe(attribute(outpost, 'SHIELDS')(s.game) + 4);
  });

  it('should make the ship it is beamed aboard RANGE and SHIELDS +2, and leave the outpost (Plasmadyne Relay: "on a ship")', () => {
    // Arrange
    const s = scene().aboard('Federation Outpost', 'p1', ['Plasmadyne Relay']).build();
    const [outpost, ship] = [s.id('Federation Outpost'), s.id('U.S.S. Galaxy')];
    // Act
    const after = send(s.game, {
      type: 'card.beam',
      player: 'p1',
      card: s.id('Plasmadyne Relay'),
      from: outpost,
      to: ship,
    });
    // Assert
    expect(values(ship, after)).toEqual(values(ship, s.game).map((v) => v + 2));
    expect(attribute(outpost, 'SHIELDS')(after)).toBe(attribute(outpost, 'SHIELDS')(s.game) - 4);
  });

  it('should add up with another copy aboard (Rulebook 12.9 Cumulative)', () => {
    // Arrange
    const s = scene()
      .aboard('U.S.S. Galaxy', 'p1', [{ title: 'Plasmadyne Relay', label: 'first' }])
      .aboard('Federation Outpost', 'p1', [{ title: 'Plasmadyne Relay', label: 'second' }])
      .build();
    const ship = s.id('U.S.S. Galaxy');
    // Act
    const after = send(s.game, {
      type: 'card.beam',
      player: 'p1',
      card: s.id('second'),
      from: s.id('Federation Outpost'),
      to: ship,
    });
    // Assert
    expect(values(ship, after)).toEqual(values(ship, s.game).map((v) => v + 2));
  });
});

// Helpers

const scene = () =>
  onTurn()
    .mission('p1', 'Avert Disaster')
    .facility('p1', 'Federation Outpost', { at: 'Avert Disaster' })
    .ship('p1', 'U.S.S. Galaxy', { at: 'Avert Disaster' })
    .aboard('U.S.S. Galaxy', 'p1', ['Data']);

const report = (card: string, facility: string) =>
  ({ type: 'card.play', player: 'p1', card, kind: 'report', facility, affiliation: null }) as const;

const values = (card: string, game: GameState) =>
  (['RANGE', 'SHIELDS'] as const).map((a) => attribute(card, a)(game));
