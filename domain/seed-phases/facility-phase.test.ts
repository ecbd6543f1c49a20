import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { type CardId, type GameState, getCard, type LocationId, type PlayerId } from '../core/game-state';
import * as Decisions from '../game/decisions';
import { type Scenario, scenario } from '../game/scenario';
import * as FacilityPhase from './facility-phase';
import * as FacilitySeeding from './facility-seeding';

describe('canSeedFacility', () => {
  it('should allow an outpost at a mission in its quadrant with a matching icon (Rulebook "Facility Phase")', () => {
    // Arrange
    const s = facilities(['Federation Outpost']);
    // Act
    const result = checkSeed(s, 'Federation Outpost', 'Avert Disaster');
    // Assert
    expect(result).toEqual(E.right(undefined));
  });

  it('should allow an outpost at the opponent\'s mission with a matching icon (Rulebook "Facility Phase")', () => {
    // Arrange
    const s = facilities(['Klingon Outpost']);
    // Act
    const result = checkSeed(s, 'Klingon Outpost', 'Fever Emergency');
    // Assert
    expect(result).toEqual(E.right(undefined));
  });

  it('should refuse an outpost at a mission without its affiliation icon (Rulebook "Facility Phase")', () => {
    // Arrange
    const s = facilities(['Federation Outpost']);
    // Act
    const result = checkSeed(s, 'Federation Outpost', 'Fever Emergency');
    // Assert
    expect(ruleOf(result)).toBe('Facility Phase');
  });

  it('should refuse an outpost at a homeworld (Rulebook "Facility Phase")', () => {
    // Arrange
    const s = facilities(['Klingon Outpost']);
    // Act
    const result = checkSeed(s, 'Klingon Outpost', 'Cloaked Mission');
    // Assert
    expect(E.isLeft(result) && result.left.message).toMatch(/homeworld/);
  });

  it('should refuse a facility outside its native quadrant (Rulebook "Facility Phase")', () => {
    // Arrange
    const s = facilities(['Federation Outpost']);
    // Act
    const result = checkSeed(s, 'Federation Outpost', 'Pacify Warring Factions');
    // Assert
    expect(E.isLeft(result) && result.left.message).toMatch(/native quadrant/);
  });

  it('should refuse a second facility of yours at one location (Rulebook "Facility Phase")', () => {
    // Arrange
    const s = spaceline(['Federation Outpost'], [])
      .facility('p1', 'Klingon Outpost', { at: 'Avert Disaster' })
      .build();
    // Act
    const result = checkSeed(s, 'Federation Outpost', 'Avert Disaster');
    // Assert
    expect(E.isLeft(result) && result.left.message).toMatch(/already own one/);
  });

  it('should allow a facility where only the opponent has one (Rulebook "Facility Phase")', () => {
    // Arrange
    const s = spaceline(['Federation Outpost'], [])
      .facility('p2', 'Klingon Outpost', { at: 'Avert Disaster' })
      .build();
    // Act
    const result = checkSeed(s, 'Federation Outpost', 'Avert Disaster');
    // Assert
    expect(result).toEqual(E.right(undefined));
  });

  it('should refuse a second copy of an outpost that reads "Seed one" (Current Rulings "facilities")', () => {
    // Arrange
    const s = spaceline([{ title: 'Federation Outpost', label: 'second' }], [])
      .facility('p1', 'Federation Outpost', { at: 'Avert Disaster' })
      .build();
    // Act
    const result = checkSeed(s, 'second', 'Study Nebula');
    // Assert
    expect(ruleOf(result)).toBe('Current Rulings "facilities"');
  });

  it('should refuse a facility that names where it seeds, not implemented yet (Rulebook "Facility Phase")', () => {
    // Arrange
    const s = facilities(['Empok Nor']);
    // Act
    const result = checkSeed(s, 'Empok Nor', 'Avert Disaster');
    // Assert
    expect(E.isLeft(result) && result.left.message).toMatch(/does not implement/);
  });

  it('should refuse a card that is not a facility (Rulebook "Facility Phase")', () => {
    // Arrange
    const s = facilities(['Archer']);
    // Act
    const result = checkSeed(s, 'Archer', 'Avert Disaster');
    // Assert
    expect(ruleOf(result)).toBe('Facility Phase');
  });
});

