// Rulebook "Required Actions": "When your cards are being compelled by a required action, they may not take any other
// actions until the required action is complete … If a ship is compelled by a required action, so is its crew: they
// may not leave by any means nor initiate battle. Additional personnel and equipment may beam or report aboard by
// normal means, but, once aboard, they must follow the same restrictions as the rest of the crew."
import * as E from 'fp-ts/Either';
import { loadCardDatabase } from '../../cards/database';
import type { InitiateCommand } from '../battle-rules/battle-model';
import { addCard, type CardId, cardsIn, type GameState, getCard } from '../core/game-state';
import * as Decisions from '../game/decisions';
import { scenario } from '../game/scenario';
import { orders } from '.';
import { checkEndTurn, compel, isCompelled, nearestOutposts } from './required-actions';

describe('checkOrder', () => {
  it('should offer only the moves toward the far end, not past it, and refuse the others with no change (Rulebook "Required Actions"; Cytherians)', () => {
    // Arrange
    const s = line()
      .ship('p1', 'U.S.S. Enterprise', { at: 'B' })
      .aboard('U.S.S. Enterprise', 'p1', crew)
      .build();
    const ship = s.id('U.S.S. Enterprise');
    const game = underCytherians(s.game, ship, s.id('C'));
    const back = move(ship, s.id('A'));
    // Act
    const result = Decisions.check(back)(game);
    // Assert
    expect(ruleOf(result)).toBe('Required Actions');
    expect(moves(game)).toEqual([s.id('C')]);
    expect(getCard(ship)(game).zone).toEqual({ kind: 'atLocation', location: s.id('B') });
  });

  it('should not let a ship under Cytherians dock (Rulebook "Required Actions"; Cytherians)', () => {
    // Arrange
    const s = line()
      .facility('p1', 'Federation Outpost', { at: 'B' })
      .ship('p1', 'U.S.S. Enterprise', { at: 'B' })
      .aboard('U.S.S. Enterprise', 'p1', crew)
      .build();
    const ship = s.id('U.S.S. Enterprise');
    const game = underCytherians(s.game, ship, s.id('C'));
    const dock = { type: 'ship.dock', player: 'p1', ship, facility: s.id('Federation Outpost') } as const;
    // Act
    const result = Decisions.check(dock)(game);
    // Assert
    expect(ruleOf(result)).toBe('Required Actions');
    expect(E.isRight(Decisions.check(dock)(s.game))).toBe(true);
    expect(Decisions.legalActions(game).some((c) => c.type === 'ship.dock')).toBe(false);
  });

  it('should let a docked compelled ship undock to travel (Rulebook "Required Actions")', () => {
    // Arrange
    const s = line()
      .facility('p1', 'Federation Outpost', { at: 'A' })
      .ship('p1', 'U.S.S. Enterprise', { dockedAt: 'Federation Outpost' })
      .aboard('U.S.S. Enterprise', 'p1', crew)
      .build();
    const ship = s.id('U.S.S. Enterprise');
    const game = underCytherians(s.game, ship, s.id('C'));
    // Act
    const result = Decisions.check({ type: 'ship.undock', player: 'p1', ship })(game);
    // Assert
    expect(result).toEqual(E.right(undefined));
  });
});

describe('isCompelled', () => {
  it('should keep the crew of a compelled ship from beaming off, and compel personnel who beam aboard (Rulebook "Required Actions")', () => {
    // Arrange
    const s = line()
      .mission('p1', { title: 'Explore Black Cluster', label: 'D' })
      .ship('p1', 'U.S.S. Enterprise', { at: 'B' })
      .aboard('U.S.S. Enterprise', 'p1', crew)
      .facility('p1', 'Federation Outpost', { at: 'B' })
      .aboard('Federation Outpost', 'p1', ['Data'])
      .build();
    const [ship, outpost] = [s.id('U.S.S. Enterprise'), s.id('Federation Outpost')];
    const game = underCytherians(s.game, ship, s.id('D'));
    const off = beam(s.id('Mendon'), ship, outpost);
    const on = beam(s.id('Data'), outpost, ship);
    // Act
    const refused = Decisions.check(off)(game);
    const boarded = Decisions.apply(on)(game);
    // Assert
    expect(ruleOf(refused)).toBe('Required Actions');
    expect(Decisions.check(on)(game)).toEqual(E.right(undefined));
    expect(isCompelled(s.id('Data'))(boarded)).toBe(true);
    expect(ruleOf(Decisions.check(beam(s.id('Data'), ship, outpost))(boarded))).toBe('Required Actions');
  });
});

