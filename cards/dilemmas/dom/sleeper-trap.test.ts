// Sleeper Trap (dom/sleepertrap), space/planet dilemma:
// "Opponent may download to one site or planet here up to three different [Univ] Cardassians and one hand weapon. They
// may (if possible) initiate personnel battle. Discard dilemma."
// Through the engine (Rulebook "Downloading" L466-478, 7.4 Battle L750-785, "Characteristics" L1120, "Dilemmas" L635).

import { cardsIn } from '../../../domain/core/game-state';
import { type ScenarioBuilder, scenario } from '../../../domain/game/scenario';
import { legalActions, pending, state } from '../../../machines/engine';
import { acting, sent } from '../../../machines/engine-test-support';
import {
  attemptOf,
  fightToTheEnd,
  loggedEvents,
  onShip,
  opponentChooses,
  runAttempt,
} from '../attempt-test-support';

describe('sleeperTrap', () => {
  it('should let the opponent download up to three different [Univ] Cardassians to the planet, never two of one title nor a unique one (Rulebook "Downloading")', () => {
    // Arrange
    const s = trapAt('Excavation').build();
    const game = acting(s.game);
    // Act
    sent(game, attemptOf(s, 'Excavation'));
    const choices = legalActions(game, 'p2').filter((c) => c.type === 'attempt.choose');
    // Assert
    expect(pending(game)).toEqual({ player: 'p2', decision: 'attempt.choose' });
    const [ari, otherAri] = [s.id('first Ari'), s.id('another Ari')];
    expect(choices).toContainEqual(opponentChooses([ari, s.id('Dakol'), s.id('Telle')]));
    expect(choices).toContainEqual(opponentChooses([]));
    expect(choices.some((c) => 'cards' in c && c.cards.includes(ari) && c.cards.includes(otherAri))).toBe(
      false,
    );
    expect(choices.some((c) => 'cards' in c && c.cards.includes(s.id('Dukat')))).toBe(false);
    expect(choices.every((c) => 'cards' in c && c.cards.length <= 3)).toBe(true);
  });

  it('should then offer one hand weapon, a disruptor but not a tricorder (Rulebook "Characteristics" L1120: "hand weapon")', () => {
    // Arrange
    const s = trapAt('Excavation').build();
    const game = acting(s.game);
    // Act
    sent(game, attemptOf(s, 'Excavation'));
    sent(game, opponentChooses([s.id('first Ari'), s.id('Dakol')]));
    const choices = legalActions(game, 'p2');
    // Assert
    expect(choices).toEqual(
      expect.arrayContaining([opponentChooses([s.id('Cardassian Disruptor')]), opponentChooses([])]),
    );
    expect(choices.some((c) => 'cards' in c && c.cards.includes(s.id('Tricorder')))).toBe(false);
    expect(choices.every((c) => 'cards' in c && c.cards.length <= 1)).toBe(true);
  });

  it('should download the Cardassians and the disruptor to the planet, then battle the Away Team: every survivor stopped, the dilemma out of play (Rulebook 7.4)', () => {
    // Arrange
    const s = trapAt('Excavation').build();
    const game = acting(s.game);
    const sleepers = [s.id('first Ari'), s.id('Dakol'), s.id('Telle')];
    // Act
    sent(game, attemptOf(s, 'Excavation'));
    sent(game, opponentChooses(sleepers));
    sent(game, opponentChooses([s.id('Cardassian Disruptor')]));
    const offered = legalActions(game, 'p2');
    sent(game, { type: 'attempt.decide', player: 'p2', option: 'battle' });
    const after = fightToTheEnd(game);
    // Assert
    expect(offered).toEqual([
      { type: 'attempt.decide', player: 'p2', option: 'battle' },
      { type: 'attempt.decide', player: 'p2', option: 'noBattle' },
    ]);
    const events = loggedEvents(game);
    const inOrder = [
      `Ari (${s.id('first Ari')}) is downloaded to the planet by p2`,
      `Cardassian Disruptor (${s.id('Cardassian Disruptor')}) is downloaded to the planet by p2`,
      "p2 attacks p1's personnel",
      'the surviving combatants of both forces are stopped',
    ];
    const at = inOrder.map((e) => events.indexOf(e));
    expect(at.every((index) => index >= 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    const onPlanet = cardsIn({ kind: 'planetSurface', location: s.id('Excavation') })(after);
    expect(onPlanet).toContain(s.id('Cardassian Disruptor'));
    const survivors = onPlanet.filter((id) => after.cards[id]?.blueprint !== 'ds9/cardassiandisruptor');
    expect(survivors.length).toBeGreaterThan(0);
    expect(survivors.every((id) => after.cards[id]?.stopped === true)).toBe(true);
    expect(after.cards[s.id('Sleeper Trap')]?.zone.kind).toBe('outOfPlay');
    expect(after.attempt).toBeUndefined();
    expect(pending(game)).toEqual({ player: 'p1', decision: 'turn.act' });
  });

  it('should offer no battle when the Cardassians downloaded have no leader (Rulebook 7.4 L754), the attempt going on', () => {
    // Arrange
    const s = trapAt('Excavation').build();
    const game = acting(s.game);
    // Act
    sent(game, attemptOf(s, 'Excavation'));
    sent(game, opponentChooses([s.id('Daro'), s.id('Telle')]));
    sent(game, opponentChooses([]));
    const after = state(game);
    // Assert
    expect(after.cards[s.id('Telle')]?.zone.kind).toBe('planetSurface');
    expect(loggedEvents(game)).toContain(`Sleeper Trap (${s.id('Sleeper Trap')}) allows no battle now`);
    expect(after.cards[s.id('Data')]?.stopped).toBe(false);
    expect(after.cards[s.id('Sleeper Trap')]?.zone.kind).toBe('outOfPlay');
  });

  it('should download nothing at a space mission with no site here: no planet, no site, nobody asked (Rulebook "Downloading")', () => {
    // Arrange
    const s = scenario({ active: 'p1' })
      .mission('p1', 'Test Mission')
      .seed('Test Mission', 'p2', ['Sleeper Trap'])
      .ship('p1', 'Runabout', { at: 'Test Mission' })
      .aboard('Runabout', 'p1', ['Data', 'Worf'])
      .drawDeck('p2', [{ title: 'Ari', blueprint: 'ds9/ari' }, 'Cardassian Disruptor'])
      .build();
    // Act
    const run = runAttempt(s.game, onShip('p1', s.id('Test Mission'), s.id('Runabout')));
    // Assert
    expect(run.state).not.toBe('awaitingChoice');
    expect(cardsIn({ kind: 'drawDeck', player: 'p2' })(run.game)).toHaveLength(2);
    expect(run.game.cards[s.id('Sleeper Trap')]?.zone.kind).toBe('outOfPlay');
    expect(run.game.cards[s.id('Data')]?.zone).toEqual({ kind: 'aboard', carrier: s.id('Runabout') });
  });

  it("should be refused where a Nor's site is here, the opponent having cards to download: a download to a site is not implemented", () => {
    // Arrange
    const s = trapAt('Avert Disaster')
      .facility('p1', 'Terok Nor', { at: 'Avert Disaster' })
      .modify('Terok Nor', { affiliation: 'Cardassian' })
      .site('p1', 'Ops', { on: 'Terok Nor' })
      .build();
    const game = acting(s.game);
    // Act
    sent(game, attemptOf(s, 'Avert Disaster'));
    const after = state(game);
    // Assert
    expect(loggedEvents(game)).toContain(
      `Sleeper Trap (${s.id('Sleeper Trap')}) cannot be resolved: a download to a site here is not implemented: out of play without effect`,
    );
    expect(cardsIn({ kind: 'drawDeck', player: 'p2' })(after)).toHaveLength(8);
    expect(after.cards[s.id('Sleeper Trap')]?.zone.kind).toBe('outOfPlay');
  });
});

// Helpers

const trapAt = (mission: string): ScenarioBuilder =>
  scenario()
    .mission('p1', mission)
    .seed(mission, 'p2', ['Sleeper Trap'])
    .surface(mission, 'p1', ['Data', 'Tasha Yar', 'Worf'])
    .drawDeck('p1', ['Jean-Luc Picard'])
    .drawDeck('p2', [
      { title: 'Ari', blueprint: 'ds9/ari', label: 'first Ari' },
      { title: 'Ari', blueprint: 'ds9/ari', label: 'another Ari' },
      { title: 'Dakol', blueprint: 'ds9/dakol' },
      { title: 'Telle', blueprint: 'dom/telle' },
      { title: 'Daro', blueprint: 'dom/daro' },
      { title: 'Dukat', blueprint: 'ds9/dukat' },
      { title: 'Cardassian Disruptor', blueprint: 'ds9/cardassiandisruptor' },
      'Tricorder',
    ]);
