import { test } from '@fast-check/jest';
import * as E from 'fp-ts/Either';
import type { PlayCard } from '../domain/card-play/card-play';
import type { CardId, GameState } from '../domain/core/game-state';
import * as Decisions from '../domain/game/decisions';
import type { Place } from '../domain/orders/places';
import { sitePositions } from './arbitraries/site-positions';
import { runs } from './runs';

// ARCHITECTURE "Every player decision is a command": at a station with sites (Rulebook "Sites"), `legalActions` lists
// exactly the reports, walks, beams, docks and undocks that `check` accepts. Positions: p1's Terok Nor with some of
// its sites, personnel of both players at random sites, p1's ship in orbit or docked at a site, cards in p1's hand,
// the normal card play spent or not; every such command naming any card, site or place is checked.
describe('legalActions at a station with sites', () => {
  test.prop([sitePositions], { numRuns: runs(60) })(
    'should list exactly the site reports, walks, beams, docks and undocks that check accepts',
    (arranged) => {
      // Arrange
      const game = arranged;
      // Act
      const listed = new Set(
        Decisions.legalActions(game)
          .filter((c) => KINDS.has(c.type))
          .map((c) => JSON.stringify(c)),
      );
      const accepted = everyCommand(game).filter((c) => E.isRight(Decisions.check(c)(game)));
      // Assert
      expect(new Set(accepted.map((c) => JSON.stringify(c)))).toEqual(listed);
    },
  );
});

// Helpers

const KINDS = new Set(['card.play', 'card.walk', 'card.beam', 'ship.dock', 'ship.undock']);

/**
 * Every report, walk, beam, dock and undock (with any of p1's personnel boarding) naming any of p1's cards and any
 * place, site or affiliation.
 */
const everyCommand = (game: GameState): ReadonlyArray<Decisions.Command> => {
  const cards = Object.values(game.cards);
  const station = cards.find((c) => c.zone.kind === 'atLocation' && c.blueprint.includes('TerokNor'))
    ?.id as CardId;
  const sites = cards.filter((c) => c.zone.kind === 'playedOn').map((c) => c.id);
  const mission = cards.find((c) => c.zone.kind === 'spaceline')?.id as CardId;
  const ships = cards.filter((c) => c.blueprint === 'ds9/galor').map((c) => c.id);
  const places: ReadonlyArray<Place> = [station, mission, ...sites, ...ships];
  const hand = cards.filter((c) => c.zone.kind === 'hand').map((c) => c.id);
  const movers = cards
    .filter((c) => c.controller === 'p1' && (c.zone.kind === 'aboard' || c.zone.kind === 'planetSurface'))
    .map((c) => c.id);
  const reports = hand.flatMap((card) =>
    [undefined, ...sites].flatMap((site) =>
      [null, 'Cardassian', 'Federation', 'Ferengi', 'Bajoran'].map(
        (affiliation): PlayCard => ({
          type: 'card.play',
          player: 'p1',
          card,
          kind: 'report',
          facility: station,
          affiliation,
          ...(site === undefined ? {} : { site }),
        }),
      ),
    ),
  );
  const moves = movers.flatMap((card) =>
    places.flatMap((from) =>
      places.flatMap((to) =>
        (['card.walk', 'card.beam'] as const).map(
          (type) => ({ type, player: 'p1', card, from, to }) as const,
        ),
      ),
    ),
  );
  const docks = ships.flatMap((ship) => [
    { type: 'ship.undock', player: 'p1', ship } as const,
    // docking sites: "(just before undocking, that personnel may board ship)"
    ...movers.map((boarding) => ({ type: 'ship.undock', player: 'p1', ship, boarding }) as const),
    ...[undefined, ...sites].map(
      (site) =>
        ({
          type: 'ship.dock',
          player: 'p1',
          ship,
          facility: station,
          ...(site === undefined ? {} : { site }),
        }) as const,
    ),
  ]);
  return [...reports, ...moves, ...docks];
};
