// Supernova (premiere/supernova), event:
// "You must have {Tox Uthat} on table. Place atop any mission. Everything there is destroyed (discarded), but leave
// Mission card underneath for span reference."
import * as E from 'fp-ts/Either';
import { cardsIn } from '../../../domain/core/game-state';
import { mayAttemptMission } from '../../../domain/mission-attempt';
import { onTurn, playsOf, refusal, send } from '../play-test-support';

const atExcavation = (toxUthatPlayedOn: number) =>
  onTurn()
    .mission('p1', 'Excavation')
    .mission('p2', 'Test Mission')
    .seed('Excavation', 'p2', ['Betazoid Gift Box', 'Armus - Skin of Evil'])
    .facility('p2', 'Federation Outpost', { at: 'Excavation' })
    .ship('p2', 'U.S.S. Enterprise', { dockedAt: 'Federation Outpost' })
    .aboard('U.S.S. Enterprise', 'p2', ['Data'])
    .surface('Excavation', 'p2', ['Tasha Yar'])
    .ship('p1', "I.K.C. K'Vort", { at: 'Test Mission' })
    .table('p1', ['Tox Uthat'])
    .modify('Tox Uthat', { enteredOnTurn: toxUthatPlayedOn })
    .hand('p1', ['Supernova'])
    .build();

const supernovaOn = (card: string, mission: string) =>
  ({ type: 'card.play', player: 'p1', card, kind: 'event', target: { card: mission } }) as const;

describe('supernova', () => {
  it('should play only on a mission (Supernova: "Place atop any mission")', () => {
    // Arrange
    const game = atExcavation(0);
    // Act
    const plays = playsOf(game.game, game.id('Supernova'));
    // Assert
    expect(plays.map((p) => ('target' in p ? p.target : null))).toEqual([
      { card: game.id('Excavation') },
      { card: game.id('Test Mission') },
    ]);
  });

  it('should not play without your Tox Uthat on the table since an earlier turn (Tox Uthat: "can be played on later turn")', () => {
    // Arrange
    const s = atExcavation(0);
    const sameTurn = atExcavation(s.game.turn.number);
    // Act
    const rules = [
      refusal(sameTurn.game, supernovaOn(sameTurn.id('Supernova'), sameTurn.id('Excavation'))),
      refusal(s.game, supernovaOn(s.id('Supernova'), s.id('Excavation'))),
    ];
    // Assert
    expect(rules).toEqual(['Play a Card', null]);
  });

  it('should destroy everything at the location but the mission card, and discard the Tox Uthat used (Supernova)', () => {
    // Arrange
    const s = atExcavation(0);
    // Act
    const after = send(s.game, supernovaOn(s.id('Supernova'), s.id('Excavation')));
    // Assert
    const excavation = s.game.cards[s.id('Excavation')]?.zone;
    expect(after.cards[s.id('Excavation')]?.zone).toEqual(excavation);
    expect(after.cards[s.id('Supernova')]?.zone).toEqual({ kind: 'playedOn', host: s.id('Excavation') });
    expect(cardsIn({ kind: 'discard', player: 'p2' })(after)).toEqual(
      expect.arrayContaining(
        ['Federation Outpost', 'U.S.S. Enterprise', 'Data', 'Tasha Yar', 'Betazoid Gift Box'].map(s.id),
      ),
    );
    expect(after.cards[s.id('Armus - Skin of Evil')]?.zone).toEqual({ kind: 'outOfPlay', player: 'p2' });
    expect(cardsIn({ kind: 'discard', player: 'p1' })(after)).toEqual([s.id('Tox Uthat')]);
    expect(after.cards[s.id("I.K.C. K'Vort")]?.zone).toEqual(s.game.cards[s.id("I.K.C. K'Vort")]?.zone);
  });

  it('should leave the location on the spaceline for span reference, its mission no longer attemptable (Rulebook 7.2)', () => {
    // Arrange
    const s = atExcavation(0);
    const location = s.id('Excavation');
    // Act
    const after = send(s.game, supernovaOn(s.id('Supernova'), location));
    // Assert
    expect(after.spacelines).toEqual(s.game.spacelines);
    expect(E.isRight(mayAttemptMission(location, 'p1')(s.game))).toBe(true);
    expect(E.isLeft(mayAttemptMission(location, 'p1')(after))).toBe(true);
    expect(E.isRight(mayAttemptMission(s.id('Test Mission'), 'p2')(after))).toBe(true);
  });
});
