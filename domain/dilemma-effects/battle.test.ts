import type { Effect } from '../../cards/language/dilemma-language';
import { scenario } from '../game/scenario';
import { type Encounter, startEncounter } from '../mission-attempt/encounter-state';
import { battle, possibleBattle } from './battle';
import { run } from './registry';

describe('possibleBattle', () => {
  it("should be the selection's personnel battle against the team when they have a leader (Rulebook 7.4 L754)", () => {
    // Arrange
    const s = ambushed(['Prak', 'Qol'], ['Data', 'Tasha Yar']);
    // Act
    const command = possibleBattle(mayBattle, encounterOf(s, ['Prak', 'Qol'], ['Data', 'Tasha Yar']))(s.game);
    // Assert
    expect(command).toEqual({
      type: 'battle.initiate',
      player: 'p2',
      kind: 'personnel',
      place: { kind: 'planetSurface', location: s.id('Excavation') },
      attackers: [s.id('Prak'), s.id('Qol')],
      defenders: [s.id('Data'), s.id('Tasha Yar')],
    });
  });

  it('should be none without a leader, or against their own affiliation (Rulebook 7.4 L754-758: "standard attack restrictions")', () => {
    // Arrange
    const leaderless = ambushed(['Qol'], ['Data']);
    const ferengiTeam = ambushed(['Prak'], ['Nava']);
    // Act
    const commands = [
      possibleBattle(mayBattle, encounterOf(leaderless, ['Qol'], ['Data']))(leaderless.game),
      possibleBattle(mayBattle, encounterOf(ferengiTeam, ['Prak'], ['Nava']))(ferengiTeam.game),
    ];
    // Assert
    expect(commands).toEqual([null, null]);
  });
});

describe('battle', () => {
  it('should ask the chooser whether to battle, and keep the battle only when they do ("They may initiate battle")', () => {
    // Arrange
    const s = ambushed(['Prak'], ['Data']);
    const encounter = encounterOf(s, ['Prak'], ['Data']);
    // Act
    const asked = battle(mayBattle, encounter, s.game, run);
    const fought = battle(mayBattle, { ...encounter, answers: ['battle'] }, s.game, run);
    const declined = battle(mayBattle, { ...encounter, answers: ['noBattle'] }, s.game, run);
    // Assert
    expect(asked).toEqual({
      kind: 'await',
      choice: {
        kind: 'option',
        player: 'p2',
        dilemma: s.id('Ferengi Ambush'),
        options: ['battle', 'noBattle'],
      },
    });
    expect(fought.kind === 'continue' && fought.encounter.battle?.attackers).toEqual([s.id('Prak')]);
    expect(declined.kind === 'continue' && declined.encounter.battle).toBeNull();
  });
});

// Helpers

const mayBattle: Extract<Effect, { type: 'battle' }> = { type: 'battle', who: 'ambushers', by: 'opponent' };

const ambushed = (attackers: ReadonlyArray<string>, team: ReadonlyArray<string>) =>
  scenario()
    .mission('p1', 'Excavation')
    .seed('Excavation', 'p2', ['Ferengi Ambush'])
    .surface('Excavation', 'p1', team)
    .surface(
      'Excavation',
      'p2',
      attackers.map((title) => ({ title, blueprint: `roa/${title.toLowerCase()}` })),
    )
    .build();

const encounterOf = (
  s: ReturnType<typeof ambushed>,
  attackers: ReadonlyArray<string>,
  team: ReadonlyArray<string>,
): Encounter => ({
  ...startEncounter({
    dilemma: s.id('Ferengi Ambush'),
    player: 'p1',
    location: s.id('Excavation'),
    ship: null,
    mission: 'planet',
    team: () => team.map(s.id),
    answers: [],
  }),
  selections: { ambushers: attackers.map(s.id) },
});
