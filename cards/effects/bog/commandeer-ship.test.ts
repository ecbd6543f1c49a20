// Commandeer Ship (bog/CommandeerShipBofG), objective:
// "Plays on your unstopped Computer Skill personnel who is unopposed aboard opponent's ship (except any [Bor] Cube).
// That personnel commandeers ship and, while objective in play, may meet up to three of its staffing icons. OR Seeds
// or plays on table. Opponent may not return to hand any ship which has your personnel aboard as an intruder or
// infiltrator."
import { getCard } from '../../../domain/core/game-state';
import type { ScenarioBuilder } from '../../../domain/game/scenario';
import { isStaffed } from '../../../domain/orders/staffing';
import { onTurn, playsOf, send } from '../play-test-support';

describe('commandeerShip', () => {
  it('should let the personnel commandeer the opponent\'s ship in its affiliation (Rulebook "Commandeering")', () => {
    // Arrange: Data (Computer Skill) is alone aboard p2's empty Vor'Cha
    const s = boarded().build();
    const card = s.id('Commandeer Ship');
    // Act
    const after = send(s.game, {
      type: 'card.play',
      player: 'p1',
      card,
      kind: 'event',
      target: { card: s.id('Data') },
    });
    // Assert
    expect(playsOf(s.game, card).map((c) => ('target' in c ? c.target : null))).toEqual([
      { card: s.id('Data') },
    ]);
    const ship = getCard(s.id("I.K.C. Vor'Cha"))(after);
    expect([ship.controller, ship.affiliation]).toEqual(['p1', 'Federation']);
    expect(getCard(card)(after).zone).toEqual({ kind: 'playedOn', host: s.id('Data') });
  });

  it('should let the personnel meet up to three of its staffing icons while the objective is in play', () => {
    // Arrange: the Vor'Cha needs [Cmd][Stf][Stf]; Data alone provides [Cmd]
    const s = boarded().build();
    const card = s.id('Commandeer Ship');
    // Act
    const after = send(s.game, {
      type: 'card.play',
      player: 'p1',
      card,
      kind: 'event',
      target: { card: s.id('Data') },
    });
    // Assert
    expect(isStaffed(s.id("I.K.C. Vor'Cha"))(after)).toBe(true);
  });

  it('should not play on an opposed, stopped or unskilled personnel, nor aboard a [Bor] Cube or your own ship', () => {
    // Arrange
    const opposed = boarded().aboard("I.K.C. Vor'Cha", 'p2', ['Kromm']).build();
    const stopped = boarded().modify('Data', { stopped: true }).build();
    const unskilled = onTurn()
      .mission('p1', 'Avert Disaster')
      .ship('p2', "I.K.C. Vor'Cha", { at: 'Avert Disaster' })
      .aboard("I.K.C. Vor'Cha", 'p1', ['Deanna Troi'])
      .hand('p1', ['Commandeer Ship'])
      .build();
    const cube = onTurn()
      .mission('p1', 'Avert Disaster')
      .ship('p2', "Queen's Borg Cube", { at: 'Avert Disaster' })
      .aboard("Queen's Borg Cube", 'p1', ['Data'])
      .hand('p1', ['Commandeer Ship'])
      .build();
    const own = onTurn()
      .mission('p1', 'Avert Disaster')
      .ship('p1', 'U.S.S. Galaxy', { at: 'Avert Disaster' })
      .aboard('U.S.S. Galaxy', 'p1', ['Data'])
      .hand('p1', ['Commandeer Ship'])
      .build();
    // Act
    const plays = [opposed, stopped, unskilled, cube, own].map((s) =>
      playsOf(s.game, s.id('Commandeer Ship')),
    );
    // Assert
    expect(plays).toEqual([[], [], [], [], []]);
  });
});

// Helpers

const boarded = (): ScenarioBuilder =>
  onTurn()
    .mission('p1', 'Avert Disaster')
    .ship('p2', "I.K.C. Vor'Cha", { at: 'Avert Disaster' })
    .aboard("I.K.C. Vor'Cha", 'p1', ['Data'])
    .hand('p1', ['Commandeer Ship']);
