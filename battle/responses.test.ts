import type { GameState } from '../domain/game-state';
import { kill } from '../domain/leave-play';
import { scenario } from '../domain/scenario';
import { beginPersonnel } from './personnel-form-up';
import { answeringKills, openInitiationResponses } from './responses';

describe('openInitiationResponses', () => {
  it('should ask a player controlling a force who holds a valid response (Rulebook 7.4 stage 2 Responses)', () => {
    // Arrange
    const game = begun(['Galathon'], ['Honor Challenge']);
    // Act
    const opened = openInitiationResponses(game);
    // Assert
    expect(opened.pending).toEqual({ player: 'p1', decision: 'response.window' });
    expect(opened.responding?.stack).toEqual([
      { kind: 'battleInitiated', player: 'p1', battle: 'personnel' },
    ]);
  });

  it('should leave the game as it is when no one holds a valid response (Rulebook 7.4 stage 2 Responses)', () => {
    // Arrange
    const game = begun(['Tomalak'], ['Honor Challenge']);
    // Act
    const opened = openInitiationResponses(game);
    // Assert
    expect(opened).toBe(game);
  });
});

describe('answeringKills', () => {
  it('should open a window on the personnel the step killed when someone may answer (Klingon Death Yell)', () => {
    // Arrange
    const game = begun(['Vekma'], ['Klingon Death Yell']);
    const vekma = Object.values(game.cards).find(
      (c) => c.controller === 'p2' && c.zone.kind === 'planetSurface',
    );
    // Act
    const answered = answeringKills(kill(vekma?.id as string))(game);
    // Assert
    expect(answered.responding?.stack).toEqual([
      { kind: 'personnelKilled', player: 'p1', cards: [vekma?.id] },
    ]);
    expect(answered.pending).toEqual({ player: 'p1', decision: 'response.window' });
  });

  it('should open no window when the step killed no one (Rulebook 7.4 stage 6 Resolution)', () => {
    // Arrange
    const game = begun(['Vekma'], ['Klingon Death Yell']);
    const step = (g: GameState) => ({ ...g, turn: { ...g.turn } });
    // Act
    const answered = answeringKills(step)(game);
    // Assert
    expect(answered.responding).toBeUndefined();
  });
});

// Helpers

/** p1's Kurn and Batrell (Klingons with Honor) attacking p2's `defenders` on Excavation, p1 holding `hand`. */
const begun = (defenders: ReadonlyArray<string>, hand: ReadonlyArray<string>): GameState => {
  const s = scenario()
    .mission('p1', 'Excavation')
    .surface('Excavation', 'p1', ['Kurn', 'Batrell'])
    .surface('Excavation', 'p2', defenders)
    .hand('p1', hand)
    .build();
  return beginPersonnel(
    {
      type: 'battle.initiate',
      player: 'p1',
      kind: 'personnel',
      place: { kind: 'planetSurface', location: s.id('Excavation') },
      attackers: [s.id('Kurn'), s.id('Batrell')],
      defenders: defenders.map(s.id),
    },
    false,
  )(s.game);
};
