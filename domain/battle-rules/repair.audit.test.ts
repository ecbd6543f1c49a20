// Rulebook 7.5.2 Repair as a judge's worked example, through the engine facade: "rotation damage is only repaired
// after two full turns docked at an outpost" ("not including the turn you docked"), "At the end of each of your
// turns". The dock order that starts the count is offered to the damaged ship.
import { endTurns } from '../../cards/effects/turn-test-support';
import { legalActions, state } from '../../machines/engine';
import { sent, started } from '../../machines/engine-test-support';
import type { Command } from '../game/decisions';
import { scenario } from '../game/scenario';

describe('repair at an outpost', () => {
  it("should repair a damaged ship docked by an order only at the end of its owner's turn two full turns later (Rulebook 7.5.2 Repair, 12.2)", () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Test Mission')
      .facility('p1', 'Federation Outpost', { at: 'Test Mission' })
      .ship('p1', 'U.S.S. Galaxy', { at: 'Test Mission' })
      .aboard('U.S.S. Galaxy', 'p1', ['Jean-Luc Picard', 'Data', 'Geordi La Forge'])
      .modify('U.S.S. Galaxy', { damage: 1 })
      .drawDeck('p1', ['Worf', 'Tasha Yar'])
      .drawDeck('p2', ['Kurn', 'Kromm'])
      .build();
    const game = started(s.game);
    const dock: Command = {
      type: 'ship.dock',
      player: 'p1',
      ship: s.id('U.S.S. Galaxy'),
      facility: s.id('Federation Outpost'),
    };
    const offered = legalActions(game);
    sent(game, dock);
    const damage = () => state(game).cards[s.id('U.S.S. Galaxy')]?.damage;
    // Act: the end of turn 1 (docked this turn), of turn 2 (p2's), of turn 3 (the second full turn docked)
    const afterEachTurn = [1, 2, 3].map(() => {
      endTurns(game, 1);
      return damage();
    });
    // Assert
    expect(offered).toContainEqual(dock);
    expect(afterEachTurn).toEqual([1, 1, 0]);
  });
});
