import { record } from '../domain/chronicle';
import { scenario } from '../domain/scenario';
import { passesRememberedDilemmas } from './heuristic-dilemmas';

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
