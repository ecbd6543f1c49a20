// The card text language's replacement effects (cards/language/language.ts; issue #14): what a card in play makes happen
// instead of an event, as Forge's replacement effects, XMage's `ReplacementEffect`s and MTG rule 614 ("instead") do.
// Rulebook "Leaving Play": a personnel a card in play may save is "targeted to die" instead of killed at once, and waits
// while a player may pay for the replacement (domain/card-effects/targeted-to-die.ts).
import type { CardFilter } from './filter-language';
import type { GeneralVerb } from './verb-language';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** The event a replacement effect replaces: a personnel killed (Rulebook "Leaving Play": "targeted to die"). */
export interface ReplacedEvent {
  readonly event: 'personnel.killed';
}

/**
 * Rulebook "Using Skills", 10.2.1 Stopped: a cost of personnel stopped for their skills, chosen among those `of`
 * selects as the event happens (the card it happens to is `theTarget`), who together have every skill named (a skill
 * named twice: two levels of it), each one needed (Genetronic Replicator: "stop 2 MEDICAL present").
 */
export interface StopForSkills {
  readonly type: 'stop';
  readonly select: {
    readonly kind: 'chosenWithSkills';
    readonly of: {
      readonly kind: 'presentWith';
      readonly of: { readonly kind: 'target' };
      readonly filter: CardFilter;
      readonly others?: true;
    };
    readonly skills: ReadonlyArray<string>;
  };
}

/**
 * "When …, you may [cost] to [effects] instead": as the event `instead` names is about to happen to a card, the
 * player of the card in play may pay `cost` to have `effects` happen to that card (`theTarget`) instead. Genetronic
 * Replicator: "When a personnel is targeted to die, you may stop 2 MEDICAL present (who are not also targeted to die)
 * to return that personnel to hand instead." The same piece says Emergency Transporter Armbands' "Plays on your
 * personnel about to die … beam to safety" and Escape Pod's "Plays on ship being destroyed … saves entire crew" once
 * their events (a personnel about to die in a battle, a ship destroyed) are replaced, not responded to.
 */
export interface Replacement {
  readonly instead: ReplacedEvent;
  readonly cost: StopForSkills;
  readonly effects: ReadonlyArray<GeneralVerb>;
}
