// Engage Shuttle Operations: Dominion (bog/engageshuttleoperationsdominion), event:
// "Seeds or plays on table. Your shuttlecraft and Jem'Hadar attack ships may be loaded aboard and launched from your
// Dominion warships and battleships with Tractor Beam."

import { getCard } from '../../../domain/core/game-state';
import * as Decisions from '../../../domain/game/decisions';
import { scenario } from '../../../domain/game/scenario';
import { onTurn, refusal, send } from '../play-test-support';

const ESO = 'Engage Shuttle Operations: Dominion';

describe('engageShuttleOperationsDominion', () => {
  it('should seed face up on the table in the facility phase (Rulebook "Seed Phases")', () => {
    // Arrange
    const s = scenario({ phase: 'facility' })
      .mission('p1', 'Avert Disaster')
      .place('p1', { kind: 'seedDeck', player: 'p1' }, [ESO])
      .build();
    const command = { type: 'card.seed', player: 'p1', card: s.id(ESO) } as const;
    // Act
    const after = send(s.game, command);
    // Assert
    expect(Decisions.legalActions(s.game)).toContainEqual(command);
    expect(getCard(s.id(ESO))(after)).toMatchObject({ zone: { kind: 'table', player: 'p1' }, faceUp: true });
  });

  it('should be downloaded by Weyoun\'s Warship\'s [DL] icon and played on the table (Rulebook "Special Download")', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Avert Disaster')
      .ship('p1', "Weyoun's Warship", { at: 'Avert Disaster' })
      .drawDeck('p1', [ESO, 'Borath'])
      .build();
    const card = s.id(ESO);
    const command = {
      type: 'card.download',
      player: 'p1',
      source: s.id("Weyoun's Warship"),
      target: card,
      play: { type: 'card.play', player: 'p1', card, kind: 'event' },
    } as const;
    // Act
    const after = send(s.game, command);
    // Assert
    expect(Decisions.legalActions(s.game).filter((c) => c.type === 'card.download')).toEqual([command]);
    expect(getCard(card)(after)).toMatchObject({ zone: { kind: 'table', player: 'p1' }, faceUp: true });
  });

  it('should load your Jem\'Hadar attack ship aboard your Dominion warship with Tractor Beam, and launch it (Rulebook "Carried ships")', () => {
    // Arrange
    const s = fleet("Weyoun's Warship").build();
    const [ship, carrier] = [s.id('Alpha Attack Ship'), s.id("Weyoun's Warship")];
    // Act
    const loaded = send(s.game, { type: 'ship.load', player: 'p1', ship, carrier });
    const launched = send(loaded, { type: 'ship.launch', player: 'p1', ship });
    // Assert
    expect(getCard(ship)(loaded).zone).toEqual({ kind: 'carried', carrier });
    expect(getCard(ship)(launched).zone).toEqual({ kind: 'atLocation', location: s.id('Avert Disaster') });
  });

  it('should not load a Jem\'Hadar attack ship aboard a Tractor Beam ship that is no warship or battleship (Rulebook "Carried ships")', () => {
    // Arrange
    const s = fleet("Jem'Hadar Troopship").build();
    // Act
    const refused = refusal(s.game, {
      type: 'ship.load',
      player: 'p1',
      ship: s.id('Alpha Attack Ship'),
      carrier: s.id("Jem'Hadar Troopship"),
    });
    // Assert
    expect(refused).toBe('Carried ships');
  });
});

// Helpers

const fleet = (carrier: string) =>
  onTurn()
    .mission('p1', 'Avert Disaster')
    .table('p1', [ESO])
    .ship('p1', carrier, { at: 'Avert Disaster' })
    .aboard(carrier, 'p1', ["Kudak'Etan", "Ixtana'Rax", 'Borath'])
    .ship('p1', 'Alpha Attack Ship', { at: 'Avert Disaster' })
    .aboard('Alpha Attack Ship', 'p1', ["Arak'Taral"]);
