import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { type GameState, getCard } from '../core/game-state';
import * as Decisions from '../game/decisions';
import { type CardSpec, type Scenario, scenario } from '../game/scenario';
import { sitesOf } from '../sites/station-sites';
import * as FacilityPhase from './facility-phase';

// Rulebook "Facility Phase" (sites): "you may seed the Sites in your site pile … Each site may be added to any facility
// where it is allowed to play …, no matter which player seeded that facility"
describe('siteSeedCandidates and checkSeedSite', () => {
  it('should offer a site of p1\'s site pile on p2\'s Nor and seed it face up there (Rulebook "Facility Phase")', () => {
    // Arrange
    const s = onNor([], ['Ops']).build();
    const command = seedSite(s, 'Ops', 'Nor', 0);
    // Act
    const seeded = Decisions.apply(command)(s.game);
    // Assert
    expect(positions(s.game, s.id('Ops'))).toEqual([0]);
    expect(sitesOf(s.id('Nor'))(seeded)).toEqual([s.id('Ops')]);
    expect(getCard(s.id('Ops'))(seeded)).toMatchObject({ owner: 'p1', faceUp: true });
    // its other text is not implemented: logged after the seed as a blank card (README "No silent blank cards")
    expect(seeded.chronicle.at(-2)?.text).toBe('p1 seeds Ops on Nor, 1st of 1');
  });

  it('should offer only the positions that keep the levels grouped in order, and refuse the others with the game unchanged (Rulebook "Facility Phase")', () => {
    // Arrange: Ops Module, then Docking Ring
    const s = onNor(['Ops', 'Docking Pylons'], ['Infirmary']).build();
    const outside = seedSite(s, 'Infirmary', 'Nor', 2);
    // Act
    const result = Decisions.check(outside)(s.game);
    // Assert
    expect(positions(s.game, s.id('Infirmary'))).toEqual([1]);
    expect(result).toEqual(
      E.left({
        rule: 'Facility Phase',
        message:
          'Sites are grouped by level in the order Ops Module, Promenade, Habitat Ring, Docking Ring: Infirmary may not follow Docking Pylons.',
      }),
    );
  });

  it('should offer every position among the sites of the same level (Rulebook "Facility Phase": "you may insert it between other sites")', () => {
    // Arrange
    const s = onNor(['Infirmary', 'Security Office'], ['Promenade Shops']).build();
    // Act
    const offered = positions(s.game, s.id('Promenade Shops'));
    // Assert
    expect(offered).toEqual([0, 1, 2]);
  });

  it('should insert the site at the position chosen and name it in the log', () => {
    // Arrange
    const s = onNor(['Ops', 'Docking Pylons'], ['Infirmary']).build();
    // Act
    const seeded = Decisions.apply(seedSite(s, 'Infirmary', 'Nor', 1))(s.game);
    // Assert
    expect(sitesOf(s.id('Nor'))(seeded)).toEqual([s.id('Ops'), s.id('Infirmary'), s.id('Docking Pylons')]);
    // its other text is not implemented: logged after the seed as a blank card (README "No silent blank cards")
    expect(seeded.chronicle.at(-2)?.text).toBe('p1 seeds Infirmary on Nor, 2nd of 3');
  });

  it('should refuse a site whose lower left corner names other stations (Rulebook "Facility Phase")', () => {
    // Arrange
    const s = onNor([], ["Quark's Bar"]).build();
    // Act
    const result = Decisions.check(seedSite(s, "Quark's Bar", 'Nor', 0))(s.game);
    // Assert
    expect(ruleOf(result)).toBe('Facility Phase');
    expect(positions(s.game, s.id("Quark's Bar"))).toEqual([]);
  });

  it('should refuse a second copy of a site on one station, but not of a ❖ universal one (Rulebook "Facility Phase": "unique per station")', () => {
    // Arrange
    const s = onNor(
      [
        { title: 'Ops', label: 'their Ops' },
        { title: 'Guest Quarters', label: 'their Quarters' },
      ],
      [
        { title: 'Ops', label: 'my Ops' },
        { title: 'Guest Quarters', label: 'my Quarters' },
      ],
    ).build();
    // Act
    const result = Decisions.check(seedSite(s, 'my Ops', 'Nor', 1))(s.game);
    // Assert
    expect(ruleOf(result)).toBe('Sites');
    expect(positions(s.game, s.id('my Quarters'))).toEqual([1, 2]);
  });

  it('should keep Commander\'s Office the innermost site ("This site is always the "innermost" site of any Nor")', () => {
    // Arrange
    const s = onNor(['Ops'], ["Commander's Office"]).build();
    const withOffice = onNor(["Commander's Office"], ['Ops']).build();
    // Act
    const inside = Decisions.check(seedSite(withOffice, 'Ops', 'Nor', 0))(withOffice.game);
    // Assert
    expect(positions(s.game, s.id("Commander's Office"))).toEqual([0]);
    expect(positions(withOffice.game, withOffice.id('Ops'))).toEqual([1]);
    expect(ruleOf(inside)).toBe('Sites');
  });

  it('should place a Holosuite only next to Quark\'s Bar or another Holosuite ("This site must be placed adjacent to {Quark\'s Bar}")', () => {
    // Arrange
    const s = onStation(
      'Deep Space 9',
      'Relocate Settlers',
      ["Quark's Bar", 'Infirmary'],
      ['Holosuite'],
    ).build();
    // Act
    const offered = positions(s.game, s.id('Holosuite'));
    // Assert
    expect(offered).toEqual([0, 1]);
  });

  it("should read Mirror Terok Nor's text: Quark's Bar may seed there, Ops only with [TE] in its gametext", () => {
    // Arrange
    const s = onStation(
      'Mirror Terok Nor',
      'Disrupt Alliance',
      [],
      ["Quark's Bar", 'Ops', 'Ops: Mirror Universe'],
    ).build();
    // Act
    const ops = Decisions.check(seedSite(s, 'Ops', 'Mirror Terok Nor', 0))(s.game);
    // Assert
    expect(positions(s.game, s.id("Quark's Bar"))).toEqual([0]);
    expect(positions(s.game, s.id('Ops: Mirror Universe'))).toEqual([0]);
    expect(E.isLeft(ops) && ops.left.message).toBe(
      'Mirror Terok Nor: Ops may only seed or play here if [TE] is in its gametext.',
    );
  });

  it('should refuse an [eDS9] Ops on Alliance Nor ("[eDS9] {Ops} may not seed or play on this Nor")', () => {
    // Arrange
    const s = onStation(
      'Alliance Nor',
      'Test Warship',
      [],
      [{ title: 'Ops', blueprint: 'HF5/hmf5_11' }],
    ).build();
    // Act
    const result = Decisions.check(seedSite(s, 'Ops', 'Alliance Nor', 0))(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.message).toBe(
      'Alliance Nor: Ops may not seed or play on this Nor.',
    );
  });

  it('should refuse a site that is not in the player\'s site pile (Rulebook "Facility Phase": no seed slots for sites)', () => {
    // Arrange
    const s = onNor([], []).place('p1', { kind: 'seedDeck', player: 'p1' }, ['Infirmary']).build();
    // Act
    const result = Decisions.check(seedSite(s, 'Infirmary', 'Nor', 0))(s.game);
    // Assert
    expect(result).toEqual(
      E.left({ rule: 'Facility Phase', message: `${s.id('Infirmary')} is not a site in p1's site pile.` }),
    );
  });
});

