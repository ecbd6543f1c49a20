// Escape Pod (premiere/escapepod), interrupt:
// "Plays on ship being destroyed. Escape pod saves entire crew. Unseen by enemy ships, crew remains in pod until
// personnel rescued. Discard after rescue."

import { cardsIn, moveCard } from '../../../domain/core/game-state';
import type { Command } from '../../../domain/game/decisions';
import { type ScenarioBuilder, scenario } from '../../../domain/game/scenario';
import { type Game, legalActions, pending, state } from '../../../machines/engine';
import { started as startedAt } from '../../../machines/engine-test-support';
import { play, refused, started } from '../response-test-support';

describe('escapePod', () => {
  it('should save the crew of a ship being destroyed in the pod at its location (Rulebook 7.4 ship battle, stage 8)', () => {
    // Arrange
    const [game, s] = started(space());
    const [pod, miranda, picard] = [s.id('Escape Pod'), s.id('U.S.S. Miranda'), s.id('Jean-Luc Picard')];
    fightUntilWindow(game);
    const offered = legalActions(game);
    // Act
    const after = play(game, {
      type: 'card.play',
      player: 'p2',
      card: pod,
      kind: 'interrupt',
      target: { card: miranda },
    });
    // Assert
    expect(offered).toEqual([
      { type: 'card.play', player: 'p2', card: pod, kind: 'interrupt', target: { card: miranda } },
      { type: 'response.pass', player: 'p2' },
    ]);
    expect(after.cards[miranda]?.zone.kind).toBe('discard');
    expect(after.cards[pod]?.zone).toEqual({ kind: 'playedOn', host: s.id(HERE) });
    expect(after.cards[picard]?.zone).toEqual({ kind: 'playedOn', host: pod });
    expect(after.battle).toBeUndefined();
    expect(pending(game)).toEqual({ player: 'p1', decision: 'turn.act' });
  });

  it('should let the crew die with the ship when it is not played (Rulebook 10.2.1)', () => {
    // Arrange
    const [game, s] = started(space());
    fightUntilWindow(game);
    // Act
    const after = play(game, { type: 'response.pass', player: 'p2' });
    // Assert
    expect(after.cards[s.id('Jean-Luc Picard')]?.zone.kind).toBe('discard');
    expect(after.cards[s.id('Escape Pod')]?.zone.kind).toBe('hand');
  });

  it('should be rescued by a facility of theirs at the location, the pod discarded (Escape Pod: "Discard after rescue")', () => {
    // Arrange
    const [game, s] = started(space().facility('p2', 'Federation Outpost', { at: HERE }));
    const [pod, outpost] = [s.id('Escape Pod'), s.id('Federation Outpost')];
    fightUntilWindow(game);
    // Act
    const after = play(game, {
      type: 'card.play',
      player: 'p2',
      card: pod,
      kind: 'interrupt',
      target: { card: s.id('U.S.S. Miranda') },
    });
    // Assert
    expect(after.cards[s.id('Jean-Luc Picard')]?.zone).toEqual({ kind: 'aboard', carrier: outpost });
    expect(after.cards[pod]?.zone.kind).toBe('discard');
  });

  it('should not be played on a ship that is not being destroyed, nothing changing (Rulebook "Playing \'At Any Time\'")', () => {
    // Arrange
    const [game, s] = started(space());
    fightUntilWindow(game);
    const before = state(game);
    // Act
    const rule = refused(game, {
      type: 'card.play',
      player: 'p2',
      card: s.id('Escape Pod'),
      kind: 'interrupt',
      target: { card: s.id("I.K.C. Vor'Cha") },
    });
    // Assert
    expect(rule).toBe("Playing 'At Any Time'");
    expect(state(game)).toBe(before);
  });

  it('should open no window when no ship is destroyed (Rulebook 7.4 ship battle, stage 8)', () => {
    // Arrange
    const [game] = started(space().modify('U.S.S. Miranda', { damage: 0 }));
    // Act
    fightUntilWindow(game);
    // Assert
    expect(cardsIn({ kind: 'hand', player: 'p2' })(state(game))).toHaveLength(1);
    expect(pending(game)).toEqual({ player: 'p1', decision: 'turn.act' });
  });

  it('should be rescued by their ship that stops at the pod\'s location, the pod discarded (Escape Pod: "until personnel rescued")', () => {
    // Arrange
    const s = scenario({ active: 'p2', pending: { player: 'p2', decision: 'turn.act' } })
      .mission('p1', HERE)
      .mission('p2', 'Test Mission')
      .ship('p2', 'Runabout', { at: 'Test Mission' })
      .aboard('Runabout', 'p2', ['Data'])
      .discard('p2', ['Escape Pod', 'Jean-Luc Picard'])
      .build();
    const [pod, runabout] = [s.id('Escape Pod'), s.id('Runabout')];
    const podded = moveCard(s.id('Jean-Luc Picard'), { kind: 'playedOn', host: pod })(
      moveCard(pod, { kind: 'playedOn', host: s.id(HERE) })(s.game),
    );
    const game = startedAt(podded);
    // Act
    const after = play(game, { type: 'ship.move', player: 'p2', ship: runabout, to: s.id(HERE) });
    // Assert
    expect(after.cards[s.id('Jean-Luc Picard')]?.zone).toEqual({ kind: 'aboard', carrier: runabout });
    expect(after.cards[pod]?.zone.kind).toBe('discard');
  });
});

// Helpers

const HERE = 'Wormhole Negotiations';

/** p1's Vor'Cha (WEAPONS 8) with Kurn against p2's damaged Miranda (SHIELDS 5) with Picard, p2 holding Escape Pod. */
const space = (): ScenarioBuilder =>
  scenario({ pending: { player: 'p1', decision: 'turn.act' } })
    .mission('p1', HERE)
    .ship('p1', "I.K.C. Vor'Cha", { at: HERE })
    .aboard("I.K.C. Vor'Cha", 'p1', ['Kurn'])
    .ship('p2', 'U.S.S. Miranda', { at: HERE })
    .aboard('U.S.S. Miranda', 'p2', ['Jean-Luc Picard'])
    .modify('U.S.S. Miranda', { damage: 1 })
    .hand('p2', ['Escape Pod']);

/** p1 attacks the Miranda; p2 defends as first offered, until the battle ends or a response window opens. */
const fightUntilWindow = (game: Game): void => {
  play(game, legalActions(game).find((c) => c.type === 'battle.initiate' && c.kind === 'ship') as Command);
  while (pending(game)?.decision === 'battle.defend') play(game, legalActions(game)[0] as Command);
};
