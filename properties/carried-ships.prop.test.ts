import { fc, test } from '@fast-check/jest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { isCloaked, isPresentWith } from '../domain/cards-in-play/presence';
import {
  blueprintOf,
  type CardId,
  type GameState,
  getCard,
  locationOf,
  opponentOf,
} from '../domain/core/game-state';
import { checkInvariants } from '../domain/game/invariants';
import { scenario } from '../domain/game/scenario';
import { afterCommand } from '../domain/game/settle';
import { isLanded, isPhased, type OrderCommand, orders, resetRange } from '../domain/orders';

// Rulebook "Carried ships", 12.4 and 7.6 phasing: whatever orders the players give, a carried ship is always where its
// carrier is, carried by a ship that is not itself carried, and present with no other ship or facility; a phased ship
// is always cloaked, never docked nor landed; and every card stays in exactly one zone.
describe('carried ships and phasing', () => {
  test.prop([fc.array(fc.record({ pick: fc.nat(), endTurn: fc.nat({ max: 7 }) }), { maxLength: 60 })], {
    numRuns: 40,
  })('should keep carried ships with their carriers and phased ships undocked and unlanded', (steps) => {
    // Arrange
    let game = start();
    // Act
    for (const step of steps) {
      const player = game.turn.active;
      const legal = orders
        .candidates(player)(game)
        .filter((c) => E.isRight(orders.check(c)(game)));
      game =
        step.endTurn === 0 || legal.length === 0
          ? resetRange({
              ...game,
              turn: { ...game.turn, active: opponentOf(player)(game), number: game.turn.number + 1 },
            })
          : // an order, then the settle step that follows every command (domain/game/settle.ts)
            afterCommand(orders.apply(legal[step.pick % legal.length] as OrderCommand)(game));
      // Assert
      expect(checkInvariants(game)).toEqual([]);
      for (const ship of ships(game)) {
        const zone = getCard(ship)(game).zone;
        if (zone.kind === 'carried') {
          expect(['atLocation', 'docked']).toContain(getCard(zone.carrier)(game).zone.kind);
          expect(locationOf(ship)(game)).toEqual(locationOf(zone.carrier)(game));
          expect(ships(game).filter((other) => other !== ship && isPresentWith(ship, other)(game))).toEqual(
            [],
          );
        }
        if (isPhased(ship)(game)) {
          expect(isCloaked(ship)(game)).toBe(true);
          expect([zone.kind, isLanded(ship)(game)]).toEqual(['atLocation', false]);
        }
      }
    }
  });
});

// Helpers

const ships = (game: GameState): ReadonlyArray<CardId> =>
  Object.keys(game.cards).filter(
    (id) => blueprintOf(id)(game).type === 'Ship' && O.isSome(locationOf(id)(game)),
  );

const start = (): GameState =>
  scenario()
    .mission('p1', 'Avert Disaster')
    .mission('p1', 'Test Mission')
    .mission('p2', 'Study Nebula')
    .table('p1', ['Engage Shuttle Operations'])
    .facility('p1', 'Federation Outpost', { at: 'Test Mission' })
    .ship('p1', 'U.S.S. Enterprise', { at: 'Avert Disaster' })
    .aboard('U.S.S. Enterprise', 'p1', [
      'Jean-Luc Picard',
      'Geordi La Forge',
      'Tasha Yar',
      'Taitt',
      'Phased Cloaking Device',
    ])
    .ship('p1', 'Type VI Shuttlecraft', { at: 'Avert Disaster' })
    .aboard('Type VI Shuttlecraft', 'p1', ['Data'])
    .ship('p1', 'Shuttle Galileo', { carriedBy: 'U.S.S. Enterprise' })
    .aboard('Shuttle Galileo', 'p1', ['Beverly Crusher'])
    .ship('p2', 'Kazon Warship', { at: 'Study Nebula' })
    .ship('p2', 'Kazon Raider', { at: 'Study Nebula' })
    .aboard('Kazon Raider', 'p2', ['Tanar'])
    .ship('p2', 'Apnex', { at: 'Test Mission' })
    .aboard('Apnex', 'p2', ['Tomalak'])
    .build().game;
