import { cardsIn, getCard } from '../core/game-state';
import { scenario } from '../game/scenario';
import { atEndOfTurn } from './end-of-turn';
import { isShipInRegion } from './end-of-turn-probes';

describe('isShipInRegion', () => {
  it('should hold only while a ship is in the region ("if any ship is in the Badlands Region")', () => {
    // Arrange
    const empty = scenario({ phase: 'play' }).mission('p1', 'Study Badlands').build();
    const occupied = storms().build();
    // Act
    const held = [empty, occupied].map((s) => isShipInRegion('Badlands Region')(s.game));
    // Assert
    expect(held).toEqual([false, true]);
  });
});

describe('probeAtEndOfTurn, run by atEndOfTurn (Navigate Plasma Storms)', () => {
  it('should probe once for copies of a card not marked cumulative (Rulings "cumulative")', () => {
    // Arrange
    const s = storms().table('p1', [STORMS]).build();
    // Act
    const game = atEndOfTurn(s.game);
    // Assert
    expect(game.chronicle.filter((e) => e.text.startsWith('p1 announces probing'))).toHaveLength(1);
  });

  it('should not probe while the card\'s condition does not hold ("if any ship is in the Badlands Region")', () => {
    // Arrange
    const s = scenario({ phase: 'play' }).table('p1', [STORMS]).mission('p1', 'Study Badlands').build();
    // Act
    const game = atEndOfTurn(s.game);
    // Assert
    expect(game.chronicle).toEqual(s.game.chronicle);
  });

  it('should damage the facilities in space in the region as well as the ships (Navigate Plasma Storms)', () => {
    // Arrange
    const s = storms().facility('p2', 'Federation Outpost', { at: 'Study Badlands' }).build();
    // Act
    const game = atEndOfTurn(s.game);
    // Assert
    expect(getCard(s.id('Federation Outpost'))(game).damage).toBe(1);
    expect(getCard(s.id('Runabout'))(game).damage).toBe(1);
  });

  it('should leave the ships outside the region alone (Navigate Plasma Storms: "in that region")', () => {
    // Arrange
    const s = storms().mission('p1', 'Excavation').ship('p2', 'U.S.S. Oberth', { at: 'Excavation' }).build();
    // Act
    const game = atEndOfTurn(s.game);
    // Assert
    expect(getCard(s.id('U.S.S. Oberth'))(game).damage).toBe(0);
  });

  it('should announce the probes, and not probe with an empty draw deck (Rulebook "Probing")', () => {
    // Arrange
    const s = storms([]).build();
    // Act
    const game = atEndOfTurn(s.game);
    // Assert
    expect(game.chronicle.map((e) => e.text)).toEqual([
      `Navigate Plasma Storms (${s.id(STORMS)}) acts at the end of the turn`,
      `p1 announces probing for Navigate Plasma Storms (${s.id(STORMS)})`,
      "p1's draw deck is empty: no probing",
    ]);
    expect(getCard(s.id('Runabout'))(game).damage).toBe(0);
  });

  it('should reveal the probe card and leave it atop the draw deck (Rulebook "Probing")', () => {
    // Arrange
    const s = storms().build();
    // Act
    const game = atEndOfTurn(s.game);
    // Assert
    expect(cardsIn({ kind: 'drawDeck', player: 'p1' })(game)).toEqual([s.id('Amanda Rogers')]);
    expect(
      game.chronicle.some((e) =>
        e.text.endsWith(`the probe card is Amanda Rogers (${s.id('Amanda Rogers')})`),
      ),
    ).toBe(true);
  });
});

// Helpers

const STORMS = 'Navigate Plasma Storms';

/** Navigate Plasma Storms in play and p1's empty Runabout at Study Badlands, at the end of p1's turn. */
const storms = (drawDeck: ReadonlyArray<string> = ['Amanda Rogers']) =>
  scenario({ phase: 'play' })
    .table('p1', [STORMS])
    .mission('p1', 'Study Badlands')
    .ship('p1', 'Runabout', { at: 'Study Badlands' })
    .drawDeck('p1', drawDeck);
