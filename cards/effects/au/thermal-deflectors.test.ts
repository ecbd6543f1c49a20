// Thermal Deflectors (au/thermaldeflectors), event:
// "Plays on table. While in play, nullifies {Firestorm}, {Thought Fire}, {Plasma Fire}, {Fire Sculptor}, and {Phaser
// Burns}."
import { cardsIn, getCard } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { onPlanet, runAttempt } from '../../dilemmas/attempt-test-support';
import { onTurn, playsOf, send } from '../play-test-support';
import { play, started } from '../response-test-support';
import { endTurns } from '../turn-test-support';

describe('thermalDeflectors', () => {
  it('should play on the table (Rulebook "Play a Card")', () => {
    // Arrange
    const s = onTurn().mission('p1', 'Excavation').hand('p1', ['Thermal Deflectors']).build();
    const card = s.id('Thermal Deflectors');
    const command = { type: 'card.play', player: 'p1', card, kind: 'event' } as const;
    // Act
    const after = send(s.game, command);
    // Assert
    expect(playsOf(s.game, card)).toEqual([command]);
    expect(getCard(card)(after).zone).toEqual({ kind: 'table', player: 'p1' });
  });

  it('should nullify Firestorm as it is encountered: no one is killed (Rulebook "Dilemmas" nullifiers)', () => {
    // Arrange
    const s = firestorm().table('p1', ['Thermal Deflectors']).build();
    const location = s.id('Excavation');
    // Act
    const run = runAttempt(s.game, onPlanet('p1', location));
    // Assert
    expect(getCard(s.id('Baran'))(run.game).zone.kind).toBe('planetSurface');
    expect(cardsIn({ kind: 'underMission', location })(run.game)).toEqual([]);
  });

  it('should leave Firestorm its effect when not in play (Firestorm: INTEGRITY<5 killed)', () => {
    // Arrange
    const s = firestorm().build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(getCard(s.id('Baran'))(run.game).zone).toEqual({ kind: 'discard', player: 'p1' });
  });

  it('should nullify a Plasma Fire on a ship: no damage at the end of the turns (Plasma Fire)', () => {
    // Arrange
    const [game, s] = started(onFire().table('p2', ['Thermal Deflectors']));
    const [control, c] = started(onFire());
    play(game, fire(s.id('Plasma Fire'), s.id("I.K.C. K'Vort")));
    play(control, fire(c.id('Plasma Fire'), c.id("I.K.C. K'Vort")));
    // Act
    const after = endTurns(game, 2);
    const burning = endTurns(control, 2);
    // Assert
    expect(after.cards[s.id("I.K.C. K'Vort")]?.damage).toBe(0);
    expect(burning.cards[c.id("I.K.C. K'Vort")]?.damage).toBe(1);
  });
});

// Helpers

const onFire = () =>
  onTurn()
    .mission('p1', 'Test Mission')
    .ship('p2', "I.K.C. K'Vort", { at: 'Test Mission' })
    .hand('p1', ['Plasma Fire'])
    .drawDeck('p1', ['Worf', 'Worf', 'Worf'])
    .drawDeck('p2', ['Worf', 'Worf', 'Worf']);

const fire = (card: string, ship: string) =>
  ({ type: 'card.play', player: 'p1', card, kind: 'event', target: { card: ship } }) as const;

const firestorm = () =>
  scenario()
    .mission('p1', 'Excavation')
    .seed('Excavation', 'p2', ['Firestorm'])
    .surface('Excavation', 'p1', ['Baran', 'Jean-Luc Picard']);
