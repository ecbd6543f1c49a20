// Atmospheric Ionization (premiere/Atmospheric-Ionization), event:
// "Plays crosswise on any planet location. Maximum of three personnel per turn can be beamed up or down at this
// location. (Unique.)"
import type { GameState } from '../../../domain/core/game-state';
import { onTurn, playsOf, put, refusal, send } from '../play-test-support';

describe('atmosphericIonization', () => {
  it('should play on a planet mission only (Rulebook "Play a Card")', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Avert Disaster')
      .mission('p1', 'Test Mission')
      .hand('p1', ['Atmospheric Ionization'])
      .build();
    // Act
    const plays = playsOf(s.game, s.id('Atmospheric Ionization'));
    // Assert
    expect(plays.map((c) => ('target' in c ? c.target : null))).toEqual([{ card: s.id('Avert Disaster') }]);
  });

  it('should let only three personnel a turn beam up or down there, equipment unlimited (Rulebook 7.1.1 Beam)', () => {
    // Arrange
    const s = ionized();
    const beams = ['Data', 'Worf', 'Tasha Yar'].map((t) =>
      down(s.id(t), s.id('U.S.S. Galaxy'), s.id('Avert Disaster')),
    );
    // Act
    const after = beams.reduce(send, s.game);
    // Assert
    expect(refusal(after, down(s.id('Geordi La Forge'), s.id('U.S.S. Galaxy'), s.id('Avert Disaster')))).toBe(
      'Atmospheric Ionization',
    );
    expect(refusal(after, down(s.id('Tricorder'), s.id('U.S.S. Galaxy'), s.id('Avert Disaster')))).toBeNull();
    const nextTurn: GameState = { ...after, turn: { ...after.turn, number: after.turn.number + 2 } };
    expect(
      refusal(nextTurn, down(s.id('Geordi La Forge'), s.id('U.S.S. Galaxy'), s.id('Avert Disaster'))),
    ).toBeNull();
  });
});

// Helpers

const ionized = () => {
  const s = onTurn()
    .mission('p1', 'Avert Disaster')
    .ship('p1', 'U.S.S. Galaxy', { at: 'Avert Disaster' })
    .aboard('U.S.S. Galaxy', 'p1', ['Data', 'Worf', 'Tasha Yar', 'Geordi La Forge', 'Tricorder'])
    .build();
  const [, game] = put(s.game, 'p2', 'Atmospheric Ionization', {
    kind: 'playedOn',
    host: s.id('Avert Disaster'),
  });
  return { ...s, game };
};

const down = (card: string, from: string, to: string) =>
  ({ type: 'card.beam', player: 'p1', card, from, to }) as const;
