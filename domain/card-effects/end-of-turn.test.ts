import { loadCardDatabase } from '../../cards/database';
import { addCard, type CardId, type GameState, type Zone } from '../core/game-state';
import { useAllowance } from '../core/permissions';
import { scenario } from '../game/scenario';
import { atEndOfTurn } from './end-of-turn';

describe('atEndOfTurn', () => {
  it("should act at the end of the host owner's next turn, not the turn the card entered play (Rulebook 12.2)", () => {
    // Arrange
    const [breach, game] = onShip('p1', 1);
    const atTurn = (turn: number): GameState => ({
      ...game,
      turn: { ...game.turn, number: turn, active: turn % 2 === 1 ? 'p1' : 'p2' },
    });
    // Act
    const zones = [1, 2, 3].map((t) => atEndOfTurn(atTurn(t)).cards[breach]?.zone.kind);
    // Assert
    expect(zones).toEqual(['playedOn', 'playedOn', 'discard']);
  });

  it("should act at the end of its player's own turn when it entered play on the opponent's (Rulebook 12.2)", () => {
    // Arrange
    const s = scenario({ turn: 2, active: 'p2' })
      .mission('p1', 'Test Mission')
      .ship('p1', 'Runabout', { at: 'Test Mission' })
      .build();
    const [, timed] = put(
      s.game,
      'p1',
      'Auto-Destruct Sequence',
      { kind: 'playedOn', host: s.id('Runabout') },
      2,
    );
    const nextTurn: GameState = { ...timed, turn: { ...timed.turn, number: 3, active: 'p1' } };
    // Act
    const [now, yours] = [atEndOfTurn(timed), atEndOfTurn(nextTurn)];
    // Assert
    expect(now.cards[s.id('Runabout')]?.zone.kind).toBe('atLocation');
    expect(yours.cards[s.id('Runabout')]?.zone.kind).toBe('discard');
  });

  it('should not time text from a card without a recorded entry turn', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .surface('Avert Disaster', 'p1', ['Data'])
      .table('p1', ['Anti-Time Anomaly'])
      .build();
    // Act
    const after = [1, 3, 5, 7, 9].map((number) =>
      atEndOfTurn({ ...s.game, turn: { ...s.game.turn, number } }),
    );
    // Assert
    expect(after.map((g) => g.cards[s.id('Data')]?.zone.kind)).toEqual(Array(5).fill('planetSurface'));
  });
});

describe('atEndOfTurn with a condition', () => {
  it("should draw Horga'hn's extra card only for the player who did not make the additional card play", () => {
    // Arrange
    const game = scenario().table('p1', ["Horga'hn"]).drawDeck('p1', ['Data', 'Worf']).build().game;
    // Act
    const hands = [atEndOfTurn(game), atEndOfTurn(useAllowance('extraCardPlay', 'p1')(game))].map(
      (g) => g.zones['hand:p1']?.length ?? 0,
    );
    // Assert
    expect(hands).toEqual([1, 0]);
  });
});

// Helpers

/** Warp Core Breach of `player` on p1's own ship, entered on `turn`. */
const onShip = (player: string, turn: number): readonly [string, GameState] => {
  const s = scenario().mission('p1', 'Test Mission').ship('p1', 'Runabout', { at: 'Test Mission' }).build();
  return put(s.game, player, 'Warp Core Breach', { kind: 'playedOn', host: s.id('Runabout') }, turn);
};

/** The game with one more card of `title` in `zone`, entered on `turn`. */
const put = (
  game: GameState,
  owner: string,
  title: string,
  zone: Zone,
  turn: number,
): readonly [CardId, GameState] => {
  const [blueprint] = loadCardDatabase().byTitle(title);
  if (blueprint === undefined) throw new Error(`no card ${title}`);
  const [id, added] = addCard(owner, blueprint, zone)(game);
  const card = added.cards[id];
  if (card === undefined) throw new Error(`no card ${id}`);
  return [id, { ...added, cards: { ...added.cards, [id]: { ...card, enteredOnTurn: turn } } }];
};
