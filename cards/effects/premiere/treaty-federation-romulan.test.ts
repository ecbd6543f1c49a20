// Treaty: Federation/Romulan (premiere/treatyfederationromulan), event:
// "Plays on table. Your Federation and Romulan affiliations recognize this treaty. They can now mix and cooperate."
import { awayTeamsAt } from '../../../domain/cards-in-play/presence';
import { onTurn, playsOf } from '../play-test-support';

describe('treatyFederationRomulan', () => {
  it('should let your Romulan report to your Federation Outpost, and join your Federation Away Team (Rulebook "Compatible")', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Avert Disaster')
      .facility('p1', 'Federation Outpost', { at: 'Avert Disaster' })
      .surface('Avert Disaster', 'p1', ['Worf', 'Sela'])
      .hand('p1', ['Tomalak'])
      .table('p1', ['Treaty: Federation/Romulan'])
      .build();
    // Act
    const reports = playsOf(s.game, s.id('Tomalak'));
    const teams = awayTeamsAt(s.id('Avert Disaster'), 'p1')(s.game);
    // Assert
    expect(reports.map((c) => ('affiliation' in c ? c.affiliation : null))).toEqual(['Romulan']);
    expect(teams).toEqual([[s.id('Worf'), s.id('Sela')]]);
  });
});