describe('rule', () => {
  it('should offer every legal seed and pass (Rulebook "Facility Phase")', () => {
    // Arrange
    const s = facilities(['Federation Outpost']);
    const game = start(s.game);
    // Act
    const actions = Decisions.legalActions(game);
    // Assert
    expect(actions).toEqual([
      {
        type: 'facility.seed',
        player: 'p1',
        card: s.id('Federation Outpost'),
        location: s.id('Avert Disaster'),
      },
      {
        type: 'facility.seed',
        player: 'p1',
        card: s.id('Federation Outpost'),
        location: s.id('Study Nebula'),
      },
      { type: 'facility.pass', player: 'p1' },
    ]);
  });

  it('should seed the facility face up at the location (Rulebook "Facility Phase")', () => {
    // Arrange
    const s = facilities(['Federation Outpost']);
    const card = s.id('Federation Outpost');
    // Act
    const next = seedFacility('p1', card, s.id('Study Nebula'))(start(s.game));
    // Assert
    expect(getCard(card)(next)).toMatchObject({
      zone: { kind: 'atLocation', location: s.id('Study Nebula') },
      faceUp: true,
      affiliation: 'Federation',
    });
  });

  it('should log a facility seeded whose text is not implemented as a blank card (README "No silent blank cards")', () => {
    // Arrange: Starbase 247's "Seeds at any [FED][S] mission. DL/ {You Know I'd Like to Help}" is not implemented
    const s = facilities(['Starbase 247']);
    const card = s.id('Starbase 247');
    // Act
    const next = seedFacility('p1', card, s.id('Study Nebula'))(start(s.game));
    // Assert
    expect(next.chronicle.map((e) => e.text)).toContainEqual(
      expect.stringMatching(
        /^Starbase 247 \(p1-\d+\) is played as a blank card: its text is not implemented/,
      ),
    );
    expect(next.blankCards).toEqual([card]);
  });
});

describe('nextSeeder', () => {
  it('should alternate one card at a time, starting player first (Rulebook "Facility Phase")', () => {
    // Arrange
    const s = facilities(['Federation Outpost'], ['Klingon Outpost']);
    const game = start(s.game);
    // Act
    const next = FacilityPhase.awaitNextSeeder(
      seedFacility('p1', s.id('Federation Outpost'), s.id('Study Nebula'))(game),
    );
    // Assert
    expect([game.pending?.player, next.pending?.player]).toEqual(['p1', 'p2']);
  });

  it('should give a player who passed the next turn after the opponent seeds, and end when both pass in succession (Rulebook "Facility Phase", L278)', () => {
    // Arrange
    const s = facilities(
      ['Federation Outpost'],
      [
        { title: 'Klingon Outpost', label: 'a' },
        { title: 'Romulan Outpost', label: 'b' },
      ],
    );
    const passed = FacilityPhase.awaitNextSeeder(
      Decisions.apply({ type: 'facility.pass', player: 'p1' })(start(s.game)),
    );
    const seeded = FacilityPhase.awaitNextSeeder(
      seedFacility('p2', s.id('a'), s.id('Fever Emergency'))(passed),
    );
    // Act: p2 has nothing left to seed (the Romulan Outpost fits no mission here)
    const afterPass = FacilityPhase.nextSeeder(
      Decisions.apply({ type: 'facility.pass', player: 'p1' })(seeded),
    );
    // Assert
    expect([passed.pending?.player, seeded.pending?.player]).toEqual(['p2', 'p1']);
    expect(afterPass).toEqual(O.none);
  });

  it('should ask a player whose only seed card left is an [HA] card, seeded face down (Rulebook "Seed Phases")', () => {
    // Arrange
    const s = facilities(['Federation Outpost'], ['Treaty: Romulan/Cardassian']);
    const game = start(s.game);
    const seeded = FacilityPhase.awaitNextSeeder(
      seedFacility('p1', s.id('Federation Outpost'), s.id('Study Nebula'))(game),
    );
    // Act
    const next = Decisions.apply({
      type: 'agenda.seed',
      player: 'p2',
      card: s.id('Treaty: Romulan/Cardassian'),
    })(seeded);
    // Assert
    expect(seeded.pending).toEqual({ player: 'p2', decision: 'facility.seed' });
    expect(next.cards[s.id('Treaty: Romulan/Cardassian')]).toMatchObject({
      zone: { kind: 'table', player: 'p2' },
    });
    expect(FacilityPhase.nextSeeder(next)).toEqual(O.none);
  });
});

// Helpers

type Spec = Parameters<ReturnType<typeof scenario>['hand']>[1][number];

/** p1 owns Avert Disaster and Study Nebula ([FED]), p2 Fever Emergency ([KLI]) and Cloaked Mission ([KLI] homeworld); Pacify Warring Factions is Gamma ([FED]). */
const spaceline = (p1: ReadonlyArray<Spec>, p2: ReadonlyArray<Spec>) =>
  scenario({ phase: 'facility' })
    .mission('p1', 'Avert Disaster')
    .mission('p1', 'Study Nebula')
    .mission('p2', 'Fever Emergency')
    .mission('p2', 'Cloaked Mission')
    .mission('p2', 'Pacify Warring Factions')
    .place('p1', { kind: 'seedDeck', player: 'p1' }, p1)
    .place('p2', { kind: 'seedDeck', player: 'p2' }, p2);

const facilities = (p1: ReadonlyArray<Spec>, p2: ReadonlyArray<Spec> = []) => spaceline(p1, p2).build();

const start = (game: GameState): GameState => FacilityPhase.awaitNextSeeder(FacilityPhase.begin(game));

const checkSeed = (s: Scenario, card: string, location: string) =>
  FacilitySeeding.canSeedFacility('p1', s.id(card), s.id(location))(s.game);

const seedFacility = (player: PlayerId, card: CardId, location: LocationId) =>
  Decisions.apply({ type: 'facility.seed', player, card, location });

const ruleOf = (result: E.Either<{ readonly rule: string }, void>) =>
  E.isLeft(result) ? result.left.rule : null;