describe('nextSeeder with sites', () => {
  it('should ask a player whose only seed cards left are sites, alternating with the other player (Rulebook "Facility Phase")', () => {
    // Arrange
    const s = onNor([], ['Ops', 'Infirmary']).build();
    const game = FacilityPhase.awaitNextSeeder(FacilityPhase.begin(s.game));
    // Act
    const next = FacilityPhase.awaitNextSeeder(Decisions.apply(seedSite(s, 'Ops', 'Nor', 0))(game));
    // Assert
    expect(game.pending).toEqual({ player: 'p1', decision: 'facility.seed' });
    expect(next.pending).toEqual({ player: 'p1', decision: 'facility.seed' });
    expect(FacilityPhase.nextSeeder(Decisions.apply({ type: 'facility.pass', player: 'p1' })(next))).toEqual(
      O.none,
    );
  });
});

// Helpers

/** p2's station at p2's mission, with sites already in its line (p2's), and p1's site pile. */
const onStation = (
  station: string,
  mission: string,
  line: ReadonlyArray<CardSpec>,
  pile: ReadonlyArray<CardSpec>,
) =>
  line.reduce(
    (b, site) => b.site('p2', site, { on: station }),
    scenario({ phase: 'facility' })
      .mission('p2', mission)
      .facility('p2', station, { at: mission })
      .place('p1', { kind: 'sitePile', player: 'p1' }, pile),
  );

/** p2's Nor at Verify Evidence. */
const onNor = (line: ReadonlyArray<CardSpec>, pile: ReadonlyArray<CardSpec>) =>
  onStation('Nor', 'Verify Evidence', line, pile);

const seedSite = (s: Scenario, card: string, station: string, position: number) =>
  ({ type: 'site.seed', player: 'p1', card: s.id(card), station: s.id(station), position }) as const;

const positions = (game: GameState, card: string): ReadonlyArray<number> =>
  Decisions.legalActions(game).flatMap((a) =>
    a.type === 'site.seed' && a.card === card ? [a.position] : [],
  );

const ruleOf = (result: E.Either<{ readonly rule: string }, void>) =>
  E.isLeft(result) ? result.left.rule : null;