describe('checkNotCompelled', () => {
  it('should not let a ship under Cytherians attempt a mission (Rulebook "Required Actions"; Cytherians)', () => {
    // Arrange
    const s = line()
      .ship('p1', 'U.S.S. Enterprise', { at: 'B' })
      .aboard('U.S.S. Enterprise', 'p1', crew)
      .build();
    const ship = s.id('U.S.S. Enterprise');
    const game = underCytherians(s.game, ship, s.id('C'));
    const attempt = { type: 'mission.attempt', player: 'p1', location: s.id('B'), ship } as const;
    // Act
    const result = Decisions.check(attempt)(game);
    // Assert
    expect(Decisions.check(attempt)(s.game)).toEqual(E.right(undefined));
    expect(ruleOf(result)).toBe('Required Actions');
  });

  it('should not let a ship under Cytherians initiate battle (Rulebook "Required Actions"; Cytherians)', () => {
    // Arrange
    const s = line()
      .ship('p1', 'U.S.S. Enterprise', { at: 'B' })
      .aboard('U.S.S. Enterprise', 'p1', crew)
      .ship('p2', "I.K.C. K'Vort", { at: 'B' })
      .aboard("I.K.C. K'Vort", 'p2', ['Kromm'])
      .build();
    const ship = s.id('U.S.S. Enterprise');
    const game = underCytherians(s.game, ship, s.id('C'));
    const attack: InitiateCommand = {
      type: 'battle.initiate',
      kind: 'ship',
      player: 'p1',
      location: s.id('B'),
      attackers: [ship],
      target: s.id("I.K.C. K'Vort"),
    };
    // Act
    const result = Decisions.check(attack)(game);
    // Assert
    expect(ruleOf(result)).toBe('Required Actions');
    expect(Decisions.legalActions(game).some((c) => c.type === 'battle.initiate')).toBe(false);
  });
});

describe('checkEndTurn', () => {
  it('should refuse ending the turn while the compelled ship can still move on, then allow it once its RANGE is used up (Rulebook "Required Actions")', () => {
    // Arrange
    const s = line()
      .mission('p1', { title: 'Explore Black Cluster', label: 'D' })
      .ship('p1', 'U.S.S. Enterprise', { at: 'A' })
      .aboard('U.S.S. Enterprise', 'p1', crew)
      .build();
    const ship = s.id('U.S.S. Enterprise');
    const game = underCytherians(s.game, ship, s.id('D'));
    const end = { type: 'turn.end', player: 'p1' } as const;
    // Act
    const before = Decisions.check(end)(game);
    const moved = Decisions.apply(move(ship, s.id('B')))(game);
    const midway = Decisions.check(end)(moved);
    const spent = Decisions.apply(move(ship, s.id('C')))(moved);
    // Assert: RANGE 8 takes it 4 + 3 = 7 to C; D (span 3) is out of reach this turn
    expect(ruleOf(before)).toBe('Required Actions');
    expect(ruleOf(midway)).toBe('Required Actions');
    expect(Decisions.check(end)(spent)).toEqual(E.right(undefined));
    expect(Decisions.legalActions(spent)).toContainEqual(end);
  });

  it('should let the turn end when the compelled ship cannot move (Rulebook 10.2.1 Stopped)', () => {
    // Arrange
    const s = line()
      .ship('p1', 'U.S.S. Enterprise', { at: 'A' })
      .aboard('U.S.S. Enterprise', 'p1', crew)
      .modify('U.S.S. Enterprise', { stopped: true })
      .build();
    const ship = s.id('U.S.S. Enterprise');
    const game = underCytherians(s.game, ship, s.id('C'));
    // Act
    const result = checkEndTurn('p1', orders.check)(game);
    // Assert
    expect(result).toEqual(E.right(undefined));
  });
});

