import * as E from 'fp-ts/Either';
import { type GameState, getCard } from '../core/game-state';
import * as Decisions from '../game/decisions';
import { type Scenario, scenario } from '../game/scenario';

// Rulebook "Facility Phase": "Most Facilities state on their cards where they may be seeded"; the Nors' texts
describe('stationPlacement, seeding a Nor in the facility phase', () => {
  it('should offer Deep Space 9 at a Bajor Region location and seed it there in its printed affiliation ("Seeds at a Bajor Region location")', () => {
    // Arrange
    const s = alpha(['Deep Space 9']).build();
    const command = seedAt(s, 'Deep Space 9', 'Relocate Settlers');
    // Act
    const seeded = Decisions.apply(command)(s.game);
    // Assert
    expect(Decisions.legalActions(s.game)).toContainEqual(command);
    expect(getCard(s.id('Deep Space 9'))(seeded)).toMatchObject({
      zone: { kind: 'atLocation', location: s.id('Relocate Settlers') },
      faceUp: true,
      affiliation: 'Bajoran',
    });
  });

  it('should refuse Deep Space 9 outside the Bajor Region, naming the rule, the game unchanged (Rulebook "Facility Phase")', () => {
    // Arrange
    const s = alpha(['Deep Space 9']).build();
    const command = seedAt(s, 'Deep Space 9', 'Verify Evidence');
    // Act
    const result = Decisions.check(command)(s.game);
    // Assert
    expect(result).toEqual(
      E.left({
        rule: 'Facility Phase',
        message: 'Deep Space 9 enters play only at a Bajor Region location.',
      }),
    );
    expect(Decisions.legalActions(s.game)).not.toContainEqual(command);
  });

  it('should refuse Terok Nor while its owner has Deep Space 9 in play, one persona (Rulebook "Personas")', () => {
    // Arrange
    const s = alpha(['Terok Nor']).facility('p1', 'Deep Space 9', { at: 'Relocate Settlers' }).build();
    // Act
    const result = Decisions.check(seedAt(s, 'Terok Nor', 'Characterize Neutrino Emissions'))(s.game);
    // Assert
    expect(ruleOf(result)).toBe('Personas');
  });

  it('should seed Nor at a [CAR] location outside the Bajor Region only ("Seeds or plays at any [CAR] location (except a Bajor Region location)")', () => {
    // Arrange
    const s = alpha(['Nor']).build();
    // Act
    const offered = seedLocations(s.game, s.id('Nor'));
    // Assert
    expect(offered).toEqual([s.id('Verify Evidence')]);
    expect(ruleOf(Decisions.check(seedAt(s, 'Nor', 'Characterize Neutrino Emissions'))(s.game))).toBe(
      'Facility Phase',
    );
    expect(ruleOf(Decisions.check(seedAt(s, 'Nor', 'Avert Disaster'))(s.game))).toBe('Facility Phase');
  });

  it('should refuse a Nor where its owner already has a facility (Rulebook "Facility Phase")', () => {
    // Arrange
    const s = alpha([{ title: 'Nor', label: 'second' }])
      .facility('p1', { title: 'Nor', label: 'first' }, { at: 'Verify Evidence' })
      .build();
    // Act
    const result = Decisions.check(seedAt(s, 'second', 'Verify Evidence'))(s.game);
    // Assert
    expect(result).toEqual(
      E.left({
        rule: 'Facility Phase',
        message: 'You may not seed a facility at a location where you already own one.',
      }),
    );
  });

  it('should seed Mirror Terok Nor only at Bajor, the Bajor Region homeworld of the Mirror Quadrant ("Seeds at {Bajor}")', () => {
    // Arrange
    const s = mirror(['Mirror Terok Nor']);
    // Act
    const offered = seedLocations(s.game, s.id('Mirror Terok Nor'));
    // Assert
    expect(offered).toEqual([s.id('Disrupt Alliance')]);
  });

  it('should seed Alliance Nor at any Mirror Quadrant mission except in the Badlands Region ("Seeds or plays at any mission in Mirror Quadrant")', () => {
    // Arrange
    const s = mirror(['Alliance Nor']);
    // Act
    const offered = seedLocations(s.game, s.id('Alliance Nor'));
    // Assert
    expect(offered).toEqual([s.id('Disrupt Alliance'), s.id('Test Warship')]);
  });

  it('should refuse Empok Nor, whose seeding (uncontrolled, in the mission phase) is not implemented', () => {
    // Arrange
    const s = alpha(['Empok Nor']).build();
    // Act
    const result = Decisions.check(seedAt(s, 'Empok Nor', 'Verify Evidence'))(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.message).toMatch(/does not implement/);
    expect(seedLocations(s.game, s.id('Empok Nor'))).toEqual([]);
  });

  it('should refuse Terok Nor (Alternate Universe Twilight), an [AU] card (Rulebook "Seed Phases")', () => {
    // Arrange
    const s = alpha(['Terok Nor (Alternate Universe Twilight)']).build();
    // Act
    const result = Decisions.check(seedAt(s, 'Terok Nor (Alternate Universe Twilight)', 'Relocate Settlers'))(
      s.game,
    );
    // Assert
    expect(ruleOf(result)).toBe('Seed Phases');
  });
});

// Helpers

type Spec = Parameters<ReturnType<typeof scenario>['hand']>[1][number];

/** p1's Alpha Quadrant missions: Relocate Settlers ([BAJ], Bajor Region), Characterize Neutrino Emissions ([CAR][BAJ], Bajor Region), Verify Evidence ([CAR][BAJ], Badlands Region), Avert Disaster ([FED]). */
const alpha = (seedDeck: ReadonlyArray<Spec>) =>
  scenario({ phase: 'facility' })
    .mission('p1', 'Relocate Settlers')
    .mission('p1', 'Characterize Neutrino Emissions')
    .mission('p1', 'Verify Evidence')
    .mission('p1', 'Avert Disaster')
    .place('p1', { kind: 'seedDeck', player: 'p1' }, seedDeck);

/** p1's Mirror Quadrant missions: Disrupt Alliance (Bajor Region homeworld), Test Warship (Bajor Region), Search for Rebels (Badlands Region). */
const mirror = (seedDeck: ReadonlyArray<Spec>): Scenario =>
  scenario({ phase: 'facility' })
    .mission('p1', 'Disrupt Alliance')
    .mission('p1', 'Test Warship')
    .mission('p1', 'Search for Rebels')
    .place('p1', { kind: 'seedDeck', player: 'p1' }, seedDeck)
    .build();

const seedAt = (s: Scenario, card: string, location: string) =>
  ({ type: 'facility.seed', player: 'p1', card: s.id(card), location: s.id(location) }) as const;

const seedLocations = (game: GameState, card: string): ReadonlyArray<string> =>
  Decisions.legalActions(game).flatMap((a) =>
    a.type === 'facility.seed' && a.card === card ? [a.location] : [],
  );

const ruleOf = (result: E.Either<{ readonly rule: string }, void>) =>
  E.isLeft(result) ? result.left.rule : null;
