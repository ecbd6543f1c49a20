// Lower Decks (au/Lower-Decks), event:
// "Plays on table. Each of your non-holographic, universal personnel is attributes all +2. (Captain's Order.)"
import { attribute } from '../../../domain/cards-in-play/skills';
import type { GameState } from '../../../domain/core/game-state';
import { onTurn, playsOf, send } from '../play-test-support';

describe('lowerDecks', () => {
  it('should play on the table and make each of your universal personnel attributes all +2, wherever they are (Rulebook "Play a Card")', () => {
    // Arrange
    const s = scene().build();
    const card = s.id('Lower Decks');
    const command = { type: 'card.play', player: 'p1', card, kind: 'event' } as const;
    // Act
    const after = send(s.game, command);
    // Assert
    expect(playsOf(s.game, card)).toEqual([command]);
    expect(attributes(s.id('Giusti'), after)).toEqual([7 + 2, 6 + 2, 4 + 2]);
    expect(attributes(s.id('Mendon'), after)).toEqual([7 + 2, 5 + 2, 2 + 2]);
  });

  it('should not reach unique personnel, holographic ones nor the opponent\'s ("your non-holographic, universal")', () => {
    // Arrange
    const s = scene().build();
    // Act
    const after = send(s.game, { type: 'card.play', player: 'p1', card: s.id('Lower Decks'), kind: 'event' });
    // Assert
    for (const title of ['Data', 'Paul Rice', 'Batrell'])
      expect(attributes(s.id(title), after)).toEqual(attributes(s.id(title), s.game));
  });
});

// Helpers

const scene = () =>
  onTurn()
    .mission('p1', 'Avert Disaster')
    .ship('p1', 'U.S.S. Galaxy', { at: 'Avert Disaster' })
    .aboard('U.S.S. Galaxy', 'p1', ['Giusti', 'Data', 'Paul Rice'])
    .surface('Avert Disaster', 'p1', ['Mendon'])
    .surface('Avert Disaster', 'p2', ['Batrell'])
    .hand('p1', ['Lower Decks']);

const attributes = (card: string, game: GameState) =>
  (['INTEGRITY', 'CUNNING', 'STRENGTH'] as const).map((a) => attribute(card, a)(game));
