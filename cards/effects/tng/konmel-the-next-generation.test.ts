// Konmel (The Next Generation) (TNG/tng_84V), personnel, special skill: "DL/ {Klingon Disruptor} (if with {Korris})."
import { downloadsAt } from '../mission-here-test-support';

describe('konmelTheNextGeneration', () => {
  it('should download a Klingon Disruptor only while Korris is present with him (Rulebook "Special Download", 12.4 Present)', () => {
    // Arrange: aboard a Klingon Outpost at Avert Disaster, with Korris or with Kromm
    const disruptorWith = (other: string) =>
      downloadsAt(
        'Avert Disaster',
        'Konmel (The Next Generation)',
        'Klingon Disruptor',
        'Klingon Outpost',
        [],
        [other],
      );
    // Act
    const [withKorris, withKromm] = [disruptorWith('Korris'), disruptorWith('Kromm')];
    // Assert
    expect([withKorris, withKromm]).toEqual(['downloaded', 'Special Download']);
  });
});
