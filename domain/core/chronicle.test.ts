import { scenario } from '../game/scenario';
import { named, record, recordShown } from './chronicle';

describe('record', () => {
  it('should append one entry in the current turn, keeping the earlier ones (ARCHITECTURE "the game log")', () => {
    // Arrange
    const { game } = scenario({ turn: 3 }).build();
    // Act
    const once = record('p1 draws a card')(game);
    const twice = record('Data (p1-01) is killed', 'p1-01')(once);
    // Assert
    expect(twice.chronicle).toEqual([
      { turn: 3, text: 'p1 draws a card' },
      { turn: 3, text: 'Data (p1-01) is killed', card: 'p1-01' },
    ]);
    expect(game.chronicle).toEqual([]);
  });

  it('should note, per player, the named cards they cannot see when it happens (Rulebook "Looking at Cards")', () => {
    // Arrange: a face-down seed card is secret to both; the opponent may not inspect personnel on a planet
    const s = scenario()
      .mission('p1', 'Excavation')
      .seed('Excavation', 'p2', ['Chalnoth'])
      .surface('Excavation', 'p1', ['Data'])
      .build();
    const [chalnoth, data, mission] = [s.id('Chalnoth'), s.id('Data'), s.id('Excavation')];
    const text = `${named(chalnoth)(s.game)} waits under ${named(mission)(s.game)}; ${named(data)(s.game)} is there`;
    // Act
    const [entry] = record(text)(s.game).chronicle;
    // Assert
    expect(entry?.unseen).toEqual({ p1: [chalnoth], p2: [chalnoth, data] });
  });
});

describe('recordShown', () => {
  it('should note no unseen card: the cards it names are shown to both players (Rulebook "Probing")', () => {
    // Arrange: the probe card, atop a face-down draw deck, is revealed
    const s = scenario().drawDeck('p1', ['Data']).build();
    // Act
    const [entry] = recordShown(`p1 probes: the probe card is ${named(s.id('Data'))(s.game)}`)(
      s.game,
    ).chronicle;
    // Assert
    expect(entry).toEqual({ turn: 1, text: `p1 probes: the probe card is Data (${s.id('Data')})` });
  });
});

describe('named', () => {
  it('should name a card by title and id, an unknown id by itself', () => {
    // Arrange
    const s = scenario().mission('p1', 'Excavation').surface('Excavation', 'p1', ['Data']).build();
    // Act
    const names = [named(s.id('Data'))(s.game), named('p9-99')(s.game)];
    // Assert
    expect(names).toEqual([`Data (${s.id('Data')})`, 'p9-99']);
  });
});
