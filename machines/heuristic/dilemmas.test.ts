import { record } from '../../domain/core/chronicle';
import { scenario } from '../../domain/game/scenario';
import { knownDilemmas, passesRememberedDilemmas } from './dilemmas';

describe('passesRememberedDilemmas', () => {
  it('should remember a reseeded dilemma and ask for its "to get past" requirement (Rulebook 7.2; Hologram Ruse)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Excavation')
      .seed('Excavation', 'p2', ['Hologram Ruse'])
      .surface('Excavation', 'p1', ['Baran', 'Deanna Troi', 'Data', 'Jean-Luc Picard', 'Beverly Crusher'])
      .build();
    const ruse = s.id('Hologram Ruse');
    const seen = record('is not overcome: reseeded as the bottom card, the attempt fails', ruse)(s.game);
    const location = s.id('Excavation');
    // Act & Assert
    expect(passesRememberedDilemmas(location, [s.id('Baran')], s.game)).toBe(true);
    expect(passesRememberedDilemmas(location, [s.id('Baran')], seen)).toBe(false);
    const strong = ['Deanna Troi', 'Data', 'Jean-Luc Picard', 'Beverly Crusher'].map(s.id);
    expect(passesRememberedDilemmas(location, strong, seen)).toBe(true);
  });
});

describe('knownDilemmas', () => {
  it("should know what gets a team past the dilemmas of its own seed deck (Barclay's Protomorphosis Disease)", () => {
    // Arrange
    const s = scenario()
      .place('p1', { kind: 'seedDeck', player: 'p1' }, ["Barclay's Protomorphosis Disease"])
      .place('p2', { kind: 'seedDeck', player: 'p2' }, ['Hologram Ruse'])
      .build();
    // Act
    const known = knownDilemmas('p1', s.game);
    // Assert: MEDICAL, SCIENCE and SECURITY; not the opponent's Hologram Ruse
    expect(known).toEqual([
      {
        type: 'dual',
        requirements: [
          {
            kind: 'all',
            of: [
              { kind: 'skill', skill: 'MEDICAL', count: 1 },
              { kind: 'skill', skill: 'SCIENCE', count: 1 },
              { kind: 'skill', skill: 'SECURITY', count: 1 },
            ],
          },
        ],
      },
    ]);
  });
});
