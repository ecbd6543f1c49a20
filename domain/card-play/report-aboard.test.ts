import * as E from 'fp-ts/Either';
import { scenario } from '../game/scenario';
import { checkReportAboard, mayReportAboard, reportingCarriers } from './report-aboard';
import { reportingDestinations } from './reporting';

describe('checkReportAboard', () => {
  it('should let a Borg Sphere report aboard your Borg cube in space (Rulebook "Carried ships")', () => {
    // Arrange
    const s = cube('p1').build();
    // Act
    const result = checkReportAboard(s.id('Borg Sphere'), s.id('Borg Cube'), 'Borg', 'p1')(s.game);
    // Assert
    expect(result).toEqual(E.right(undefined));
    expect(reportingDestinations(s.id('Borg Sphere'))(s.game)).toEqual([
      {
        facility: s.id('Borg Cube'),
        zone: { kind: 'carried', carrier: s.id('Borg Cube') },
        affiliation: 'Borg',
      },
    ]);
  });

  it('should refuse a cloaked or phased carrier, and not list it (Rulebook 7.6 Cloak)', () => {
    // Arrange
    const s = cube('p1').modify('Borg Cube', { cloaked: true }).build();
    // Act
    const result = checkReportAboard(s.id('Borg Sphere'), s.id('Borg Cube'), 'Borg', 'p1')(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('7.6 Cloak');
    expect(reportingDestinations(s.id('Borg Sphere'))(s.game)).toEqual([]);
  });

  it('should refuse the opponent\'s Borg cube (Borg Sphere: "any of your Borg cubes")', () => {
    // Arrange
    const s = cube('p2').build();
    // Act
    const result = checkReportAboard(s.id('Borg Sphere'), s.id('Borg Cube'), 'Borg', 'p1')(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('Carried ships');
    expect(mayReportAboard(s.id('Borg Sphere'), s.id('Borg Cube'), 'Borg', 'p1')(s.game)).toBe(false);
  });
});

describe('reportingCarriers', () => {
  it('should give no destination aboard a carrier to a ship no card lets report aboard (Rulebook "Reporting for Duty")', () => {
    // Arrange: the Borg Cube in play lets equipment and Borg personnel report aboard, not ships
    const s = cube('p1').hand('p1', ['Borg Cube']).build();
    const [inPlay, inHand] = s.ids('Borg Cube');
    // Act
    const carriers = reportingCarriers(inHand as string, 'p1')(s.game);
    const destinations = reportingDestinations(inHand as string)(s.game);
    // Assert: a superset of carriers to ask, none of which lets it report aboard
    expect(carriers).toEqual([inPlay]);
    expect(destinations.filter((d) => d.facility === inPlay)).toEqual([]);
  });

  it('should list no carrier for a personnel when no card lets cards report aboard (Rulebook "Reporting for Duty")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Answer Distress Signal')
      .ship('p1', 'Runabout', { at: 'Answer Distress Signal' })
      .hand('p1', ['Data'])
      .build();
    // Act
    const carriers = reportingCarriers(s.id('Data'), 'p1')(s.game);
    // Assert
    expect(carriers).toEqual([]);
  });
});

// Helpers

const cube = (owner: string) =>
  scenario()
    .mission('p1', 'Answer Distress Signal')
    .ship(owner, 'Borg Cube', { at: 'Answer Distress Signal' })
    .hand('p1', ['Borg Sphere']);
