// Rulebook "Dilemmas" (dilemmas that enter play: cures and nullifiers met later, lasting effects), "Countdown Icon"
// and 12.2 "each" turn: what dilemmas in play do between mission attempts. The turn calls `atStartOfTurn` as it
// begins and `atEndOfTurn` before counting countdowns down (domain/turn/turn.ts, domain/turn/countdown.ts); the play phase calls
// `settle` after every action; orders and attempts ask `preventsMovement` and `preventsAttempts`.
import * as O from 'fp-ts/Option';
import type { DilemmaDeclaration, Effect, LastingRule } from '../../cards/language/dilemma-language';
import { declarationOf } from '../../cards/registry/dilemmas';
import { attacksAtEndOfTurn } from '../battle-rules/self-controlled-abilities';
import { bonusPoints, removeOvercome } from '../cards-in-play/bonus-points';
import { isInStasis, isPresentWith, isSeparated } from '../cards-in-play/presence';
import { named, record } from '../core/chronicle';
import {
  blueprintOf,
  type CardId,
  type GameState,
  getCard,
  type LocationId,
  locationOf,
  type PlayerId,
} from '../core/game-state';
import { memoize } from '../core/memo';
import type { Answer } from '../core/query-points';
import { cardsInZone } from '../core/zone-index';
import { attemptForbidden } from '../mission-attempt/attempt-points';
import { startEncounter } from '../mission-attempt/encounter-state';
import { movementForbidden } from '../orders/movement-points';
import { carriersHere, withCarried } from '../spaceline/location-carriers';
import { settle as settleInfestation } from '../special-rules/infestation';
import { countdownIcon } from '../turn/countdown';
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

/** `declarationOf`, once per printing: it matches reprints by their text, a costly key. */
const declarationFor = memoize(declarationOf);

const inPlayByZones = new WeakMap<GameState['zones'], ReadonlyArray<InPlay>>();

/**
 * The implemented dilemmas in play on a card (a ship, a mission), with their hosts; computed once per zone table
 * (it depends on where cards are only, and a zone table is never changed once made).
 * @category predicates
 */
export const dilemmasInPlay = (game: GameState): ReadonlyArray<InPlay> => {
  const cached = inPlayByZones.get(game.zones);
  if (cached !== undefined) return cached;
  const found: InPlay[] = [];
  for (const key in game.zones) {
    if (!key.startsWith('playedOn:')) continue;
    for (const id of game.zones[key] ?? []) {
      const zone = getCard(id)(game).zone;
      const declaration = declarationFor(blueprintOf(id)(game));
      if (zone.kind === 'playedOn' && O.isSome(declaration))
        found.push({ dilemma: id, host: zone.host, declaration: declaration.value });
    }
  }
  inPlayByZones.set(game.zones, found);
  return found;
};

const prevents = (rule: LastingRule, action: string): boolean =>
  rule.kind === 'prevents' && rule.action === action;

/** Whether a dilemma played on `host` has a `prevents` rule for the action (looks at the host's cards only). */
const hostPrevented = (host: CardId, action: string, game: GameState): boolean =>
  cardsInZone({ kind: 'playedOn', host })(game).some((id) => {
    const declaration = declarationFor(blueprintOf(id)(game));
    return O.isSome(declaration) && (declaration.value.lasting ?? []).some((r) => prevents(r, action));
  });

// Menthar Booby Trap "it cannot move", Two-Dimensional Creatures "Ship can't move": orders must ask before moving
/**
 * Whether a dilemma in play on the ship forbids it to move.
 * @category predicates
 */
export const preventsMovement =
  (ship: CardId) =>
  (game: GameState): boolean =>
    hostPrevented(ship, 'movement', game);

// Radioactive Garbage Scow: "Mission can't be attempted here"
/**
 * Whether a dilemma in play on a mission at the location forbids attempting it.
 * @category predicates
 */
export const preventsAttempts =
  (location: LocationId) =>
  (game: GameState): boolean =>
    (game.locations[location]?.missions ?? []).some((m) => hostPrevented(m, 'missionAttempts', game));

/**
 * `attacksThenMoves` (Borg Ship: "End of every turn: Attacks all ships, then moves"): the answer to the query point
 * `battle.attacksAtEndOfTurn` (the self-controlled cards' acts ask it).
 * @category instances
 */
export const dilemmasAttackingAtEndOfTurn: Answer<CardId, boolean> = {
  point: attacksAtEndOfTurn,
  by: 'lasting: attacksThenMoves',
  answer: (id) => (game) => {
    const declaration = declarationFor(blueprintOf(id)(game));
    return (
      O.isSome(declaration) && (declaration.value.lasting ?? []).some((r) => r.kind === 'attacksThenMoves')
    );
  },
};

/**
 * `preventsMovement`: the answer to the query point `move.forbidden` (orders ask it before a ship moves).
 * @category instances
 */
