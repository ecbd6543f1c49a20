// Vulcan Mindmeld (premiere/VulcanMindmeld), interrupt:
// "Plays on your Mindmeld personnel. Personnel gains the skills of one of your other personnel present until end of
// turn. Discard interrupt."

import { skillLevel } from '../../../domain/cards-in-play/skills';
import type { GameState } from '../../../domain/core/game-state';
import { onTurn, playsOf, refusal, send } from '../play-test-support';

const arrange = () =>
  onTurn()
    .mission('p1', 'Avert Disaster')
    .ship('p1', 'U.S.S. Galaxy', { at: 'Avert Disaster' })
    .aboard('U.S.S. Galaxy', 'p1', ['Taurik', 'Data', 'Deanna Troi'])
    .surface('Avert Disaster', 'p1', ['Worf'])
    .hand('p1', ['Vulcan Mindmeld'])
    .build();

describe('vulcanMindmeld', () => {
  it('should offer each of your other personnel present as the one whose skills are gained (Rulebook 12.4 Present)', () => {
    // Arrange
    const s = arrange();
    // Act
    const offered = playsOf(s.game, s.id('Vulcan Mindmeld')).map((c) =>
      c.kind === 'interrupt'
        ? [c.target !== undefined && 'card' in c.target ? c.target.card : null, c.take]
        : [],
    );
    // Assert
    expect(offered).toEqual(
      expect.arrayContaining([
        [s.id('Taurik'), s.id('Data')],
        [s.id('Taurik'), s.id('Deanna Troi')],
      ]),
    );
    expect(offered).toHaveLength(2);
  });

  it('should refuse a personnel not present, or a target without Mindmeld, and change nothing (Rulebook "Playing a Card")', () => {
    // Arrange
    const s = arrange();
    const play = (target: string, take: string) => ({
      type: 'card.play' as const,
      player: 'p1',
      card: s.id('Vulcan Mindmeld'),
      kind: 'interrupt' as const,
      target: { card: s.id(target) },
      take: s.id(take),
    });
    // Act
    const refused = [refusal(s.game, play('Taurik', 'Worf')), refusal(s.game, play('Data', 'Deanna Troi'))];
    // Assert
    expect(refused).toEqual(['Play a Card', 'Play a Card']);
    expect(playsOf(s.game, s.id('Vulcan Mindmeld'))).toHaveLength(2);
  });

  it('should give the Mindmeld personnel the regular skills of the other until end of turn (Rulebook "Using Skills")', () => {
    // Arrange
    const s = arrange();
    const taurik = s.id('Taurik');
    // Act
    const after = send(s.game, {
      type: 'card.play',
      player: 'p1',
      card: s.id('Vulcan Mindmeld'),
      kind: 'interrupt',
      target: { card: taurik },
      take: s.id('Data'),
    });
    const nextTurn: GameState = { ...after, turn: { ...after.turn, number: after.turn.number + 1 } };
    const levels = (g: GameState) =>
      ['Computer Skill', 'Music', 'ENGINEER', 'OFFICER'].map((skill) => skillLevel(taurik, skill)(g));
    // Assert
    expect([levels(s.game), levels(after), levels(nextTurn)]).toEqual([
      [0, 0, 1, 0],
      [2, 1, 2, 0],
      [0, 0, 1, 0],
    ]);
    expect(after.cards[s.id('Vulcan Mindmeld')]?.zone).toEqual({ kind: 'discard', player: 'p1' });
  });
});
