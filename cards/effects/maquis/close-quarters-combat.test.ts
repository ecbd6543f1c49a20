// Close Quarters Combat (Maquis/maquis_54V): "Attack: 0. Defense: 2. ATTACK and DEFENSE bonus +2 if you have a
// Condor-class ship firing in Demilitarized Zone or Badlands Region. Hit = [Flip][Flip]. Direct hit =
// [Flip][Flip][Flip][Flip] Hull: -20% Airlock Malfunction: until end of your next full turn, no free reporting aboard."

import { asMarkerOnEnterprise, tacticDuel, tacticOf } from '../../../battle/tactic-card-test-support';
import { bonusOf } from '../../../domain/battle-rules/tactic-bonus';
import { placeMarker } from '../../../domain/battle-rules/tactics-damage';
import { type GameState, updateCard } from '../../../domain/core/game-state';
import { onTurn, send } from '../play-test-support';

const TITLE = 'Close Quarters Combat';
const RAIDER = 'Maquis Raider';

describe('Close Quarters Combat', () => {
  it('should add ATTACK and DEFENSE +2 with a Condor-class ship firing in Badlands Region (Rulebook 7.4 stage 4)', () => {
    // Arrange: p1's Maquis Raider (Condor Class) at Study Badlands (Badlands Region)
    const s = tacticDuel({ title: RAIDER, label: 'elsewhere' }, [], [TITLE], (b) =>
      b
        .mission('p1', 'Study Badlands')
        .ship('p1', { title: RAIDER, label: 'badlands' }, { at: 'Study Badlands' }),
    );
    const text = tacticOf(s, TITLE);
    const volley = (ship: string) => ({ firing: [s.id(ship)], defending: s.id(ship) });
    // Act
    const inBadlands = [
      bonusOf(text, 'attack', volley('badlands'))(s.game),
      bonusOf(text, 'defense', volley('badlands'))(s.game),
    ];
    const elsewhere = [
      bonusOf(text, 'attack', volley('elsewhere'))(s.game),
      bonusOf(text, 'defense', volley('elsewhere'))(s.game),
    ];
    // Assert: Wormhole Negotiations is in no region
    expect(inBadlands).toEqual([2, 4]);
    expect(elsewhere).toEqual([0, 2]);
  });

  it('should damage WEAPONS -2, SHIELDS -2 and HULL -20% as a damage marker (Rulebook 7.5.1)', () => {
    // Arrange
    const s = tacticDuel(RAIDER, [], [TITLE]);
    // Act
    const marker = asMarkerOnEnterprise(s, TITLE);
    // Assert
    expect(marker.attributes).toEqual({ RANGE: 0, WEAPONS: -2, SHIELDS: -2 });
    expect(marker.hull).toBe(20);
  });

  it('should make a report aboard the damaged ship use the normal card play until its controller\'s next full turn is over ("Airlock Malfunction")', () => {
    // Arrange: turn 5, p1's; p1's I.K.S. Amar at Camp Khitomer, which lets one native report there for free each turn
    const s = onTurn()
      .mission('p1', 'Khitomer Research')
      .timeLocation('p1', 'Camp Khitomer')
      .ship('p1', 'I.K.S. Amar', { at: 'Camp Khitomer' })
      .table('p2', [TITLE])
      .hand('p1', ['Karnog'])
      .build();
    const onTurnFive = { ...s.game, turn: { ...s.game.turn, number: 5 } };
    const placedOn = (turn: number): GameState =>
      updateCard(s.id(TITLE), (c) => ({ ...c, enteredOnTurn: turn }))(
        placeMarker(s.id(TITLE), s.id('I.K.S. Amar'))(onTurnFive),
      );
    const report = {
      type: 'card.play',
      player: 'p1',
      card: s.id('Karnog'),
      kind: 'report',
      facility: s.id('I.K.S. Amar'),
      affiliation: 'Klingon',
    } as const;
    // Act: placed on p1's turn 3 (p1's next full turn: this one); placed on p1's turn 1 (its next full turn was 3)
    const during = send(placedOn(3), report);
    const after = send(placedOn(1), report);
    // Assert
    expect(during.turn.normalCardPlayUsed).toBe(true);
    expect(after.turn.normalCardPlayUsed).toBe(false);
    expect(send(onTurnFive, report).turn.normalCardPlayUsed).toBe(false);
  });
});
