// Locutus' Borg Cube (bog/Locutus'-Borg-Cube), ship: "WEAPONS and SHIELDS +3 at {Wolf 359}. Your equipment and Borg
// personnel may report aboard. Tractor Beam"
import { attribute } from '../../../domain/cards-in-play/skills';
import { getCard } from '../../../domain/core/game-state';
import { standIn } from '../../registry/stand-ins';
import { onTurn, send } from '../play-test-support';

// No mission titled Wolf 359 is in the card database: a stand-in space mission of that title
standIn({ title: 'Wolf 359', like: 'Investigate Rogue Comet' });

describe('locutusBorgCube', () => {
  it('should be WEAPONS and SHIELDS +3 at Wolf 359, and not elsewhere (Rulebook 12.4 "Here", 12.11)', () => {
    // Arrange
    const cubeAt = (mission: string) =>
      onTurn().mission('p1', mission).ship('p1', "Locutus' Borg Cube", { at: mission }).build();
    // Act
    const values = [cubeAt('Wolf 359'), cubeAt('Investigate Rogue Comet')].map((s) =>
      (['WEAPONS', 'SHIELDS'] as const).map((name) => attribute(s.id("Locutus' Borg Cube"), name)(s.game)),
    );
    // Assert
    expect(values).toEqual([
      [24 + 3, 24 + 3],
      [24, 24],
    ]);
  });

  it('should let your Borg personnel report for duty aboard it (Rulebook "Reporting for Duty")', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Repair Null Space Catapult')
      .ship('p1', "Locutus' Borg Cube", { at: 'Repair Null Space Catapult' })
      .hand('p1', ['Two of Nineteen'])
      .build();
    const cube = s.id("Locutus' Borg Cube");
    // Act
    const after = send(s.game, {
      type: 'card.play',
      player: 'p1',
      card: s.id('Two of Nineteen'),
      kind: 'report',
      facility: cube,
      affiliation: 'Borg',
    });
    // Assert
    expect(getCard(s.id('Two of Nineteen'))(after).zone).toEqual({ kind: 'aboard', carrier: cube });
  });
});
