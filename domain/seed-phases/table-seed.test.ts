import * as E from 'fp-ts/Either';
import * as Decisions from '../game/decisions';
import { scenario } from '../game/scenario';
import * as FacilityPhase from './facility-phase';
import { checkSeedOnTable, seedOnTable, seedOnTableCandidates } from './table-seed';

describe('checkSeedOnTable', () => {
  it('should allow a card whose text "Seeds or plays on table" (Rulebook "Seed Phases")', () => {
    // Arrange
    const s = seeding().build();
    // Act
    const checked = checkSeedOnTable({ type: 'card.seed', player: 'p1', card: s.id(STORMS) })(s.game);
    // Assert
    expect(E.isRight(checked)).toBe(true);
  });

  it('should refuse a card that only "Plays on table", an [HA] card, and a card of the opponent (Rulebook "Seed Phases")', () => {
    // Arrange
    const s = seeding().place('p2', { kind: 'seedDeck', player: 'p2' }, [STORMS]).build();
    const opponents = Object.values(s.game.cards).find((c) => c.owner === 'p2')?.id ?? '';
    const refusal = (card: string) => {
      const checked = checkSeedOnTable({ type: 'card.seed', player: 'p1', card })(s.game);
      return E.isLeft(checked) ? checked.left.rule : null;
    };
    // Act
    const refused = [PLAYS_ONLY, AGENDA, 'Avert Disaster'].map((title) => refusal(s.id(title)));
    const theirs = refusal(opponents);
    // Assert
    expect(refused).toEqual(['Seed Phases', 'Seed Phases', 'Seed Phases']);
    expect(theirs).toBe('Seed Phases');
  });
});

describe('seedOnTableCandidates', () => {
  it('should list exactly the seed deck cards that seed on the table, among the facility decision (Rulebook "Seed Phases")', () => {
    // Arrange
    const s = seeding().build();
    // Act
    const candidates = seedOnTableCandidates('p1')(s.game);
    const legal = Decisions.legalActions(s.game).filter((c) => c.type === 'card.seed');
    // Assert
    expect(candidates.map((c) => c.card).sort()).toEqual([s.id(DOMINION), s.id(STORMS)].sort());
    expect(legal).toEqual(candidates);
  });

  it('should keep the facility phase going while a card may still seed on the table (Rulebook "Facility Phase")', () => {
    // Arrange
    const s = scenario({ phase: 'facility' })
      .mission('p1', 'Avert Disaster')
      .place('p1', { kind: 'seedDeck', player: 'p1' }, [STORMS])
      .build();
    // Act
    const complete = FacilityPhase.isFacilityPhaseComplete(s.game);
    // Assert
    expect(complete).toBe(false);
  });
});

describe('seedOnTable', () => {
  it('should place the card face up in play on its table, the seed counted for alternation (Rulebook "Seed Phases")', () => {
    // Arrange
    const s = seeding().build();
    // Act
    const after = seedOnTable({ type: 'card.seed', player: 'p1', card: s.id(STORMS) })(s.game);
    // Assert
    expect(after.cards[s.id(STORMS)]).toMatchObject({
      zone: { kind: 'table', player: 'p1' },
      faceUp: true,
      controller: 'p1',
    });
    expect(after.seeding.lastSeeder).toBe('p1');
    expect(seedOnTableCandidates('p1')(after).map((c) => c.card)).toEqual([s.id(DOMINION)]);
  });
});

// Helpers

const STORMS = 'Navigate Plasma Storms';
const DOMINION = 'Engage Shuttle Operations: Dominion';
const PLAYS_ONLY = 'Engage Shuttle Operations';
const AGENDA = 'Treaty: Romulan/Cardassian';

/** The facility phase, p1 to seed, with cards that seed on the table, one that only plays, and an [HA] card. */
const seeding = () =>
  scenario({ phase: 'facility' })
    .mission('p1', 'Avert Disaster')
    .place('p1', { kind: 'seedDeck', player: 'p1' }, [STORMS, DOMINION, PLAYS_ONLY, AGENDA]);
