import { fc, test } from '@fast-check/jest';
import { hasNoHullLeft } from '../domain/battle-rules/tactics-damage';
import { markersOn } from '../domain/cards-in-play/damage-markers';
import { blueprintOf, type GameState, type PlayerId } from '../domain/core/game-state';
import type { Command } from '../domain/game/decisions';
import { checkInvariants } from '../domain/game/invariants';
import { scenario } from '../domain/game/scenario';
import { legalActions, pending, state } from '../machines/engine';
import { acting, sent } from '../machines/engine-test-support';
import { runs } from './runs';

const HERE = 'Wormhole Negotiations';
const KLINGON_SHIPS = ["I.K.C. Vor'Cha", "I.K.C. K'Vort"];
const FEDERATION_SHIPS = ['U.S.S. Enterprise', 'U.S.S. Miranda'];
const KLINGONS = ['Kurn', 'Gowron', 'Kromm', 'Kargan'];
const FEDERATION = ['Jean-Luc Picard', 'William T. Riker', 'Worf', 'Tasha Yar'];
const TACTICS = [
  'Phaser Banks',
  'Pulse Disruptor',
  'Photon Torpedo',
  'Strafing Run',
  'Evasive Maneuvers',
  'Attack Wing',
  'Full Phaser Spread',
];

// Rulebook 7.5.1: "No player may use both rotation damage and tactics damage during the same game": whatever ship
// battle is fought and however the players answer (tactics included), the ships of a Battle Bridge player's opponent
// carry only tactics damage markers, the other player's ships only rotation damage, no card is left in play at 100%
// HULL damage, and every Tactic card is in its side deck, a discard pile or on a ship as a damage marker.
describe('damage systems', () => {
  test.prop(
    [
      fc.constantFrom<PlayerId>('p1', 'p2'),
      fc.array(fc.constantFrom(...TACTICS), { maxLength: 8 }),
      fc.array(fc.nat(), { minLength: 40, maxLength: 40 }),
      fc.nat(),
    ],
    { numRuns: runs(40) },
  )(
    'should keep each player to one damage system in any ship battle (Rulebook 7.5.1, 7.4 stages 3-8)',
    (bridged, tactics, picks, seed) => {
      // Arrange
      let game = acting(fleets(bridged, tactics, seed));
      const attacks = legalActions(game).filter((c) => c.type === 'battle.initiate' && c.kind === 'ship');
      if (attacks.length === 0) return;
      // Act
      game = sent(game, attacks[(picks[0] ?? 0) % attacks.length] as Command);
      for (let i = 1; pending(game)?.decision !== 'turn.act' && i < picks.length; i++) {
        const answers = legalActions(game);
        game = sent(game, answers[(picks[i] ?? 0) % answers.length] as Command);
      }
      // Assert
      const after = state(game);
      expect(after.pending).toEqual({ player: 'p1', decision: 'turn.act' });
      expect(checkInvariants(after)).toEqual([]);
      for (const card of Object.values(after.cards)) {
        const type = blueprintOf(card.id)(after).type;
        if (type === 'Ship' && card.zone.kind === 'atLocation') {
          // an empty Battle Bridge side deck is none: no Tactic cards, rotation damage
          const tacticsDamaged = tactics.length > 0 && card.controller !== bridged;
          expect(card.damage === 0 || !tacticsDamaged).toBe(true);
          expect(markersOn(card.id)(after).length === 0 || tacticsDamaged).toBe(true);
          expect(hasNoHullLeft(card.id)(after)).toBe(false);
        }
        if (type === 'Tactic') expect(['sideDeck', 'discard', 'playedOn']).toContain(card.zone.kind);
      }
    },
  );
});

// Helpers

/** Klingon ships of p1 against Federation ships of p2; `bridged` has an open Battle Bridge side deck of `tactics`. */
const fleets = (bridged: PlayerId, tactics: ReadonlyArray<string>, seed: number): GameState => {
  let builder = scenario({ seed }).mission('p1', HERE);
  KLINGON_SHIPS.forEach((ship, i) => {
    builder = builder.ship('p1', ship, { at: HERE }).aboard(ship, 'p1', KLINGONS.slice(i * 2, i * 2 + 2));
  });
  FEDERATION_SHIPS.forEach((ship, i) => {
    builder = builder.ship('p2', ship, { at: HERE }).aboard(ship, 'p2', FEDERATION.slice(i * 2, i * 2 + 2));
  });
  return builder
    .table(bridged, ['Battle Bridge Door'])
    .place(
      bridged,
      { kind: 'sideDeck', player: bridged, name: 'Battle Bridge Door' },
      tactics.map((title, i) => ({ title, label: `t${i}` })),
    )
    .build().game;
};