export const dilemmasForbidMovement: Answer<CardId, boolean> = {
  point: movementForbidden,
  by: 'lasting: movement',
  answer: preventsMovement,
};

/**
 * `preventsAttempts`: the answer to the query point `attempt.forbidden` (the mission attempt asks it).
 * @category instances
 */
export const dilemmasForbidAttempts: Answer<LocationId, boolean> = {
  point: attemptForbidden,
  by: 'lasting: missionAttempts',
  answer: preventsAttempts,
};

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Ktarian Game: "Now and start of each of your turns": the turns of the host's controller
/**
 * Begins `player`'s turn for the dilemmas in play: their start-of-turn effects.
 * @category operations
 */
export const atStartOfTurn =
  (player: PlayerId) =>
  (game: GameState): GameState =>
    dilemmasInPlay(game).reduce((g, d) => {
      if (g.cards[d.dilemma]?.zone.kind !== 'playedOn') return g;
      const controller = getCard(d.host)(g).controller;
      return (d.declaration.lasting ?? []).reduce(
        (acc, rule) =>
          rule.kind === 'atStartOfTurn' && controller === player ? effectsOnHost(d, rule.effects)(acc) : acc,
        g,
      );
    }, game);

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
 * the host's crew now meets is discarded (to the crew's controller's point area if it has points); Alien Parasites'
 * control ends once the infected ship and crew are stopped (domain/special-rules/infestation.ts).
 * @category operations
 */
export const settle = (game: GameState): GameState =>
  // Alien Parasites "until 'stopped'": control returns once the infected ship and crew are stopped
  settleInfestation(settleInPlay(game));

const settleInPlay = (game: GameState): GameState =>
  dilemmasInPlay(game).reduce((g, d) => {
    if (g.cards[d.dilemma]?.zone.kind !== 'playedOn') return g;
    const refreshed = refreshLasting(d.dilemma)(g);
    const remedies = d.declaration.effects.filter((e) => e.type === 'cure' || e.type === 'nullify');
    const encounter = encounterOnHost(d, refreshed);
    const met = remedies.find(
      (e) => 'condition' in e && e.condition !== undefined && holds(e.condition, encounter)(refreshed),
    );
    if (met === undefined) return refreshed;
    const points = bonusPoints(d.dilemma)(refreshed);
    const text = `${named(d.dilemma)(refreshed)} is ${met.type === 'cure' ? 'cured' : 'nullified'}${points === 0 ? '' : `: ${encounter.player} scores ${points} bonus points`}`;
    return removeOvercome(d.dilemma, encounter.player, true)(record(text, d.dilemma)(refreshed));
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

// Rulebook "Dilemmas" cures (L662: cured "if the required skills are present", later "until cured"): met by the
// encountering player's personnel present with the dilemma: the crew of the ship it is on; atop a mission (12.4
// Present, L1234), the Away Teams on the planet's surface and, at a space location, the crews there ("crews and Away
// Teams at a space location are always present with it")
const encounterOnHost = (d: InPlay, game: GameState) => {
  const player = game.cards[d.dilemma]?.affects?.player ?? getCard(d.host)(game).controller;
  const host = blueprintOf(d.host)(game);
  const isShip = host.type === 'Ship';
  const location = O.getOrElse(() => d.host)(locationOf(d.host)(game));
  const yours = (id: CardId, g: GameState) =>
    blueprintOf(id)(g).type === 'Personnel' && getCard(id)(g).controller === player && !isSeparated(id)(g);
  return startEncounter({
    dilemma: d.dilemma,
    player,
    location,
    ship: isShip ? d.host : null,
    mission: isShip || ('missionType' in host && host.missionType === 'space') ? 'space' : 'planet',
    team: isShip
      ? (g) => cardsInZone({ kind: 'aboard', carrier: d.host })(g).filter((id) => yours(id, g))
      : (g) => cardsAt(location)(g).filter((id) => yours(id, g) && isPresentWith(id, d.host)(g)),
    answers: [],
  });
};

/** The cards on the location's planet surface and aboard the ships and facilities there (and the ships they carry). */
const cardsAt =
  (location: LocationId) =>
  (game: GameState): ReadonlyArray<CardId> => [
    ...cardsInZone({ kind: 'planetSurface', location })(game),
    ...withCarried(carriersHere(location)(game))(game).flatMap((carrier) =>
      cardsInZone({ kind: 'aboard', carrier })(game),
    ),
  ];

const effectsOnHost =
  (d: InPlay, effects: ReadonlyArray<Effect>) =>
  (game: GameState): GameState => {
    const step = run(effects, encounterOnHost(d, game), game);
    if (step.kind === 'await') throw new Error(`$d.dilemma: a lasting effect cannot wait on a choice`);
    return step.encounter.notes.reduce(
      (g, n) => record(`${named(d.dilemma)(g)}: ${named(n.card)(g)} ${n.text}`, n.card)(g),
      step.game,
    );
  };
