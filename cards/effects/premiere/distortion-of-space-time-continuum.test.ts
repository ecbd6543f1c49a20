// Distortion of Space/Time Continuum (premiere/Distortion-of-ST-Continuum), interrupt:
// "Plays on any ship. 'Unstops' ship, crew, and ship's Away Teams and restores any of this turn's RANGE already used
// by that ship."
import { rangeUsed } from '../../../domain/orders/turn-state';
import { onTurn, playsOf, refusal, send } from '../play-test-support';

const stoppedHere = () =>
  onTurn()
    .mission('p1', 'Avert Disaster')
    .mission('p1', 'Excavation')
    .ship('p1', 'Runabout', { at: 'Avert Disaster' })
    .aboard('Runabout', 'p1', ['Data'])
    .surface('Avert Disaster', 'p1', ['Deanna Troi', 'Kurn'])
    .modify('Runabout', { stopped: true })
    .modify('Data', { stopped: true })
    .modify('Deanna Troi', { stopped: true })
    .modify('Kurn', { stopped: true })
    .hand('p1', ['Distortion of Space/Time Continuum']);

const distort = (card: string, ship: string) =>
  ({ type: 'card.play', player: 'p1', card, kind: 'interrupt', target: { card: ship } }) as const;

describe('distortionOfSpaceTimeContinuum', () => {
  it('should be offered on any ship (Distortion of Space/Time Continuum: "Plays on any ship")', () => {
    // Arrange
    const s = stoppedHere().ship('p2', "I.K.C. K'Vort", { at: 'Excavation' }).build();
    const card = s.id('Distortion of Space/Time Continuum');
    // Act
    const plays = playsOf(s.game, card);
    // Assert
    expect(plays).toEqual([distort(card, s.id('Runabout')), distort(card, s.id("I.K.C. K'Vort"))]);
  });

  it('should unstop the ship, its crew and its compatible Away Team there, and restore its RANGE (Rulings "Away Team and crew")', () => {
    // Arrange
    const built = stoppedHere().build();
    const ship = built.id('Runabout');
    const game = { ...built.game, orders: { ...built.game.orders, rangeUsed: { [ship]: 5 } } };
    // Act
    const after = send(game, distort(built.id('Distortion of Space/Time Continuum'), ship));
    // Assert
    const stopped = (title: string) => after.cards[built.id(title)]?.stopped;
    expect([stopped('Runabout'), stopped('Data'), stopped('Deanna Troi')]).toEqual([false, false, false]);
    expect(stopped('Kurn')).toBe(true);
    expect(rangeUsed(ship)(after)).toBe(0);
    expect(after.cards[built.id('Distortion of Space/Time Continuum')]?.zone).toEqual({
      kind: 'discard',
      player: 'p1',
    });
  });

  it('should refuse a target that is not a ship, nothing changing (Distortion of Space/Time Continuum: "Plays on any ship")', () => {
    // Arrange
    const s = stoppedHere().build();
    // Act
    const rule = refusal(s.game, distort(s.id('Distortion of Space/Time Continuum'), s.id('Deanna Troi')));
    // Assert
    expect(rule).toBe('Play a Card');
  });
});
