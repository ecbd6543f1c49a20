// Rulebook "[Tribble] Tribbles (11.3)": "Large tribble cards may be beamed by any personnel with Transporter Skill. Each
// personnel may beam up to one large Tribble card for each multiple of Transporter Skill that they have, then are
// stopped." Rulebook "Transporter Skill": "can beam large Tribble cards, even through SHIELDS".
import { play, refused, started } from '../../cards/effects/response-test-support';
import { legalActions, state } from '../../machines/engine';
import { crowded, crowdedTable } from './tribble-test-support';
import { TRIBBLES } from './tribbles';

describe('tribble.beam', () => {
  it('should let Transporter Skill beam one large tribble card onto a shielded ship, then stop (Rulebook "Transporter Skill")', () => {
    // Arrange
    const [game, s] = crowded();
    const [scotty, hundred, galaxy, miranda] = [
      s.id('Montgomery Scott'),
      s.id('100 Tribbles - Bonus'),
      s.id('U.S.S. Galaxy'),
      s.id('U.S.S. Miranda'),
    ];
    const beam = {
      type: 'tribble.beam',
      player: 'p1',
      personnel: scotty,
      tribbles: [hundred],
      from: galaxy,
      to: miranda,
    } as const;
    const offered = legalActions(game);
    // Act
    const after = play(game, beam);
    // Assert
    expect(offered).toContainEqual(beam);
    expect(after.cards[hundred]?.zone).toEqual({ kind: 'aboard', carrier: miranda });
    expect(after.cards[scotty]).toMatchObject({ zone: { kind: 'aboard', carrier: galaxy }, stopped: true });
  });

  it('should refuse two large tribble cards for one level of Transporter Skill, a personnel without it, and a small tribble card ("one … for each multiple")', () => {
    // Arrange
    const [game, s] = crowded();
    const before = state(game);
    const both = [s.id('100 Tribbles - Bonus'), s.id('100 Tribbles - Poison')];
    const beam = (personnel: string, tribbles: ReadonlyArray<string>) =>
      ({
        type: 'tribble.beam',
        player: 'p1',
        personnel,
        tribbles,
        from: s.id('U.S.S. Galaxy'),
        to: s.id('Excavation'),
      }) as const;
    // Act
    const two = refused(game, beam(s.id('Montgomery Scott'), both));
    const unskilled = refused(game, beam(s.id('Data'), both.slice(0, 1)));
    const small = refused(game, beam(s.id('Montgomery Scott'), [s.id('1 Tribble - Bonus')]));
    // Assert
    expect(two).toBe('Transporter Skill');
    expect(unskilled).toBe('Transporter Skill');
    expect(small).toBe(TRIBBLES);
    expect(legalActions(game).filter((c) => c.type === 'tribble.beam' && c.tribbles.length > 1)).toEqual([]);
    expect(state(game)).toBe(before);
  });

  it('should offer beaming a large tribble card aboard a ship carried there, as a generic personnel may beam (Rulebook "Tribbles (11.3)", "Carried ships")', () => {
    // Arrange
    const [game, s] = started(
      crowdedTable().ship('p1', 'Type VI Shuttlecraft', { carriedBy: 'U.S.S. Galaxy' }),
    );
    const [hundred, shuttle] = [s.id('100 Tribbles - Bonus'), s.id('Type VI Shuttlecraft')];
    const beam = {
      type: 'tribble.beam',
      player: 'p1',
      personnel: s.id('Montgomery Scott'),
      tribbles: [hundred],
      from: s.id('U.S.S. Galaxy'),
      to: shuttle,
    } as const;
    // Act
    const offered = legalActions(game);
    const after = play(game, beam);
    // Assert
    expect(offered).toContainEqual(beam);
    expect(after.cards[hundred]?.zone).toEqual({ kind: 'aboard', carrier: shuttle });
  });
});
