// Missions at the same location as a judge's worked example (cards/mission-locations.ts): Rulebook "Mission Pile"
// (L176): "Each of your missions must be at a different location. For example, Study Rare Phenomenon and Attack at Rare
// Phenomenon have the same location … you cannot use both in your deck"; "Mission Phase" (L229): two players' missions
// at the same location in the same quadrant form one shared mission, one location.
import * as E from 'fp-ts/Either';
import { parseDeck } from '../../cards/deck-list';
import { legalActions, send, state } from '../../machines/engine';
import { started } from '../../machines/engine-test-support';
import { refusal } from '../../machines/judge-test-support';
import { validateDeck } from '../deck-building/deck-building';
import { scenario } from '../game/scenario';

describe('missions at the same location', () => {
  it('should refuse a mission pile with Study Rare Phenomenon and Attack at Rare Phenomenon (Rulebook "Mission Pile", L176)', () => {
    // Arrange
    const deck = parseDeck(deckText(['Study Rare Phenomenon', 'Attack at Rare Phenomenon']));
    const legal = parseDeck(deckText(['Study Rare Phenomenon', 'Excavation']));
    if (E.isLeft(deck) || E.isLeft(legal)) throw new Error('the deck lists parse');
    // Act
    const problems = validateDeck(deck.right);
    // Assert
    expect(E.isLeft(problems) && problems.left.map((p) => [p.line, p.message])).toEqual([
      [7, '"Attack at Rare Phenomenon" is at the same location as "Study Rare Phenomenon" on line 6'],
    ]);
    expect(E.isRight(validateDeck(legal.right))).toBe(true);
  });

  it('should place Attack at Rare Phenomenon on Study Rare Phenomenon as one shared location, and refuse it elsewhere, unchanged (Rulebook "Mission Phase", L229)', () => {
    // Arrange: p1 has placed Study Rare Phenomenon; p2's top mission is Attack at Rare Phenomenon
    const s = scenario({ phase: 'mission' })
      .place('p1', { kind: 'missionPile', player: 'p1' }, ['Study Rare Phenomenon', 'Excavation'])
      .place('p2', { kind: 'missionPile', player: 'p2' }, ['Attack at Rare Phenomenon', 'Test Mission'])
      .build();
    const game = started(s.game);
    const [first] = legalActions(game);
    if (first === undefined) throw new Error('p1 has no placement');
    send(game, first);
    // Act
    const listed = legalActions(game);
    const refused = refusal(game, {
      type: 'mission.place',
      player: 'p2',
      placement: { kind: 'spaceline', quadrant: 'Alpha', index: 1 },
    });
    // Assert
    const location = Object.keys(state(game).locations)[0] as string;
    expect(listed).toEqual([
      { type: 'mission.place', player: 'p2', placement: { kind: 'shared', location } },
    ]);
    expect(refused).toEqual({ rule: 'Mission Phase', unchanged: true });
    send(game, listed[0] as (typeof listed)[0]);
    expect(state(game).locations[location]?.missions).toEqual([
      s.id('Study Rare Phenomenon'),
      s.id('Attack at Rare Phenomenon'),
    ]);
  });
});

// Helpers

/** A deck whose last two missions (lines 6 and 7) are `last`. */
const deckText = (last: readonly [string, string]): string =>
  [
    'Missions:',
    'Avert Disaster',
    'Cultural Observation',
    'Diplomacy Mission',
    'Study Nebula',
    ...last,
    'Seed deck:',
    'Federation Outpost',
    '2x Armus - Skin of Evil',
    'Draw deck:',
    '30x Data',
  ].join('\n');
