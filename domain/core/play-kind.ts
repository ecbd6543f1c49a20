// Rulebook "Play a Card": how a card plays from hand by its declared text (as an event, an interrupt or a doorway),
// read from the text's parts without interpreting it (core/declared-texts.ts): for card play, the downloads that play
// a card, a damage follow-up's download and the hidden agendas, which play as their type normally plays.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { Blueprint } from '../../cards/blueprint';
import { functionsOf } from './card-functions';
import { declaredText } from './declared-texts';
import { type RuleError, ruleError } from './rule-error';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** How a card plays from hand by its text: as an event (incidents and objectives too), an interrupt or a doorway. */
export type PlayKind = 'event' | 'interrupt' | 'doorway';

const PLAY = 'Play a Card';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook "Play a Card": events and interrupts play from hand by their text; a text the engine does not implement
// may not be played (playing it without its effect would be wrong). Rulebook (the card types, line 88): events,
// incidents and objectives "Although they have different names, they all function the same way": an incident or an
// objective with declared text plays like an event. A doorway with declared text plays as a doorway (Rulebook
// "Playing 'At Any Time'": "[Door] Doorways, by default, may play at any time during your turn only":
// domain/card-play/card-play.ts)
/**
 * How a card plays by its declared text (as an event, an interrupt or a doorway), or why it may not be played.
 * @category predicates
 */
export const textPlayKind = (card: Blueprint): E.Either<RuleError, PlayKind> => {
  const text = declaredText(card.id);
  const plays = O.isSome(text) && functionsOf(text.value).some((f) => f.plays !== undefined);
  if (
    (card.type === 'Event' ||
      card.type === 'Incident' ||
      card.type === 'Objective' ||
      card.type === 'Interrupt') &&
    plays
  )
    return E.right(card.type === 'Interrupt' ? 'interrupt' : 'event');
  if (card.type === 'Doorway' && plays) return E.right('doorway');
  // Rulebook "Artifacts": "placed in your hand for later use", played as its text says ("as an Event card")
  if (card.type === 'Artifact' && O.isSome(text) && text.value.plays !== undefined && text.value.playsAs)
    return E.right(text.value.playsAs);
  return E.left(
    ruleError(
      PLAY,
      `${card.title} is a ${card.type}: its game text is not implemented yet, so it may not be played.`,
    ),
  );
};
