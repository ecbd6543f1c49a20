// The card text language's valid responses (cards/language/language.ts; Rulebook "Playing 'At Any Time'"): the action
// a card answers, in a response window (domain/responses).
import type { CardFilter, CrewNeed } from './filter-language';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** How a card play from hand plays a card: reports it, builds it, plays it as an event, interrupt or doorway, or a site. */
export type PlayedAs = 'report' | 'build' | 'event' | 'interrupt' | 'doorway' | 'timeLocation' | 'site';

/**
 * The action a card answers as a valid response (Rulebook "Playing 'At Any Time'": "a valid response to that
 * action"); the card then plays only in a response window, targeting that action's card.
 */
export type Trigger =
  /**
   * "Nullifies any one Interrupt card just played", "Plays immediately after opponent plays any non-Interrupt card
   * from hand": a card play from hand initiated and not yet resolved, played as one of `as` (any, if absent), whose
   * card matches `filter`, by `by`.
   */
  | {
      readonly type: 'cardPlayed';
      readonly as?: ReadonlyArray<PlayedAs>;
      readonly filter?: CardFilter;
      readonly by: 'anyone' | 'opponent';
    }
  /** "Plays within five seconds of either players' card draw": a card just drawn, still in its drawer's hand. */
  | { readonly type: 'cardDrawn'; readonly by: 'anyone' | 'opponent' }
  /**
   * Rulebook 7.4 stage 2 Responses: "Plays just after an Away Team battle is initiated": a battle of this kind just
   * initiated, answered only by players controlling a force in it.
   */
  | {
      readonly type: 'battleInitiated';
      readonly kind: 'personnel' | 'ship';
      /** Battle Bridge Door: "if you have Leadership in that battle": a personnel of the player's with this skill. */
      readonly ifYouHave?: string;
    }
  /**
   * "Plays on any just killed Klingon with Honor": a personnel just killed in battle (in its owner's discard pile) that
   * matches `filter`; with `oncePerVictim`, "May play only one death yell for each such Klingon" (either player's).
   */
  | {
      readonly type: 'personnelKilled';
      readonly filter?: CardFilter;
      readonly oncePerVictim?: boolean;
      /** "killed in an away team battle": only a personnel battle's kills (not a destroyed ship's crew). */
      readonly inBattle?: 'personnel';
    }
  /**
   * Escape Pod: "Plays on ship being destroyed" (Rulebook 7.4 ship battle stage 8: "cards that respond to the
   * destruction of a card"): a ship about to be destroyed, still in play, matching `filter`.
   */
  | { readonly type: 'shipBeingDestroyed'; readonly filter?: CardFilter }
  /**
   * Mission Debriefing, activated as a hidden agenda (Rulebook "Playing 'At Any Time'": "retroactive effect, if a valid
   * response"): "Whenever any crew or Away Team finishes a mission attempt": a mission attempt just finished (the
   * window after a solved attempt; a failed one has already stopped its team).
   */
  | { readonly type: 'attemptFinished' }
  /**
   * Rulebook 7.2 "cards which respond to that (such as Particle Fountain) may be played": a mission of this kind just
   * completed, by its solver (`solver`: "If 2 ENGINEER present in Away Team, play …") or by anyone (`anyone`: "Plays
   * on any Away Team that just completed a planet mission"); the team must have `teamHas` able to act; with
   * `oncePerMission`, "(maximum of one)" on each mission. The play targets the mission card.
   */
  | {
      readonly type: 'missionCompleted';
      readonly mission: 'planet' | 'space';
      readonly by: 'solver' | 'anyone';
      readonly teamHas?: CrewNeed;
      readonly oncePerMission?: boolean;
    };
