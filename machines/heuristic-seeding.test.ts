import type { Command } from '../domain/decisions';
import { scenario } from '../domain/scenario';
import { seedingChoices } from './heuristic-seeding';

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
