// Treaty: Federation/Klingon (premiere/treatyfederationklingon), event:
// "Plays on table. Your Federation and Klingon affiliations recognize this treaty. They can now mix and cooperate."
import { awayTeamsAt } from '../../../domain/cards-in-play/presence';
import { onTurn, playsOf, send } from '../play-test-support';

describe('treatyFederationKlingon', () => {
  it('should play on the table as the normal card play (Rulebook "Play a Card")', () => {
    // Arrange
    const s = onTurn().mission('p1', 'Test Mission').hand('p1', ['Treaty: Federation/Klingon']).build();
    const card = s.id('Treaty: Federation/Klingon');
    // Act
    const after = send(s.game, { type: 'card.play', player: 'p1', card, kind: 'event' });
    // Assert
    expect(playsOf(s.game, card)).toEqual([{ type: 'card.play', player: 'p1', card, kind: 'event' }]);
    expect(after.cards[card]).toMatchObject({ zone: { kind: 'table', player: 'p1' }, faceUp: true });
    expect(after.turn.normalCardPlayUsed).toBe(true);
  });

  it('should let your Klingon report to your Federation Outpost (Rulebook "Reporting for Duty": Compatible)', () => {
    // Arrange
    const base = onTurn()
      .mission('p1', 'Test Mission')
      .facility('p1', 'Federation Outpost', { at: 'Test Mission' })
      .hand('p1', ['Kurn']);
    const without = base.build();
    const withTreaty = base.table('p1', ['Treaty: Federation/Klingon']).build();
    const theirs = base.table('p2', ['Treaty: Federation/Klingon']).build();
    // Act
    const [none, mine, opponents] = [without, withTreaty, theirs].map((s) => playsOf(s.game, s.id('Kurn')));
    // Assert
    expect(none).toEqual([]);
    expect(opponents).toEqual([]);
    expect(mine).toEqual([
      {
        type: 'card.play',
        player: 'p1',
        card: withTreaty.id('Kurn'),
        kind: 'report',
        facility: withTreaty.id('Federation Outpost'),
        affiliation: 'Klingon',
      },
    ]);
  });

  it('should make your Federation and Klingon personnel on a planet one Away Team (Rulebook 12.4 Present)', () => {
    // Arrange
    const base = onTurn().mission('p1', 'Avert Disaster').surface('Avert Disaster', 'p1', ['Worf', 'Kurn']);
    const without = base.build();
    const withTreaty = base.table('p1', ['Treaty: Federation/Klingon']).build();
    // Act
    const [apart, together] = [without, withTreaty].map((s) =>
      awayTeamsAt(s.id('Avert Disaster'), 'p1')(s.game),
    );
    // Assert
    expect(apart).toHaveLength(2);
    expect(together).toEqual([[withTreaty.id('Worf'), withTreaty.id('Kurn')]]);
  });
});
