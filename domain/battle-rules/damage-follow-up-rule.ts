// Rulebook 7.4 ship battle, stage 6 Damage: the decision `battle.damageFollowUp` answers the first choice the damage
// left (domain/battle-rules/damage-follow-ups.ts): the ship also hit (Riker Maneuver's "another opposing ship present (your
// choice)"), the Event nullified (Chain Reaction Pulsar), the ship an equipment card is stolen to (Determined Assault),
// or a download onto the damaged card, made by the download rules (domain/downloads/download-play.ts: the card found in hand,
// draw deck or an open side deck, played at once by its text on that card, the draw deck reshuffled) or declined.
import * as E from 'fp-ts/Either';
import type { PlayText } from '../card-play/play-text';
import { leavePlay } from '../cards-in-play/leave-play';
import { isReferencedBy } from '../cards-in-play/persona';
import { named, record } from '../core/chronicle';
import { awaitDecision, type DecisionRule } from '../core/decision';
import {
  blueprintOf,
  type CardId,
  type GameState,
  moveCard,
  type PlayerId,
  updateCard,
} from '../core/game-state';
import { textPlayKind } from '../core/play-kind';
import { nextInt } from '../core/random';
import { type RuleError, ruleError } from '../core/rule-error';
import { checkDownloadPlay, downloadPlay } from '../downloads/download-play';
import { isFindable } from '../downloads/downloads';
import { shipFight, withBattle } from './battle-under-way';
import {
  alsoHitCandidates,
  enhancingEvents,
  stealableEquipment,
  stealingShips,
  useNullifyEvent,
} from './damage-follow-up-targets';
import {
  type DamageFollowUp,
  type DamageFollowUpCommand,
  dropFollowUp,
  nextFollowUp,
} from './damage-follow-ups';
import { markTarget } from './tactic-damage-stage';

const RULE = '7.5.1 Damage';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The game waiting on the player of the first choice the damage left, if any.
 * @category operations
 */
export const awaitFollowUp = (game: GameState): GameState => {
  const next = nextFollowUp(game);
  return next === undefined ? game : awaitDecision(next.player, 'battle.damageFollowUp')(game);
};

// -------------------------------------------------------------------------------------
// instances
// -------------------------------------------------------------------------------------

/**
 * The rule of `battle.damageFollowUp`: name a ship also hit, an Event nullified, or the ship an equipment card is stolen
 * to; or download a card offered onto the damaged card (each copy found that may be played there), or decline.
 * @category instances
 */
export const damageFollowUpRule: DecisionRule<DamageFollowUpCommand> = {
  commandTypes: ['damage.alsoHit', 'damage.nullify', 'damage.steal', 'damage.download', 'damage.decline'],
  candidates: (player) => (game) => {
    const next = nextFollowUp(game);
    if (next === undefined || next.player !== player) return [];
    switch (next.kind) {
      case 'alsoHit':
        return alsoHitCandidates(
          player,
          next.besides,
        )(game).map((target) => ({
          type: 'damage.alsoHit' as const,
          player,
          target,
        }));
      case 'nullifyEvent':
        return enhancingEvents(next.target)(game).map((card) => ({
          type: 'damage.nullify' as const,
          player,
          card,
        }));
      case 'stealEquipment':
        return stealingShips(player)(game).map((ship) => ({ type: 'damage.steal' as const, player, ship }));
      case 'download':
        return [
          ...offered(next, game).map((card) => ({
            type: 'damage.download' as const,
            player,
            card,
            host: next.host,
          })),
          { type: 'damage.decline' as const, player },
        ];
    }
  },
  check: (command) => (game) => check(command, game),
  apply: (command) => (game) => {
    const next = nextFollowUp(game) as DamageFollowUp;
    const rest = dropFollowUp(game);
    switch (command.type) {
      case 'damage.decline':
        return rest;
      case 'damage.alsoHit': {
        const fight = shipFight(rest);
        const recorded = withBattle((b) => ({
          ...b,
          fight: { ...fight, alsoHit: [...(fight.alsoHit ?? []), command.target] },
        }))(rest);
        return next.kind === 'alsoHit'
          ? markTarget(command.player, command.target, next.symbols)(recorded)
          : rest;
      }
      case 'damage.nullify': {
        const told = record(`${named(command.card)(rest)} is nullified`, command.card)(rest);
        return useNullifyEvent(command.player)(leavePlay(command.card, 'discard')(told));
      }
      case 'damage.steal':
        return next.kind === 'stealEquipment' ? steal(command.player, next.from, command.ship)(rest) : rest;
      case 'damage.download':
        return E.getOrElse(() => rest)(
          E.flatMap((play: PlayText) => downloadPlay(play)(rest))(playOf(command, rest)),
        );
    }
  },
};

