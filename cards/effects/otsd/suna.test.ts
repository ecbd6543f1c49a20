// Suna (otsd/suna), personnel: "SECURITY MEDICAL Treachery Once per game, may download {Reflection Therapy}."
import * as E from 'fp-ts/Either';
import type { GameState } from '../../../domain/core/game-state';
import type { TextDownload } from '../../../domain/downloads/text-downloads';
import * as Decisions from '../../../domain/game/decisions';
import { legalActions } from '../../../domain/game/decisions';
import { onTurn, refusal } from '../play-test-support';

describe('suna', () => {
  it('should not download Reflection Therapy while its text is not implemented: a download must play its target at once, never to hand (Rulings "downloading")', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Avert Disaster')
      .facility('p1', 'Cardassian Outpost', { at: 'Avert Disaster' })
      .aboard('Cardassian Outpost', 'p1', ['Suna', 'Glinn Telak'])
      .drawDeck('p1', ['Reflection Therapy'])
      .build();
    const command: TextDownload = {
      type: 'card.download',
      player: 'p1',
      source: s.id('Suna'),
      target: s.id('Reflection Therapy'),
      by: 'text',
      play: {
        type: 'card.play',
        player: 'p1',
        card: s.id('Reflection Therapy'),
        kind: 'event',
        target: { card: s.id('Glinn Telak') },
      },
    };
    // Act
    const rule = refusal(s.game, command);
    // Assert
    expect(legalActions(s.game).filter((c) => c.type === 'card.download')).toEqual([]);
    expect(rule).toBe('Play a Card');
    expect(message(s.game, command)).toContain('not implemented');
  });
});

// Helpers

const message = (game: GameState, command: Decisions.Command): string => {
  const checked = Decisions.check(command)(game);
  return E.isLeft(checked) ? checked.left.message : '';
};
