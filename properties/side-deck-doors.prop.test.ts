import { fc, test } from '@fast-check/jest';
import * as E from 'fp-ts/Either';
import { hasSkillInBattle } from '../domain/card-effects/skill-in-battle';
import { blueprintOf, type GameState } from '../domain/core/game-state';
import { usedThisTurn } from '../domain/core/this-turn';
import type { Command } from '../domain/game/decisions';
import { checkInvariants } from '../domain/game/invariants';
import { scenario } from '../domain/game/scenario';
import { topOf } from '../domain/responses';
import { type Game, legalActions, send, startGame, state } from '../machines/engine';
import { runs } from './runs';

const HERE = 'Wormhole Negotiations';
const TRIBBLES = ['1 Tribble - Bonus', '1 Tribble - Go', '10 Tribbles - Go', '100 Tribbles - Bonus'];
const TACTICS = ['Phaser Banks', 'Photon Torpedo', 'Plasma Torpedo', 'Pulse Disruptor'];
const STORAGE = 'Storage Compartment Door';
const BRIDGE = 'Battle Bridge Door';

// The side-deck doorways stocked in the draw deck (Rulebook "Side decks"; "Playing 'At Any Time'"): whatever the
// players do, every command listed is accepted and keeps the invariants; Storage Compartment Door is offered only on
// its player's own turn, once each turn (Rulebook "once each turn"); Battle Bridge Door only at the start of a ship
// battle (Rulebook 7.4 stage 2 Responses) to a player with Leadership in it; its WEAPONS +1 ends with the battle.
describe('side-deck doorways stocked in the draw deck', () => {
  test.prop([fc.array(fc.nat(), { minLength: 80, maxLength: 80 }), fc.nat()], { numRuns: runs(10) })(
    'should be offered only when their text allows, and every offer be accepted (Storage Compartment Door, Battle Bridge Door)',
    (picks, seed) => {
      // Arrange
      const game = started(seed);
      // Act & Assert
      for (const pick of picks) {
        const actions = legalActions(game);
        if (actions.length === 0) break;
        const before = state(game);
        for (const action of actions) expect(isOfferedByItsText(action, before)).toBe(true);
        const sent = send(game, actions[pick % actions.length] as Command);
        expect(E.isRight(sent)).toBe(true);
        const now = state(game);
        expect(checkInvariants(now)).toEqual([]);
        if (now.battle === undefined) expect(now.modifiers.some((m) => m.sourceTitle === BRIDGE)).toBe(false);
      }
    },
  );
});

// Helpers

/** Whether a doorway play from hand is offered only when its text allows; any other command is not this test's. */
const isOfferedByItsText = (command: Command, game: GameState): boolean => {
  if (command.type !== 'card.play' || command.kind !== 'doorway') return true;
  const title = blueprintOf(command.card)(game).title;
  if (title === STORAGE)
    return (
      game.turn.active === command.player &&
      game.responding === undefined &&
      !usedThisTurn(command.player, STORAGE)(game)
    );
  const top = topOf(game.responding);
  return (
    title === BRIDGE &&
    top?.kind === 'battleInitiated' &&
    top.battle === 'ship' &&
    hasSkillInBattle(command.player, 'Leadership')(game)
  );
};

/**
 * p1's Vor'Cha (Mogh: Leadership) and p2's Enterprise (Picard: Leadership) at a space mission, p1's Galaxy there too;
 * both with open Tribble and Battle Bridge side decks and both doorways twice in hand.
 */
const started = (seed: number): Game => {
  const built = (['p1', 'p2'] as const)
    .reduce(
      (b, player) =>
        b
          .table(player, [
            { title: STORAGE, label: `${player} storage` },
            { title: BRIDGE, label: `${player} bridge` },
          ])
          .place(player, { kind: 'sideDeck', player, name: STORAGE }, TRIBBLES)
          .place(player, { kind: 'sideDeck', player, name: BRIDGE }, TACTICS)
          .hand(
            player,
            [STORAGE, STORAGE, BRIDGE, BRIDGE].map((title, i) => ({ title, label: `${player} ${i}` })),
          )
          .drawDeck(player, ['Wesley Crusher', 'Wesley Crusher']),
      scenario({ seed })
        .mission('p1', HERE)
        .ship('p1', "I.K.C. Vor'Cha", { at: HERE })
        .aboard("I.K.C. Vor'Cha", 'p1', ['Mogh', 'Kurn'])
        .ship('p2', 'U.S.S. Enterprise', { at: HERE })
        .aboard('U.S.S. Enterprise', 'p2', ['Jean-Luc Picard', 'Data']),
    )
    .build();
  const game = startGame(built.game);
  if (E.isLeft(game)) throw new Error(game.left.message);
  return game.right;
};
