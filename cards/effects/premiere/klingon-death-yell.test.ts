// Klingon Death Yell (premiere/klingondeathyell), interrupt, bonus point box 5:
// "Plays on any just killed Klingon with Honor. Yell to warn the dead and earn bonus points. May play only one death
// yell for each such Klingon."

import { cardsIn } from '../../../domain/core/game-state';
import type { Command } from '../../../domain/game/decisions';
import { scenario } from '../../../domain/game/scenario';
import { type Game, legalActions, pending, state } from '../../../machines/engine';
import { play, refused, started } from '../response-test-support';

describe('klingonDeathYell', () => {
  it('should earn its bonus points on a Klingon with Honor just killed in battle (Rulebook 7.4 stage 6 Resolution)', () => {
    // Arrange
    const [game, s] = started(battle(['Vekma']).hand('p2', ['Klingon Death Yell']));
    const [yell, vekma] = [s.id('Klingon Death Yell'), s.id('Vekma')];
    fightUntilWindow(game);
    const offered = legalActions(game);
    // Act
    const after = play(game, {
      type: 'card.play',
      player: 'p2',
      card: yell,
      kind: 'interrupt',
      target: { card: vekma },
    });
    // Assert
    expect(offered).toEqual([
      { type: 'card.play', player: 'p2', card: yell, kind: 'interrupt', target: { card: vekma } },
      { type: 'response.pass', player: 'p2' },
    ]);
    expect(after.cards[vekma]?.zone.kind).toBe('discard');
    expect(cardsIn({ kind: 'pointArea', player: 'p2' })(after)).toEqual([yell]);
    expect(after.players.find((p) => p.id === 'p2')?.score).toBe(5);
    expect(after.battle).toBeUndefined();
    expect(pending(game)).toEqual({ player: 'p1', decision: 'turn.act' });
  });

  it('should play only one death yell for each such Klingon (Klingon Death Yell)', () => {
    // Arrange
    const [game, s] = started(battle(['Vekma']).hand('p2', ['Klingon Death Yell', 'Klingon Death Yell']));
    const [first, second] = s.ids('Klingon Death Yell');
    fightUntilWindow(game);
    // Act
    const after = play(game, {
      type: 'card.play',
      player: 'p2',
      card: first as string,
      kind: 'interrupt',
      target: { card: s.id('Vekma') },
    });
    // Assert
    expect(after.cards[second as string]?.zone.kind).toBe('hand');
    expect(after.players.find((p) => p.id === 'p2')?.score).toBe(5);
    expect(pending(game)).toEqual({ player: 'p1', decision: 'turn.act' });
  });

  it('should answer a Klingon with Honor killed aboard a ship destroyed in battle (Rulebook 7.4 ship battle, stage 8)', () => {
    // Arrange
    const [game, s] = started(
      scenario({ pending: { player: 'p1', decision: 'turn.act' } })
        .mission('p1', 'Wormhole Negotiations')
        .ship('p1', "I.K.C. Vor'Cha", { at: 'Wormhole Negotiations' })
        .aboard("I.K.C. Vor'Cha", 'p1', ['Kurn'])
        .ship('p2', 'Yridian Shuttle', { at: 'Wormhole Negotiations' })
        .aboard('Yridian Shuttle', 'p2', ['Vekma'])
        .hand('p2', ['Klingon Death Yell']),
    );
    play(game, legalActions(game).find((c) => c.type === 'battle.initiate') as Command);
    while (pending(game)?.decision === 'battle.defend') play(game, legalActions(game)[0] as Command);
    // Act
    const offered = legalActions(game);
    // Assert
    expect(state(game).cards[s.id('Yridian Shuttle')]?.zone.kind).toBe('discard');
    expect(offered).toContainEqual({
      type: 'card.play',
      player: 'p2',
      card: s.id('Klingon Death Yell'),
      kind: 'interrupt',
      target: { card: s.id('Vekma') },
    });
  });

  it('should open no window on a killed personnel without Honor (Klingon Death Yell: "Klingon with Honor")', () => {
    // Arrange
    const [game, s] = started(battle(["J'Ddan"]).hand('p2', ['Klingon Death Yell']));
    // Act
    fightUntilWindow(game);
    // Assert
    expect(state(game).cards[s.id("J'Ddan")]?.zone.kind).toBe('discard');
    expect(state(game).battle).toBeUndefined();
    expect(pending(game)).toEqual({ player: 'p1', decision: 'turn.act' });
  });

  it('should not be played with no personnel just killed, nothing changing (Rulebook "Playing \'At Any Time\'")', () => {
    // Arrange
    const [game, s] = started(battle(['Vekma']).hand('p1', ['Klingon Death Yell']));
    const before = state(game);
    // Act
    const rule = refused(game, {
      type: 'card.play',
      player: 'p1',
      card: s.id('Klingon Death Yell'),
      kind: 'interrupt',
      target: { card: s.id('Vekma') },
    });
    // Assert
    expect(rule).toBe("Playing 'At Any Time'");
    expect(state(game)).toBe(before);
  });
});

// Helpers

/** p1's Kurn (STRENGTH 8) on Excavation with p2's lone Klingon, who loses any battle there and dies. */
const battle = (defenders: ReadonlyArray<string>) =>
  scenario({ pending: { player: 'p1', decision: 'turn.act' } })
    .mission('p1', 'Excavation')
    .surface('Excavation', 'p1', ['Kurn'])
    .surface('Excavation', 'p2', defenders);

/** p1 attacks and strikes (stun) until the battle ends or a response window opens. */
const fightUntilWindow = (game: Game): void => {
  play(game, legalActions(game).find((c) => c.type === 'battle.initiate') as Command);
  while (pending(game)?.decision === 'battle.strike') play(game, legalActions(game)[0] as Command);
};
