import { fc, test } from '@fast-check/jest';
import { loadCardDatabase } from '../cards/database';
import { emptyGame } from '../domain/core/empty-game';
import { addCard, cardsIn, type GameState, moveCard, type Zone } from '../domain/core/game-state';
import { checkInvariants } from '../domain/game/invariants';

const positionArb = fc.oneof(fc.constant('top' as const), fc.constant('bottom' as const), fc.nat({ max: 8 }));

// Whatever sequence of moves is made, every card stays in exactly one place (Architecture principle 2).
describe('moveCard', () => {
  test.prop([fc.array(fc.record({ card: fc.nat(), zone: fc.nat(), at: positionArb }), { maxLength: 60 })])(
    'should keep every card in exactly one zone list matching its zone, whatever the moves',
    (moves) => {
      // Arrange
      let game = startingGame();
      const ids = Object.keys(game.cards);
      // Act
      for (const m of moves) {
        const id = ids[m.card % ids.length] as string;
        game = moveCard(id, zoneFor(m.zone, ids), m.at)(game);
      }
      // Assert
      expect(checkInvariants(game)).toEqual([]);
      const listed = Object.values(game.zones).flat();
      expect(listed.sort()).toEqual([...ids].sort());
    },
  );

  test.prop([fc.nat(), fc.nat(), positionArb])(
    'should put the card at the requested place in the target zone',
    (card, zone, at) => {
      // Arrange
      const game = startingGame();
      const ids = Object.keys(game.cards);
      const id = ids[card % ids.length] as string;
      const to = zoneFor(zone, ids);
      // Act
      const next = moveCard(id, to, at)(game);
      // Assert
      const list = cardsIn(to)(next);
      const expected = at === 'top' ? 0 : at === 'bottom' ? list.length - 1 : Math.min(at, list.length - 1);
      expect(list.indexOf(id)).toBe(expected);
    },
  );
});

// Helpers

const zoneFor = (n: number, ids: ReadonlyArray<string>): Zone => {
  const zones: ReadonlyArray<Zone> = [
    { kind: 'drawDeck', player: 'p1' },
    { kind: 'hand', player: 'p1' },
    { kind: 'discard', player: 'p2' },
    { kind: 'underMission', location: 'L1' },
    { kind: 'planetSurface', location: 'L1' },
    { kind: 'aboard', carrier: ids[0] as string },
    { kind: 'sideDeck', player: 'p2', name: 'Tribbles' },
  ];
  return zones[n % zones.length] as Zone;
};

const startingGame = (): GameState => {
  const picard = loadCardDatabase().blueprint('premiere/jeanlucpicard');
  let game = emptyGame(['p1', 'p2'], 1);
  for (let i = 0; i < 8; i++) {
    const owner = i % 2 === 0 ? 'p1' : 'p2';
    game = addCard(owner, picard, { kind: 'drawDeck', player: owner })(game)[1];
  }
  return game;
};
