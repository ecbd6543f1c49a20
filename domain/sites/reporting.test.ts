import * as E from 'fp-ts/Either';
import { loadCardDatabase } from '../../cards/database';
import { onTurn, playsOf, refusal, send } from '../../cards/effects/play-test-support';
import type { ReportCard } from '../card-play/card-play';
import { getCard } from '../core/game-state';
import type { RuleError } from '../core/rule-error';
import * as Decisions from '../game/decisions';
import type { ScenarioBuilder } from '../game/scenario';
import { isReporter, siteReportings } from './reporting';
import { reportToSite, terokNor } from './test-support';

describe('siteReportings', () => {
  it('should read "Compatible OFFICER-classification personnel may report here" (Ops)', () => {
    // Act
    const [reporting] = siteReportings(site('Ops'));
    // Assert
    expect(reporting?.reporters).toEqual([{ type: 'Personnel', classification: 'OFFICER' }]);
    expect(reporting?.regardlessOfAffiliation).toBe(false);
  });

  it('should read "Smuggling, Acquisition, and [Non] Navigation personnel" as three kinds of personnel (Cargo Bay)', () => {
    // Act
    const [reporting] = siteReportings(site('Cargo Bay'));
    // Assert
    expect(reporting?.reporters).toEqual([
      { type: 'Personnel', skill: 'Smuggling' },
      { type: 'Personnel', skill: 'Acquisition' },
      { type: 'Personnel', skill: 'Navigation', affiliation: 'Non-Aligned' },
    ]);
  });

  it('should read "If unoccupied, any non-Borg V.I.P. may report here regardless of affiliation" (Guest Quarters)', () => {
    // Act
    const [reporting] = siteReportings(site('Guest Quarters'));
    // Assert
    expect(reporting).toEqual({
      reporters: [{ type: 'Personnel', classification: 'V.I.P.', nonBorg: true }],
      regardlessOfAffiliation: true,
      ifUnoccupied: true,
      ignoringQuadrant: false,
    });
  });

  it("should read a free report once each turn apart from the permission to report (Klingon Restaurant's cooks)", () => {
    // Act
    const readings = siteReportings(site('Klingon Restaurant'));
    // Assert
    expect(readings.map((r) => [r.reporters, r.forFree])).toEqual([
      [[{ type: 'Personnel', characteristic: 'Klingon' }], undefined],
      [[{ type: 'Personnel', characteristic: 'cook' }], 'onceEachTurn'],
    ]);
  });

  it('should read "a bartender, a dabo girl, a waiter, {any Quark} or {any Rom}" (Quark\'s Bar), and Docking Ports\' free freighters', () => {
    // Act
    const bar = siteReportings(site("Quark's Bar"))[1];
    const ports = siteReportings(site('Docking Ports'));
    // Assert
    expect(bar?.reporters).toEqual([
      { type: 'Personnel', characteristic: 'bartender' },
      { type: 'Personnel', characteristic: 'dabo girl' },
      { type: 'Personnel', characteristic: 'waiter' },
      { title: 'Quark' },
      { title: 'Rom' },
    ]);
    expect(ports).toEqual([
      {
        reporters: [
          { type: 'Ship', characteristic: 'Freighter' },
          { type: 'Ship', characteristic: 'transport' },
        ],
        regardlessOfAffiliation: false,
        ifUnoccupied: false,
        ignoringQuadrant: false,
        forFree: 'always',
      },
    ]);
  });

  it('should admit no one for a kind it cannot read exactly ("personnel who mentions The Intendant as a romantic partner")', () => {
    // Act
    const [reporting] = siteReportings(site("The Intendant's Quarters"));
    // Assert
    expect(reporting?.reporters).toEqual([
      { title: 'The Intendant' },
      { type: 'Personnel', icons: ['KCA'], characteristic: 'Vulcan' },
    ]);
  });

  it('should tell hand weapons (equipment) from Klingon-related equipment and Klingon personnel', () => {
    // Arrange
    const [security] = siteReportings(site('Security Office'));
    const [restaurant] = siteReportings(site('Klingon Restaurant'));
    const disruptor = card('Klingon Disruptor');
    // Act
    const admitted = [security, restaurant].map((r) => r?.reporters.some((k) => isReporter(k)(disruptor)));
    // Assert
    expect(admitted).toEqual([true, false]);
  });
});

