import type { Command } from '../../domain/game/decisions';
import { scenario } from '../../domain/game/scenario';
import { state } from '../engine';
import { sent, started } from '../engine-test-support';
import { heuristicPlayer } from './player';
import { seedingChoices } from './seeding';

describe('seedingChoices', () => {
  it("should seed a dilemma where it can be encountered, under the opponent's mission (Rulebook 7.2.4 Mis-seeds)", () => {
    // Arrange: Armus is a planet dilemma, Gravitic Mine a space one
    const s = seeding().build();
    const seeds = ['Armus - Skin of Evil', 'Gravitic Mine'].flatMap((card) =>
      ['Avert Disaster', 'Test Mission', 'Excavation'].map((at) => seed(s.id(card), s.id(at))),
    );
    // Act
    const choices = seedingChoices(seeds, 'p1', s.game);
    // Assert: the planet dilemma under p2's 40-point planet mission; never a mis-seed, never under its own
    expect(choices).toEqual([seed(s.id('Armus - Skin of Evil'), s.id('Avert Disaster'))]);
  });

  it('should stop seeding when every seed left would be a mis-seed (Rulebook 7.2.4 Mis-seeds)', () => {
    // Arrange
    const s = seeding().build();
    // Act
    const choices = seedingChoices([seed(s.id('Gravitic Mine'), s.id('Avert Disaster'))], 'p1', s.game);
    // Assert
    expect(choices).toEqual([]);
  });

  it('should seed its outpost at its own planet mission, near its missions (Rulebook 5 Facility phase)', () => {
    // Arrange
    const s = seeding().build();
    const outpost = (at: string): Command => ({
      type: 'facility.seed',
      player: 'p1',
      card: s.id('Federation Outpost'),
      location: s.id(at),
    });
    const options = ['Avert Disaster', 'Test Mission', 'Excavation'].map(outpost);
    // Act
    const choices = seedingChoices(options, 'p1', s.game);
    // Assert
    expect(choices).toEqual([outpost('Excavation')]);
  });

  it('should seed its sites on the Nor it controls, not on the opponent\'s (Rulebook "Facility Phase")', () => {
    // Arrange
    const s = scenario({ phase: 'facility' })
      .mission('p1', 'Verify Evidence')
      .mission('p2', 'Find Hidden Base')
      .facility('p1', { title: 'Nor', label: 'mine' }, { at: 'Verify Evidence' })
      .facility('p2', { title: 'Nor', label: 'theirs' }, { at: 'Find Hidden Base' })
      .place('p1', { kind: 'sitePile', player: 'p1' }, ['Infirmary'])
      .build();
    const site = (station: string): Command => ({
      type: 'site.seed',
      player: 'p1',
      card: s.id('Infirmary'),
      station: s.id(station),
      position: 0,
    });
    // Act
    const choices = seedingChoices([site('mine'), site('theirs')], 'p1', s.game);
    // Assert
    expect(choices).toEqual([site('mine')]);
  });
});

describe('heuristicPlayer in the facility phase', () => {
  it('should seed its outpost, then an event on the table and an [HA] card face down (Rulebook "Seed Phases")', () => {
    // Arrange: Establish Landing Protocols "Seeds or plays on table"; Treaty: Romulan/Cardassian has the [HA] icon
    const s = scenario({ phase: 'facility' })
      .mission('p1', 'Avert Disaster')
      .mission('p2', 'Test Mission')
      .place('p1', { kind: 'seedDeck', player: 'p1' }, [
        'Federation Outpost',
        'Establish Landing Protocols',
        'Treaty: Romulan/Cardassian',
      ])
      .place('p2', { kind: 'seedDeck', player: 'p2' }, ['Federation Outpost'])
      .drawDeck('p1', ['Worf', 'Worf', 'Worf'])
      .drawDeck('p2', ['Kurn', 'Kurn', 'Kurn'])
      .build();
    const game = started(s.game);
    const players = { p1: heuristicPlayer(1), p2: heuristicPlayer(2) };
    // Act
    const mine: Command[] = [];
    while (state(game).phase === 'facility') {
      const pending = state(game).pending;
      const command = pending === null ? null : players[pending.player as 'p1' | 'p2'].choose(game);
      if (command === null) break;
      if (command.player === 'p1') mine.push(command);
      sent(game, command);
    }
    // Assert
    const [first, ...rest] = mine.map((c) => c.type);
    expect(first).toBe('facility.seed');
    expect(rest.sort()).toEqual(['agenda.seed', 'card.seed']);
    expect(state(game).cards[s.id('Treaty: Romulan/Cardassian')]).toMatchObject({ faceUp: false });
  });
});

// Helpers

function seeding() {
  return scenario({ active: 'p1' })
    .mission('p2', 'Avert Disaster')
    .mission('p2', 'Test Mission')
    .mission('p1', 'Excavation')
    .place('p1', { kind: 'seedDeck', player: 'p1' }, [
      'Armus - Skin of Evil',
      'Gravitic Mine',
      'Federation Outpost',
    ]);
}

function seed(card: string, location: string): Command {
  return { type: 'dilemma.seed', player: 'p1', card, location };
}
