import * as E from 'fp-ts/Either';
import * as Decisions from '../game/decisions';
import { scenario } from '../game/scenario';
import { checkSeedFaceDown, seedCandidates, seedFaceDown } from './hidden-agenda-seed';

describe('checkSeedFaceDown', () => {
  it('should allow an [HA] card that seeds and refuse one with no [HA] icon, which forfeits (Rulebook "Seed Phases")', () => {
    // Arrange
    const s = seeding().build();
    // Act
    const [agenda, plain] = [TREATY, 'Treaty: Federation/Klingon'].map((title) =>
      checkSeedFaceDown({ type: 'agenda.seed', player: 'p1', card: s.id(title) })(s.game),
    );
    // Assert
    expect(agenda && E.isRight(agenda)).toBe(true);
    expect(plain && E.isLeft(plain) && plain.left.rule).toBe('Entering Play');
  });
});

describe('seedCandidates', () => {
  it('should list the [HA] cards of the seed deck in the facility phase (Rulebook "Seed Phases")', () => {
    // Arrange
    const s = seeding().build();
    // Act
    const seeds = Decisions.legalActions(s.game).filter((c) => c.type === 'agenda.seed');
    // Assert
    expect(seedCandidates('p1')(s.game)).toEqual([{ type: 'agenda.seed', player: 'p1', card: s.id(TREATY) }]);
    expect(seeds).toEqual(seedCandidates('p1')(s.game));
  });
});

describe('seedFaceDown', () => {
  it('should seed the card face down on the table, the seed counted for alternation (Rulebook "Seed Phases")', () => {
    // Arrange
    const s = seeding().build();
    // Act
    const after = seedFaceDown({ type: 'agenda.seed', player: 'p1', card: s.id(TREATY) })(s.game);
    // Assert
    expect(after.cards[s.id(TREATY)]).toMatchObject({ zone: { kind: 'table', player: 'p1' }, faceUp: false });
    expect(after.seeding.lastSeeder).toBe('p1');
  });
});

// Helpers

const TREATY = 'Treaty: Romulan/Cardassian';

/** The facility phase, p1 to seed, with an [HA] card and a plain event in the seed deck. */
const seeding = () =>
  scenario({ phase: 'facility' })
    .mission('p1', 'Avert Disaster')
    .place('p1', { kind: 'seedDeck', player: 'p1' }, [TREATY, 'Treaty: Federation/Klingon']);
