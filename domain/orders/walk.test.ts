import * as E from 'fp-ts/Either';
import type { GameState, PlayerId } from '../core/game-state';
import { getCard } from '../core/game-state';
import { scenario } from '../game/scenario';
import { type OrderCommand, orders } from './index';
import type { WalkCard } from './walk';

describe('checkWalk', () => {
  it('should offer and apply disembarking from a docked ship onto its outpost (Rulebook 7.1.2)', () => {
    // Arrange
    const s = docked().build();
    const command = walkOf(s.id('Data'), s.id('U.S.S. Enterprise'), s.id('Federation Outpost'));
    // Act
    const next = orders.apply(command)(s.game);
    // Assert
    expect(legal(s.game)).toContainEqual(command);
    expect(getCard(s.id('Data'))(next).zone).toEqual({ kind: 'aboard', carrier: s.id('Federation Outpost') });
  });

  it('should offer and apply embarking from the outpost onto a docked ship, any number of times (Rulebook 7.1.2)', () => {
    // Arrange
    const s = docked().build();
    const off = orders.apply(walkOf(s.id('Data'), s.id('U.S.S. Enterprise'), s.id('Federation Outpost')))(
      s.game,
    );
    const command = walkOf(s.id('Data'), s.id('Federation Outpost'), s.id('U.S.S. Enterprise'));
    // Act
    const next = orders.apply(command)(off);
    // Assert
    expect(legal(off)).toContainEqual(command);
    expect(getCard(s.id('Data'))(next).zone).toEqual({ kind: 'aboard', carrier: s.id('U.S.S. Enterprise') });
  });

  it('should refuse walking from an undocked ship to the outpost (Rulebook 7.1.2)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Test Mission')
      .facility('p1', 'Federation Outpost', { at: 'Test Mission' })
      .ship('p1', 'U.S.S. Enterprise', { at: 'Test Mission' })
      .aboard('U.S.S. Enterprise', 'p1', ['Data'])
      .build();
    const command = walkOf(s.id('Data'), s.id('U.S.S. Enterprise'), s.id('Federation Outpost'));
    // Act
    const result = orders.check(command)(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('7.1.2 Walk');
    expect(legal(s.game)).not.toContainEqual(command);
  });

  it('should refuse disembarking from a cloaked docked ship (Rulebook 7.6)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Test Mission')
      .facility('p1', 'Klingon Outpost', { at: 'Test Mission' })
      .ship('p1', "I.K.C. K'Vort", { dockedAt: 'Klingon Outpost' })
      .aboard("I.K.C. K'Vort", 'p1', ["Kle'eg"])
      .modify("I.K.C. K'Vort", { cloaked: true })
      .build();
    // Act
    const result = orders.check(walkOf(s.id("Kle'eg"), s.id("I.K.C. K'Vort"), s.id('Klingon Outpost')))(
      s.game,
    );
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('7.6 Cloak');
  });

  it('should let personnel exit a landed ship onto its planet (Rulebook 7.1.2)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .ship('p1', 'Shuttle Galileo', { at: 'Avert Disaster' })
      .aboard('Shuttle Galileo', 'p1', ['Data'])
      .modify('Shuttle Galileo', { landed: true })
      .build();
    const command = walkOf(s.id('Data'), s.id('Shuttle Galileo'), s.id('Avert Disaster'));
    // Act
    const next = orders.apply(command)(s.game);
    // Assert
    expect(legal(s.game)).toContainEqual(command);
    expect(getCard(s.id('Data'))(next).zone).toEqual({
      kind: 'planetSurface',
      location: s.id('Avert Disaster'),
    });
  });

  it('should refuse walking out of a ship in orbit onto the planet (Rulebook 7.1.2)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .ship('p1', 'Shuttle Galileo', { at: 'Avert Disaster' })
      .aboard('Shuttle Galileo', 'p1', ['Data'])
      .build();
    // Act
    const result = orders.check(walkOf(s.id('Data'), s.id('Shuttle Galileo'), s.id('Avert Disaster')))(
      s.game,
    );
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('7.1.2 Walk');
  });

  it('should offer and apply walking between a carried ship and its carrier, both ways (Rulebook "Carried ships")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Test Mission')
      .ship('p1', 'U.S.S. Enterprise', { at: 'Test Mission' })
      .aboard('U.S.S. Enterprise', 'p1', ['Data'])
      .ship('p1', 'Type VI Shuttlecraft', { carriedBy: 'U.S.S. Enterprise' })
      .build();
    const [enterprise, shuttle] = [s.id('U.S.S. Enterprise'), s.id('Type VI Shuttlecraft')];
    const aboard = walkOf(s.id('Data'), enterprise, shuttle);
    const back = walkOf(s.id('Data'), shuttle, enterprise);
    // Act
    const next = orders.apply(aboard)(s.game);
    // Assert
    expect(legal(s.game)).toContainEqual(aboard);
    expect(getCard(s.id('Data'))(next).zone).toEqual({ kind: 'aboard', carrier: shuttle });
    expect(legal(next)).toContainEqual(back);
  });
});

// Helpers

const docked = () =>
  scenario()
    .mission('p1', 'Test Mission')
    .facility('p1', 'Federation Outpost', { at: 'Test Mission' })
    .ship('p1', 'U.S.S. Enterprise', { dockedAt: 'Federation Outpost' })
    .aboard('U.S.S. Enterprise', 'p1', ['Data']);

const walkOf = (card: string, from: string, to: string): WalkCard => ({
  type: 'card.walk',
  player: 'p1',
  card,
  from,
  to,
});

const legal = (game: GameState, player: PlayerId = 'p1'): ReadonlyArray<OrderCommand> =>
  // the list `legalActions` gives: order candidates are legal by construction (not filtered by their check)
  orders.candidates(player)(game);
