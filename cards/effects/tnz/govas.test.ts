// Govas (tnz/TNZ43), personnel, special skill: "DL/ {Classic Disruptor} (if in Neutral Zone)."
import { downloadsAt } from '../mission-here-test-support';

describe('govas', () => {
  it('should download a Classic Disruptor to his location in the Neutral Zone only (Rulebook "Special Download", "Regions")', () => {
    // Arrange: aboard a Romulan Outpost at Investigate "Shattered Space" (Neutral Zone Region) or at Excavation; the
    // Classic Disruptor is an [AU] card, an Alternate Universe Door on the table lets it play
    const disruptorAt = (mission: string) =>
      downloadsAt(mission, 'Govas', 'Classic Disruptor', 'Romulan Outpost', ['Alternate Universe Door']);
    // Act
    const [inNeutralZone, elsewhere] = [
      disruptorAt('Investigate "Shattered Space"'),
      disruptorAt('Excavation'),
    ];
    // Assert
    expect([inNeutralZone, elsewhere]).toEqual(['downloaded', 'Special Download']);
  });
});
