import { scenario } from '../../domain/game/scenario';
import { legalActions } from '../engine';
import { sent, started } from '../engine-test-support';
import { heuristicPlayer } from './player';

describe('tribbleChoices', () => {
  it('should play a drawn 1 Tribble on the opponent\'s ship, not its own (Rulebook "Tribbles (11.3)", 1 Tribble)', () => {
    // Arrange: "Each non-Klingon present is CUNNING -1": Data aboard p1's ship, Tasha Yar aboard p2's
    const s = bothShips().place('p1', SIDE_DECK, ['1 Tribble - Bonus']).build();
    const game = started(s.game);
    sent(game, { type: 'tribbles.draw', player: 'p1', count: 1 });
    const places = legalActions(game).flatMap((c) => (c.type === 'tribble.play' ? [c.place] : []));
    // Act: whatever the seed that breaks ties
    const chosen = [1, 2, 3, 4, 5, 6].map((seed) => heuristicPlayer(seed).choose(game));
    // Assert
    expect(places).toContain(s.id('p1 ship'));
    for (const command of chosen)
      expect(command).toMatchObject({ type: 'tribble.play', place: s.id('p2 ship') });
  });

  it('should stop a random personnel where only the opponent\'s are present (1 Tribble: "may stop one personnel")', () => {
    // Arrange: p1's 1 Tribble aboard p2's ship with Tasha Yar
    const s = bothShips()
      .aboard('p2 ship', 'p1', [{ title: '1 Tribble - Bonus', label: 'tribble' }])
      .build();
    const game = started(s.game);
    // Act
    const command = heuristicPlayer(1).choose(game);
    // Assert
    expect(command).toEqual({ type: 'card.activate', player: 'p1', card: s.id('tribble'), ability: 0 });
  });

  it('should breed 100 Tribbles where the opponent\'s Away Team attempts, not where more of its personnel wait (100 Tribbles: "Where present, mission attempts require 2 Leadership")', () => {
    // Arrange: p1's 10 Tribbles (the "parents") on p2's Excavation, where Baran's Archaeology meets the mission, and
    // aboard p2's outpost at Test Mission with four personnel who have no mission of p2's to attempt there
    const s = scenario({ active: 'p1' })
      .mission('p2', 'Excavation')
      .surface('Excavation', 'p2', ['Baran', 'Deanna Troi'])
      .surface('Excavation', 'p1', ['10 Tribbles - Go'])
      .mission('p1', 'Test Mission')
      .facility('p2', 'Federation Outpost', { at: 'Test Mission' })
      .aboard('Federation Outpost', 'p2', ['Worf', 'Tasha Yar', 'Data', 'Geordi La Forge'])
      .aboard('Federation Outpost', 'p1', ['10 Tribbles - Go'])
      .table('p1', ['Storage Compartment Door'])
      .place('p1', SIDE_DECK, ['100 Tribbles - Bonus'])
      .drawDeck('p1', ['Wesley Crusher'])
      .drawDeck('p2', ['Worf'])
      .build();
    const game = sent(started(s.game), { type: 'tribbles.draw', player: 'p1', count: 1 });
    const places = legalActions(game).flatMap((c) => (c.type === 'tribble.play' ? [c.place] : []));
    // Act
    const chosen = [1, 2, 3, 4, 5, 6].map((seed) => heuristicPlayer(seed).choose(game));
    // Assert
    expect(places).toEqual(expect.arrayContaining([s.id('Excavation'), s.id('Federation Outpost')]));
    for (const command of chosen)
      expect(command).toMatchObject({ type: 'tribble.play', place: s.id('Excavation') });
  });
});

// Helpers

const SIDE_DECK = { kind: 'sideDeck', player: 'p1', name: 'Storage Compartment Door' } as const;

/** Both players' ships at Excavation, Data aboard p1's and Tasha Yar aboard p2's, p1's Tribble side deck open. */
function bothShips() {
  return scenario({ active: 'p1' })
    .mission('p1', 'Excavation')
    .ship('p1', { title: 'U.S.S. Galaxy', label: 'p1 ship' }, { at: 'Excavation' })
    .aboard('p1 ship', 'p1', ['Data'])
    .ship('p2', { title: 'U.S.S. Miranda', label: 'p2 ship' }, { at: 'Excavation' })
    .aboard('p2 ship', 'p2', ['Tasha Yar'])
    .table('p1', ['Storage Compartment Door'])
    .drawDeck('p1', ['Wesley Crusher'])
    .drawDeck('p2', ['Worf']);
}
