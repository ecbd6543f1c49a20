import { fc, test } from '@fast-check/jest';
import * as E from 'fp-ts/Either';
import type { MissionBlueprint, ShipBlueprint } from '../cards/blueprint';
import { blueprintOf, type CardId, type GameState, getCard, opponentOf } from '../domain/core/game-state';
import { checkInvariants } from '../domain/game/invariants';
import { scenario } from '../domain/game/scenario';
import { afterCommand } from '../domain/game/settle';
import { type OrderCommand, orders, resetRange } from '../domain/orders';

// Rulebook 7.1.5 Move: whatever orders the players give, no ship ever uses more than its RANGE in one turn (as
// counted here by a simpler model: the printed spans entered and the printed RANGE, 5 when damaged), and the
// bookkeeping stays sound (every card in exactly one zone).
describe('orders', () => {
  test.prop([fc.array(fc.record({ pick: fc.nat(), endTurn: fc.nat({ max: 9 }) }), { maxLength: 80 })], {
    numRuns: 60,
  })('should never move a ship past its RANGE in one turn and keep the invariants', (steps) => {
    // Arrange
    let game = start();
    let spent: Record<CardId, number> = {};
    // Act
    for (const step of steps) {
      const player = game.turn.active;
      const legal = orders
        .candidates(player)(game)
        .filter((c) => E.isRight(orders.check(c)(game)));
      if (step.endTurn === 0 || legal.length === 0) {
        game = resetRange({
          ...game,
          turn: { ...game.turn, active: opponentOf(player)(game), number: game.turn.number + 1 },
        });
        spent = {};
        continue;
      }
      const command = legal[step.pick % legal.length] as OrderCommand;
      if (command.type === 'ship.move')
        spent[command.ship] = (spent[command.ship] ?? 0) + spans(command.ship, command.to, game);
      // an order, then the settle step that follows every command (domain/game/settle.ts)
      game = afterCommand(orders.apply(command)(game));
      // Assert
      expect(checkInvariants(game)).toEqual([]);
      for (const [ship, used] of Object.entries(spent)) {
        expect(used).toBeLessThanOrEqual(printedRange(ship, game));
        expect(game.orders.rangeUsed[ship]).toBe(used);
      }
    }
  });
});

// Helpers

/** The model's RANGE cost: the printed span of every location entered, not the starting one. */
const spans = (ship: CardId, to: CardId, game: GameState): number => {
  const zone = getCard(ship)(game).zone;
  const line = game.spacelines.Alpha ?? [];
  const [a, b] = [line.indexOf(zone.kind === 'atLocation' ? zone.location : ''), line.indexOf(to)];
  const entered = a < b ? line.slice(a + 1, b + 1) : line.slice(b, a);
  return entered.reduce((sum, loc) => sum + (blueprintOf(loc)(game) as MissionBlueprint).span, 0);
};

const printedRange = (ship: CardId, game: GameState): number => {
  const range = (blueprintOf(ship)(game) as ShipBlueprint).range;
  return getCard(ship)(game).damage > 0 ? Math.min(range, 5) : range;
};

const start = (): GameState => {
  const s = scenario()
    .mission('p1', { title: 'Explore Dyson Sphere', label: 'A' })
    .mission('p1', 'Avert Disaster')
    .mission('p2', 'Study Nebula')
    .mission('p2', 'Fever Emergency')
    .mission('p1', 'Test Mission')
    .facility('p1', 'Federation Outpost', { at: 'Avert Disaster' })
    .aboard('Federation Outpost', 'p1', ['Linda Larson', 'Wesley Crusher', 'Tricorder'])
    .ship('p1', 'U.S.S. Enterprise', { at: 'A' })
    .aboard('U.S.S. Enterprise', 'p1', ['Jean-Luc Picard', 'Mendon', 'Alyssa Ogawa', 'Data'])
    .ship('p1', 'U.S.S. Excelsior', { dockedAt: 'Federation Outpost' })
    .aboard('U.S.S. Excelsior', 'p1', ['Dr. Selar', 'McKnight'])
    .modify('U.S.S. Excelsior', { damage: 1 })
    .ship('p1', 'Shuttle Galileo', { at: 'Avert Disaster' })
    .aboard('Shuttle Galileo', 'p1', ['Beverly Crusher'])
    .facility('p2', 'Klingon Outpost', { at: 'Fever Emergency' })
    .aboard('Klingon Outpost', 'p2', ['Kurn', 'Kromm'])
    .ship('p2', "I.K.C. K'Vort", { at: 'Fever Emergency' })
    .aboard("I.K.C. K'Vort", 'p2', ["Kle'eg", 'Gorath'])
    .ship('p2', "I.K.C. Vor'Cha", { at: 'Avert Disaster' })
    .aboard("I.K.C. Vor'Cha", 'p2', ['Gowron', 'Konmel', 'Kurak'])
    .surface('Fever Emergency', 'p2', ['Divok'])
    .build();
  // the Vor'Cha's SHIELDS are down, so either player may board it
  const shieldsDown = {
    target: s.id("I.K.C. Vor'Cha"),
    value: { kind: 'attribute' as const, name: 'SHIELDS' },
    op: 'set' as const,
    amount: 0,
    source: 'test',
    sourceTitle: 'test',
    cumulative: false,
  };
  return { ...s.game, modifiers: [shieldsDown] };
};
