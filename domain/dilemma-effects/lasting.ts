// Rulebook "Dilemmas" (dilemmas that enter play: cures and nullifiers met later, lasting effects), "Countdown Icon"
// and 12.2 "each" turn: what dilemmas in play do between mission attempts. The play phase calls `atEndOfTurn` before
// counting countdowns down (domain/countdown.ts), and `settle` after every action.
import * as O from 'fp-ts/Option';
import { declarationOf } from '../../cards/dilemmas';
import type { DilemmaDeclaration, Effect, LastingRule } from '../../cards/dilemmas/language';
import { countdownIcon } from '../countdown';
import {
  blueprintOf,
  type CardId,
  cardsIn,
  type GameState,
  getCard,
  type LocationId,
  locationOf,
  type PlayerId,
} from '../game-state';
import { isInStasis, isSeparated } from '../presence';
import { removeOvercome } from './bonus-points';
import { startEncounter } from './encounter-state';
import { holds } from './filters';
import { refreshLasting } from './lasting-modifiers';
import { run } from './registry';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

interface InPlay {
  readonly dilemma: CardId;
  readonly host: CardId;
  readonly declaration: DilemmaDeclaration;
}

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * The implemented dilemmas in play on a card (a ship, a mission), with their hosts.
 * @category predicates
 */
export const dilemmasInPlay = (game: GameState): ReadonlyArray<InPlay> =>
  Object.entries(game.zones).flatMap(([key, ids]) =>
    key.startsWith('playedOn:')
      ? ids.flatMap((id) => {
          const zone = getCard(id)(game).zone;
          const declaration = declarationOf(blueprintOf(id)(game));
          return zone.kind === 'playedOn' && O.isSome(declaration)
            ? [{ dilemma: id, host: zone.host, declaration: declaration.value }]
            : [];
        })
      : [],
  );

const hasRule = (d: InPlay, kind: LastingRule['kind'], action?: string): boolean =>
  (d.declaration.lasting ?? []).some(
    (r) => r.kind === kind && (action === undefined || ('action' in r && r.action === action)),
  );

// Menthar Booby Trap "it cannot move", Two-Dimensional Creatures "Ship can't move": orders must ask before moving
/**
 * Whether a dilemma in play on the ship forbids it to move.
 * @category predicates
 */
export const preventsMovement =
  (ship: CardId) =>
  (game: GameState): boolean =>
    dilemmasInPlay(game).some((d) => d.host === ship && hasRule(d, 'prevents', 'movement'));

// Radioactive Garbage Scow: "Mission can't be attempted here"
/**
 * Whether a dilemma in play on a mission at the location forbids attempting it.
 * @category predicates
 */
export const preventsAttempts =
  (location: LocationId) =>
  (game: GameState): boolean => {
    const missions = game.locations[location]?.missions ?? [];
    return dilemmasInPlay(game).some(
      (d) => missions.includes(d.host) && hasRule(d, 'prevents', 'missionAttempts'),
    );
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook 12.2 "each" turn: a lasting effect "each turn" acts on its subject's turns (here the host's controller)
/**
 * Ends `player`'s turn for the dilemmas in play: their end-of-turn effects, and the effects of countdowns that the
 * coming count-down will expire (counted and discarded by `Countdown.tickCountdowns`, called after this).
 * @category operations
 */
export const atEndOfTurn =
  (player: PlayerId) =>
  (game: GameState): GameState =>
    dilemmasInPlay(game).reduce((g, d) => {
      if (g.cards[d.dilemma]?.zone.kind !== 'playedOn') return g;
      const controller = getCard(d.host)(g).controller;
      return (d.declaration.lasting ?? []).reduce((acc, rule) => {
        if (rule.kind === 'atEndOfTurn' && (rule.whose === 'every' || controller === player))
          return effectsOnHost(d, rule.effects)(acc);
        if (rule.kind === 'whenCountdownExpires' && expiresNow(d.dilemma, player)(acc))
          return effectsOnHost(d, rule.effects)(acc);
        return acc;
      }, g);
    }, game);

// Rulebook "Dilemmas": cures and nullifiers of a dilemma in play are met "at any time" the requirement is present
/**
 * Keeps dilemmas in play up to date: their modifiers follow the cards aboard, and a dilemma whose cure or nullifier
 * the host's crew now meets is discarded (to the crew's controller's point area if it has points).
 * @category operations
 */
export const settle = (game: GameState): GameState =>
  dilemmasInPlay(game).reduce((g, d) => {
    if (g.cards[d.dilemma]?.zone.kind !== 'playedOn') return g;
    const refreshed = refreshLasting(d.dilemma)(g);
    const remedies = d.declaration.effects.filter((e) => e.type === 'cure' || e.type === 'nullify');
    const encounter = encounterOnHost(d, refreshed);
    const met = remedies.some(
      (e) => 'condition' in e && e.condition !== undefined && holds(e.condition, encounter)(refreshed),
    );
    return met ? removeOvercome(d.dilemma, encounter.player, true)(refreshed) : refreshed;
  }, game);

// Helpers

const expiresNow =
  (dilemma: CardId, player: PlayerId) =>
  (game: GameState): boolean => {
    const card = getCard(dilemma)(game);
    const icon = countdownIcon(blueprintOf(dilemma)(game));
    const host = card.zone.kind === 'playedOn' ? card.zone.host : dilemma;
    return (
      card.owner === player &&
      O.isSome(icon) &&
      !isInStasis(host)(game) &&
      (card.countdown ?? icon.value) <= 1
    );
  };

const encounterOnHost = (d: InPlay, game: GameState) => {
  const host = getCard(d.host)(game);
  const isShip = blueprintOf(d.host)(game).type === 'Ship';
  const location = O.getOrElse(() => d.host)(locationOf(d.host)(game));
  return startEncounter({
    dilemma: d.dilemma,
    player: host.controller,
    location,
    ship: isShip ? d.host : null,
    mission: isShip ? 'space' : 'planet',
    team: (g) =>
      isShip
        ? cardsIn({ kind: 'aboard', carrier: d.host })(g).filter(
            (id) =>
              blueprintOf(id)(g).type === 'Personnel' &&
              getCard(id)(g).controller === host.controller &&
              !isSeparated(id)(g),
          )
        : [],
    answers: [],
  });
};

const effectsOnHost =
  (d: InPlay, effects: ReadonlyArray<Effect>) =>
  (game: GameState): GameState => {
    const step = run(effects, encounterOnHost(d, game), game);
    if (step.kind === 'await') throw new Error(`${d.dilemma}: a lasting effect cannot wait on a choice`);
    return step.game;
  };