describe('reporting to a site (Rulebook "Sites", "Reporting for Duty")', () => {
  it('should offer and apply a compatible OFFICER reporting to Ops, aboard the station at that site', () => {
    // Arrange
    const s = nor().hand('p1', ['Dukat']).build();
    const command = reportToSite(s.id('Dukat'), s.id('Terok Nor'), s.id('Ops'));
    // Act
    const next = send(s.game, command);
    // Assert
    expect(playsOf(s.game, s.id('Dukat'))).toContainEqual(command);
    expect(getCard(s.id('Dukat'))(next).zone).toEqual({
      kind: 'aboard',
      carrier: s.id('Terok Nor'),
      site: s.id('Ops'),
    });
  });

  it('should refuse an OFFICER reporting to a site whose text does not admit him (Promenade Shops), the game unchanged', () => {
    // Arrange
    const s = nor().hand('p1', ['Dukat']).build();
    const command = reportToSite(s.id('Dukat'), s.id('Terok Nor'), s.id('Promenade Shops'));
    // Act
    const rule = refusal(s.game, command);
    // Assert
    expect(rule).toBe('Sites');
    expect(playsOf(s.game, s.id('Dukat'))).not.toContainEqual(command);
  });

  it('should refuse reporting to a station with sites without naming a site', () => {
    // Arrange
    const s = nor().hand('p1', ['Dukat']).build();
    const command: ReportCard = {
      type: 'card.play',
      player: 'p1',
      card: s.id('Dukat'),
      kind: 'report',
      facility: s.id('Terok Nor'),
      affiliation: 'Cardassian',
    };
    // Act
    const rule = refusal(s.game, command);
    // Assert
    expect(rule).toBe('Reporting for Duty');
  });

  it('should refuse an incompatible OFFICER at Ops ("Compatible OFFICER-classification personnel")', () => {
    // Arrange
    const s = nor().hand('p1', ['Benjamin Sisko']).build();
    const command = reportToSite(s.id('Benjamin Sisko'), s.id('Terok Nor'), s.id('Ops'), 'Federation');
    // Act
    const rule = refusal(s.game, command);
    // Assert
    expect(rule).toBe('Compatible');
    expect(playsOf(s.game, s.id('Benjamin Sisko'))).toEqual([]);
  });

  it('should let a non-Borg CIVILIAN of another affiliation report to Promenade Shops "regardless of affiliation"', () => {
    // Arrange
    const s = nor().hand('p1', ['Vash']).build();
    const command = reportToSite(s.id('Vash'), s.id('Terok Nor'), s.id('Promenade Shops'), 'Federation');
    // Act
    const plays = playsOf(s.game, s.id('Vash'));
    // Assert
    expect(plays).toEqual([command]);
  });

  it('should refuse a CIVILIAN at Promenade Shops where your incompatible personnel are (10.2.10 House Arrest)', () => {
    // Arrange
    const s = nor().aboard('Promenade Shops', 'p1', ['Elim Garak']).hand('p1', ['Vash']).build();
    const command = reportToSite(s.id('Vash'), s.id('Terok Nor'), s.id('Promenade Shops'), 'Federation');
    // Act
    const rule = refusal(s.game, command);
    // Assert
    expect(rule).toBe('10.2.10 House Arrest');
  });

  it('should let hand weapons report to the Security Office, and not to Ops', () => {
    // Arrange
    const s = nor()
      .site('p1', 'Security Office', { on: 'Terok Nor' })
      .hand('p1', ['Cardassian Disruptor'])
      .build();
    // Act
    const sites = playsOf(s.game, s.id('Cardassian Disruptor')).map((c) => (c as ReportCard).site);
    // Assert
    expect(sites).toEqual([s.id('Security Office')]);
  });

  it('should let a V.I.P. report to Guest Quarters only while it is unoccupied', () => {
    // Arrange
    const empty = nor().site('p1', 'Guest Quarters', { on: 'Terok Nor' }).hand('p1', ['Brunt']);
    const s = empty.build();
    const occupied = empty.aboard('Guest Quarters', 'p2', ['Quark']).build();
    const command = reportToSite(s.id('Brunt'), s.id('Terok Nor'), s.id('Guest Quarters'), 'Ferengi');
    // Act
    const rules = [refusal(s.game, command), refusal(occupied.game, command)];
    // Assert
    expect(rules).toEqual([null, 'Sites']);
  });

  it('should make a ship reported to a docking site enter play docked there (Rulebook 7.1.4: "must enter play docked")', () => {
    // Arrange
    const s = nor().site('p1', 'Docking Ports', { on: 'Terok Nor' }).hand('p1', ['Galor']).build();
    const command = reportToSite(s.id('Galor'), s.id('Terok Nor'), s.id('Docking Ports'));
    // Act
    const next = send(s.game, command);
    // Assert
    expect(playsOf(s.game, s.id('Galor'))).toEqual([command]);
    expect(getCard(s.id('Galor'))(next).zone).toEqual({
      kind: 'docked',
      facility: s.id('Terok Nor'),
      site: s.id('Docking Ports'),
    });
  });

  it('should refuse a ship with three staffing icons at Docking Ports ("fewer than three staffing icons")', () => {
    // Arrange
    const s = nor().site('p1', 'Docking Ports', { on: 'Terok Nor' }).hand('p1', ['Keldon']).build();
    const command = reportToSite(s.id('Keldon'), s.id('Terok Nor'), s.id('Docking Ports'));
    // Act
    const rule = refusal(s.game, command);
    // Assert
    expect(rule).toBe('Sites');
  });

  it('should refuse an incompatible ship at Docking Ports with no Computer Skill personnel of its player there', () => {
    // Arrange
    const s = nor().site('p1', 'Docking Ports', { on: 'Terok Nor' }).hand('p1', ['Runabout']).build();
    const command = reportToSite(s.id('Runabout'), s.id('Terok Nor'), s.id('Docking Ports'), 'Federation');
    // Act
    const rule = refusal(s.game, command);
    // Assert
    expect(rule).toBe('Sites');
  });

  it('should let Ferengi ships report at the Nor of Quark\'s Bar ("Ferengi ships may report, dock, undock and repair")', () => {
    // Arrange
    const s = nor().site('p1', "Quark's Bar", { on: 'Terok Nor' }).hand('p1', ['Krayton']).build();
    // Act
    const sites = playsOf(s.game, s.id('Krayton')).map((c) => (c as ReportCard).site);
    // Assert
    expect(sites).toEqual([s.id("Quark's Bar")]);
  });
});

