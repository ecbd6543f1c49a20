// Keiko O'Brien (qc/keikoobrien), personnel, special skill:
// "Attributes all +2 if with {Miles O'Brien}."
import { attribute } from '../../../domain/cards-in-play/skills';
import type { GameState } from '../../../domain/core/game-state';
import { onTurn, send } from '../play-test-support';

describe('keikoOBrien', () => {
  it('should have every attribute +2 once she reports aboard the outpost where Miles O\'Brien is (Rulebook 12.4 "with")', () => {
    // Arrange
    const s = outpost().aboard('Federation Outpost', 'p1', ["Miles O'Brien"]).build();
    const keiko = s.id("Keiko O'Brien");
    // Act
    const after = send(s.game, report(keiko, s.id('Federation Outpost')));
    // Assert
    expect(attributes(keiko, after)).toEqual([7 + 2, 7 + 2, 3 + 2]);
  });

  it("should keep her printed attributes when Miles O'Brien is not present (Rulebook 12.4 Present)", () => {
    // Arrange
    const s = outpost().surface('Test Mission', 'p1', ["Miles O'Brien"]).build();
    const keiko = s.id("Keiko O'Brien");
    // Act
    const after = send(s.game, report(keiko, s.id('Federation Outpost')));
    // Assert
    expect(attributes(keiko, after)).toEqual([7, 7, 3]);
  });
});

// Helpers

const outpost = () =>
  onTurn()
    .mission('p1', 'Test Mission')
    .facility('p1', 'Federation Outpost', { at: 'Test Mission' })
    .hand('p1', ["Keiko O'Brien"]);

const report = (card: string, facility: string) =>
  ({ type: 'card.play', player: 'p1', card, kind: 'report', facility, affiliation: 'Federation' }) as const;

const attributes = (card: string, game: GameState) =>
  (['INTEGRITY', 'CUNNING', 'STRENGTH'] as const).map((a) => attribute(card, a)(game));
