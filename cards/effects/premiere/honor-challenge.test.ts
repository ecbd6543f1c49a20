// Honor Challenge (premiere/honorchallenge), interrupt:
// "Plays just after an Away Team battle is initiated. Each Klingon with Honor immediately kills one opponent with
// Treachery. Battle continues."
import type { Command } from '../../../domain/game/decisions';
import { type Scenario, scenario } from '../../../domain/game/scenario';
import { type Game, legalActions, pending, state } from '../../../machines/engine';
import { pass, play, refused, started } from '../response-test-support';

describe('honorChallenge', () => {
  it('should let each Klingon with Honor kill one opponent with Treachery just after the battle is initiated (Rulebook 7.4 stage 2 Responses)', () => {
    // Arrange
    const [game, s] = started(away(['Galathon', 'Taul', 'Selok']).hand('p1', ['Honor Challenge']));
    const challenge = s.id('Honor Challenge');
    play(game, attack(game));
    const offered = legalActions(game);
    // Act
    const after = play(game, {
      type: 'card.play',
      player: 'p1',
      card: challenge,
      kind: 'interrupt',
      kills: [s.id('Galathon'), s.id('Selok')],
    });
    // Assert
    expect(offered).toEqual([
      ...[
        ['Galathon', 'Taul'],
        ['Galathon', 'Selok'],
        ['Taul', 'Selok'],
      ].map((pair) => ({
        type: 'card.play',
        player: 'p1',
        card: challenge,
        kind: 'interrupt',
        kills: pair.map(s.id),
      })),
      { type: 'response.pass', player: 'p1' },
    ]);
    expect([s.id('Galathon'), s.id('Selok'), challenge].map((id) => after.cards[id]?.zone.kind)).toEqual([
      'discard',
      'discard',
      'discard',
    ]);
    const formed = after.chronicle.map((e) => e.text).find((t) => t.startsWith("p2's force forms up"));
    expect(formed).toBe(`p2's force forms up: Taul (${s.id('Taul')})`);
  });

  it('should let the battle go on without it when its holder passes (Rulebook 7.4 stage 3 Form Up)', () => {
    // Arrange
    const [game, s] = started(away(['Galathon']).hand('p1', ['Honor Challenge']));
    play(game, attack(game));
    // Act
    const after = pass(game, 'p1');
    // Assert
    expect(after.cards[s.id('Honor Challenge')]?.zone.kind).toBe('hand');
    expect(
      after.chronicle.some((e) => e.text === `p2's force forms up: Galathon (${s.id('Galathon')})`),
    ).toBe(true);
  });

  it('should open no response window without an opponent with Treachery (Rulebook 7.4 stage 2 Responses)', () => {
    // Arrange
    const [game] = started(away(['Tomalak']).hand('p1', ['Honor Challenge']));
    // Act
    play(game, attack(game));
    // Assert
    expect(pending(game)?.decision).not.toBe('response.window');
  });

  it('should not be played outside a battle, nothing changing (Rulebook "Playing \'At Any Time\'")', () => {
    // Arrange
    const [game, s] = started(away(['Galathon']).hand('p1', ['Honor Challenge']));
    const before = state(game);
    // Act
    const rule = refused(game, challenge(s, ['Galathon']));
    // Assert
    expect(rule).toBe("Playing 'At Any Time'");
    expect(state(game)).toBe(before);
  });

  it('should refuse victims its text does not allow, nothing changing (Honor Challenge: "opponent with Treachery")', () => {
    // Arrange
    const [game, s] = started(away(['Galathon', 'Tomalak']).hand('p1', ['Honor Challenge']));
    play(game, attack(game));
    const before = state(game);
    // Act
    const rule = refused(game, challenge(s, ['Tomalak']));
    // Assert
    expect(rule).toBe("Playing 'At Any Time'");
    expect(state(game)).toBe(before);
  });
});

// Helpers

/** p1's Klingons with Honor (Kurn, Batrell) on Excavation with p2's Romulans. */
const away = (romulans: ReadonlyArray<string>) =>
  scenario({ pending: { player: 'p1', decision: 'turn.act' } })
    .mission('p1', 'Excavation')
    .surface('Excavation', 'p1', ['Kurn', 'Batrell'])
    .surface('Excavation', 'p2', romulans);

/** p1's Honor Challenge, its Klingons killing these victims. */
const challenge = (s: Scenario, victims: ReadonlyArray<string>): Command => ({
  type: 'card.play',
  player: 'p1',
  card: s.id('Honor Challenge'),
  kind: 'interrupt',
  kills: victims.map(s.id),
});

/** The personnel battle p1 may initiate. */
const attack = (game: Game): Command => {
  const found = legalActions(game).find((c) => c.type === 'battle.initiate');
  if (found === undefined) throw new Error('no battle to initiate');
  return found;
};
