// Temporal Rift (premiere/Temporal-Rift), interrupt [Countdown:2]:
// "Plays on your ship. Ship disappears. When countdown expires, ship reappears here."

import { cardsInPlay } from '../../../domain/cards-in-play/persona';
import { cardsIn } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { onTurn, playsOf, send } from '../play-test-support';
import { play, started } from '../response-test-support';
import { endTurns } from '../turn-test-support';

const atMission = () =>
  scenario({ pending: { player: 'p1', decision: 'turn.act' } })
    .mission('p1', 'Test Mission')
    .ship('p1', 'U.S.S. Enterprise', { at: 'Test Mission' })
    .aboard('U.S.S. Enterprise', 'p1', ['Data'])
    .ship('p2', "I.K.C. K'Vort", { at: 'Test Mission' })
    .hand('p1', ['Temporal Rift'])
    .drawDeck('p1', ['Worf', 'Worf', 'Worf'])
    .drawDeck('p2', ['Worf', 'Worf', 'Worf']);

const rift = (card: string, ship: string) =>
  ({ type: 'card.play', player: 'p1', card, kind: 'interrupt', target: { card: ship } }) as const;

describe('temporalRift', () => {
  it('should play on your ship only (Temporal Rift: "Plays on your ship")', () => {
    // Arrange
    const s = atMission().build();
    // Act
    const plays = playsOf(s.game, s.id('Temporal Rift'));
    // Assert
    expect(plays).toEqual([rift(s.id('Temporal Rift'), s.id('U.S.S. Enterprise'))]);
  });

  it('should take the ship and its crew out of play, at no location, the rift counting down on the table (Temporal Rift)', () => {
    // Arrange
    const s = atMission().build();
    const [ship, data] = [s.id('U.S.S. Enterprise'), s.id('Data')];
    // Act
    const after = send(s.game, rift(s.id('Temporal Rift'), ship));
    // Assert
    const inPlay = cardsInPlay(after).map((c) => c.id);
    expect(inPlay).not.toContain(ship);
    expect(inPlay).not.toContain(data);
    expect(cardsIn({ kind: 'atLocation', location: s.id('Test Mission') })(after)).toEqual([
      s.id("I.K.C. K'Vort"),
    ]);
    expect(cardsIn({ kind: 'table', player: 'p1' })(after)).toEqual([s.id('Temporal Rift')]);
  });

  it('should not let the ship that disappeared be targeted (Rulebook 12.4 Present: not in play)', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Test Mission')
      .ship('p1', 'U.S.S. Enterprise', { at: 'Test Mission' })
      .hand('p1', [
        { title: 'Temporal Rift', label: 'first' },
        { title: 'Temporal Rift', label: 'second' },
      ])
      .build();
    const gone = send(s.game, rift(s.id('first'), s.id('U.S.S. Enterprise')));
    // Act
    const plays = playsOf(gone, s.id('second'));
    // Assert
    expect(plays).toEqual([]);
  });

  it('should bring the ship and crew back here when its countdown expires, at the end of its owner\'s second turn (Rulebook "Countdown Tickdown")', () => {
    // Arrange
    const [game, s] = started(atMission());
    const [ship, data, card] = [s.id('U.S.S. Enterprise'), s.id('Data'), s.id('Temporal Rift')];
    play(game, rift(card, ship));
    // Act
    const afterTwo = endTurns(game, 2);
    const afterThree = endTurns(game, 1);
    // Assert
    expect(afterTwo.cards[ship]?.zone.kind).toBe('disappeared');
    expect(afterTwo.cards[card]?.countdown).toBe(1);
    expect(afterThree.cards[ship]?.zone).toEqual({ kind: 'atLocation', location: s.id('Test Mission') });
    expect(afterThree.cards[data]?.zone).toEqual({ kind: 'aboard', carrier: ship });
    expect(afterThree.cards[card]?.zone).toEqual({ kind: 'discard', player: 'p1' });
  });
});
