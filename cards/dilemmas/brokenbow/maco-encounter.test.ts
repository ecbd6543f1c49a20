// MACO Encounter (brokenbow/brokenbow_06), planet dilemma:
// "Opponent may download up to two MACOs and/or one {MACO Assault Rifle} to planet. Any MACOs on planet may (if
// possible) initiate personnel battle. Discard dilemma."
// A judge's worked example through the engine (Rulebook "Downloading" L466-478, "Uniqueness", 7.4 Battle L750-785).
import { type Scenario, scenario } from '../../../domain/game/scenario';
import { legalActions, pending } from '../../../machines/engine';
import { acting, sent } from '../../../machines/engine-test-support';
import { attemptOf, fightToTheEnd, loggedEvents, opponentChooses } from '../attempt-test-support';

describe('macoEncounter', () => {
  it('should offer two copies of a universal MACO, never two of a unique one (Rulebook "Uniqueness")', () => {
    // Arrange
    const s = encounterAtExcavation();
    const game = acting(s.game);
    // Act
    sent(game, attemptOf(s, 'Excavation'));
    const pairs = legalActions(game, 'p2').flatMap((c) =>
      'cards' in c && c.cards.length === 2 ? [c.cards] : [],
    );
    // Assert
    expect(pairs).toContainEqual([s.id('Hawkins'), s.id('another Sean Hawkins')]);
    expect(pairs).not.toContainEqual([s.id('Hayes'), s.id('another Jeremiah Hayes')]);
  });

  it('should have every MACO of theirs on the planet attack, the downloaded and those already there (MACO Encounter: "Any MACOs on planet")', () => {
    // Arrange
    const s = encounterAtExcavation();
    const game = acting(s.game);
    const downloaded = [s.id('Private Palmer'), s.id('Hawkins')];
    // Act
    sent(game, attemptOf(s, 'Excavation'));
    sent(game, opponentChooses(downloaded));
    sent(game, opponentChooses([]));
    sent(game, { type: 'attempt.decide', player: 'p2', option: 'battle' });
    const after = fightToTheEnd(game);
    // Assert
    const events = loggedEvents(game);
    const force = events.find((e) => e.startsWith("p2's force forms up:")) ?? '';
    const macos = [...downloaded, s.id('Sascha Money')];
    expect(macos.map((id) => force.includes(`(${id})`))).toEqual([true, true, true]);
    expect(after.cards[s.id('MACO Encounter')]?.zone.kind).toBe('outOfPlay');
    expect(pending(game)).toEqual({ player: 'p1', decision: 'turn.act' });
  });
});

// Helpers

const encounterAtExcavation = (): Scenario =>
  scenario()
    .mission('p1', 'Excavation')
    .seed('Excavation', 'p2', ['MACO Encounter'])
    .surface('Excavation', 'p1', ['Data', 'Tasha Yar', 'Worf'])
    .surface('Excavation', 'p2', [{ title: 'Sascha Money', blueprint: 'brokenbow/brokenbow_81' }])
    .drawDeck('p1', ['Jean-Luc Picard'])
    .drawDeck('p2', [
      { title: 'Private Palmer', blueprint: 'terran/terran_53' },
      { title: 'Sean Hawkins', blueprint: 'brokenbow/brokenbow_82', label: 'Hawkins' },
      { title: 'Sean Hawkins', blueprint: 'brokenbow/brokenbow_82', label: 'another Sean Hawkins' },
      { title: 'Jeremiah Hayes', blueprint: 'brokenbow/brokenbow_72', label: 'Hayes' },
      { title: 'Jeremiah Hayes', blueprint: 'brokenbow/brokenbow_72', label: 'another Jeremiah Hayes' },
      'MACO Assault Rifle',
      'Mendon',
    ])
    .build();
