// ARCHITECTURE "One owner of the game state" and issue #14 ("the core never imports a card"; imports run one way):
// the fields of GameState whose shape is made of the types of a chapter above core (a response window's actions
// name card plays, a follow-up choice is one of the kinds card text and the special rules ask for). Core declares
// the table empty; the chapter that owns a field adds it by TypeScript declaration merging
// (`declare module '../core/chapter-states' { interface ChapterStates { ... } }`), so that GameState carries the
// field's type while core imports nothing above it. Each field is optional in GameState: absent when not under way.

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/**
 * The shapes of the GameState fields owned by the chapters above core, each added by its chapter:
 * `responding` (domain/responses/model.ts), `choosing` (domain/card-effects/follow-up.ts).
 */
// biome-ignore lint/suspicious/noEmptyInterface: the chapters fill it by declaration merging
export interface ChapterStates {}