describe('arrive', () => {
  it("should discard Cytherians to the encountering player's point area and score its points when the far end is reached (Cytherians)", () => {
    // Arrange
    const s = line()
      .ship('p1', 'U.S.S. Enterprise', { at: 'B' })
      .aboard('U.S.S. Enterprise', 'p1', crew)
      .build();
    const ship = s.id('U.S.S. Enterprise');
    const game = underCytherians(s.game, ship, s.id('C'));
    // Act
    const next = Decisions.apply(move(ship, s.id('C')))(game);
    // Assert
    expect(cardsIn({ kind: 'pointArea', player: 'p1' })(next)).toHaveLength(1);
    expect(next.players[0].score).toBe(15);
    expect(isCompelled(ship)(next)).toBe(false);
    expect(
      Decisions.legalActions(next).some((c) => c.type === 'ship.dock' || c.type === 'mission.attempt'),
    ).toBe(true);
  });

  it('should keep only the destinations the ship moved toward on a tie (Rulebook 12.5 Ties)', () => {
    // Arrange
    const s = line()
      .mission('p1', { title: 'Explore Black Cluster', label: 'D' })
      .ship('p1', 'U.S.S. Enterprise', { at: 'B' })
      .aboard('U.S.S. Enterprise', 'p1', crew)
      .build();
    const ship = s.id('U.S.S. Enterprise');
    const [card, added] = addCard('p2', cytherians(), { kind: 'playedOn', host: ship })(s.game);
    const game = compel(card, ship, [s.id('A'), s.id('D')], 'p1')(added);
    // Act
    const next = Decisions.apply(move(ship, s.id('C')))(game);
    // Assert
    expect(moves(game)).toEqual([s.id('A'), s.id('C'), s.id('D')]);
    expect(getCard(card)(next).requiredMove?.to).toEqual([s.id('D')]);
    expect(ruleOf(Decisions.check(move(ship, s.id('B')))(next))).toBe('Required Actions');
  });
});

describe('nearestOutposts', () => {
  it("should find the controller's outpost of the affiliation fewest locations away, then by span (Rulebook 12.6)", () => {
    // Arrange: outposts at A (1 location away, span 2) and C (1 location away, span 3), and an opponent's at B
    const s = line()
      .facility('p1', 'Federation Outpost', { at: 'A' })
      .facility('p1', { title: 'Federation Outpost', label: 'far' }, { at: 'C' })
      .facility('p2', { title: 'Federation Outpost', label: 'theirs' }, { at: 'B' })
      .ship('p1', 'U.S.S. Enterprise', { at: 'B' })
      .build();
    // Act
    const nearest = nearestOutposts(s.id('U.S.S. Enterprise'), 'Federation')(s.game);
    const klingon = nearestOutposts(s.id('U.S.S. Enterprise'), 'Klingon')(s.game);
    // Assert
    expect(nearest).toEqual([s.id('A')]);
    expect(klingon).toEqual([]);
  });
});

// Helpers

const crew = ['Jean-Luc Picard', 'Mendon', 'Alyssa Ogawa'];

/** Missions A, B and C with spans 2, 4 and 3 on p1's turn decision. */
const line = () =>
  scenario({ pending: { player: 'p1', decision: 'turn.act' } })
    .mission('p1', { title: 'Explore Dyson Sphere', label: 'A' })
    .mission('p1', { title: 'Study Nebula', label: 'B' })
    .mission('p1', { title: 'Test Mission', label: 'C' });

const cytherians = () => loadCardDatabase().blueprint('premiere/cytherians');

/** The game with p2's Cytherians placed on the ship, encountered by p1, bound for `to`. */
const underCytherians = (game: GameState, ship: CardId, to: CardId): GameState => {
  const [card, added] = addCard('p2', cytherians(), { kind: 'playedOn', host: ship })(game);
  return compel(card, ship, [to], 'p1')(added);
};

const move = (ship: CardId, to: CardId) => ({ type: 'ship.move', player: 'p1', ship, to }) as const;

const beam = (card: CardId, from: CardId, to: CardId) =>
  ({ type: 'card.beam', player: 'p1', card, from, to }) as const;

const moves = (game: GameState): ReadonlyArray<string> =>
  Decisions.legalActions(game).flatMap((c) => (c.type === 'ship.move' ? [c.to] : []));

const ruleOf = (result: E.Either<{ readonly rule: string }, unknown>): string | null =>
  E.isLeft(result) ? result.left.rule : null;
