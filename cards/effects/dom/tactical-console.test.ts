// Tactical Console (dom/tacticalconsole): "Plays on your ship docked at your facility. While you have {Miles O'Brien} or
// a SECURITY-classification personnel aboard, ship is weapons +3. (Captain's Order.)"

import { placeMarker } from '../../../domain/battle-rules/tactics-damage';
import { attribute } from '../../../domain/cards-in-play/skills';
import { getCard } from '../../../domain/core/game-state';
import type { ScenarioBuilder } from '../../../domain/game/scenario';
import { onTurn, playsOf, refusal, send } from '../play-test-support';

const CONSOLE = 'Tactical Console';
const MIRANDA = 'U.S.S. Miranda';
const ENTERPRISE = 'U.S.S. Enterprise';

describe('Tactical Console', () => {
  it('should play on your ship docked at your facility and add WEAPONS +3 with a SECURITY personnel aboard (Rulebook 7.4 stage 4)', () => {
    // Arrange: U.S.S. Miranda (WEAPONS 5, Tasha Yar aboard) docked at p1's Federation Outpost
    const s = docked(['Tasha Yar']).build();
    const play = console(s.id(CONSOLE), s.id(MIRANDA));
    // Act
    const after = send(s.game, play);
    // Assert
    expect(playsOf(s.game, s.id(CONSOLE))).toEqual([play]);
    expect(getCard(s.id(CONSOLE))(after).zone).toEqual({ kind: 'playedOn', host: s.id(MIRANDA) });
    expect(attribute(s.id(MIRANDA), 'WEAPONS')(after)).toBe(8);
  });

  it('should refuse a ship not docked at its player\'s facility, the game unchanged ("Plays on your ship docked at your facility")', () => {
    // Arrange: U.S.S. Enterprise in space at the same location
    const s = docked(['Tasha Yar']).ship('p1', ENTERPRISE, { at: 'Wormhole Negotiations' }).build();
    // Act
    const rule = refusal(s.game, console(s.id(CONSOLE), s.id(ENTERPRISE)));
    // Assert
    expect(rule).toBe('Play a Card');
    expect(playsOf(s.game, s.id(CONSOLE))).toEqual([console(s.id(CONSOLE), s.id(MIRANDA))]);
  });

  it('should add nothing without Miles O\'Brien or a SECURITY-classification personnel of yours aboard ("While you have")', () => {
    // Arrange: Data (OFFICER) aboard
    const s = docked(['Data']).build();
    // Act
    const after = send(s.game, console(s.id(CONSOLE), s.id(MIRANDA)));
    // Assert
    expect(attribute(s.id(MIRANDA), 'WEAPONS')(after)).toBe(5);
  });

  it('should be an attribute enhancement that "WEAPONS enhancements off line" turns off (Rulebook 7.5 Systems off line)', () => {
    // Arrange: Target Weapons' marker: "WEAPONS -2 … WEAPONS enhancements off line"
    const s = docked(['Tasha Yar']).table('p2', ['Target Weapons']).build();
    const played = send(s.game, console(s.id(CONSOLE), s.id(MIRANDA)));
    // Act
    const damaged = placeMarker(s.id('Target Weapons'), s.id(MIRANDA))(played);
    // Assert: 5 - 2, the +3 off line
    expect(attribute(s.id(MIRANDA), 'WEAPONS')(played)).toBe(8);
    expect(attribute(s.id(MIRANDA), 'WEAPONS')(damaged)).toBe(3);
  });
});

// Helpers

const docked = (crew: ReadonlyArray<string>): ScenarioBuilder =>
  onTurn()
    .mission('p1', 'Wormhole Negotiations')
    .facility('p1', 'Federation Outpost', { at: 'Wormhole Negotiations' })
    .ship('p1', MIRANDA, { dockedAt: 'Federation Outpost' })
    .aboard(MIRANDA, 'p1', crew)
    .hand('p1', [CONSOLE]);

const console = (card: string, ship: string) =>
  ({ type: 'card.play', player: 'p1', card, kind: 'event', target: { card: ship } }) as const;
