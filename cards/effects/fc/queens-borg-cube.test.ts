// Queen's Borg Cube (fc/Queen's-Borg-Cube), ship:
// "WEAPONS and SHIELDS +3 at {Earth}. Your equipment and Borg personnel may report aboard. Tractor Beam"
import { attribute } from '../../../domain/cards-in-play/skills';
import { getCard } from '../../../domain/core/game-state';
import { standIn } from '../../registry/stand-ins';
import { onTurn, send } from '../play-test-support';

// No mission titled Earth is in the card database: a stand-in planet mission of that title
standIn({ title: 'Earth', like: 'Excavation' });

describe('queensBorgCube', () => {
  it('should be WEAPONS and SHIELDS +3 at Earth, and not elsewhere (Rulebook 12.4 "Here", 12.11)', () => {
    // Arrange
    const atEarth = onTurn().mission('p1', 'Earth').ship('p1', "Queen's Borg Cube", { at: 'Earth' }).build();
    const elsewhere = onTurn()
      .mission('p1', 'Excavation')
      .ship('p1', "Queen's Borg Cube", { at: 'Excavation' })
      .build();
    // Act
    const values = [atEarth, elsewhere].map((s) =>
      (['WEAPONS', 'SHIELDS'] as const).map((name) => attribute(s.id("Queen's Borg Cube"), name)(s.game)),
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
      .mission('p1', 'Answer Distress Signal')
      .ship('p1', "Queen's Borg Cube", { at: 'Answer Distress Signal' })
      .hand('p1', ['Two of Nineteen'])
      .build();
    const cube = s.id("Queen's Borg Cube");
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
