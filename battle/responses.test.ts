import { beginPersonnel } from '../domain/battle-rules/personnel-form-up';
import { kill } from '../domain/cards-in-play/leave-play';
import { blueprintOf, type GameState } from '../domain/core/game-state';
import { scenario } from '../domain/game/scenario';
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

  it('should answer the kills once the personnel targeted to die are saved or dead, beneath them (Genetronic Replicator)', () => {
    // Arrange
    const game = begun(['Vekma', 'Divok', 'Dr. Farek'], ['Klingon Death Yell'], ['Genetronic Replicator']);
    const [vekma, divok, farek] = [idOf(game, 'Vekma'), idOf(game, 'Divok'), idOf(game, 'Dr. Farek')];
    // Act
    const answered = answeringKills(kill(vekma))(game);
    // Assert
    expect(answered.responding?.stack).toEqual([
      { kind: 'personnelKilled', player: 'p1', cards: [vekma] },
      { kind: 'personnelTargetedToDie', player: 'p1', victims: [{ card: vekma, present: [divok, farek] }] },
    ]);
    expect(answered.pending).toEqual({ player: 'p2', decision: 'response.window' });
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

/**
 * p1's Kurn and Batrell (Klingons with Honor) attacking p2's `defenders` on Excavation, p1 holding `hand`, p2 with
 * `table` on the table.
 */
const begun = (
  defenders: ReadonlyArray<string>,
  hand: ReadonlyArray<string>,
  table: ReadonlyArray<string> = [],
): GameState => {
  const s = scenario()
    .mission('p1', 'Excavation')
    .surface('Excavation', 'p1', ['Kurn', 'Batrell'])
    .surface('Excavation', 'p2', defenders)
    .hand('p1', hand)
    .table('p2', table)
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

/** The id of the card of this title in the game. */
const idOf = (game: GameState, title: string): string =>
  Object.values(game.cards).find((c) => blueprintOf(c.id)(game).title === title)?.id as string;
