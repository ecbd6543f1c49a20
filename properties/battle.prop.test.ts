import { fc, test } from '@fast-check/jest';
import { crewOf } from '../domain/cards-in-play/presence';
import { type CardId, type GameState, getCard } from '../domain/core/game-state';
import type { Command } from '../domain/game/decisions';
import { checkInvariants } from '../domain/game/invariants';
import { scenario } from '../domain/game/scenario';
import { legalActions, pending, state } from '../machines/engine';
import { acting, sent } from '../machines/engine-test-support';
import { runs } from './runs';

const HERE = 'Wormhole Negotiations';
const KLINGON_SHIPS = ["I.K.C. Vor'Cha", "I.K.C. K'Vort", 'I.K.C. Pagh'];
const FEDERATION_SHIPS = ['U.S.S. Enterprise', 'U.S.S. Miranda', 'U.S.S. Excelsior'];
const KLINGONS = ['Kurn', 'Gowron', 'Kromm', 'Kargan', 'Koral', 'Vekor'];
const FEDERATION = ['Jean-Luc Picard', 'William T. Riker', 'Worf', 'Tasha Yar', 'Data', 'Geordi La Forge'];

// Rulebook 7.4 Battle and 7.5.1 Damage: whatever battle is initiated and however the players answer its decisions,
// the battle ends with the turn decision given back, every card of both forces destroyed or killed or stopped, damage
// markers only added, no ship left in play with two rotation damage markers, and the bookkeeping sound.
describe('battle', () => {
  test.prop(
    [
      fc.integer({ min: 1, max: 3 }),
      fc.integer({ min: 1, max: 3 }),
      fc.integer({ min: 1, max: 3 }),
      fc.array(fc.nat(), { minLength: 40, maxLength: 40 }),
      fc.nat(),
    ],
    { numRuns: runs(40) },
  )(
    'should resolve any ship battle into stopped survivors and destroyed or killed casualties (Rulebook 7.4, 7.5.1)',
    (klingonShips, federationShips, crewSize, picks, seed) => {
      // Arrange
      const initial = fleets(klingonShips, federationShips, crewSize, seed);
      let game = acting(initial);
      const attacks = legalActions(game).filter((c) => c.type === 'battle.initiate');
      if (attacks.length === 0) return;
      const attack = attacks[(picks[0] ?? 0) % attacks.length] as Command;
      const before = state(game);
      // Act
      game = sent(game, attack);
      for (let i = 1; pending(game)?.decision !== 'turn.act' && i < picks.length; i++) {
        const answers = legalActions(game);
        game = sent(game, answers[(picks[i] ?? 0) % answers.length] as Command);
      }
      // Assert
      const after = state(game);
      expect(after.pending).toEqual({ player: 'p1', decision: 'turn.act' });
      expect(after.battle).toBeUndefined();
      expect(checkInvariants(after)).toEqual([]);
      for (const id of involved(attack, before)) {
        const card = getCard(id)(after);
        const inPlay = card.zone.kind !== 'discard';
        if (inPlay) expect(card.stopped).toBe(true);
        if (inPlay && getCard(id)(before).zone.kind === 'atLocation') {
          expect(card.damage).toBeGreaterThanOrEqual(getCard(id)(before).damage);
          expect(card.damage).toBeLessThan(2);
        }
      }
    },
  );
});

// Helpers

const fleets = (klingonShips: number, federationShips: number, crewSize: number, seed: number): GameState => {
  let builder = scenario({ seed }).mission('p1', HERE);
  KLINGON_SHIPS.slice(0, klingonShips).forEach((ship, i) => {
    builder = builder
      .ship('p1', ship, { at: HERE })
      .aboard(ship, 'p1', KLINGONS.slice(i * 2, i * 2 + Math.min(crewSize, 2)));
  });
  FEDERATION_SHIPS.slice(0, federationShips).forEach((ship, i) => {
    builder = builder
      .ship('p2', ship, { at: HERE })
      .aboard(ship, 'p2', FEDERATION.slice(i * 2, i * 2 + Math.min(crewSize, 2)));
  });
  return builder.build().game;
};

/** The cards the initiation names, with the ships' crews: all of them take part or are at stake. */
const involved = (attack: Command, game: GameState): ReadonlyArray<CardId> => {
  if (attack.type !== 'battle.initiate') return [];
  if (attack.kind === 'personnel') return [...attack.attackers, ...attack.defenders];
  return [...attack.attackers, attack.target].flatMap((ship) => [ship, ...crewOf(ship)(game)]);
};
