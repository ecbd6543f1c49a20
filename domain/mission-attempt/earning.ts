// Rulebook 7.2 "Solving a Mission": the solver earns the artifacts set aside at the mission, as each one's text says:
// "Use as Equipment card" (joins the team), "Immediately plays on table", or "Place in hand". Earning is neither a
// card play nor a report for duty. The solver's own seeded personnel join the team (under house arrest when
// incompatible aboard, 10.2.10); the opponent's seeded personnel are captured, escorted by the solving team
// (domain/capture/capture.ts); earning seeded equipment is not implemented (no implemented card seeds it under a mission,
// misseed.ts): it stays set aside.

import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import { capture } from '../capture/capture';
import { isUsedAsEquipment } from '../cards-in-play/equipment';
import { houseArrestIfIncompatible } from '../cards-in-play/house-arrest';
import { recordEvents } from '../core/game-events';
import {
  blueprintOf,
  type CardId,
  cardsIn,
  type GameState,
  getCard,
  moveCard,
  updateCard,
  type Zone,
} from '../core/game-state';
import type { RuleError } from '../core/rule-error';
import { enterPlay } from '../special-rules/holograms';
import type { MissionAttempt } from './model';
import { cardText } from './text-port';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** What became of one set-aside card. */
export interface ArtifactEarning {
  readonly card: CardId;
  readonly text: string;
}

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook "Artifacts": "Some are then kept as equipment, some play on the table as events, and others are placed
// in your hand for later use"
/**
 * Where an earned artifact goes: with the team as equipment, on the solver's table, or in the solver's hand.
 * @category operations
 */
export const artifactDestination =
  (artifact: CardId, attempt: MissionAttempt) =>
  (game: GameState): Zone => {
    const text = blueprintOf(artifact)(game).text;
    if (isUsedAsEquipment(blueprintOf(artifact)(game))) return attempt.place;
    if (/^Immediately plays on table/i.test(text)) return { kind: 'table', player: attempt.player };
    return { kind: 'hand', player: attempt.player };
  };

/**
 * Earns every artifact set aside at the attempted mission for the solver (now their controller).
 * @category operations
 */
export const earnSetAside =
  (attempt: MissionAttempt) =>
  (game: GameState): readonly [GameState, ReadonlyArray<ArtifactEarning>] => {
    const cards = cardsIn({ kind: 'setAside', location: attempt.location })(game);
    return cards.reduce<readonly [GameState, ReadonlyArray<ArtifactEarning>]>(
      ([g, notes], id) => {
        if (isOwnPersonnel(id, attempt, g))
          return [
            enteredPlay(id)(joinTeam(id, attempt)(g)),
            [...notes, { card: id, text: 'is earned and joins the team' }],
          ];
        if (blueprintOf(id)(g).type === 'Personnel') {
          const captured = captureEarned(id, attempt)(g);
          if (E.isRight(captured))
            return [captured.right, [...notes, { card: id, text: 'is earned and captured' }]];
        }
        if (blueprintOf(id)(g).type !== 'Artifact')
          return [
            g,
            [
              ...notes,
              {
                card: id,
                text: 'stays set aside: earning it is not implemented',
              },
            ],
          ];
        const to = artifactDestination(id, attempt)(g);
        const earned = updateCard(id, (c) => ({ ...c, controller: attempt.player, faceUp: true }))(
          moveCard(id, to, 'bottom')(g),
        );
        const played = to.kind === 'hand' ? earned : enteredPlay(id)(earned);
        return [
          cardText().whenEarned(id)(played),
          [...notes, { card: id, text: `is earned (to ${to.kind})` }],
        ];
      },
      [game, []],
    );
  };

// Helpers

/** The game event of a card earned into play (README "No silent blank cards": a blank card is logged). */
const enteredPlay = (card: CardId) => recordEvents({ type: 'card.enteredPlay', card });

// Rulebook 7.2 "Solving a Mission": "Personnel seeded by your opponent are captured" (escorted by the solving team)
const captureEarned =
  (id: CardId, attempt: MissionAttempt) =>
  (game: GameState): E.Either<RuleError, GameState> =>
    pipe(
      capture(id, attempt.player, { team: attempt.place })(
        updateCard(id, (c) => ({ ...c, faceUp: true }))(game),
      ),
      E.map(enterPlay(id)),
    );

const isOwnPersonnel = (id: CardId, attempt: MissionAttempt, game: GameState): boolean =>
  blueprintOf(id)(game).type === 'Personnel' && getCard(id)(game).owner === attempt.player;

// Rulebook 7.2 "Solving a Mission": "any personnel you seeded join your crew or Away Team if compatible, form a separate
// Away Team if not, or are placed under house arrest if aboard a ship"
const joinTeam =
  (id: CardId, attempt: MissionAttempt) =>
  (game: GameState): GameState =>
    pipe(
      moveCard(id, attempt.place, 'bottom')(game),
      updateCard(id, (c) => ({ ...c, controller: attempt.player, faceUp: true })),
      enterPlay(id),
      houseArrestIfIncompatible(id),
    );
