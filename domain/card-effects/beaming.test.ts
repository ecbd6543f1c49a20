import { loadCardDatabase } from '../../cards/database';
import { addCard, type GameState } from '../core/game-state';
import { scenario } from '../game/scenario';
import { recordBeam } from './beaming';

describe('recordBeam', () => {
  it('should count personnel beamed up or down only where a quota applies (Atmospheric Ionization)', () => {
    // Arrange
    const s = base();
    const surface = { kind: 'planetSurface', location: s.id('Avert Disaster') } as const;
    const aboard = { kind: 'aboard', carrier: s.id('U.S.S. Galaxy') } as const;
    const ionized = on(s.game, 'Atmospheric Ionization', s.id('Avert Disaster'));
    // Act
    const records = [
      recordBeam('p1', s.id('Data'), aboard, surface)(s.game),
      recordBeam('p1', s.id('Data'), aboard, surface)(ionized),
      recordBeam('p1', s.id('Tricorder'), aboard, surface)(ionized),
    ];
    // Assert
    expect(records[0]).toBe(s.game);
    expect(records[1]?.textThisTurn?.used).toHaveLength(1);
    expect(records[2]).toBe(ionized);
  });
});

// Helpers

const base = () =>
  scenario()
    .mission('p1', 'Avert Disaster')
    .ship('p1', 'U.S.S. Galaxy', { at: 'Avert Disaster' })
    .ship('p1', 'Runabout', { at: 'Avert Disaster' })
    .aboard('U.S.S. Galaxy', 'p1', ['Data', 'Tricorder'])
    .build();

const on = (game: GameState, title: string, mission: string): GameState => {
  const [blueprint] = loadCardDatabase().byTitle(title);
  if (blueprint === undefined) throw new Error(`no card ${title}`);
  return addCard('p2', blueprint, { kind: 'playedOn', host: mission })(game)[1];
};
