import * as E from 'fp-ts/Either';
import { leavePlay } from '../cards-in-play/leave-play';
import { recordEvents } from '../core/game-events';
import { type CardId, cardsIn, moveCard } from '../core/game-state';
import { scenario } from '../game/scenario';
import { afterCommand } from '../game/settle';
import { checkSpot, insertIntoSpaceline } from './gap';

describe('checkSpot', () => {
  it('should hold for a mission followed by a mission, not for the last one nor one followed by a gap, naming the card, and after any location without betweenMissions (Rulebook L225; Gaps in Normal Space: "between two Mission cards")', () => {
    // Arrange
    const s = line().build();
    const gap = s.id('Gaps in Normal Space');
    const opened = insertIntoSpaceline(gap, s.id('Avert Disaster'), SPOT)(s.game);
    // Act
    const [first, last, beforeGap, anyLocation] = [
      checkSpot(gap, s.id('Avert Disaster'), SPOT)(s.game),
      checkSpot(gap, s.id('Excavation'), SPOT)(s.game),
      checkSpot(gap, s.id('Avert Disaster'), SPOT)(opened),
      checkSpot(gap, s.id('Excavation'), SPOT_ANYWHERE)(opened),
    ];
    // Assert
    expect(first).toEqual(E.right(s.id('Avert Disaster')));
    expect([last, beforeGap].map((r) => E.isLeft(r) && r.left.rule)).toEqual([
      'Gaps in Normal Space',
      'Gaps in Normal Space',
    ]);
    expect(anyLocation).toEqual(E.right(s.id('Excavation')));
  });

  it('should refuse moving a card that is a location to where it already is (Barzan Wormhole: "relocate … to a new location")', () => {
    // Arrange
    const s = line().build();
    const gap = s.id('Gaps in Normal Space');
    const opened = insertIntoSpaceline(gap, s.id('Avert Disaster'), SPOT)(s.game);
    // Act
    const result = checkSpot(gap, s.id('Avert Disaster'), SPOT_ANYWHERE)(opened);
    // Assert
    expect(E.isLeft(result) && result.left.message).toBe(
      'Gaps in Normal Space is already there: it goes to a new location.',
    );
  });
});

describe('insertIntoSpaceline', () => {
  it('should insert a card after the last location when it need not go between missions (Rulebook L225: "anywhere in their native quadrant")', () => {
    // Arrange
    const s = line().build();
    const [gap, excavation] = [s.id('Gaps in Normal Space'), s.id('Excavation')];
    // Act
    const after = insertIntoSpaceline(gap, excavation, { afterTarget: true, span: 2 })(s.game);
    // Assert
    expect(after.spacelines.Alpha).toEqual([s.id('Avert Disaster'), excavation, gap]);
  });

  it('should move a card that already is a location to its new place, the ships there staying at it (Barzan Wormhole: "relocate Barzan Wormhole to a new location")', () => {
    // Arrange
    const [s, game] = withShipOnGap();
    const [gap, excavation] = [s.id('Gaps in Normal Space'), s.id('Excavation')];
    // Act
    const after = insertIntoSpaceline(gap, excavation, SPOT_ANYWHERE)(game);
    // Assert
    expect(after.spacelines.Alpha).toEqual([s.id('Avert Disaster'), excavation, gap]);
    expect(after.locations[gap]?.span).toBe(2);
    expect(after.cards[s.id('Runabout')]?.zone).toEqual({ kind: 'atLocation', location: gap });
  });
});

describe("the gap's triggered ability", () => {
  it('should kill exactly one personnel aboard a ship stopping on a gap in play, in the settle step (Gaps in Normal Space: "random selection")', () => {
    // Arrange
    const [s, game] = withShipOnGap();
    // Act
    const after = afterCommand(arrived(s.id('Runabout'))(game));
    // Assert
    expect(cardsIn({ kind: 'aboard', carrier: s.id('Runabout') })(after)).toHaveLength(1);
    expect(after.random).not.toEqual(game.random);
  });

  it('should kill no one once the card that made the gap has left play (Rulebook "Leaving Play")', () => {
    // Arrange
    const [s, game] = withShipOnGap();
    const left = leavePlay(s.id('Gaps in Normal Space'), 'discard')(game);
    // Act
    const after = afterCommand(arrived(s.id('Runabout'))(left));
    // Assert
    expect(cardsIn({ kind: 'aboard', carrier: s.id('Runabout') })(after)).toHaveLength(2);
    expect(after.random).toEqual(left.random);
  });
});

// Helpers

const SPOT = { afterTarget: true, span: 4, betweenMissions: true } as const;
const SPOT_ANYWHERE = { afterTarget: true, span: 2 } as const;

const line = () =>
  scenario({ pending: { player: 'p1', decision: 'turn.act' } })
    .mission('p1', 'Avert Disaster')
    .mission('p1', 'Excavation')
    .ship('p1', 'Runabout', { at: 'Avert Disaster' })
    .aboard('Runabout', 'p1', ['Data', 'Deanna Troi'])
    .table('p1', ['Gaps in Normal Space']);

const withShipOnGap = () => {
  const s = line().build();
  const gap = s.id('Gaps in Normal Space');
  const opened = insertIntoSpaceline(gap, s.id('Avert Disaster'), SPOT)(s.game);
  return [s, moveCard(s.id('Runabout'), { kind: 'atLocation', location: gap })(opened)] as const;
};

const arrived = (ship: CardId) => recordEvents({ type: 'ship.arrived', ship, by: 'move' });
