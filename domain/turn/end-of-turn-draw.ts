// Rulebook "End of Turn": "your end-of-turn card draw must be the very last thing you do"; Rulebook "Downloading": a
// download "in place of one card draw" replaces it (domain/downloads/in-place-of-draw.ts). After the end-of-turn actions, a
// player who may replace the draw (a card of theirs in play grants it, and a card is there to draw: with an empty draw
// deck there is no draw to replace) decides (`turn.draw`): `card.draw` draws as usual, a `card.download` with
// `inPlaceOf: 'cardDraw'` downloads instead. Otherwise the card is drawn at once, as before. The card draws of the end
// of the turn (the actions' and the draw itself) then open their response windows (Subspace Schism); a download is no
// card draw. Guest Quarters' "in place of one card draw, draw two cards and place one of them beneath draw deck"
// replaces it too (`card.draw` naming the site, domain/sites/guest-quarters.ts).
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { EndOfTurnDraw } from '../core/card-draws';
import { awaitDecision, type DecisionRule } from '../core/decision';
import { drawsBetween, openDrawWindows, openWindowsOnDraws, withLaterDraws } from '../core/draw-windows';
import { eventsOf, recordEvents, withoutEvents } from '../core/game-events';
import type { GameState, PlayerId } from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import * as InPlaceOfDraw from '../downloads/in-place-of-draw';
import * as GuestQuarters from '../sites/guest-quarters';
import { drawCard, endOfTurnActions, topOfDrawDeck } from './turn';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Draw the end-of-turn card as usual. */
export interface DrawCard {
  readonly type: 'card.draw';
  readonly player: PlayerId;
}

/** The answers to the end-of-turn draw decision. */
export type DrawCommand = DrawCard | InPlaceOfDraw.DownloadInPlaceOfDraw | GuestQuarters.DrawTwoInPlaceOfDraw;

const RULE = 'End of Turn';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * True while the end-of-turn card draw waits on its player's decision.
 * @category predicates
 */
export const isDrawing = (game: GameState): boolean => game.endOfTurnDraw !== undefined;

/**
 * Whether `player` may replace their end-of-turn draw now: a card to draw, and a legal download in its place or a draw
 * of two by a site's text (Guest Quarters).
 */
const mayReplaceDraw = (player: PlayerId, game: GameState): boolean =>
  O.isSome(topOfDrawDeck(player)(game)) &&
  ((InPlaceOfDraw.hasGrant(player)(game) && InPlaceOfDraw.candidates(player)(game).length > 0) ||
    GuestQuarters.candidates(player)(game).length > 0);

/**
 * Right when the command answers the end-of-turn draw decision legally, else the rule it breaks.
 * @category predicates
 */
export const check =
  (command: DrawCommand) =>
  (game: GameState): E.Either<RuleError, void> => {
    if (game.endOfTurnDraw?.player !== command.player)
      return E.left(ruleError(RULE, `${command.player}'s end-of-turn card draw is not under way.`));
    if (command.type === 'card.draw')
      return 'site' in command ? GuestQuarters.check(command)(game) : E.right(undefined);
    return command.inPlaceOf === 'cardDraw'
      ? InPlaceOfDraw.check(command)(game)
      : E.left(ruleError(RULE, 'Draw the card, or download in its place (`inPlaceOf: "cardDraw"`).'));
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook "End of Turn": the end-of-turn actions, then the card draw, which may be answered (Subspace Schism)
/**
 * The end-of-turn actions, then the card draw with a response window on the card draws they made; or, when the
 * active player may download in place of the draw, the game waiting on that decision (`turn.draw`), the game events of
 * the end-of-turn actions kept until it is made.
 * @category operations
 */
export const endTurn = (game: GameState): GameState => {
  const acted = endOfTurnActions(game);
  const player = acted.turn.active;
  if (!mayReplaceDraw(player, acted)) return openDrawWindows(game)(drawCard(acted));
  // the game events of the end-of-turn actions (a countdown's kills) wait for the draw: no decision point holds any
  const events = eventsOf(acted);
  const drawing: EndOfTurnDraw = {
    player,
    earlierDraws: drawsBetween(game, acted),
    ...(events.length === 0 ? {} : { earlierEvents: events }),
  };
  return awaitDecision(player, 'turn.draw')({ ...withoutEvents(acted), endOfTurnDraw: drawing });
};

/**
 * The game after the end-of-turn draw decision: the card drawn, or the download made in its place; then the response
 * windows on the end of the turn's card draws.
 * @category operations
 */
export const apply =
  (command: DrawCommand) =>
  (game: GameState): GameState => {
    const { endOfTurnDraw, ...drawing } = game;
    const earlier = endOfTurnDraw?.earlierDraws ?? [];
    const rest = recordEvents(...(endOfTurnDraw?.earlierEvents ?? []))(drawing);
    if (command.type !== 'card.draw') return openWindowsOnDraws(earlier)(InPlaceOfDraw.apply(command)(rest));
    if ('site' in command) return GuestQuarters.drawTwo(command, earlier)(rest);
    const drawn = drawCard(rest);
    return openWindowsOnDraws(withLaterDraws(earlier, drawsBetween(rest, drawn)))(drawn);
  };

// -------------------------------------------------------------------------------------
// instances
// -------------------------------------------------------------------------------------

/**
 * The end-of-turn draw decision (`turn.draw`): the draw, or each legal download in its place.
 * @category instances
 */
export const rule: DecisionRule<DrawCommand> = {
  commandTypes: ['card.draw', 'card.download'],
  candidates: (player) => (game) => [
    { type: 'card.draw', player },
    ...GuestQuarters.candidates(player)(game),
    ...InPlaceOfDraw.candidates(player)(game),
  ],
  candidatesAreLegal: true,
  check,
  apply,
};
