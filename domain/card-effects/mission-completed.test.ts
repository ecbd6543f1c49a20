import * as O from 'fp-ts/Option';
import { characteristic, place, randomOf, teamThatCompleted, thisCard } from '../../cards/language/build';
import type { CardText, Trigger } from '../../cards/language/language';
import { moveCard } from '../core/game-state';
import { isPrevented } from '../core/permissions';
import { scenario } from '../game/scenario';
import type { Action } from '../responses/model';
import { declaredText } from './in-play';
import { completionResponses } from './mission-completed';
import { resolveVerb } from './verbs';

describe('completionResponses', () => {
  it('should offer a play on the mission card only for a planet mission just completed (Rulebook 7.2)', () => {
    // Arrange
    const { s, fountain, text, trigger } = arranged('Particle Fountain');
    const planet = completed(s, 'planet');
    // Act
    const onPlanet = completionResponses('p1', fountain, trigger, text, planet)(s.game);
    const inSpace = completionResponses('p1', fountain, trigger, text, completed(s, 'space'))(s.game);
    // Assert
    expect(onPlanet).toEqual([
      {
        type: 'card.play',
        player: 'p1',
        card: fountain,
        kind: 'interrupt',
        target: { card: s.id('Excavation') },
      },
    ]);
    expect(inSpace).toEqual([]);
  });

  it("should offer nothing to a player other than the solver for a solver's response (Particle Fountain)", () => {
    // Arrange
    const { s, fountain, text, trigger } = arranged('Particle Fountain');
    // Act
    const plays = completionResponses('p2', fountain, trigger, text, completed(s, 'planet'))(s.game);
    // Assert
    expect(plays).toEqual([]);
  });
});

describe('resolveVerb of place on the team that completed the mission', () => {
  it('should place the card on a male of the team at random, who is then held on the planet (Rulebook 7.2, 12.14; Alien Groupie)', () => {
    // Arrange
    const { s, card } = arranged('Alien Groupie');
    // the card played is on the table as its text resolves (Rulebook "Playing a Card")
    const game = {
      ...moveCard(card, { kind: 'table', player: 'p2' })(s.game),
      responding: {
        stack: [{ ...completed(s, 'planet'), team: [s.id('Vash'), s.id('Data')] }],
        passed: [],
        asked: 'p1',
      },
    };
    // Act
    const after = resolveVerb(place(thisCard, randomOf(1, teamThatCompleted(characteristic('Male')))), {
      player: 'p2',
      card,
      targetCard: s.id('Excavation'),
      targetPlayer: null,
      take: null,
    })(game);
    // Assert
    expect(after.cards[card]?.zone).toEqual({ kind: 'playedOn', host: s.id('Data') });
    const held = (card: string) => isPrevented('leavePlanet', { player: 'p1', card: s.id(card) })(after);
    expect([held('Data'), held('Vash')]).toEqual([true, false]);
  });
});

// Helpers

const arranged = (title: string) => {
  const s = scenario({ active: 'p1' })
    .mission('p1', 'Excavation')
    .surface('Excavation', 'p1', ['Vash', 'Data', 'Geordi La Forge'])
    .hand('p1', [title])
    .build();
  const card = s.id(title);
  const text = O.toNullable(declaredText(s.game.cards[card]?.blueprint ?? '')) as CardText;
  return {
    s,
    card,
    fountain: card,
    text,
    trigger: text.respondsTo as Extract<Trigger, { type: 'missionCompleted' }>,
  };
};

const completed = (
  s: ReturnType<ReturnType<typeof scenario>['build']>,
  mission: 'planet' | 'space',
): Action => ({
  kind: 'missionCompleted',
  player: 'p1',
  location: s.id('Excavation'),
  mission,
  team: s.ids('Vash').concat(s.ids('Data'), s.ids('Geordi La Forge')),
});
