// Tox Uthat (premiere/toxuthat), artifact:
// "Place in hand until played on table as an event ({supernova} can be played on later turn) OR as an interrupt
// (prevents {supernova}). Discard after use."
import { cardsIn } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { legalActions } from '../../../machines/engine';
import { onTurn, playsOf, send } from '../play-test-support';
import { pass, play, started } from '../response-test-support';

const supernovaAnswered = () =>
  started(
    scenario({ pending: { player: 'p1', decision: 'turn.act' } })
      .mission('p1', 'Excavation')
      .ship('p1', "I.K.C. K'Vort", { at: 'Excavation' })
      .table('p1', [{ title: 'Tox Uthat', label: 'used' }])
      .modify('used', { enteredOnTurn: 0 })
      .hand('p1', ['Supernova'])
      .hand('p2', [{ title: 'Tox Uthat', label: 'answer' }]),
  );

const supernovaOn = (card: string, mission: string) =>
  ({ type: 'card.play', player: 'p1', card, kind: 'event', target: { card: mission } }) as const;

describe('toxUthat', () => {
  it('should play from hand on the table as an event, the normal card play (Rulebook "Artifacts")', () => {
    // Arrange
    const s = onTurn().hand('p1', ['Tox Uthat']).build();
    const card = s.id('Tox Uthat');
    // Act
    const after = send(s.game, { type: 'card.play', player: 'p1', card, kind: 'event' });
    // Assert
    expect(playsOf(s.game, card)).toEqual([{ type: 'card.play', player: 'p1', card, kind: 'event' }]);
    expect(cardsIn({ kind: 'table', player: 'p1' })(after)).toEqual([card]);
    expect(after.cards[card]?.enteredOnTurn).toBe(s.game.turn.number);
    expect(after.turn.normalCardPlayUsed).toBe(true);
  });

  it('should answer a Supernova just played as an interrupt (Rulebook "Playing \'At Any Time\'": a valid response)', () => {
    // Arrange
    const [game, s] = supernovaAnswered();
    // Act
    play(game, supernovaOn(s.id('Supernova'), s.id('Excavation')));
    // Assert
    expect(legalActions(game)).toEqual([
      {
        type: 'card.play',
        player: 'p2',
        card: s.id('answer'),
        kind: 'interrupt',
        target: { card: s.id('Supernova') },
      },
      { type: 'response.pass', player: 'p2' },
    ]);
  });

  it('should prevent the Supernova, nothing destroyed, then be discarded (Tox Uthat: "prevents {supernova}")', () => {
    // Arrange
    const [game, s] = supernovaAnswered();
    play(game, supernovaOn(s.id('Supernova'), s.id('Excavation')));
    // Act
    const after = play(game, {
      type: 'card.play',
      player: 'p2',
      card: s.id('answer'),
      kind: 'interrupt',
      target: { card: s.id('Supernova') },
    });
    // Assert
    expect(cardsIn({ kind: 'discard', player: 'p1' })(after)).toEqual([s.id('Supernova')]);
    expect(cardsIn({ kind: 'discard', player: 'p2' })(after)).toEqual([s.id('answer')]);
    expect(after.cards[s.id("I.K.C. K'Vort")]?.zone).toEqual({
      kind: 'atLocation',
      location: s.id('Excavation'),
    });
    expect(after.pending).toEqual({ player: 'p1', decision: 'turn.act' });
  });

  it('should let the Supernova resolve when its holder passes, the Tox Uthat on the table used (Supernova)', () => {
    // Arrange
    const [game, s] = supernovaAnswered();
    play(game, supernovaOn(s.id('Supernova'), s.id('Excavation')));
    // Act
    const after = pass(game, 'p2');
    // Assert
    expect(cardsIn({ kind: 'discard', player: 'p1' })(after)).toEqual([s.id('used'), s.id("I.K.C. K'Vort")]);
    expect(cardsIn({ kind: 'hand', player: 'p2' })(after)).toEqual([s.id('answer')]);
  });

  it('should not answer other card plays: no window opens (Tox Uthat: "prevents {supernova}")', () => {
    // Arrange
    const [game, s] = started(
      scenario({ pending: { player: 'p1', decision: 'turn.act' } })
        .hand('p1', ['Red Alert!'])
        .hand('p2', ['Tox Uthat']),
    );
    // Act
    const after = play(game, { type: 'card.play', player: 'p1', card: s.id('Red Alert!'), kind: 'event' });
    // Assert
    expect(after.pending).toEqual({ player: 'p1', decision: 'turn.act' });
  });
});
