import { fc, test } from '@fast-check/jest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { GameState } from '../domain/core/game-state';
import type { Command } from '../domain/game/decisions';
import * as Decisions from '../domain/game/decisions';
import { scenario } from '../domain/game/scenario';
import { type OrderCommand, orders, resetRange } from '../domain/orders';
import { zoneOfPlace } from '../domain/orders/places';
import { runs } from './runs';

// ARCHITECTURE "Every player decision is a command": `legalActions` lists every legal command, so a command naming a
// place that `check` accepts is listed. Here the places are every planet surface, ship and facility, carried ships
// included (Rulebook "Carried ships"), put into the listed beams, emergency beams and near-warp transports of one card.
describe('legalActions', () => {
  test.prop([fc.array(fc.record({ pick: fc.nat(), newTurn: fc.nat({ max: 7 }) }), { maxLength: 30 })], {
    numRuns: runs(10),
  })('should list every beam to or from a place that check accepts, carried ships included', (steps) => {
    // Arrange
    let game = start();
    for (const step of steps) {
      // Act
      const listed = Decisions.legalActions(game);
      // Assert
      for (const command of listed)
        for (const other of elsewhere(command, game))
          if (E.isRight(Decisions.check(other)(game))) expect(listed).toContainEqual(other);
      const legal = orders.candidates('p1')(game);
      game =
        step.newTurn === 0 || legal.length === 0
          ? resetRange({ ...game, turn: { ...game.turn, number: game.turn.number + 1 } })
          : orders.apply(legal[step.pick % legal.length] as OrderCommand)(game);
    }
  });
});

// Helpers

/** The command with every place in play (`zoneOfPlace`) where it names one: beam ends, a one-card near-warp's end. */
const elsewhere = (command: Command, game: GameState): ReadonlyArray<Command> => {
  const places = Object.keys(game.cards).filter((id) => O.isSome(zoneOfPlace(id)(game)));
  if (command.type === 'card.beam')
    return places.flatMap((p) => [
      { ...command, from: p },
      { ...command, to: p },
    ]);
  if (command.type !== 'card.play') return [];
  const target = 'target' in command ? command.target : undefined;
  const transport = 'transport' in command ? command.transport : undefined;
  if (transport !== undefined && transport.cards.length === 1)
    return places.map((destination) => ({ ...command, transport: { ...transport, destination } }));
  if (target !== undefined && 'from' in target)
    return places.flatMap((p) => [
      { ...command, target: { ...target, from: p } },
      { ...command, target: { ...target, to: p } },
    ]);
  return [];
};

const start = (): GameState =>
  scenario({ pending: { player: 'p1', decision: 'turn.act' } })
    .mission('p1', 'Avert Disaster')
    .mission('p1', 'Excavation')
    .mission('p2', 'Study Nebula')
    .table('p1', ['Engage Shuttle Operations'])
    .facility('p1', 'Federation Outpost', { at: 'Excavation' })
    .ship('p1', 'U.S.S. Enterprise', { at: 'Avert Disaster' })
    .aboard('U.S.S. Enterprise', 'p1', ['Jean-Luc Picard', 'Geordi La Forge', 'Tasha Yar'])
    .ship('p1', 'Runabout', { carriedBy: 'U.S.S. Enterprise' })
    .aboard('Runabout', 'p1', ['Data', 'Deanna Troi'])
    .ship('p1', 'U.S.S. Galaxy', { at: 'Excavation' })
    .ship('p1', 'Type VI Shuttlecraft', { carriedBy: 'U.S.S. Galaxy' })
    .surface('Excavation', 'p1', ['Worf'])
    .surface('Avert Disaster', 'p1', ['Beverly Crusher'])
    .hand('p1', ['Emergency Transporter Armbands', 'Near-Warp Transport'])
    .drawDeck('p1', ['Wesley Crusher'])
    .drawDeck('p2', ['Kurn'])
    .build().game;
