// Constructors for the card text language's replacement effects (cards/language/replacement-language.ts), so that a
// declaration reads like its printed text: `instead(whenTargetedToDie, stopForSkills(…), returnToHand(theTarget))`.
import type { CardFilter, GeneralVerb, ReplacedEvent, Replacement, StopForSkills } from './language';

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/** Rulebook "Leaving Play": "When a personnel is targeted to die". */
export const whenTargetedToDie: ReplacedEvent = { event: 'personnel.killed' };

/**
 * "stop 2 MEDICAL present": the other cards present with the one the event happens to that match `filter`, chosen
 * for their skills (a skill named twice: two levels of it), and stopped.
 */
export const stopPresentForSkills = (
  filter: CardFilter,
  ...skills: ReadonlyArray<string>
): StopForSkills => ({
  type: 'stop',
  select: {
    kind: 'chosenWithSkills',
    of: { kind: 'presentWith', of: { kind: 'target' }, filter, others: true },
    skills,
  },
});

/** "you may [cost] to [effects] instead": a replacement of the event. */
export const instead = (
  replaced: ReplacedEvent,
  cost: StopForSkills,
  ...effects: ReadonlyArray<GeneralVerb>
): Replacement => ({ instead: replaced, cost, effects });