// Helpers

const check = (command: DamageFollowUpCommand, game: GameState): E.Either<RuleError, void> => {
  const next = nextFollowUp(game);
  if (next === undefined || next.player !== command.player)
    return E.left(ruleError(RULE, `No choice left by the battle's damage waits on ${command.player}.`));
  switch (command.type) {
    case 'damage.alsoHit':
      return next.kind === 'alsoHit' &&
        alsoHitCandidates(command.player, next.besides)(game).includes(command.target)
        ? E.right(undefined)
        : E.left(ruleError(RULE, 'Name another opposing ship present, not cloaked, to be also hit.'));
    case 'damage.nullify':
      return next.kind === 'nullifyEvent' && enhancingEvents(next.target)(game).includes(command.card)
        ? E.right(undefined)
        : E.left(ruleError(RULE, 'Name an Event card enhancing the attributes of the card hit.'));
    case 'damage.steal':
      return next.kind === 'stealEquipment' && stealingShips(command.player)(game).includes(command.ship)
        ? E.right(undefined)
        : E.left(ruleError(RULE, 'Name a ship of yours here to relocate the equipment to.'));
    case 'damage.decline':
      return next.kind === 'download'
        ? E.right(undefined)
        : E.left(ruleError(RULE, 'This damage is not optional: it may not be declined.'));
    case 'damage.download':
      return next.kind === 'download' && command.host === next.host && isOffered(command.card, next, game)
        ? E.flatMap((play: PlayText) => checkDownloadPlay(play)(game))(playOf(command, game))
        : E.left(ruleError(RULE, 'That card is not the download the damage marker offers.'));
  }
};

/** The copies of the offered titles the player may download and play on the damaged card now. */
const offered = (
  next: Extract<DamageFollowUp, { kind: 'download' }>,
  game: GameState,
): ReadonlyArray<CardId> =>
  Object.keys(game.cards).filter(
    (card) =>
      isOffered(card, next, game) &&
      E.isRight(
        E.flatMap((play: PlayText) => checkDownloadPlay(play)(game))(
          playOf({ player: next.player, card, host: next.host }, game),
        ),
      ),
  );

const isOffered = (
  card: CardId,
  next: { readonly player: PlayerId; readonly titles: ReadonlyArray<string> },
  game: GameState,
) =>
  isFindable(next.player, card)(game) && next.titles.some((t) => isReferencedBy(t)(blueprintOf(card)(game)));

// "download {Plasma Fire} to this ship": played by its text on the damaged card (refused if its text is not declared)
const playOf = (
  command: { readonly player: PlayerId; readonly card: CardId; readonly host: CardId },
  game: GameState,
): E.Either<RuleError, PlayText> =>
  E.map(
    (kind: PlayText['kind']): PlayText => ({
      type: 'card.play',
      player: command.player,
      card: command.card,
      kind,
      target: { card: command.host },
    }),
  )(textPlayKind(blueprintOf(command.card)(game)));

// Determined Assault: "one random non-[BO] equipment card aboard is relocated there and stolen": aboard that ship, its
// player now controlling it (Rulebook 12.3)
const steal =
  (player: PlayerId, from: CardId, ship: CardId) =>
  (game: GameState): GameState => {
    const equipment = stealableEquipment(from)(game);
    if (equipment.length === 0) return game;
    const [index, random] = nextInt(equipment.length)(game.random);
    const card = equipment[index] as CardId;
    const moved = moveCard(card, { kind: 'aboard', carrier: ship })({ ...game, random });
    const stolen = updateCard(card, (c) => ({ ...c, controller: player }))(moved);
    return record(
      `${named(card)(stolen)} is stolen by ${player}, aboard ${named(ship)(stolen)}`,
      card,
    )(stolen);
  };
