// Ops: "Any Computer Skill personnel unopposed here may commandeer station." With Terok Nor: "If commandeered by any
// personnel who is [Baj] or [Fed], flip card over." and Mirror Terok Nor: "If commandeered, new controller may flip
// card over."
import { onTurn, refusal, send } from '../../cards/effects/play-test-support';
import { blueprintOf, getCard } from '../core/game-state';
import * as Decisions from '../game/decisions';
import type { ScenarioBuilder } from '../game/scenario';
import type { CommandeerStation } from './station-commandeering';

describe('station.commandeer', () => {
  it('should let an unopposed Computer Skill personnel at Ops commandeer the station, which flips over (Ops, Terok Nor)', () => {
    // Arrange: Data (Federation, Computer Skill) at Ops of p2's Terok Nor
    const s = opponentsNor('Terok Nor', ['Ops', 'Promenade Shops']).aboard('Ops', 'p1', ['Data']).build();
    const command = commandeering(s.id('Data'));
    // Act
    const listed = Decisions.legalActions(s.game).filter((c) => c.type === 'station.commandeer');
    const after = send(s.game, command);
    // Assert
    expect(listed).toEqual([command]);
    const station = getCard(s.id('Terok Nor'))(after);
    expect([station.controller, station.affiliation, blueprintOf(station.id)(after).title]).toEqual([
      'p1',
      'Federation',
      'Deep Space 9 (back)',
    ]);
    expect(['Ops', 'Promenade Shops'].map((site) => getCard(s.id(site))(after).zone)).toEqual([
      { kind: 'playedOn', host: station.id },
      { kind: 'playedOn', host: station.id },
    ]);
    expect(getCard(s.id('Data'))(after).zone).toEqual(getCard(s.id('Data'))(s.game).zone);
    expect([after.turn.normalCardPlayUsed, after.turn.ordersBegun]).toEqual([false, false]);
  });

  it('should refuse commandeering by a personnel opposed at Ops, and list none (Rulings "unopposed")', () => {
    // Arrange: p2's Dukat is at Ops with Data
    const s = opponentsNor('Terok Nor', ['Ops'])
      .aboard('Ops', 'p1', ['Data'])
      .aboard('Ops', 'p2', ['Dukat'])
      .build();
    // Act
    const rule = refusal(s.game, commandeering(s.id('Data')));
    // Assert
    expect(rule).toBe('Sites: Ops');
    expect(Decisions.legalActions(s.game).filter((c) => c.type === 'station.commandeer')).toEqual([]);
  });

  it('should not count an opponent\'s personnel in stasis at Ops as opposing (Rulings "unopposed")', () => {
    // Arrange: p2's Dukat, in stasis, is at Ops with Data
    const s = opponentsNor('Terok Nor', ['Ops'])
      .aboard('Ops', 'p1', ['Data'])
      .aboard('Ops', 'p2', ['Dukat'])
      .modify('Dukat', { stasis: true })
      .build();
    // Act
    const rule = refusal(s.game, commandeering(s.id('Data')));
    // Assert
    expect(rule).toBeNull();
  });

  it('should refuse commandeering from another site, or by a personnel without Computer Skill (Ops)', () => {
    // Arrange: Baran (Computer Skill) at the Promenade Shops, Deanna Troi (no Computer Skill) at Ops
    const s = opponentsNor('Terok Nor', ['Ops', 'Promenade Shops'])
      .aboard('Promenade Shops', 'p1', ['Baran'])
      .aboard('Ops', 'p1', ['Deanna Troi'])
      .build();
    // Act
    const rules = [
      refusal(s.game, commandeering(s.id('Baran'))),
      refusal(s.game, commandeering(s.id('Deanna Troi'))),
    ];
    // Assert
    expect(rules).toEqual(['Sites: Ops', 'Sites: Ops']);
  });

  it('should refuse a stopped personnel with the rule of commandeering (Rulebook 10.2.1 Stopped)', () => {
    // Arrange
    const s = opponentsNor('Terok Nor', ['Ops'])
      .aboard('Ops', 'p1', ['Data'])
      .modify('Data', { stopped: true })
      .build();
    // Act
    const rule = refusal(s.game, commandeering(s.id('Data')));
    // Assert
    expect(rule).toBe('Commandeering');
  });

  it('should offer the new controller of Mirror Terok Nor both choices, to flip it over or not (Mirror Terok Nor)', () => {
    // Arrange: Baran (Non-Aligned) at Ops: Mirror Universe of p2's Mirror Terok Nor
    const s = opponentsNor('Mirror Terok Nor', ['Ops: Mirror Universe'])
      .aboard('Ops: Mirror Universe', 'p1', ['Baran'])
      .build();
    const [flip, keep] = [true, false].map((f) => ({ ...commandeering(s.id('Baran')), flip: f }));
    // Act
    const listed = Decisions.legalActions(s.game).filter((c) => c.type === 'station.commandeer');
    const titles = [flip, keep].map(
      (c) => blueprintOf(s.id('Mirror Terok Nor'))(send(s.game, c as CommandeerStation)).title,
    );
    // Assert
    expect(listed).toEqual([flip, keep]);
    expect(refusal(s.game, commandeering(s.id('Baran')))).toBe('Commandeering');
    expect(titles).toEqual(['Mirror Terok Nor (back)', 'Mirror Terok Nor']);
  });
});

// Helpers

/** p2's station at Avert Disaster with these sites, p1's turn decision pending. */
const opponentsNor = (station: string, sites: ReadonlyArray<string>): ScenarioBuilder =>
  sites.reduce(
    (builder, site) => builder.site('p2', site, { on: station }),
    onTurn().mission('p1', 'Avert Disaster').facility('p2', station, { at: 'Avert Disaster' }),
  );

const commandeering = (personnel: string): CommandeerStation => ({
  type: 'station.commandeer',
  player: 'p1',
  personnel,
});
