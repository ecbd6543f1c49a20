// Test support for [Tactic] card tests: a ship battle at HERE between p1's ship (and crew), whose Battle Bridge side deck
// holds the tactics given, and p2's U.S.S. Enterprise (Jean-Luc Picard aboard) and U.S.S. Miranda (Tasha Yar aboard);
// p1 plays the top Tactic as current tactic, fires (stage 4) and deals the damage (stage 6).
import * as O from 'fp-ts/Option';
import type { ShipAttribute } from '../cards/blueprint';
import type { TacticText } from '../cards/language/tactic-language';
import { beginShipBattle, chooseTactics, HERE, withBridge } from '../domain/battle-rules/battle-test-support';
import { shipFight } from '../domain/battle-rules/battle-under-way';
import { openFire } from '../domain/battle-rules/ship-fire';
import { placeMarker } from '../domain/battle-rules/tactics-damage';
import { hullDamage, tacticText } from '../domain/cards-in-play/damage-markers';
import { attribute } from '../domain/cards-in-play/skills';
import { type CardId, cardsIn, type GameState } from '../domain/core/game-state';
import { type CardSpec, type Scenario, type ScenarioBuilder, scenario } from '../domain/game/scenario';
import { applyDamage } from './ship-damage';

/** p2's ships: U.S.S. Enterprise (WEAPONS 8, SHIELDS 9), U.S.S. Miranda (WEAPONS 5, SHIELDS 5). */
export const ENTERPRISE = 'U.S.S. Enterprise';
export const MIRANDA = 'U.S.S. Miranda';

/** The battle's states: after stage 4 Open Fire, and after stage 6 Damage. */
export interface Fired {
  readonly fired: GameState;
  readonly damaged: GameState;
}

/**
 * p1's `ship` with `crew` aboard at HERE and a Battle Bridge side deck of `tactics` (top first), against p2's
 * U.S.S. Enterprise with Jean-Luc Picard aboard and U.S.S. Miranda with Tasha Yar aboard; `more` adds cards.
 */
export const tacticDuel = (
  ship: CardSpec,
  crew: ReadonlyArray<CardSpec>,
  tactics: ReadonlyArray<CardSpec>,
  more: (b: ScenarioBuilder) => ScenarioBuilder = (b) => b,
): Scenario => {
  const title = typeof ship === 'string' ? ship : ship.title;
  return more(
    withBridge(
      scenario()
        .mission('p1', HERE)
        .ship('p1', ship, { at: HERE })
        .aboard(title, 'p1', crew)
        .ship('p2', ENTERPRISE, { at: HERE })
        .aboard(ENTERPRISE, 'p2', ['Jean-Luc Picard'])
        .ship('p2', MIRANDA, { at: HERE })
        .aboard(MIRANDA, 'p2', ['Tasha Yar']),
      'p1',
      tactics,
    ),
  ).build();
};

/**
 * p1's `attackers` fire at `target` with the top Tactic of p1's side deck as current tactic (`play` false: drawn, not
 * played), then stage 6 Damage.
 */
export const fireWithTopTactic = (
  s: Scenario,
  attackers: ReadonlyArray<string>,
  target = ENTERPRISE,
  play = true,
): Fired => {
  const battle = beginShipBattle(s.game, s.id, target, attackers);
  const fired = openFire(chooseTactics(battle, { p1: { draws: 1, play: play ? 0 : null } }));
  return { fired, damaged: applyDamage(fired) };
};

/** The log line of the last volley: "is fired on by p1: ATTACK 14 (tactic +4) against DEFENSE 9, a hit". */
export const volleyText = (game: GameState): string =>
  game.chronicle.findLast((e) => e.text.includes('is fired on by'))?.text ?? '';

/** The HULL damage (percent) the card sustained in the battle under way. */
export const hullDamageOf = (game: GameState, card: CardId): number => shipFight(game).hullDamage[card] ?? 0;

/** What a Tactic does as a damage marker placed on p2's U.S.S. Enterprise: attribute changes, HULL damage, crew left. */
export const asMarkerOnEnterprise = (s: Scenario, tactic: string) => {
  const enterprise = s.id(ENTERPRISE);
  const marked = placeMarker(s.id(tactic), enterprise)(s.game);
  const change = (name: ShipAttribute) =>
    attribute(enterprise, name)(marked) - attribute(enterprise, name)(s.game);
  return {
    marked,
    attributes: { RANGE: change('RANGE'), WEAPONS: change('WEAPONS'), SHIELDS: change('SHIELDS') },
    hull: hullDamage(enterprise)(marked),
    crew: cardsIn({ kind: 'aboard', carrier: enterprise })(marked),
  };
};

/** The declared tactic text of the card placed with this title or label; throws when it has none. */
export const tacticOf = (s: Scenario, ref: string): TacticText =>
  O.getOrElseW(() => {
    throw new Error(`${ref} has no declared tactic text`);
  })(tacticText(s.id(ref))(s.game));
