// Vulcan Stone of Gol (premiere/vulcanstoneofgol), artifact:
// "Place in hand until played as an Event card. Kills everyone in an Away Team without Youth OR CUNNING>7. Discard
// artifact."
import { cardsIn } from '../../../domain/core/game-state';
import { onTurn, playsOf, refusal, send } from '../play-test-support';

describe('vulcanStoneOfGol', () => {
  it('should kill each member of the Away Team with neither Youth nor CUNNING>7 (Vulcan Stone of Gol)', () => {
    // Arrange
    const s = planet().build();
    const card = s.id('Vulcan Stone of Gol');
    const command = stone(card, s.id('Worf'));
    // Act
    const after = send(s.game, command);
    // Assert
    expect(playsOf(s.game, card)).toContainEqual(command);
    expect([...cardsIn({ kind: 'discard', player: 'p2' })(after)].sort()).toEqual(
      [s.id('Worf'), s.id('Tasha Yar')].sort(),
    );
    expect(['Data', 'Wesley Crusher', 'Mendon'].map((t) => after.cards[s.id(t)]?.zone.kind)).toEqual([
      'planetSurface',
      'planetSurface',
      'planetSurface',
    ]);
    expect(cardsIn({ kind: 'discard', player: 'p1' })(after)).toEqual([card]);
  });

  it('should refuse a personnel who is not in an Away Team, with no change (Vulcan Stone of Gol)', () => {
    // Arrange
    const s = planet()
      .ship('p1', 'Runabout', { at: 'Avert Disaster' })
      .aboard('Runabout', 'p1', ['Geordi La Forge'])
      .build();
    const command = stone(s.id('Vulcan Stone of Gol'), s.id('Geordi La Forge'));
    // Act
    const rule = refusal(s.game, command);
    // Assert
    expect(rule).toBe('Play a Card');
    expect(playsOf(s.game, s.id('Vulcan Stone of Gol'))).not.toContainEqual(command);
  });
});

// Helpers

const planet = () =>
  onTurn()
    .mission('p1', 'Avert Disaster')
    .surface('Avert Disaster', 'p2', ['Worf', 'Tasha Yar', 'Data', 'Wesley Crusher'])
    .surface('Avert Disaster', 'p1', ['Mendon'])
    .hand('p1', ['Vulcan Stone of Gol']);

const stone = (card: string, target: string) =>
  ({ type: 'card.play', player: 'p1', card, kind: 'event', target: { card: target } }) as const;
