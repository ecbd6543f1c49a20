import { fc, test } from '@fast-check/jest';
import * as E from 'fp-ts/Either';
import type { CardId, GameState } from '../domain/core/game-state';
import type { DownloadInPlaceOfDraw } from '../domain/downloads/in-place-of-draw';
import * as Decisions from '../domain/game/decisions';
import { scenario } from '../domain/game/scenario';
import { endTurn } from '../domain/turn/end-of-turn-draw';
import { runs } from './runs';

/** Cards a draw deck or hand may hold: two Transwarp cards, and two others. */
const POOL = ['Transwarp Conduit', 'Transwarp Network Gateway', 'Worf', 'Wormhole'] as const;

// Rulebook "Downloading" ("in place of one card draw") and ARCHITECTURE "Every player decision is a command": at the
// end-of-turn draw, `legalActions` lists exactly the downloads `check` accepts, whatever the draw deck, hand and
// place of the card granting them; and the decision is asked exactly when one is legal.
describe('legalActions', () => {
  test.prop(
    [
      fc.array(fc.constantFrom(...POOL), { maxLength: 5 }),
      fc.array(fc.constantFrom(...POOL), { maxLength: 2 }),
      fc.constantFrom('aboardYourShip', 'aboardTheirShip', 'onPlanet', 'stopped'),
    ],
    { numRuns: runs(40) },
  )(
    'should list every download in place of the end-of-turn draw that check accepts, and only those',
    (deck, hand, place) => {
      // Arrange
      const game = endTurn(twoOfNineteen(deck, hand, place));
      const asked = game.pending?.decision === 'turn.draw';
      const drawing: GameState = asked
        ? game
        : { ...game, endOfTurnDraw: { player: 'p1', earlierDraws: [] } };
      const pending: GameState = { ...drawing, pending: { player: 'p1', decision: 'turn.draw' } };
      // Act
      const listed = new Set(Decisions.legalActions(pending).map((command) => JSON.stringify(command)));
      const accepted = everyDownload(pending).filter((command) =>
        E.isRight(Decisions.check(command)(pending)),
      );
      // Assert
      expect(new Set(accepted.map((command) => JSON.stringify(command)))).toEqual(
        new Set([...listed].filter((command) => command.includes('card.download'))),
      );
      expect(asked).toBe(accepted.length > 0 && deck.length > 0);
    },
  );
});

// Helpers

const twoOfNineteen = (
  deck: ReadonlyArray<string>,
  hand: ReadonlyArray<string>,
  place: 'aboardYourShip' | 'aboardTheirShip' | 'onPlanet' | 'stopped',
): GameState => {
  const base = scenario({ pending: { player: 'p1', decision: 'turn.act' } })
    .mission('p1', 'Test Mission')
    .ship('p1', { title: 'Runabout', label: 'yours' }, { at: 'Test Mission' })
    .ship('p2', { title: 'Runabout', label: 'theirs' }, { at: 'Test Mission' })
    .drawDeck('p1', deck)
    .hand('p1', hand);
  const placed =
    place === 'onPlanet'
      ? base.surface('Test Mission', 'p1', ['Two of Nineteen'])
      : base.aboard(place === 'aboardTheirShip' ? 'theirs' : 'yours', 'p1', ['Two of Nineteen']);
  return (place === 'stopped' ? placed.modify('Two of Nineteen', { stopped: true }) : placed).build().game;
};

/** Every download in place of a draw by any card to any card of p1's, to hand or played on any card. */
const everyDownload = (game: GameState): ReadonlyArray<DownloadInPlaceOfDraw> => {
  const ids = Object.keys(game.cards) as CardId[];
  return ids.flatMap((source) =>
    ids.flatMap((target): ReadonlyArray<DownloadInPlaceOfDraw> => {
      const base = { type: 'card.download', player: 'p1', source, target, inPlaceOf: 'cardDraw' } as const;
      return [
        { ...base, to: 'hand' },
        ...ids.map(
          (on): DownloadInPlaceOfDraw => ({
            ...base,
            play: { type: 'card.play', player: 'p1', card: target, kind: 'interrupt', target: { card: on } },
          }),
        ),
      ];
    }),
  );
};
