// Navigate Plasma Storms (ds9/NavigatePlasmaStormsA), objective:
// "Seeds or plays on table. End of every player's turn, if any ship is in the Badlands Region (even [MU]), that player
// must probe: [Interrupt], [Doorway]: Flare-up. All ships and facilities in space in that region without 3 Navigation
// aboard are damaged. [Objective]: Maelstrom. All ships and facilities in space in that region without 5 Navigation
// aboard are destroyed. [Event]: Plasma storms subside. Discard objective."
import { cardsIn, getCard, type PlayerId } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { onTurn } from '../play-test-support';
import { play, started } from '../response-test-support';
import { act } from '../turn-test-support';

describe('navigatePlasmaStorms', () => {
  it('should play from hand on the table as the normal card play (Rulebook "Play a Card")', () => {
    // Arrange
    const [game, s] = started(
      onTurn().hand('p1', [STORMS]).drawDeck('p1', ['Data']).drawDeck('p2', ['Worf']),
    );
    // Act
    const after = play(game, { type: 'card.play', player: 'p1', card: s.id(STORMS), kind: 'event' });
    // Assert
    expect(getCard(s.id(STORMS))(after).zone).toEqual({ kind: 'table', player: 'p1' });
    expect(after.turn.normalCardPlayUsed).toBe(true);
  });

  it('should damage the ships in the region without 3 Navigation aboard on an [Interrupt] (Rulebook "Probing")', () => {
    // Arrange
    const [game, s] = badlands('p1', ['Amanda Rogers', 'Worf']);
    // Act
    const after = act(game, { type: 'turn.end', player: 'p1' });
    // Assert
    expect([getCard(s.id('Runabout'))(after).damage, getCard(s.id('U.S.S. Oberth'))(after).damage]).toEqual([
      0, 1,
    ]);
    expect(cardsIn({ kind: 'hand', player: 'p1' })(after)).toEqual([s.id('Amanda Rogers')]);
  });

  it('should destroy the ships in the region without 5 Navigation aboard, crews killed, on an [Objective] (Rulebook "Probing")', () => {
    // Arrange
    const [game, s] = badlands('p1', ['Assimilate Planet', 'Worf']);
    // Act
    const after = act(game, { type: 'turn.end', player: 'p1' });
    // Assert
    expect(getCard(s.id('Runabout'))(after).zone.kind).toBe('atLocation');
    expect(getCard(s.id('U.S.S. Oberth'))(after).zone).toEqual({ kind: 'discard', player: 'p2' });
    expect(getCard(s.id('Data'))(after).zone).toEqual({ kind: 'discard', player: 'p2' });
  });

  it('should discard the objective on an [Event], the probe card replaced atop and drawn last (Rulebook "Probing")', () => {
    // Arrange
    const [game, s] = badlands('p1', ['Alien Probe', 'Worf']);
    // Act
    const after = act(game, { type: 'turn.end', player: 'p1' });
    // Assert
    expect(getCard(s.id(STORMS))(after).zone).toEqual({ kind: 'discard', player: 'p1' });
    expect(cardsIn({ kind: 'hand', player: 'p1' })(after)).toEqual([s.id('Alien Probe')]);
  });

  it('should have the player whose turn ends probe with their own draw deck (Rulebook "Probing")', () => {
    // Arrange
    const [game, s] = badlands('p2', ['Worf'], ['Amanda Rogers']);
    // Act
    const after = act(game, { type: 'turn.end', player: 'p2' });
    // Assert
    expect(getCard(s.id('U.S.S. Oberth'))(after).damage).toBe(1);
    expect(after.chronicle.some((e) => e.text.includes('p2 probes for Navigate Plasma Storms'))).toBe(true);
  });

  it('should probe with no outcome when no icon of the list is on the probe card (Rulebook "Probing")', () => {
    // Arrange
    const [game, s] = badlands('p1', ['Tasha Yar', 'Worf']);
    // Act
    const after = act(game, { type: 'turn.end', player: 'p1' });
    // Assert
    expect(getCard(s.id('U.S.S. Oberth'))(after).damage).toBe(0);
    expect(getCard(s.id(STORMS))(after).zone).toEqual({ kind: 'table', player: 'p1' });
    expect(cardsIn({ kind: 'hand', player: 'p1' })(after)).toEqual([s.id('Tasha Yar')]);
  });

  it('should not probe while no ship is in the Badlands Region (Navigate Plasma Storms)', () => {
    // Arrange
    const [game, s] = started(
      onTurn().table('p1', [STORMS]).mission('p1', 'Study Badlands').drawDeck('p1', ['Amanda Rogers']),
    );
    // Act
    const after = act(game, { type: 'turn.end', player: 'p1' });
    // Assert
    expect(after.chronicle.some((e) => e.text.includes('probes'))).toBe(false);
    expect(cardsIn({ kind: 'hand', player: 'p1' })(after)).toEqual([s.id('Amanda Rogers')]);
  });
});

// Helpers

const STORMS = 'Navigate Plasma Storms';

/** Navigate Plasma Storms in play, p1's Runabout with 5 Navigation and p2's U.S.S. Oberth with none at Study Badlands. */
const badlands = (
  active: PlayerId,
  p1Deck: ReadonlyArray<string>,
  p2Deck: ReadonlyArray<string> = ['Worf'],
) =>
  started(
    scenario({ active, pending: { player: active, decision: 'turn.act' } })
      .table('p1', [STORMS])
      .mission('p1', 'Study Badlands')
      .ship('p1', 'Runabout', { at: 'Study Badlands' })
      .aboard('Runabout', 'p1', ['Wesley Crusher', 'Jean-Luc Picard', 'Geordi La Forge', 'Kurn', 'Koral'])
      .ship('p2', 'U.S.S. Oberth', { at: 'Study Badlands' })
      .aboard('U.S.S. Oberth', 'p2', ['Data'])
      .drawDeck('p1', p1Deck)
      .drawDeck('p2', p2Deck),
  );
