import { getCard, moveCard } from '../core/game-state';
import * as Decisions from '../game/decisions';
import { scenario } from '../game/scenario';
import { earnSetAside } from '../mission-attempt/earning';
import type { MissionAttempt } from '../mission-attempt/model';
import { houseArrestIfIncompatible, isInHouseArrestSituation, settleAfterMove } from './house-arrest';
import { isDisabled, isSeparated } from './presence';

describe('isInHouseArrestSituation', () => {
  it('should find your personnel incompatible with your ship they are aboard, not the compatible ones (Rulebook 10.2.10)', () => {
    // Arrange
    const s = romulanShip(['Worf', 'Jera', 'Kivas Fajo']).build();
    // Act
    const situation = ['Worf', 'Jera', 'Kivas Fajo'].map((t) => isInHouseArrestSituation(s.id(t))(s.game));
    // Assert
    expect(situation).toEqual([true, false, false]);
  });

  it('should find none on a planet, where incompatible personnel split into Away Teams (Rulebook 10.2.10)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .surface('Avert Disaster', 'p1', ['Worf', 'Jera'])
      .build();
    // Act & Assert
    expect(isInHouseArrestSituation(s.id('Worf'))(s.game)).toBe(false);
  });
});

describe('houseArrestIfIncompatible', () => {
  it('should place an incompatible personnel under house arrest: disabled and separated (Rulebook 10.2.10, 10.2.5)', () => {
    // Arrange
    const s = romulanShip(['Worf', 'Jera']).build();
    // Act
    const next = houseArrestIfIncompatible(s.id('Worf'))(houseArrestIfIncompatible(s.id('Jera'))(s.game));
    // Assert
    expect([getCard(s.id('Worf'))(next).houseArrest, getCard(s.id('Jera'))(next).houseArrest]).toEqual([
      true,
      undefined,
    ]);
    expect(isDisabled(s.id('Worf'))(next)).toBe(true);
    expect(isSeparated(s.id('Worf'))(next)).toBe(true);
  });

  it('should place your own earned seeded personnel incompatible with the ship under house arrest (Rulebook 7.2, 10.2.10)', () => {
    // Arrange
    const s = romulanShip(['Jera']).place('p1', { kind: 'setAside', location: 'p1-01' }, ['Worf']).build();
    const attempt = solvedFrom(s.id('Khazara'), s.id('Test Mission'));
    // Act
    const [earned, notes] = earnSetAside(attempt)(s.game);
    // Assert
    expect(getCard(s.id('Worf'))(earned)).toMatchObject({
      zone: { kind: 'aboard', carrier: s.id('Khazara') },
      houseArrest: true,
      faceUp: true,
    });
    expect(notes).toEqual([{ card: s.id('Worf'), text: 'is earned and joins the team' }]);
  });
});

describe('settleAfterMove', () => {
  it('should let a personnel under house arrest beam away, ending the situation (Rulebook 10.2.10: "may freely walk and beam")', () => {
    // Arrange
    const s = scenario({ pending: { player: 'p1', decision: 'turn.act' } })
      .mission('p1', 'Avert Disaster')
      .ship('p1', 'Khazara', { at: 'Avert Disaster' })
      .aboard('Khazara', 'p1', ['Worf', 'Jera'])
      .modify('Worf', { houseArrest: true })
      .build();
    const command = {
      type: 'card.beam',
      player: 'p1',
      card: s.id('Worf'),
      from: s.id('Khazara'),
      to: s.id('Avert Disaster'),
    } as const;
    // Act
    const next = Decisions.apply(command)(s.game);
    // Assert
    expect(Decisions.legalActions(s.game)).toContainEqual(command);
    expect(isDisabled(s.id('Worf'))(next)).toBe(false);
  });

  it('should release the personnel left behind once they are no longer with an incompatible crew (Rulebook 10.2.10)', () => {
    // Arrange: Worf is under house arrest aboard a Non-Aligned ship with a Romulan crewman, who beams away
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .ship('p1', 'Yridian Shuttle', { at: 'Avert Disaster' })
      .aboard('Yridian Shuttle', 'p1', ['Worf', 'Jera'])
      .modify('Worf', { houseArrest: true })
      .build();
    const from = getCard(s.id('Jera'))(s.game).zone;
    const beamed = moveCard(s.id('Jera'), { kind: 'planetSurface', location: s.id('Avert Disaster') })(
      s.game,
    );
    // Act
    const stayed = settleAfterMove(s.id('Jera'), from)(s.game);
    const after = settleAfterMove(s.id('Jera'), from)(beamed);
    // Assert
    expect(getCard(s.id('Worf'))(stayed).houseArrest).toBe(true);
    expect(getCard(s.id('Worf'))(after).houseArrest).toBe(false);
  });
});

// Helpers

const romulanShip = (crew: ReadonlyArray<string>) =>
  scenario()
    .mission('p1', 'Test Mission')
    .ship('p1', 'Khazara', { at: 'Test Mission' })
    .aboard('Khazara', 'p1', crew);

const solvedFrom = (ship: string, location: string): MissionAttempt => ({
  player: 'p1',
  location,
  ship,
  mission: 'space',
  members: [],
  place: { kind: 'aboard', carrier: ship },
  revealed: null,
  answers: [],
  awaiting: null,
  stopped: null,
  resume: null,
  events: [],
});
