import * as E from 'fp-ts/Either';
import { loadCardDatabase } from '../../cards/database';
import { addCard, type GameState } from '../core/game-state';
import { scenario } from '../game/scenario';
import { checkBeamingAllowed } from './beam-permission';

describe('checkBeamingAllowed', () => {
  it('should restrict only beaming up or down at the location, not between ships (Rulebook 7.1.1 Beam)', () => {
    // Arrange
    const s = base();
    const game = on(s.game, 'Distortion Field', s.id('Avert Disaster'));
    const [galaxy, runabout] = [s.id('U.S.S. Galaxy'), s.id('Runabout')];
    const surface = { kind: 'planetSurface', location: s.id('Avert Disaster') } as const;
    // Act
    const [down, across] = [
      checkBeamingAllowed('p1', s.id('Data'), { kind: 'aboard', carrier: galaxy }, surface)(game),
      checkBeamingAllowed(
        'p1',
        s.id('Data'),
        { kind: 'aboard', carrier: galaxy },
        { kind: 'aboard', carrier: runabout },
      )(game),
    ];
    // Assert
    expect([E.isLeft(down), E.isRight(across)]).toEqual([true, true]);
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
