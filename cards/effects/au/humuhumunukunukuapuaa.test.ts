// Humuhumunukunukuapua'a (au/humuhumunukunukuapuaa), interrupt:
// "Plays on any location. For this turn: Your personnel with Youth are CUNNING +4 and STRENGTH +4. Opponent's
// non-aligned personnel are CUNNING -4 and STRENGTH -4."
import { attribute } from '../../../domain/cards-in-play/skills';
import type { GameState } from '../../../domain/core/game-state';
import { onTurn, send } from '../play-test-support';

describe('humuhumunukunukuapuaa', () => {
  it("should make your Youth personnel there +4 and the opponent's non-aligned -4 in CUNNING and STRENGTH for this turn (Rulebook 12.11 S.A.M.)", () => {
    // Arrange: Wesley Crusher (Youth) CUNNING 8 STRENGTH 5, Data (no Youth) 12 12, the opponent's Baran
    // (Non-Aligned) 8 6
    const s = onTurn()
      .mission('p1', 'Avert Disaster')
      .surface('Avert Disaster', 'p1', ['Wesley Crusher', 'Data'])
      .surface('Avert Disaster', 'p2', ['Baran'])
      .hand('p1', [CARD])
      .build();
    const values = (g: GameState) =>
      ['Wesley Crusher', 'Data', 'Baran'].map((title) => [
        attribute(s.id(title), 'CUNNING')(g),
        attribute(s.id(title), 'STRENGTH')(g),
      ]);
    // Act
    const after = send(s.game, {
      type: 'card.play',
      player: 'p1',
      card: s.id(CARD),
      kind: 'interrupt',
      target: { card: s.id('Avert Disaster') },
    });
    const nextTurn: GameState = { ...after, turn: { ...after.turn, number: after.turn.number + 1 } };
    // Assert
    expect(values(s.game)).toEqual([
      [8, 5],
      [12, 12],
      [8, 6],
    ]);
    expect(values(after)).toEqual([
      [12, 9],
      [12, 12],
      [4, 2],
    ]);
    expect(values(nextTurn)).toEqual(values(s.game));
  });

  it('should not touch the personnel at another location', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Avert Disaster')
      .mission('p1', 'Test Mission')
      .surface('Test Mission', 'p1', ['Wesley Crusher'])
      .hand('p1', [CARD])
      .build();
    // Act
    const after = send(s.game, {
      type: 'card.play',
      player: 'p1',
      card: s.id(CARD),
      kind: 'interrupt',
      target: { card: s.id('Avert Disaster') },
    });
    // Assert
    expect(after.cards[s.id(CARD)]?.zone.kind).toBe('discard');
    expect(attribute(s.id('Wesley Crusher'), 'CUNNING')(after)).toBe(8);
  });
});

// Helpers

const CARD = "Humuhumunukunukuapua'a";
