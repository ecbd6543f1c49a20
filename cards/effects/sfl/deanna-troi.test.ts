// Deanna Troi (Showdown: Four Lights) (SFL/sfl29), personnel, special skill: "At [CAR]: Once per game, may unstop her
// ship."
import { updateCard } from '../../../domain/core/game-state';
import * as Decisions from '../../../domain/game/decisions';
import { scenario } from '../../../domain/game/scenario';
import { legalActions, pending } from '../../../machines/engine';
import { onTurn, refusal, send } from '../play-test-support';
import { play, refused, started } from '../response-test-support';

const deanna = 'Deanna Troi (Showdown: Four Lights)';

/** p1's stopped Runabout with Deanna Troi and Data aboard, at a mission (Characterize Neutrino Emissions: [CAR] [BAJ]). */
const stoppedShipAt = (mission: string) =>
  onTurn()
    .mission('p1', mission)
    .ship('p1', 'Runabout', { at: mission })
    .aboard('Runabout', 'p1', [deanna, 'Data'])
    .modify('Runabout', { stopped: true })
    .build();

const unstopHerShip = (card: string) => ({ type: 'card.activate', player: 'p1', card, ability: 0 }) as const;

describe('deannaTroiShowdownFourLights', () => {
  it('should unstop her stopped ship at a [CAR] mission, as an action of her player\'s turn (Deanna Troi: "At [CAR]: … may unstop her ship"; Rulebook "Using Skills" L1002)', () => {
    // Arrange
    const s = stoppedShipAt('Characterize Neutrino Emissions');
    const use = unstopHerShip(s.id(deanna));
    const offered = Decisions.legalActions(s.game);
    // Act
    const after = send(s.game, use);
    // Assert
    expect(offered).toContainEqual(use);
    expect(after.cards[s.id('Runabout')]?.stopped).toBe(false);
  });

  it('should neither offer nor allow it at a mission without the [CAR] icon (Deanna Troi: "At [CAR]")', () => {
    // Arrange
    const s = stoppedShipAt('Avert Disaster');
    const use = unstopHerShip(s.id(deanna));
    // Act
    const rule = refusal(s.game, use);
    // Assert
    expect(rule).toBe(deanna);
    expect(Decisions.legalActions(s.game)).not.toContainEqual(use);
  });

  it('should refuse a second use later in the game (Deanna Troi: "Once per game"; Rulebook L1262)', () => {
    // Arrange
    const s = stoppedShipAt('Characterize Neutrino Emissions');
    const used = send(s.game, unstopHerShip(s.id(deanna)));
    const restopped = updateCard(s.id('Runabout'), (c) => ({ ...c, stopped: true }))(used);
    const stoppedAgain = { ...restopped, turn: { ...restopped.turn, number: restopped.turn.number + 2 } };
    // Act
    const rule = refusal(stoppedAgain, unstopHerShip(s.id(deanna)));
    // Assert
    expect(rule).toBe(deanna);
    expect(Decisions.legalActions(stoppedAgain)).not.toContainEqual(unstopHerShip(s.id(deanna)));
  });
});

// Rulebook "Using Skills" L1002: "Once per game, may …" special skills "may normally be used only as normal actions on
// your turn"; "Playing 'At Any Time'" L451: nothing but a valid response interrupts an action in progress
describe("deannaTroiShowdownFourLights outside her player's turn decision", () => {
  it("should be neither offered nor allowed in a response window during her player's turn (Rulebook L1002, L451)", () => {
    // Arrange: between p1's actions p2 plays The Juggler; p1, asked whether to nullify it with Amanda Rogers, is in a
    // response window of their own turn
    const [game, s] = started(
      stoppedShipScenario('Characterize Neutrino Emissions')
        .hand('p2', ['The Juggler'])
        .hand('p1', ['Amanda Rogers']),
    );
    play(game, {
      type: 'card.play',
      player: 'p2',
      card: s.id('The Juggler'),
      kind: 'interrupt',
      target: { player: 'p1' },
    });
    const use = unstopHerShip(s.id(deanna));
    // Act
    const rule = refused(game, use);
    // Assert
    expect(pending(game)).toEqual({ player: 'p1', decision: 'response.window' });
    expect(legalActions(game)).not.toContainEqual(use);
    expect(rule).toBe("Playing 'At Any Time'");
  });

  it("should be neither offered nor allowed at the end of the opponent's turn, where interrupts play (Rulebook L1002)", () => {
    // Arrange: p2's turn; p2 declares its end, and p1, who holds an interrupt, is asked
    const [game, s] = started(
      stoppedShipScenario('Characterize Neutrino Emissions', 'p2').hand('p1', ['The Juggler']),
    );
    play(game, { type: 'turn.end', player: 'p2' });
    const use = unstopHerShip(s.id(deanna));
    // Act
    const rule = refused(game, use);
    // Assert
    expect(pending(game)).toEqual({ player: 'p1', decision: 'response.window' });
    expect(legalActions(game)).not.toContainEqual(use);
    expect(rule).toBe(deanna);
  });
});

// Helpers

/** As `stoppedShipAt`, unbuilt, with `active`'s turn. */
const stoppedShipScenario = (mission: string, active = 'p1') =>
  scenario({ active })
    .mission('p1', mission)
    .ship('p1', 'Runabout', { at: mission })
    .aboard('Runabout', 'p1', [deanna, 'Data'])
    .modify('Runabout', { stopped: true });
