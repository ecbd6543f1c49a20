// Deanna Troi (First Contact) (fc/deannatroifc), personnel, special skill:
// "Once per game, may "unstop" her Away Team."
import { updateCard } from '../../../domain/core/game-state';
import * as Decisions from '../../../domain/game/decisions';
import { onTurn, refusal, send } from '../play-test-support';

/** p1's Away Team at Avert Disaster (Deanna Troi and Data), stopped; their Runabout in orbit. */
const stoppedTeam = () =>
  onTurn()
    .mission('p1', 'Avert Disaster')
    .ship('p1', 'Runabout', { at: 'Avert Disaster' })
    .surface('Avert Disaster', 'p1', ['Deanna Troi (First Contact)', 'Data'])
    .modify('Deanna Troi (First Contact)', { stopped: true })
    .modify('Data', { stopped: true })
    .build();

const unstopTeam = (card: string) => ({ type: 'card.activate', player: 'p1', card, ability: 0 }) as const;

describe('deannaTroiFirstContact', () => {
  it('should unstop her stopped Away Team, herself included, as an action of her player\'s turn (Rulings "stopped": "unstopped by other cards (e.g. … Deanna Troi)")', () => {
    // Arrange
    const s = stoppedTeam();
    const use = unstopTeam(s.id('Deanna Troi (First Contact)'));
    const offered = Decisions.legalActions(s.game);
    // Act
    const after = send(s.game, use);
    // Assert
    expect(offered).toContainEqual(use);
    const stopped = (title: string) => after.cards[s.id(title)]?.stopped;
    expect([stopped('Deanna Troi (First Contact)'), stopped('Data')]).toEqual([false, false]);
  });

  it('should refuse a second use later in the game (Deanna Troi: "Once per game"; Rulebook L1262)', () => {
    // Arrange
    const s = stoppedTeam();
    const deanna = s.id('Deanna Troi (First Contact)');
    const used = send(s.game, unstopTeam(deanna));
    const restopped = updateCard(deanna, (c) => ({ ...c, stopped: true }))(used);
    const stoppedAgain = { ...restopped, turn: { ...restopped.turn, number: restopped.turn.number + 2 } };
    // Act
    const rule = refusal(stoppedAgain, unstopTeam(deanna));
    // Assert
    expect(rule).toBe('Deanna Troi (First Contact)');
    expect(Decisions.legalActions(stoppedAgain)).not.toContainEqual(unstopTeam(deanna));
  });

  it('should have no Away Team to unstop aboard a ship (Rulings "Away Team and crew": aboard, she is in a crew)', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Avert Disaster')
      .ship('p1', 'Runabout', { at: 'Avert Disaster' })
      .aboard('Runabout', 'p1', ['Deanna Troi (First Contact)', 'Data'])
      .build();
    // Act
    const rule = refusal(s.game, unstopTeam(s.id('Deanna Troi (First Contact)')));
    // Assert
    expect(rule).toBe('Deanna Troi (First Contact)');
  });
});
