// Treaty: Romulan/Cardassian (ds9/treatyromulancardass), event, [HA] hidden agenda:
// "Seeds or plays on table. Your Romulan and Cardassian affiliations recognize this treaty. They can now mix and
// cooperate."
import { awayTeamsAt } from '../../../domain/cards-in-play/presence';
import { onTurn, refusal, send } from '../play-test-support';

describe('treatyRomulanCardassian', () => {
  it('should play only face down, as the normal card play (Rulebook "Entering Play")', () => {
    // Arrange
    const s = onTurn().hand('p1', [TREATY]).build();
    const card = s.id(TREATY);
    // Act
    const after = send(s.game, { type: 'agenda.play', player: 'p1', card });
    // Assert
    expect(refusal(s.game, { type: 'card.play', player: 'p1', card, kind: 'event' })).toBe('Entering Play');
    expect(after.cards[card]).toMatchObject({ zone: { kind: 'table', player: 'p1' }, faceUp: false });
    expect(after.turn.normalCardPlayUsed).toBe(true);
  });

  it('should make your Romulan and Cardassian personnel one Away Team once activated, not before (Rulebook "Compatible")', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Avert Disaster')
      .surface('Avert Disaster', 'p1', ['Tomalak', 'Jural'])
      .table('p1', [TREATY])
      .modify(TREATY, { faceUp: false })
      .build();
    // Act
    const activated = send(s.game, { type: 'agenda.activate', player: 'p1', card: s.id(TREATY) });
    // Assert
    const teams = [s.game, activated].map((g) => awayTeamsAt(s.id('Avert Disaster'), 'p1')(g).length);
    expect(teams).toEqual([2, 1]);
  });
});

// Helpers

const TREATY = 'Treaty: Romulan/Cardassian';
