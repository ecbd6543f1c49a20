// The activated abilities of the card-text language (cards/language/language.ts re-exports them): "Once each turn,
// may …", "Once every turn, may …": what the controller of a card in play may use it for, as an action of its own
// (`card.activate`, domain/card-effects/activated.ts), the effects immediate effects acting as the card (`thisCard`).
import type { ImmediateEffect } from './immediate-effects';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/**
 * How often an ability may be used (Rulebook "Once per game" L1268: "'Once each turn' … you may use the card's effect
 * only as often as the card allows"; 12.2 L1216: "every" turn is every turn of any player): `onceEveryTurn`, once in
 * each turn of either player; `oncePerGame`, once in the game (L1262: "only once during a game, no matter how many
 * copies of that card you have in play"), as a normal action on its player's own turn (Rulebook "Using Skills" L1002:
 * "'Once per game, may …' may normally be used only as normal actions on your turn"). (A "once each turn" ability, its
 * player's own turns only, is not declared yet: Storage Compartment Door's draw is the tribble chapter's
 * `tribbles.draw`.)
 */
export type UseLimit = 'onceEveryTurn' | 'oncePerGame';

/** "Once every turn, may "stop" one personnel present (random selection)": an ability of a card in play. */
export interface ActivatedAbility {
  readonly limit: UseLimit;
  /** In printed order; no target: the card whose text it is acts (`thisCard`). */
  readonly effects: ReadonlyArray<ImmediateEffect>;
}
