// Gaps in Normal Space (premiere/gapsinnormalspace), event:
// "Place between two Mission cards. Creates a gap with a span of 4. Ships stopping on the gap kill one personnel
// (random selection)."
import * as E from 'fp-ts/Either';
import { cardsIn } from '../../../domain/core/game-state';
import { legalActions } from '../../../domain/game/decisions';
import { rangeCost, spanAt } from '../../../domain/spaceline/spaceline';
import { onTurn, playsOf, refusal, send } from '../play-test-support';

const line = () =>
  onTurn()
    .mission('p1', 'Avert Disaster')
    .mission('p1', 'Excavation')
    .mission('p1', 'Study Nebula')
    .ship('p1', 'Runabout', { at: 'Avert Disaster' })
    .aboard('Runabout', 'p1', ['Data', 'Deanna Troi'])
    .hand('p1', ['Gaps in Normal Space']);

const gap = (card: string, mission: string) =>
  ({ type: 'card.play', player: 'p1', card, kind: 'event', target: { card: mission } }) as const;

describe('gapsInNormalSpace', () => {
  it('should be offered between each two neighbouring missions (Gaps in Normal Space: "Place between two Mission cards")', () => {
    // Arrange
    const s = line().build();
    const card = s.id('Gaps in Normal Space');
    // Act
    const plays = playsOf(s.game, card);
    // Assert
    expect(plays).toEqual([gap(card, s.id('Avert Disaster')), gap(card, s.id('Excavation'))]);
  });

  it('should create a location of span 4 that RANGE counts (Gaps in Normal Space: "a gap with a span of 4")', () => {
    // Arrange
    const s = line().build();
    const [card, avert, excavation] = [
      s.id('Gaps in Normal Space'),
      s.id('Avert Disaster'),
      s.id('Excavation'),
    ];
    // Act
    const after = send(s.game, gap(card, avert));
    // Assert
    expect(after.spacelines.Alpha).toEqual([avert, card, excavation, s.id('Study Nebula')]);
    expect(spanAt(card, 'p1')(after)).toBe(4);
    expect(rangeCost(avert, excavation)(after)).toEqual(E.right(4 + spanAt(excavation, 'p1')(after)));
    expect(after.cards[card]?.zone).toEqual({ kind: 'table', player: 'p1' });
  });

  it('should kill one personnel aboard a ship stopping on the gap, with no mission there to attempt (Gaps in Normal Space: "kill one personnel")', () => {
    // Arrange
    const s = line().build();
    const [card, ship] = [s.id('Gaps in Normal Space'), s.id('Runabout')];
    const opened = send(s.game, gap(card, s.id('Avert Disaster')));
    // Act
    const after = send(opened, { type: 'ship.move', player: 'p1', ship, to: card });
    // Assert
    expect(after.cards[ship]?.zone).toEqual({ kind: 'atLocation', location: card });
    expect(cardsIn({ kind: 'aboard', carrier: ship })(after)).toHaveLength(1);
    expect(cardsIn({ kind: 'discard', player: 'p1' })(after)).toHaveLength(1);
    expect(legalActions(after).filter((c) => c.type === 'mission.attempt')).toEqual([]);
  });

  it('should refuse the last mission of the spaceline or a mission next to a gap, nothing changing (Gaps in Normal Space: "between two Mission cards")', () => {
    // Arrange
    const s = line().hand('p1', ['Gaps in Normal Space']).build();
    const [first, second] = s.ids('Gaps in Normal Space') as [string, string];
    const opened = send(s.game, gap(first, s.id('Avert Disaster')));
    // Act
    const rules = [
      refusal(s.game, gap(first, s.id('Study Nebula'))),
      refusal(
        { ...opened, turn: { ...opened.turn, normalCardPlayUsed: false } },
        gap(second, s.id('Avert Disaster')),
      ),
    ];
    // Assert
    expect(rules).toEqual(['Play a Card', 'Gaps in Normal Space']);
  });
});
