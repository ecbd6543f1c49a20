// Rulebook "Commandeering" as a judge's worked example, through the engine facade, by Commandeer Ship (objective):
// "Plays on your unstopped Computer Skill personnel who is unopposed aboard opponent's ship (except any [Bor] Cube).
// That personnel commandeers ship". The play is offered on Data alone aboard the opponent's ship, refused on Geordi
// La Forge (Computer Skill too) aboard his own ship, the game unchanged; once played, the ship is p1's.
import { legalActions, state } from '../../machines/engine';
import { sent, started } from '../../machines/engine-test-support';
import { refusal } from '../../machines/judge-test-support';
import type { Command } from '../game/decisions';
import { type Scenario, scenario } from '../game/scenario';

describe('commandeering', () => {
  it('should offer commandeering the opponent\'s ship, refuse it on your own ship, unchanged, and give you control (Rulebook "Commandeering")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .ship('p2', "I.K.C. Vor'Cha", { at: 'Avert Disaster' })
      .aboard("I.K.C. Vor'Cha", 'p1', ['Data'])
      .ship('p1', 'U.S.S. Galaxy', { at: 'Avert Disaster' })
      .aboard('U.S.S. Galaxy', 'p1', ['Geordi La Forge'])
      .hand('p1', ['Commandeer Ship'])
      .drawDeck('p1', ['Worf'])
      .build();
    const game = started(s.game);
    const offered = legalActions(game);
    const refused = refusal(game, commandeer(s, 'Geordi La Forge'));
    // Act
    const after = state(sent(game, commandeer(s, 'Data')));
    // Assert
    expect(offered).toContainEqual(commandeer(s, 'Data'));
    expect(offered).not.toContainEqual(commandeer(s, 'Geordi La Forge'));
    expect(refused).toEqual({ rule: 'Play a Card', unchanged: true });
    expect(after.cards[s.id("I.K.C. Vor'Cha")]).toMatchObject({
      controller: 'p1',
      affiliation: 'Federation',
    });
  });
});

// Helpers

const commandeer = (s: Scenario, personnel: string): Command => ({
  type: 'card.play',
  player: 'p1',
  card: s.id('Commandeer Ship'),
  kind: 'event',
  target: { card: s.id(personnel) },
});
