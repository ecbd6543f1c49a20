// Ferengi Ambush (TNG/tng_5V), planet dilemma:
// "Opponent may download to this planet up to three different [Univ] Ferengi and/or one {Ferengi Whip}. They may
// initiate battle (if possible)."
// A judge's worked example through the engine (Rulebook "Downloading" L466-478, 7.4 Battle L750-785, "Dilemmas" L635).

import * as E from 'fp-ts/Either';
import { type Scenario, scenario } from '../../../domain/game/scenario';
import { fork, legalActions, pending, persist, restore, state, view } from '../../../machines/engine';
import { acting, sent } from '../../../machines/engine-test-support';
import { attemptOf, fightToTheEnd, loggedEvents, opponentChooses } from '../attempt-test-support';

describe('ferengiAmbush', () => {
  it('should let the opponent download up to three different [Univ] Ferengi, never two of one title (Rulebook "Downloading")', () => {
    // Arrange
    const s = ambushAtExcavation();
    const game = acting(s.game);
    // Act
    sent(game, attemptOf(s, 'Excavation'));
    const choices = legalActions(game, 'p2').filter((c) => c.type === 'attempt.choose');
    // Assert
    expect(pending(game)).toEqual({ player: 'p2', decision: 'attempt.choose' });
    const [prak, otherPrak] = [s.id('first Prak'), s.id('another Prak')];
    expect(choices).toContainEqual(opponentChooses([prak, s.id('Krunk'), s.id('Qol')]));
    expect(choices).toContainEqual(opponentChooses([]));
    expect(choices.some((c) => 'cards' in c && c.cards.includes(prak) && c.cards.includes(otherPrak))).toBe(
      false,
    );
    expect(choices.every((c) => 'cards' in c && c.cards.length <= 3)).toBe(true);
  });

  it('should show the cards the opponent may download to them alone, not to the player attempting (Rulebook "Looking at Cards")', () => {
    // Arrange
    const s = ambushAtExcavation();
    const game = acting(s.game);
    // Act
    sent(game, attemptOf(s, 'Excavation'));
    const [attempting, downloading] = [view(game, 'p1'), view(game, 'p2')];
    // Assert
    const options = (v: typeof attempting) =>
      v.attempt?.awaiting?.kind === 'cards' ? v.attempt.awaiting.options : null;
    expect(options(attempting)).toEqual([]);
    expect(options(downloading)).toEqual([
      s.id('first Prak'),
      s.id('another Prak'),
      s.id('Krunk'),
      s.id('Qol'),
    ]);
  });

  it('should download the Ferengi to the planet, then battle the Away Team: the dead discarded, every survivor stopped, the attempt over (Rulebook 7.4)', () => {
    // Arrange
    const s = ambushAtExcavation();
    const game = acting(s.game);
    const ambushers = [s.id('first Prak'), s.id('Krunk'), s.id('Qol')];
    const awayTeam = [s.id('Data'), s.id('Tasha Yar'), s.id('Worf')];
    // Act
    sent(game, attemptOf(s, 'Excavation'));
    sent(game, opponentChooses(ambushers));
    sent(game, opponentChooses([]));
    const offered = legalActions(game, 'p2');
    sent(game, { type: 'attempt.decide', player: 'p2', option: 'battle' });
    const after = fightToTheEnd(game);
    // Assert
    expect(offered).toEqual([
      { type: 'attempt.decide', player: 'p2', option: 'battle' },
      { type: 'attempt.decide', player: 'p2', option: 'noBattle' },
    ]);
    const events = loggedEvents(game);
    const [prak, krunk, qol] = ambushers as [string, string, string];
    const inOrder = [
      `Prak (${prak}) is downloaded to the planet by p2`,
      `Qol (${qol}) is downloaded to the planet by p2`,
      `Ferengi Ambush (${s.id('Ferengi Ambush')}) is overcome`,
      "p2 attacks p1's personnel",
      'STRENGTH 0 (p2) against 30 (p1): p1 wins',
      `Qol (${qol}) is killed`,
      'the surviving combatants of both forces are stopped',
      'p1 may counter-attack here during their next turn',
      "p1's mission attempt fails: no one remains in the team; no one is stopped and unstopped personnel may reattempt",
    ];
    const at = inOrder.map((e) => events.indexOf(e));
    expect(at.every((index) => index >= 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(after.cards[qol]?.zone).toEqual({ kind: 'discard', player: 'p2' });
    const survivors = [prak, krunk, ...awayTeam];
    expect(survivors.map((id) => after.cards[id]?.zone.kind)).toEqual(Array(5).fill('planetSurface'));
    expect(survivors.map((id) => after.cards[id]?.stopped)).toEqual(Array(5).fill(true));
    expect(after.cards[s.id('Ferengi Ambush')]?.zone.kind).toBe('outOfPlay');
    expect(after.counterAttacks).toEqual([expect.objectContaining({ player: 'p1', against: 'p2' })]);
    expect(after.attempt).toBeUndefined();
    expect(after.battle).toBeUndefined();
    expect(after.locations[s.id('Excavation')]?.completedBy ?? null).toBeNull();
    expect(pending(game)).toEqual({ player: 'p1', decision: 'turn.act' });
  });

  it('should persist and restore a game in the middle of the dilemma\'s battle, which goes on the same (ARCHITECTURE "One owner of the game state")', () => {
    // Arrange
    const s = ambushAtExcavation();
    const game = acting(s.game);
    sent(game, attemptOf(s, 'Excavation'));
    sent(game, opponentChooses([s.id('first Prak'), s.id('Krunk')]));
    sent(game, opponentChooses([]));
    sent(game, { type: 'attempt.decide', player: 'p2', option: 'battle' });
    // Act
    const restored = restore(persist(game));
    // Assert
    if (E.isLeft(restored)) throw new Error(restored.left.message);
    expect(state(restored.right).battle).toBeDefined();
    expect(legalActions(restored.right)).toEqual(legalActions(game));
    expect(state(fork(restored.right))).toEqual(state(game));
    expect(fightToTheEnd(restored.right)).toEqual(fightToTheEnd(game));
  });

  it('should let the opponent decline the battle, the attempt going on past the ambushers (Ferengi Ambush: "They may")', () => {
    // Arrange
    const s = ambushAtExcavation();
    const game = acting(s.game);
    const ambushers = [s.id('first Prak'), s.id('Krunk')];
    // Act
    sent(game, attemptOf(s, 'Excavation'));
    sent(game, opponentChooses(ambushers));
    sent(game, opponentChooses([]));
    sent(game, { type: 'attempt.decide', player: 'p2', option: 'noBattle' });
    const after = state(game);
    // Assert
    expect(ambushers.map((id) => after.cards[id]?.zone.kind)).toEqual(['planetSurface', 'planetSurface']);
    expect(ambushers.map((id) => after.cards[id]?.stopped)).toEqual([false, false]);
    expect(after.cards[s.id('Ferengi Whip')]?.zone.kind).toBe('drawDeck');
    expect(after.cards[s.id('Tasha Yar')]?.stopped).toBe(false);
    expect(loggedEvents(game)).not.toContain("p2 attacks p1's personnel");
    expect(pending(game)).toEqual({ player: 'p1', decision: 'turn.act' });
  });

  it('should offer no battle when the downloaded Ferengi have no leader (Rulebook 7.4 L754: "must have a leader present")', () => {
    // Arrange
    const s = ambushAtExcavation();
    const game = acting(s.game);
    // Act
    sent(game, attemptOf(s, 'Excavation'));
    sent(game, opponentChooses([s.id('Krunk'), s.id('Qol')]));
    sent(game, opponentChooses([]));
    const after = state(game);
    // Assert
    expect(after.cards[s.id('Krunk')]?.zone.kind).toBe('planetSurface');
    expect(loggedEvents(game)).toContain(`Ferengi Ambush (${s.id('Ferengi Ambush')}) allows no battle now`);
    expect(pending(game)).toEqual({ player: 'p1', decision: 'turn.act' });
  });
});

// Helpers

const ambushAtExcavation = (): Scenario =>
  scenario()
    .mission('p1', 'Excavation')
    .seed('Excavation', 'p2', ['Ferengi Ambush'])
    .surface('Excavation', 'p1', ['Data', 'Tasha Yar', 'Worf'])
    .drawDeck('p1', ['Jean-Luc Picard'])
    .drawDeck('p2', [
      { title: 'Prak', blueprint: 'roa/prak', label: 'first Prak' },
      { title: 'Prak', blueprint: 'roa/prak', label: 'another Prak' },
      { title: 'Krunk', blueprint: 'roa/krunk' },
      { title: 'Qol', blueprint: 'roa/qol' },
      'Ferengi Whip',
      'Mendon',
    ])
    .build();
