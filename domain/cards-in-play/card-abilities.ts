// Rulebook "Once per game" L1268 ("'Once each turn' … you may use the card's effect only as often as the card allows")
// and 12.2 L1216 ("every" turn is every turn of any player): the abilities of the cards in play that their controller
// uses as an action of its own (`card.activate`, not an order; 1 Tribble: "Once every turn, may "stop" one personnel
// present (random selection)"), on their own turn and, for an ability of "every" turn, where interrupts play on the
// opponent's (domain/responses/any-time.ts). The rules of their use are the card language's (cards/language/
// activated-language.ts, domain/card-effects/activated.ts); the turn and the responses ask them through this port,
// which domain/game/interpreters.ts plugs in, so that no rule of theirs imports an interpreter.
import type * as E from 'fp-ts/Either';
import type { CardId, GameState, PlayerId } from '../core/game-state';
import { port, use } from '../core/ports';
import type { RuleError } from '../core/rule-error';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Use the ability `ability` (from 0, in the card's list) of your card in play. */
export interface ActivateAbility {
  readonly type: 'card.activate';
  readonly player: PlayerId;
  readonly card: CardId;
  readonly ability: number;
}

/** The card language's part of the use of an ability. */
export interface AbilityRules {
  /** Right when the player may make the use now, else the rule it breaks. */
  readonly check: (command: ActivateAbility) => (game: GameState) => E.Either<RuleError, void>;
  /** The game after a legal use. */
  readonly activate: (command: ActivateAbility) => (game: GameState) => GameState;
  /** Every legal use by the player now, in the order of the cards in play. */
  readonly candidates: (player: PlayerId) => (game: GameState) => ReadonlyArray<ActivateAbility>;
  /** The cards a use may act on now. */
  readonly cardsActedOn: (command: ActivateAbility) => (game: GameState) => ReadonlyArray<CardId>;
}

/**
 * The port of the rules of the abilities of cards in play.
 * @category model
 */
export const abilityRulesPort = port<AbilityRules>('turn.cardAbilities');

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The rules of the abilities of cards in play, plugged in (domain/game/interpreters.ts).
 * @category operations
 */
export const abilityRules = (): AbilityRules => use(abilityRulesPort);
