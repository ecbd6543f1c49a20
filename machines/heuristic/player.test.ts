import type { GameState } from '../../domain/core/game-state';
import type { Command } from '../../domain/game/decisions';
import { scenario } from '../../domain/game/scenario';
import { type Game, legalActions, state } from '../engine';
import { sent, started } from '../engine-test-support';
import { heuristicPlayer } from './player';

describe('heuristicPlayer', () => {
  it('should attempt a planet mission whose requirements its Away Team meets (Rulebook 7.2 Attempting a Mission)', () => {
    // Arrange: Excavation needs Archaeology OR CUNNING>32; Jean-Luc Picard has Archaeology
    const s = scenario({ active: 'p1' })
      .mission('p1', 'Excavation')
      .surface('Excavation', 'p1', ['Jean-Luc Picard'])
      .drawDeck('p1', ['Data'])
      .drawDeck('p2', ['Worf'])
      .build();
    const game = started(s.game);
    // Act
    const command = heuristicPlayer(1).choose(game);
    // Assert
    expect(command).toEqual({ type: 'mission.attempt', player: 'p1', location: s.id('Excavation') });
  });

  it('should not attempt where 100 Tribbles present add 2 Leadership its Away Team lacks (Rulebook 7.2 "Solving a Mission")', () => {
    // Arrange: Jean-Luc Picard's Archaeology meets Excavation, but p2's 100 Tribbles on the planet with him want a
    // second Leadership
    const s = scenario({ active: 'p1' })
      .mission('p1', 'Excavation')
      .surface('Excavation', 'p1', ['Jean-Luc Picard'])
      .surface('Excavation', 'p2', ['100 Tribbles - Bonus'])
      .drawDeck('p1', ['Data'])
      .drawDeck('p2', ['Worf'])
      .build();
    const game = started(s.game);
    const offered = legalActions(game).map((c) => c.type);
    // Act
    const chosen = [1, 2, 3].map((seed) => heuristicPlayer(seed).choose(game));
    // Assert
    expect(offered).toContain('mission.attempt');
    for (const command of chosen) expect(command?.type).not.toBe('mission.attempt');
  });

  it('should not attempt a mission its team cannot solve, and report personnel instead', () => {
    // Arrange: Avert Disaster needs Geology + Honor + INTEGRITY>35, which Data alone lacks
    const s = scenario({ active: 'p1' })
      .mission('p1', 'Avert Disaster')
      .facility('p1', 'Federation Outpost', { at: 'Avert Disaster' })
      .surface('Avert Disaster', 'p1', ['Data'])
      .hand('p1', ['Worf'])
      .drawDeck('p1', ['Tasha Yar'])
      .drawDeck('p2', ['Worf'])
      .build();
    const game = started(s.game);
    // Act
    const command = heuristicPlayer(1).choose(game);
    // Assert
    expect(command?.type).toBe('card.play');
  });

  it('should beam the personnel with the missing skill aboard before flying (Rulebook 7.1.1 Beam)', () => {
    // Arrange: Test Mission needs Physics + INTEGRITY>28; the crew has the INTEGRITY, Mendon at the outpost the Physics
    const s = crewAt({ dockedAt: 'Federation Outpost' }, [
      'Jean-Luc Picard',
      'William T. Riker',
      'Tasha Yar',
      'Worf',
    ])
      .aboard('Federation Outpost', 'p1', ['Mendon'])
      .build();
    const game = started(s.game);
    // Act
    const command = heuristicPlayer(1).choose(game);
    // Assert
    expect(command).toMatchObject({ card: s.id('Mendon'), to: s.id('U.S.S. Enterprise') });
  });

  it('should fly a ship whose crew meets a space mission to it and attempt (Rulebook 7.1.5 Move, 7.2)', () => {
    // Arrange
    const s = crewAt({ at: 'Avert Disaster' }, [
      'Jean-Luc Picard',
      'William T. Riker',
      'Tasha Yar',
      'Worf',
      'Mendon',
    ]).build();
    const game = started(s.game);
    // Act
    const commands = turnOf(game, heuristicPlayer(1));
    // Assert
    expect(commands.slice(0, 2).map((c) => c.type)).toEqual(['ship.move', 'mission.attempt']);
    expect(commands[0]).toMatchObject({ to: s.id('Test Mission') });
  });

  it('should beam an Away Team down to a planet mission its crew meets, then attempt (Rulebook 7.2)', () => {
    // Arrange: Avert Disaster needs Geology + Honor + INTEGRITY>35; Taitt has Geology
    const s = crewAt({ at: 'Avert Disaster' }, [
      'Jean-Luc Picard',
      'William T. Riker',
      'Tasha Yar',
      'Worf',
      'Taitt',
    ]).build();
    const game = started(s.game);
    // Act
    const commands = turnOf(game, heuristicPlayer(1));
    // Assert
    const attempt = commands.findIndex((c) => c.type === 'mission.attempt');
    expect(commands.slice(0, attempt).every((c) => c.type === 'card.beam')).toBe(true);
    expect(commands.filter((c) => c.type === 'card.beam')).toContainEqual(
      expect.objectContaining({ card: s.id('Taitt'), to: s.id('Avert Disaster') }),
    );
    expect(commands[attempt]).toMatchObject({ location: s.id('Avert Disaster') });
  });

  it('should not beam down one by one a team that meets a mission only together (Medical Kit, Rulebook 7.1.1 Beam)', () => {
    // Arrange: Fever Emergency needs MEDICAL x3; Medical Kit gives the three OFFICERs MEDICAL only where present
    const s = scenario({ active: 'p1' })
      .mission('p1', 'Fever Emergency')
      .facility('p1', 'Klingon Outpost', { at: 'Fever Emergency' })
      .aboard('Klingon Outpost', 'p1', ['Medical Kit', 'Kurn', 'Korris', 'Kargan'])
      .drawDeck('p1', ['Kromm'])
      .drawDeck('p2', ['Worf'])
      .build();
    const game = started(s.game);
    // Act
    const commands = turnOf(game, heuristicPlayer(1));
    // Assert: no personnel beamed down, away from the kit, and back up again
    const beams = commands.filter((c) => c.type === 'card.beam');
    const downAndUp = beams.filter((c) => beams.some((b) => b.card === c.card && b.from === c.to));
    expect(downAndUp).toEqual([]);
    expect(commands.at(-1)?.type).toBe('turn.end');
  });

  it('should save a personnel targeted to die with Genetronic Replicator (Genetronic Replicator)', () => {
    // Arrange: Chalnoth kills Deanna Troi; Simon Tarses and Calloway are the 2 MEDICAL to stop
    const s = scenario({ pending: { player: 'p1', decision: 'turn.act' } })
      .mission('p1', 'Excavation')
      .seed('Excavation', 'p2', ['Chalnoth'])
      .surface('Excavation', 'p1', ['Deanna Troi', 'Simon Tarses', 'Calloway'])
      .table('p1', ['Genetronic Replicator'])
      .build();
    const game = started(s.game);
    sent(game, legalActions(game).find((c) => c.type === 'mission.attempt') as Command);
    sent(game, { type: 'attempt.choose', player: 'p2', cards: [s.id('Deanna Troi')] });
    // Act
    const command = heuristicPlayer(1).choose(game);
    // Assert
    expect(command).toMatchObject({ type: 'card.use', target: s.id('Deanna Troi') });
  });

  it('should play an event that stays on the table when it has no personnel to report (Rulebook "Play a Card")', () => {
    // Arrange
    const s = scenario({ active: 'p1' })
      .mission('p1', 'Excavation')
      .facility('p1', 'Federation Outpost', { at: 'Excavation' })
      .hand('p1', ['Genetronic Replicator'])
      .drawDeck('p1', ['Data'])
      .drawDeck('p2', ['Worf'])
      .build();
    const game = started(s.game);
    // Act
    const command = heuristicPlayer(1).choose(game);
    // Assert
    expect(command).toMatchObject({ type: 'card.play', card: s.id('Genetronic Replicator') });
  });
});

// Helpers

/** p1's U.S.S. Enterprise with a crew, its outpost at Avert Disaster, Test Mission further along. */
function crewAt(where: { readonly at: string } | { readonly dockedAt: string }, crew: ReadonlyArray<string>) {
  return scenario({ active: 'p1' })
    .mission('p1', 'Avert Disaster')
    .mission('p1', 'Test Mission')
    .facility('p1', 'Federation Outpost', { at: 'Avert Disaster' })
    .ship('p1', 'U.S.S. Enterprise', where)
    .aboard('U.S.S. Enterprise', 'p1', crew)
    .drawDeck('p1', ['Data'])
    .drawDeck('p2', ['Worf']);
}

/** The commands the player gives until its turn ends. */
function turnOf(game: Game, player: ReturnType<typeof heuristicPlayer>): ReadonlyArray<Command> {
  const commands: Command[] = [];
  const first: GameState = state(game);
  while (state(game).pending?.player === 'p1' && state(game).turn.number === first.turn.number) {
    const command = player.choose(game);
    if (command === null) break;
    commands.push(command);
    sent(game, command);
    if (command.type === 'turn.end') break;
  }
  return commands;
}
