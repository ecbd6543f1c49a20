import * as E from 'fp-ts/Either';
import { leavePlay } from '../cards-in-play/leave-play';
import { recordEvents } from '../core/game-events';
import { type CardId, cardsIn, moveCard } from '../core/game-state';
import { scenario } from '../game/scenario';
import { afterCommand } from '../game/settle';
import { checkBetweenMissions, openGap } from './gap';

describe('checkBetweenMissions', () => {
  it('should hold for a mission followed by a mission, not for the last one (Gaps in Normal Space: "between two Mission cards")', () => {
    // Arrange
    const s = line().build();
    // Act
    const [first, last] = [
      checkBetweenMissions(s.id('Avert Disaster'))(s.game),
      checkBetweenMissions(s.id('Excavation'))(s.game),
    ];
    // Assert
    expect(first).toEqual(E.right(s.id('Avert Disaster')));
    expect(E.isLeft(last) && last.left.rule).toBe('Gaps in Normal Space');
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
  const opened = openGap(gap, s.id('Avert Disaster'), 4)(s.game);
  return [s, moveCard(s.id('Runabout'), { kind: 'atLocation', location: gap })(opened)] as const;
};

const arrived = (ship: CardId) => recordEvents({ type: 'ship.arrived', ship, by: 'move' });
