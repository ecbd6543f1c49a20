import { fc, test } from '@fast-check/jest';
import * as E from 'fp-ts/Either';
import { blueprintOf, cardsIn, type GameState, type PlayerId, type Zone } from '../domain/core/game-state';
import { zoneKeyOf } from '../domain/core/zone-index';
import type { Command } from '../domain/game/decisions';
import { checkInvariants } from '../domain/game/invariants';
import { scenario } from '../domain/game/scenario';
import { groupAt, isTribblePlace } from '../domain/tribbles/tribbles';
import { type Game, legalActions, send, startGame, state } from '../machines/engine';
import { runs } from './runs';

const HERE = 'Excavation';
const SIDE_DECK = [
  '1 Tribble - Bonus',
  '1 Tribble - Go',
  '10 Tribbles - Go',
  '100 Tribbles - Bonus',
  '1,000 Tribbles - Bonus',
  '... on the Bridge',
  '... in the Engine Room',
  '... on the Station',
];

// Rulebook "[Tribble] Tribbles (11.3)": whatever the players do, every command `legalActions` lists is accepted, the
// state keeps its invariants, a tribble or trouble card is only in a side deck, in hand while drawn, in a discard pile
// or at a place (aboard, on a planet surface), and a trouble card is never left where no tribbles are (but while the
// owners of the troubles there decide whether they go with the tribbles that just left: the troubles that stay are
// discarded once every one is decided, domain/tribbles/trouble-follow.ts).
describe('tribbles', () => {
  test.prop([fc.array(fc.nat(), { minLength: 60, maxLength: 60 }), fc.nat()], { numRuns: runs(20) })(
    'should keep tribble and trouble cards where the rules put them, whatever is played (Rulebook "Tribbles (11.3)")',
    (picks, seed) => {
      // Arrange
      const game = started(seed);
      // Act & Assert
      for (const pick of picks) {
        const actions = legalActions(game);
        if (actions.length === 0) break;
        const sent = send(game, actions[pick % actions.length] as Command);
        expect(E.isRight(sent)).toBe(true);
        const now = state(game);
        expect(checkInvariants(now)).toEqual([]);
        for (const card of Object.values(now.cards)) {
          const type = blueprintOf(card.id)(now).type;
          if (type !== 'Tribble' && type !== 'Trouble') continue;
          expect(['sideDeck', 'hand', 'discard', 'aboard', 'planetSurface']).toContain(card.zone.kind);
          if (type === 'Trouble' && isTribblePlace(card.zone) && !isDeciding(now, card.zone))
            expect(groupAt(card.zone)(now).length).toBeGreaterThan(0);
        }
        expect(drawnInHand(now)).toBe(true);
      }
    },
  );
});

// Helpers

/** Both players with a ship and crew at Excavation and an open Tribble side deck; p1's outpost, a Runabout docked. */
const started = (seed: number): Game => {
  const built = (['p1', 'p2'] as const)
    .reduce(
      (b, player, i) =>
        b
          .ship(
            player,
            { title: i === 0 ? 'U.S.S. Galaxy' : 'U.S.S. Miranda', label: `${player} ship` },
            { at: HERE },
          )
          .aboard(`${player} ship`, player, i === 0 ? ['Data', 'Montgomery Scott'] : ['Tasha Yar', 'Worf'])
          .table(player, ['Storage Compartment Door'])
          .place(player, { kind: 'sideDeck', player, name: 'Storage Compartment Door' }, SIDE_DECK)
          .drawDeck(player, ['Wesley Crusher', 'Wesley Crusher']),
      scenario({ seed })
        .mission('p1', HERE)
        .facility('p1', 'Federation Outpost', { at: HERE })
        .ship('p1', 'Runabout', { dockedAt: 'Federation Outpost' }),
    )
    .build();
  const game = startGame(built.game);
  if (E.isLeft(game)) throw new Error(game.left.message);
  return game.right;
};

/** Whether the troubles at a place wait for their owners' decisions to go with the tribbles that left it or stay. */
const isDeciding = (game: GameState, place: Zone): boolean =>
  game.choosing?.kind === 'troublesFollow' && zoneKeyOf(game.choosing.from) === zoneKeyOf(place);

/** A tribble or trouble card is in hand only while drawn from the side deck, waiting to be played or discarded. */
const drawnInHand = (game: GameState): boolean =>
  game.players.every(({ id }: { readonly id: PlayerId }) =>
    cardsIn({ kind: 'hand', player: id })(game)
      .filter((card) => ['Tribble', 'Trouble'].includes(blueprintOf(card)(game).type))
      .every((card) => drawn(game.choosing).includes(card)),
  );

/** The cards drawn still to play, in the choice under way or in one it takes up after (troubles deciding first). */
const drawn = (choosing: GameState['choosing']): ReadonlyArray<string> => {
  if (choosing === undefined) return [];
  if (choosing.kind === 'tribblesDrawn') return choosing.cards;
  return 'resume' in choosing ? drawn(choosing.resume) : [];
};