describe('a suspended site (Bajoran Shrine: "Unless station is under [Baj] or [Fed] control, Shrine is suspended")', () => {
  it('should let a Vedek report to the Shrine of a Bajoran station, and refuse it while the station is Cardassian', () => {
    // Arrange
    const bajoran = shrineOn('Deep Space 9', 'Bajoran').build();
    const cardassian = shrineOn('Terok Nor', 'Cardassian').build();
    const report = (s: typeof bajoran, station: string) =>
      reportToSite(s.id('Vedek Sorad'), s.id(station), s.id('Bajoran Shrine'), 'Bajoran');
    // Act
    const results = [
      Decisions.check(report(bajoran, 'Deep Space 9'))(bajoran.game),
      Decisions.check(report(cardassian, 'Terok Nor'))(cardassian.game),
    ];
    // Assert
    expect(E.isRight(results[0] as E.Either<RuleError, void>)).toBe(true);
    expect(results[1]).toEqual(
      E.left(expect.objectContaining({ rule: 'Sites', message: expect.stringMatching(/suspended/) })),
    );
  });
});

// Helpers

/** p1's station of that affiliation with the Bajoran Shrine, Vedek Sorad in hand. */
const shrineOn = (station: string, affiliation: string): ScenarioBuilder =>
  onTurn()
    .mission('p1', 'Avert Disaster')
    .facility('p1', station, { at: 'Avert Disaster' })
    .modify(station, { affiliation })
    .site('p1', 'Bajoran Shrine', { on: station })
    .hand('p1', ['Vedek Sorad']);

/** Terok Nor (Cardassian) of p1 with Ops and Promenade Shops, p1 to play a card. */
const nor = (): ScenarioBuilder => terokNor(['Ops', 'Promenade Shops']);

const card = (title: string) => {
  const [printing] = loadCardDatabase().byTitle(title);
  if (printing === undefined) throw new Error(title);
  return printing;
};

const site = (title: string) => card(title);
