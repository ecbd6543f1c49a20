import { onTurn, playsOf, refusal, send } from '../../cards/effects/play-test-support';
import { getCard } from '../core/game-state';
import * as Decisions from '../game/decisions';
import type { Scenario, ScenarioBuilder } from '../game/scenario';
import { sitesOf } from './station-sites';

// Rulebook "Sites": "Although usually seeded, Sites can be stocked in your draw deck. Playing one uses your normal
// card play"; "Facility Phase": "When seeding or playing a Site on the table, you may insert it between other sites"
describe('sitePlays and playSite', () => {
  it('should offer a site in hand at each legal position of any player\'s Nor, and play it with the normal card play (Rulebook "Sites")', () => {
    // Arrange
    const s = withNor(onTurn().hand('p1', ['Security Office'])).build();
    const command = siteOnNor(s, 'Security Office', 1);
    // Act
    const played = send(s.game, command);
    // Assert
    expect(playsOf(s.game, s.id('Security Office')).map((p) => 'position' in p && p.position)).toEqual([1]);
    expect(sitesOf(s.id('Nor'))(played)).toEqual([
      s.id('Ops'),
      s.id('Security Office'),
      s.id('Docking Pylons'),
    ]);
    expect(getCard(s.id('Security Office'))(played)).toMatchObject({ owner: 'p1', faceUp: true });
    expect(played.turn.normalCardPlayUsed).toBe(true);
  });

  it('should refuse a site at a position that splits a level, naming the rule, the game unchanged (Rulebook "Facility Phase")', () => {
    // Arrange
    const s = withNor(onTurn().hand('p1', ['Security Office'])).build();
    const command = siteOnNor(s, 'Security Office', 0);
    // Act
    const rule = refusal(s.game, command);
    // Assert
    expect(rule).toBe('Facility Phase');
  });

  it('should refuse a second site once the normal card play is used (Rulebook "Play a Card")', () => {
    // Arrange
    const s = withNor(onTurn().hand('p1', ['Security Office', 'Infirmary'])).build();
    const played = send(s.game, siteOnNor(s, 'Security Office', 1));
    // Act
    const rule = refusal(played, siteOnNor(s, 'Infirmary', 1));
    // Assert
    expect(rule).toBe('Play a Card');
    expect(playsOf(played, s.id('Infirmary'))).toEqual([]);
  });
});

// Rulebook "Facility Phase": Nor "Seeds or plays at any [CAR] location (except a Bajor Region location)"
describe('playing a Nor during the game', () => {
  it('should offer Nor at a [CAR] location outside the Bajor Region, with no ENGINEER, and refuse Deep Space 9, which only seeds', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Relocate Settlers')
      .mission('p1', 'Verify Evidence')
      .hand('p1', ['Nor', 'Deep Space 9'])
      .build();
    const command = {
      type: 'card.play',
      player: 'p1',
      card: s.id('Nor'),
      kind: 'build',
      location: s.id('Verify Evidence'),
      affiliation: 'Cardassian',
    } as const;
    // Act
    const played = send(s.game, command);
    // Assert
    expect(playsOf(s.game, s.id('Nor'))).toEqual([command]);
    expect(getCard(s.id('Nor'))(played).zone).toEqual({
      kind: 'atLocation',
      location: s.id('Verify Evidence'),
    });
    expect(playsOf(s.game, s.id('Deep Space 9'))).toEqual([]);
    expect(
      Decisions.check({
        type: 'card.play',
        player: 'p1',
        card: s.id('Deep Space 9'),
        kind: 'build',
        location: s.id('Relocate Settlers'),
        affiliation: 'Bajoran',
      })(s.game),
    ).toMatchObject({ left: { rule: 'Play a Card' } });
  });
});

// Helpers

/** p2's Nor at Verify Evidence, its line Ops (Ops Module) then Docking Pylons (Docking Ring). */
const withNor = (builder: ScenarioBuilder) =>
  builder
    .mission('p2', 'Verify Evidence')
    .facility('p2', 'Nor', { at: 'Verify Evidence' })
    .site('p2', 'Ops', { on: 'Nor' })
    .site('p2', 'Docking Pylons', { on: 'Nor' });

/** p1 plays the site card on the Nor at `position` of its line. */
const siteOnNor = (s: Scenario, card: string, position: number) =>
  ({
    type: 'card.play',
    player: 'p1',
    card: s.id(card),
    kind: 'site',
    station: s.id('Nor'),
    position,
  }) as const;
