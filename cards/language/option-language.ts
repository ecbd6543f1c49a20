// The choice of options of the effect language, one verb for card text and dilemmas alike (issue #14: "choices by a
// named player"): "… OR …" offers a player named courses, the player names one label and its effects run. A dilemma's
// chooser is named by its text (Sarjenka: the encountering player; Strict Dress Code); a card's text is chosen by the
// player whose card it is, as the play names it (Battle Bridge Door: "Allows you to draw two extra Tactic cards
// (cumulative) or enhances each of your ships' and facilities' WEAPONS +1").

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** One course of a choice: the label the chooser names, and what it does. */
export interface Option<E> {
  readonly label: string;
  readonly effects: ReadonlyArray<E>;
}

/** "… OR …": the chooser `by` names one of the options, whose effects then run. */
export interface ChoiceOfOptions<E, By> {
  readonly type: 'option';
  readonly by: By;
  readonly options: ReadonlyArray<Option<E>>;
}
