// Test support for the battle rules: the scenarios and the battles begun that several battle tests share.
import type { CardId, GameState, PlayerId } from '../core/game-state';
import { type CardSpec, type Scenario, type ScenarioBuilder, scenario } from '../game/scenario';
import type { PersonnelBattle } from './battle-model';
import { shipFight, withBattle } from './battle-under-way';
import { beginPersonnel, formUpPersonnel } from './personnel-form-up';
import { beginShip } from './ship-initiation';
import { beginTactics, revealTactics, tacticRule } from './tactics';

/** The space location of the ship battles. */
export const HERE = 'Wormhole Negotiations';

/** A scenario's card ids by title. */
export type Ids = (ref: string) => string;

/**
 * p1's Vor'Cha (WEAPONS 8, SHIELDS 7, Kurn aboard) against p2's Enterprise (8/9, Picard aboard) and Miranda (5/5),
 * docked at p2's Federation Outpost or in space.
 */
export const space = (miranda: 'docked' | 'in space' = 'docked'): ScenarioBuilder =>
  scenario()
    .mission('p1', HERE)
    .ship('p1', "I.K.C. Vor'Cha", { at: HERE })
    .aboard("I.K.C. Vor'Cha", 'p1', ['Kurn'])
    .ship('p2', 'U.S.S. Enterprise', { at: HERE })
    .aboard('U.S.S. Enterprise', 'p2', ['Jean-Luc Picard'])
    .facility('p2', 'Federation Outpost', { at: HERE })
    .ship('p2', 'U.S.S. Miranda', miranda === 'docked' ? { dockedAt: 'Federation Outpost' } : { at: HERE });

/** The game with p1's ship battle begun at HERE: `attackers` (by title) against `target`. */
export const beginShipBattle = (
  game: GameState,
  id: Ids,
  target = 'U.S.S. Enterprise',
  attackers: ReadonlyArray<string> = ["I.K.C. Vor'Cha"],
): GameState =>
  beginShip(
    {
      type: 'battle.initiate',
      player: 'p1',
      kind: 'ship',
      location: id(HERE),
      attackers: attackers.map(id),
      target: id(target),
    },
    false,
  )(game);

/** The game with p1's personnel battle on Excavation begun (stage 1), not formed up yet. */
export const beginPersonnelBattleUnformed = (
  s: Scenario,
  attackers: ReadonlyArray<CardId>,
  defenders: ReadonlyArray<CardId>,
): GameState =>
  beginPersonnel(
    {
      type: 'battle.initiate',
      player: 'p1',
      kind: 'personnel',
      place: { kind: 'planetSurface', location: s.id('Excavation') },
      attackers,
      defenders,
    },
    false,
  )(s.game);

/** The game with p1's personnel battle on Excavation begun (stage 1) and formed up (stage 3). */
export const beginPersonnelBattle = (
  s: Scenario,
  attackers: ReadonlyArray<CardId>,
  defenders: ReadonlyArray<CardId>,
): GameState => formUpPersonnel(beginPersonnelBattleUnformed(s, attackers, defenders));

/** A personnel battle on Excavation between p1's and p2's personnel, with the combat piles in the order given. */
export const fight = (attackers: ReadonlyArray<string>, defenders: ReadonlyArray<string>): Scenario => {
  const s = scenario()
    .mission('p1', 'Excavation')
    .surface('Excavation', 'p1', attackers)
    .surface('Excavation', 'p2', defenders)
    .build();
  const piles = [attackers.map(s.id), defenders.map(s.id)] as const;
  return { ...s, game: patch(beginPersonnelBattle(s, piles[0], piles[1]), { piles }) };
};

/** The game with the personnel battle under way changed. */
export const patch = (game: GameState, change: Partial<PersonnelBattle>): GameState =>
  withBattle((b) => ({ ...b, fight: { ...(b.fight as PersonnelBattle), ...change } }))(game);

/** The player's open Battle Bridge side deck: `door` (Battle Bridge Door) on their table, `tactics` in it (top first). */
export const withBridge = (
  builder: ScenarioBuilder,
  player: PlayerId,
  tactics: ReadonlyArray<CardSpec>,
  door = 'Battle Bridge Door',
): ScenarioBuilder =>
  builder
    .table(player, [{ title: door, label: `${player} door` }])
    .place(player, { kind: 'sideDeck', player, name: door }, tactics);

/**
 * Stage 3 Tactics played out: each player with an open Battle Bridge side deck draws `draws` tactics and plays the
 * drawn one at index `play` (null: none), then the current tactics are revealed.
 */
export const chooseTactics = (
  game: GameState,
  choices: Readonly<Record<PlayerId, { readonly draws: number; readonly play: number | null }>>,
): GameState => {
  const begun = beginTactics(game);
  const chosen = (shipFight(begun).tactics ?? []).reduce((g, step) => {
    if (step.chosen) return g;
    const choice = choices[step.player] ?? { draws: 0, play: null };
    const player = step.player;
    const drawn = Array.from({ length: choice.draws }).reduce<GameState>(
      (d) => tacticRule.apply({ type: 'tactic.draw', player })(d),
      g,
    );
    const cards = shipFight(drawn).tactics?.find((t) => t.player === player)?.drawn ?? [];
    const card = choice.play === null ? null : (cards[choice.play] ?? null);
    return tacticRule.apply({ type: 'tactic.play', player, card })(drawn);
  }, begun);
  return revealTactics(chosen);
};
