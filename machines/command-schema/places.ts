// The schemas of the places a command names: a zone (where a personnel battle is fought) and the routes, transports
// and downloads of card plays (domain/card-instance.ts, domain/card-effects/).
import { Type } from '@sinclair/typebox';
import { cardId, cardIds, count, exact, name, oneOf, playerId } from './fields';

const playerZone = <K extends string>(kind: K) => exact({ kind: Type.Literal(kind), player: playerId() });
const locationZone = <K extends string>(kind: K) =>
  exact({ kind: Type.Literal(kind), location: cardId('a location') });

/** When a ship that disappeared reappears (domain/card-instance.ts `Reappearance`). */
export const reappearance = oneOf([exact({ card: cardId() }), exact({ endOfTurn: count('a turn number') })]);

/** A zone (domain/card-instance.ts `Zone`): where a card is. */
export const zone = Type.Recursive(
  (self) =>
    oneOf(
      [
        playerZone('drawDeck'),
        playerZone('hand'),
        playerZone('discard'),
        playerZone('outOfPlay'),
        playerZone('pointArea'),
        playerZone('seedDeck'),
        playerZone('missionPile'),
        playerZone('sitePile'),
        exact({ kind: Type.Literal('sideDeck'), player: playerId(), name: name('the side deck') }),
        locationZone('spaceline'),
        locationZone('underMission'),
        locationZone('atLocation'),
        locationZone('planetSurface'),
        exact({ kind: Type.Literal('aboard'), carrier: cardId(), site: Type.Optional(cardId('a site')) }),
        exact({ kind: Type.Literal('docked'), facility: cardId(), site: Type.Optional(cardId('a site')) }),
        exact({ kind: Type.Literal('carried'), carrier: cardId() }),
        playerZone('table'),
        exact({ kind: Type.Literal('playedOn'), host: cardId(), from: Type.Optional(self) }),
        locationZone('setAside'),
        playerZone('beingPlayed'),
        exact({
          kind: Type.Literal('disappeared'),
          location: cardId('a location'),
          from: self,
          until: Type.Optional(reappearance),
        }),
        exact({ kind: Type.Literal('dying'), player: playerId(), from: self }),
      ],
      'a zone: { kind, and its player, location or card }',
    ),
  { $id: 'Zone' },
);

/** Where a beam "up or down" goes (domain/card-effects/emergency-beam.ts `Route`). */
export const route = exact({ from: cardId('a place'), to: cardId('a place') }, 'a route: { from, to }');

/** What a Near-Warp Transport play beams and where (domain/card-effects/near-warp.ts `Transport`). */
export const transport = exact({ cards: cardIds('the cards beamed'), destination: cardId('a place') });

/** The second Wormhole of a play and where its ship relocates (domain/card-effects/wormhole.ts `WormholePair`). */
export const wormholePair = exact({ pair: cardId(), destination: cardId('a location') });

/** The card a play downloads from a side deck and where (domain/card-effects/tribble-download.ts). */
export const sideDeckDownload = exact({ card: cardId(), place: cardId('a place') });
