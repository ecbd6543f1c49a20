// Camp Khitomer (tmp/130campkhitomer), time location:
// "Seeds or plays on table. Native to this timeline: all cards with both [Films] and [AU] icon. Once per turn, one such
// card reporting at this location may report for free."
import { getCard } from '../../../domain/core/game-state';
import type { ScenarioBuilder } from '../../../domain/game/scenario';
import { onTurn, playsOf, refusal, send } from '../play-test-support';

describe('campKhitomer', () => {
  it('should let a native [Films][AU] personnel report to its planet, no [AU]-enabling card needed (Rulebook "Reporting for Duty")', () => {
    // Arrange
    const s = atCamp().hand('p1', [NATIVE]).build();
    const command = report(s.id(NATIVE), s.id(CAMP));
    // Act
    const after = send(s.game, command);
    // Assert
    expect(playsOf(s.game, s.id(NATIVE))).toContainEqual(command);
    expect(getCard(s.id(NATIVE))(after).zone).toEqual({ kind: 'planetSurface', location: s.id(CAMP) });
    expect(getCard(s.id(NATIVE))(after).affiliation).toBe('Klingon');
  });

  it('should refuse a card not native to this timeline, the game unchanged (Rulebook "Reporting for Duty")', () => {
    // Arrange
    const s = atCamp().hand('p1', ['Kargan']).build();
    // Act
    const rule = refusal(s.game, report(s.id('Kargan'), s.id(CAMP)));
    // Assert
    expect(rule).toBe('Reporting for Duty');
    expect(playsOf(s.game, s.id('Kargan'))).toEqual([]);
  });

  it('should report one native for free each turn, the next one with the normal card play (Rulebook "Play a Card": "for free")', () => {
    // Arrange
    const s = atCamp().hand('p1', [NATIVE, 'Regnor', 'Komal']).build();
    // Act
    const first = send(s.game, report(s.id(NATIVE), s.id(CAMP)));
    const second = send(first, report(s.id('Regnor'), s.id(CAMP)));
    const third = refusal(second, report(s.id('Komal'), s.id(CAMP)));
    // Assert
    expect(first.turn.normalCardPlayUsed).toBe(false);
    expect(second.turn.normalCardPlayUsed).toBe(true);
    expect(third).toBe('Play a Card');
  });

  it('should list the free report once the normal card play is spent, and refuse it once orders began (Rulebook "Play a Card")', () => {
    // Arrange
    const s = atCamp().hand('p1', [NATIVE]).build();
    const spent = { ...s.game, turn: { ...s.game.turn, normalCardPlayUsed: true } };
    const ordering = { ...spent, turn: { ...spent.turn, ordersBegun: true } };
    // Act
    const listed = playsOf(spent, s.id(NATIVE));
    const rule = refusal(ordering, report(s.id(NATIVE), s.id(CAMP)));
    // Assert
    expect(listed).toEqual([report(s.id(NATIVE), s.id(CAMP))]);
    expect(rule).toBe('Play a Card');
  });

  it('should let a native ship report in orbit and a native personnel report aboard it (Rulings "time location")', () => {
    // Arrange
    const s = atCamp().hand('p1', [AMAR, NATIVE]).build();
    // Act
    const orbit = send(s.game, { ...report(s.id(AMAR), s.id(CAMP)) });
    const aboard = send(orbit, report(s.id(NATIVE), s.id(AMAR)));
    // Assert
    expect(getCard(s.id(AMAR))(orbit).zone).toEqual({ kind: 'atLocation', location: s.id(CAMP) });
    expect(getCard(s.id(NATIVE))(aboard).zone).toEqual({ kind: 'aboard', carrier: s.id(AMAR) });
  });

  it('should list and accept a report aboard your ship carried by another there, not the opponent\'s (Rulebook "Reporting for Duty": "any of your ships there"; "Carried ships")', () => {
    // Arrange
    const s = atCamp()
      .ship('p1', AMAR, { at: CAMP })
      .ship('p1', KTINGA, { carriedBy: AMAR })
      .ship('p2', CHONTAY, { carriedBy: AMAR })
      .hand('p1', [NATIVE])
      .build();
    const carried = report(s.id(NATIVE), s.id(KTINGA));
    // Act
    const listed = playsOf(s.game, s.id(NATIVE)).map((play) => play.kind === 'report' && play.facility);
    const after = send(s.game, carried);
    const opponents = refusal(s.game, report(s.id(NATIVE), s.id(CHONTAY)));
    // Assert
    expect(listed).toEqual([s.id(CAMP), s.id(AMAR), s.id(KTINGA)]);
    expect(getCard(s.id(NATIVE))(after).zone).toEqual({ kind: 'aboard', carrier: s.id(KTINGA) });
    expect(opponents).toBe('Reporting for Duty');
  });

  it('should still refuse the [AU] card at an outpost of the spaceline: only its time location takes it without an [AU]-enabling card (Rulebook "Entering Play")', () => {
    // Arrange
    const s = atCamp().facility('p1', 'Klingon Outpost', { at: RESEARCH }).hand('p1', [NATIVE]).build();
    // Act
    const rule = refusal(s.game, report(s.id(NATIVE), s.id('Klingon Outpost')));
    // Assert
    expect(rule).toBe('Entering Play');
  });

  it('should play from hand with the normal card play once Khitomer Research is in play (Rulebook "Time Locations")', () => {
    // Arrange
    const s = onTurn().mission('p1', RESEARCH).hand('p1', [CAMP]).build();
    const command = { type: 'card.play', player: 'p1', card: s.id(CAMP), kind: 'timeLocation' } as const;
    // Act
    const after = send(s.game, command);
    // Assert
    expect(playsOf(s.game, s.id(CAMP))).toEqual([command]);
    expect(after.locations[s.id(CAMP)]?.timeLocation).toBe(true);
    expect(after.turn.normalCardPlayUsed).toBe(true);
  });

  it('should refuse to play it without its corresponding spaceline location, or as a second copy (Rulebook "Time Locations", "Entering Play")', () => {
    // Arrange
    const alone = onTurn().mission('p1', 'Avert Disaster').hand('p1', [CAMP]).build();
    const twice = atCamp()
      .hand('p1', [{ title: CAMP, label: 'second' }])
      .build();
    // Act
    const without = refusal(alone.game, {
      type: 'card.play',
      player: 'p1',
      card: alone.id(CAMP),
      kind: 'timeLocation',
    });
    const second = refusal(twice.game, {
      type: 'card.play',
      player: 'p1',
      card: twice.id('second'),
      kind: 'timeLocation',
    });
    // Assert
    expect(without).toBe('Time Locations');
    expect(second).toBe('Entering Play');
  });
});

// Helpers

const CAMP = 'Camp Khitomer';
const RESEARCH = 'Khitomer Research';
const NATIVE = 'Karnog';
const AMAR = 'I.K.S. Amar';
const KTINGA = "I.K.S. K't'inga";
const CHONTAY = 'I.K.S. Chontay';

/** p1's turn with Khitomer Research on the spaceline and Camp Khitomer in play. */
const atCamp = (): ScenarioBuilder => onTurn().mission('p1', RESEARCH).timeLocation('p1', CAMP);

const report = (card: string, facility: string) =>
  ({ type: 'card.play', player: 'p1', card, kind: 'report', facility, affiliation: 'Klingon' }) as const;
