// Rulebook "Downloading" and "General Quarters: The Personnel Download Limit" as a judge's worked examples, through
// the engine facade: a download searches the hand and the draw deck and plays the target at once; "you may not
// download personnel into play more often than once every turn". K'mpec (Chain of Command): "DL/ {Kle'eg}";
// Tumek: "DL/ {Grilka}".

import { endTurns } from '../../cards/effects/turn-test-support';
import { legalActions, state } from '../../machines/engine';
import { sent, started } from '../../machines/engine-test-support';
import { refusal } from '../../machines/judge-test-support';
import { cardsIn } from '../core/game-state';
import type { Command } from '../game/decisions';
import { type Scenario, scenario } from '../game/scenario';

describe('the personnel download limit', () => {
  it('should offer both personnel downloads, then refuse the second one the same turn, unchanged, and offer it again next turn (Rulebook "General Quarters: The Personnel Download Limit")', () => {
    // Arrange
    const s = klingonOutpost().drawDeck('p1', ["Kle'eg", 'Grilka', 'Worf']).build();
    const game = started(s.game);
    const offered = legalActions(game);
    sent(game, download(s, "K'mpec (Chain of Command)", "Kle'eg"));
    const listed = legalActions(game);
    // Act
    const refused = refusal(game, download(s, 'Tumek', 'Grilka'));
    endTurns(game, 2);
    // Assert
    expect(offered).toEqual(
      expect.arrayContaining([
        download(s, "K'mpec (Chain of Command)", "Kle'eg"),
        download(s, 'Tumek', 'Grilka'),
      ]),
    );
    expect(listed).not.toContainEqual(download(s, 'Tumek', 'Grilka'));
    expect(refused).toEqual({ rule: 'General Quarters: The Personnel Download Limit', unchanged: true });
    expect(state(game).turn).toMatchObject({ active: 'p1', number: 3 });
    expect(legalActions(game)).toContainEqual(download(s, 'Tumek', 'Grilka'));
  });
});

describe('downloading', () => {
  it('should find the target in the hand and play it at once (Rulebook "Downloading": "search through your hand, your draw deck")', () => {
    // Arrange
    const s = klingonOutpost().hand('p1', ['Grilka']).drawDeck('p1', ['Worf']).build();
    const game = started(s.game);
    const command = download(s, 'Tumek', 'Grilka');
    const offered = legalActions(game);
    // Act
    const after = state(sent(game, command));
    // Assert
    expect(offered).toContainEqual(command);
    expect(after.cards[s.id('Grilka')]?.zone).toEqual({ kind: 'aboard', carrier: s.id('Klingon Outpost') });
    expect(cardsIn({ kind: 'hand', player: 'p1' })(after)).toEqual([]);
    expect(after.turn.normalCardPlayUsed).toBe(false);
  });
});

// Helpers

const klingonOutpost = () =>
  scenario()
    .mission('p1', 'Test Mission')
    .facility('p1', 'Klingon Outpost', { at: 'Test Mission' })
    .aboard('Klingon Outpost', 'p1', ["K'mpec (Chain of Command)", 'Tumek'])
    .drawDeck('p2', ['Data', 'Deanna Troi']);

const download = (s: Scenario, source: string, target: string): Command => ({
  type: 'card.download',
  player: 'p1',
  source: s.id(source),
  target: s.id(target),
  facility: s.id('Klingon Outpost'),
  affiliation: 'Klingon',
});
