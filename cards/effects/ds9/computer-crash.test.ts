// Computer Crash (ds9/computercrash), event, [HA] hidden agenda:
// "Seeds or plays on table. No player may play a {Q's Tent} doorway, download any card or play any card that requires
// downloading. Discard event at end of your next turn."
import { onTurn, refusal, send } from '../play-test-support';
import { started } from '../response-test-support';
import { act, endTurns } from '../turn-test-support';

describe('computerCrash', () => {
  it('should forbid every download once activated, not while face down (Rulebook "Downloading")', () => {
    // Arrange
    const s = beverly().build();
    const download = {
      type: 'card.download',
      player: 'p1',
      source: s.id('Beverly'),
      target: s.id('Starfleet Type II Phaser'),
      facility: s.id('Federation Outpost'),
      affiliation: null,
    } as const;
    // Act
    const activated = send(s.game, { type: 'agenda.activate', player: 'p1', card: s.id(CRASH) });
    // Assert
    expect(refusal(s.game, download)).toBeNull();
    expect(refusal(activated, download)).toBe('Downloading');
  });

  it('should be discarded at the end of your next turn (Rulebook "End of Turn")', () => {
    // Arrange
    const [game, s] = started(beverly().drawDeck('p1', ['Worf', 'Worf']).drawDeck('p2', ['Kurn', 'Kurn']));
    act(game, { type: 'agenda.activate', player: 'p1', card: s.id(CRASH) });
    // Act
    const zones = [endTurns(game, 1), endTurns(game, 1), endTurns(game, 1)].map(
      (g) => g.cards[s.id(CRASH)]?.zone,
    );
    // Assert
    expect(zones).toEqual([
      { kind: 'table', player: 'p1' },
      { kind: 'table', player: 'p1' },
      { kind: 'discard', player: 'p1' },
    ]);
  });
});

// Helpers

const CRASH = 'Computer Crash';

const beverly = () =>
  onTurn()
    .mission('p1', 'Avert Disaster')
    .facility('p1', 'Federation Outpost', { at: 'Avert Disaster' })
    .aboard('Federation Outpost', 'p1', ['Beverly'])
    .drawDeck('p1', ['Starfleet Type II Phaser'])
    .table('p1', [CRASH])
    .modify(CRASH, { faceUp: false });
