// Admiral Hayes (fc/admiralhayes), personnel, special skill:
// "Each of your Federation ships at same location is WEAPONS +1 and SHIELDS +2."
import { attribute } from '../../../domain/cards-in-play/skills';
import type { GameState } from '../../../domain/core/game-state';
import { onTurn, send } from '../play-test-support';

describe('admiralHayes', () => {
  it('should make each of your Federation ships at his location WEAPONS +1 and SHIELDS +2 once he reports (Rulebook 12.4 "Here")', () => {
    // Arrange
    const s = scene().hand('p1', ['Admiral Hayes']).build();
    // Act
    const after = send(s.game, report(s.id('Admiral Hayes'), s.id('Federation Outpost')));
    // Assert
    for (const ship of ['mine', 'other mine']) expect(values(s.id(ship), after)).toEqual([7 + 1, 9 + 2]);
    expect(values(s.id('theirs'), after)).toEqual(values(s.id('theirs'), s.game));
    expect(values(s.id('elsewhere'), after)).toEqual(values(s.id('elsewhere'), s.game));
  });

  it('should stop enhancing them once he leaves the location (Rulebook 12.4 "Here")', () => {
    // Arrange
    const s = scene().aboard('mine', 'p1', ['Admiral Hayes']).build();
    const ship = s.id('mine');
    // Act
    const moved = send(s.game, { type: 'ship.move', player: 'p1', ship, to: s.id('Test Mission') });
    // Assert
    expect(values(s.id('other mine'), moved)).toEqual([7, 9]);
    expect(values(ship, moved)).toEqual([7 + 1, 9 + 2]);
  });
});

// Helpers

const scene = () =>
  onTurn()
    .mission('p1', 'Avert Disaster')
    .mission('p1', 'Test Mission')
    .facility('p1', 'Federation Outpost', { at: 'Avert Disaster' })
    .ship('p1', { title: 'U.S.S. Galaxy', label: 'mine' }, { at: 'Avert Disaster' })
    .ship('p1', { title: 'U.S.S. Galaxy', label: 'other mine' }, { at: 'Avert Disaster' })
    .ship('p2', { title: 'U.S.S. Galaxy', label: 'theirs' }, { at: 'Avert Disaster' })
    .ship('p1', { title: 'U.S.S. Galaxy', label: 'elsewhere' }, { at: 'Test Mission' })
    .aboard('mine', 'p1', ['Data', 'Geordi La Forge', 'William T. Riker']);

const report = (card: string, facility: string) =>
  ({ type: 'card.play', player: 'p1', card, kind: 'report', facility, affiliation: 'Federation' }) as const;

const values = (card: string, game: GameState) =>
  (['WEAPONS', 'SHIELDS'] as const).map((a) => attribute(card, a)(game));
