// Rulebook "Capture" (L911, L915): a captive held under a trap card is released only by a card; the rulebook names no
// place it goes, so it is released where it is: on the planet surface at a planet location, else aboard one of its
// owner's ships or facilities there (a carried ship, a station's site too: Rulebook "Carried ships", "Sites"). Several
// such places are a tie, which the player who controls the card breaks (Rulebook 12.5 Ties L1244): the captive's
// owner chooses among them, a follow-up choice (`card.choose` naming the place; domain/card-effects/follow-up.ts)
// that `CaptiveActions.chooseTrapExit` answers.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { named, record } from '../core/chronicle';
import { type CardId, type GameState, getCard, locationOf, type PlayerId } from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import { carriersWithCarriedAt, isPlanetLocation, type Place, withSites } from '../orders/places';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** The places `player`, the owner of `captive`, chooses among for the captive released from under its trap card. */
export interface TrapExitChoice {
  readonly kind: 'trapExit';
  readonly player: PlayerId;
  /** The captive released (the card whose release asks the choice). */
  readonly source: CardId;
  readonly options: ReadonlyArray<Place>;
}

/** The place named: a ship, facility or site there. */
export interface TrapExitCommand {
  readonly type: 'card.choose';
  readonly player: PlayerId;
  readonly card: Place;
}

const RULE = 'Capture';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Right when the captive's owner names one of the places offered that is still one now, else the rule it breaks.
 * @category predicates
 */
export const check =
  (choice: TrapExitChoice, command: TrapExitCommand) =>
  (game: GameState): E.Either<RuleError, void> => {
    if (command.player !== choice.player)
      return E.left(ruleError(RULE, `${choice.player} chooses where ${named(choice.source)(game)} goes.`));
    return choice.options.includes(command.card) && trapExits(choice.source)(game).includes(command.card)
      ? E.right(undefined)
      : E.left(
          ruleError(RULE, `${named(choice.source)(game)} goes to one of: ${choice.options.join(', ')}.`),
        );
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook "Carried ships": a carried ship is a place at its carrier's location too (`zoneOfPlace`), after the others
/**
 * Where a captive released from under its trap card may go: the planet surface there (the one place at a planet
 * location), else each ship, facility (each site of a station with sites) or carried ship of its owner there.
 * @category operations
 */
export const trapExits =
  (captive: CardId) =>
  (game: GameState): ReadonlyArray<Place> => {
    const at = locationOf(captive)(game);
    if (O.isNone(at)) return [];
    if (isPlanetLocation(at.value)(game)) return [at.value];
    const owner = getCard(captive)(game).owner;
    const carriers = carriersWithCarriedAt(at.value)(game).filter(
      (id) => getCard(id)(game).controller === owner,
    );
    return withSites(carriers)(game);
  };

/**
 * The game waiting on the captive's owner to choose among `options`, where it goes once released (noted).
 * @category operations
 */
export const awaitTrapExit =
  (captive: CardId, options: ReadonlyArray<Place>) =>
  (game: GameState): GameState => {
    const player = getCard(captive)(game).owner;
    const choice: TrapExitChoice = { kind: 'trapExit', player, source: captive, options };
    return record(
      `${named(captive)(game)} is released: ${player} chooses where it goes`,
      captive,
    )({
      ...game,
      choosing: choice,
    });
  };

/**
 * The commands that name each place offered, for the captive's owner; none for another.
 * @category operations
 */
export const decisions = (choice: TrapExitChoice, player: PlayerId): ReadonlyArray<TrapExitCommand> =>
  player === choice.player ? choice.options.map((card) => ({ type: 'card.choose', player, card })) : [];
