// Son'a Battleship (tmp/124sonabattleship), ship:
// "Son'a shuttlecraft may report, be carried, and launch aboard. Tractor Beam"
import { getCard } from '../../../domain/core/game-state';
import { onTurn, playsOf, send } from '../play-test-support';

describe('sonaBattleship', () => {
  it('should let your Son\'a shuttlecraft report carried aboard it, then launch (Rulebook "Carried ships")', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Test Mission')
      .ship('p1', "Son'a Battleship", { at: 'Test Mission' })
      .hand('p1', ["Son'a Shuttle"])
      .build();
    const [shuttle, carrier] = [s.id("Son'a Shuttle"), s.id("Son'a Battleship")];
    const command = {
      type: 'card.play',
      player: 'p1',
      card: shuttle,
      kind: 'report',
      facility: carrier,
      affiliation: 'Non-Aligned',
    } as const;
    // Act
    const after = send(s.game, command);
    // Assert
    expect(playsOf(s.game, shuttle)).toEqual([command]);
    expect(getCard(shuttle)(after).zone).toEqual({ kind: 'carried', carrier });
  });

  it('should give Li\'seria the same text: your Son\'a shuttlecraft report carried aboard it (Rulebook "Carried ships")', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Test Mission')
      .ship('p1', "Li'seria", { at: 'Test Mission' })
      .hand('p1', ["Son'a Shuttle"])
      .build();
    const [shuttle, carrier] = [s.id("Son'a Shuttle"), s.id("Li'seria")];
    // Act
    const after = send(s.game, {
      type: 'card.play',
      player: 'p1',
      card: shuttle,
      kind: 'report',
      facility: carrier,
      affiliation: 'Non-Aligned',
    });
    // Assert
    expect(getCard(shuttle)(after).zone).toEqual({ kind: 'carried', carrier });
  });
});
