import { kill } from '../cards-in-play/leave-play';
import { type GameState, updateCard, type Zone } from '../core/game-state';
import { type Scenario, type ScenarioBuilder, scenario } from '../game/scenario';
import type { PersonnelInitiateCommand } from './battle-model';
import { beginPersonnel, canFormUp, formUp, formUpPersonnel, personnelForces } from './personnel-form-up';

describe('personnelForces', () => {
  it('should leave stopped, disabled and in-stasis attackers out but let stopped defenders fight (Rulebook 7.4 personnel battle, stage 3 Form Up)', () => {
    // Arrange
    const s = planet(['Vartoq', 'Batrell', 'Vekma', 'Divok'], ['Dr. Royse', 'Gibson', 'Calloway', 'Giusti'])
      .modify('Batrell', { stopped: true })
      .modify('Vekma', { disabled: true })
      .modify('Divok', { stasis: true })
      .modify('Dr. Royse', { stopped: true })
      .modify('Gibson', { disabled: true })
      .modify('Calloway', { stasis: true })
      .build();
    // Act
    const [attacking, defending] = personnelForces('p1', surface(s))(s.game);
    // Assert
    expect([attacking, defending]).toEqual([[s.id('Vartoq')], [s.id('Dr. Royse'), s.id('Giusti')]]);
  });

  it('should set equipment aside (Rulebook 7.4 personnel battle, stage 3 Form Up)', () => {
    // Arrange
    const s = planet(['Vartoq', 'Tricorder'], ['Dr. Royse', 'Medical Kit']).build();
    // Act
    const forces = personnelForces('p1', surface(s))(s.game);
    // Assert
    expect(forces).toEqual([[s.id('Vartoq')], [s.id('Dr. Royse')]]);
  });

  it('should form up the crew aboard a ship against the intruders there (Rulebook 7.4 personnel battle)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Excavation')
      .ship('p2', 'Haakona', { at: 'Excavation' })
      .aboard('Haakona', 'p2', ['Galathon'])
      .aboard('Haakona', 'p1', ['Vartoq'])
      .surface('Excavation', 'p2', ['Varel'])
      .build();
    // Act
    const forces = personnelForces('p1', { kind: 'aboard', carrier: s.id('Haakona') })(s.game);
    // Assert
    expect(forces).toEqual([[s.id('Vartoq')], [s.id('Galathon')]]);
  });
});

describe('canFormUp', () => {
  it('should refuse a battle whose defending force would be empty (Rulebook 7.4 personnel battle, stage 3 Form Up)', () => {
    // Arrange
    const s = planet(['Vartoq'], ['Dr. Royse']).modify('Dr. Royse', { disabled: true }).build();
    const stopped = planet(['Vartoq'], ['Dr. Royse']).modify('Dr. Royse', { stopped: true }).build();
    // Act & Assert
    expect(canFormUp(command(s, ['Vartoq'], ['Dr. Royse']))(s.game)).toBe(false);
    expect(canFormUp(command(stopped, ['Vartoq'], ['Dr. Royse']))(stopped.game)).toBe(true);
  });
});

describe('formUp', () => {
  it('should keep only the crew or Away Teams the attack names (Rulebook 7.4 personnel battle, stage 1 Initiation)', () => {
    // Arrange
    const s = planet(['Vartoq', 'Batrell'], ['Dr. Royse', 'Gibson']).build();
    // Act
    const forces = formUp(command(s, ['Vartoq'], ['Gibson']))(s.game);
    // Assert
    expect(forces).toEqual([[s.id('Vartoq')], [s.id('Gibson')]]);
  });
});

describe('beginPersonnel', () => {
  it('should record who attacks whom where, the forces as named and not yet formed up (Rulebook 7.4 personnel battle, stage 1 Initiation)', () => {
    // Arrange
    const s = planet(['Vartoq', 'Batrell', 'Vekma'], ['Dr. Royse', 'Gibson']).build();
    const game: GameState = { ...s.game, pending: { player: 'p1', decision: 'turn.act' } };
    const named = command(s, ['Vartoq', 'Batrell'], ['Dr. Royse', 'Gibson']);
    // Act
    const next = beginPersonnel(named, true)(game);
    // Assert
    expect(next.battle).toMatchObject({
      attacker: 'p1',
      defender: 'p2',
      location: s.id('Excavation'),
      counterAttack: true,
      resume: { player: 'p1', decision: 'turn.act' },
      fight: { forces: [named.attackers, named.defenders], piles: [[], []] },
    });
    expect(next.random).toBe(game.random);
    expect(next.chronicle.map((e) => e.text)).toEqual(["p1 counter-attacks p2's personnel"]);
  });

  it('should fight aboard a ship at the location of the ship (Rulebook 7.4 personnel battle)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Excavation')
      .ship('p2', 'Haakona', { at: 'Excavation' })
      .aboard('Haakona', 'p2', ['Galathon'])
      .aboard('Haakona', 'p1', ['Vartoq'])
      .build();
    const place: Zone = { kind: 'aboard', carrier: s.id('Haakona') };
    // Act
    const next = beginPersonnel(command(s, ['Vartoq'], ['Galathon'], place), false)(s.game);
    // Assert
    expect(next.battle?.location).toBe(s.id('Excavation'));
  });
});

describe('formUpPersonnel', () => {
  it('should shuffle each force into its combat pile (Rulebook 7.4 personnel battle, stage 3 Form Up)', () => {
    // Arrange
    const s = planet(['Vartoq', 'Batrell', 'Vekma'], ['Dr. Royse', 'Gibson']).build();
    const begun = beginPersonnel(
      command(s, ['Vartoq', 'Batrell', 'Vekma'], ['Dr. Royse', 'Gibson']),
      false,
    )(s.game);
    // Act
    const next = formUpPersonnel(begun);
    // Assert
    const fight = next.battle?.fight;
    if (fight?.kind !== 'personnel') throw new Error('expected a personnel battle');
    expect([...fight.piles[0]].sort()).toEqual([s.id('Vartoq'), s.id('Batrell'), s.id('Vekma')].sort());
    expect([...fight.piles[1]].sort()).toEqual([s.id('Dr. Royse'), s.id('Gibson')].sort());
    expect([fight.adversaries, fight.awaiting, fight.stunned, fight.mortallyWounded]).toEqual([
      null,
      null,
      [],
      [],
    ]);
  });

  it('should set aside a personnel killed or disabled since the initiation (Rulebook 7.4 personnel battle, stage 2 Responses)', () => {
    // Arrange
    const s = planet(['Vartoq', 'Batrell'], ['Dr. Royse', 'Gibson']).build();
    const begun = beginPersonnel(command(s, ['Vartoq', 'Batrell'], ['Dr. Royse', 'Gibson']), false)(s.game);
    const changed = updateCard(s.id('Batrell'), (c) => ({ ...c, disabled: true }))(
      kill(s.id('Gibson'))(begun),
    );
    // Act
    const next = formUpPersonnel(changed);
    // Assert
    expect(next.battle?.fight.forces).toEqual([[s.id('Vartoq')], [s.id('Dr. Royse')]]);
  });

  it('should shuffle the same combat piles from the same seed, and advance the seed (Rulebook 12.14 "Random selection")', () => {
    // Arrange
    const attackers = ['Vartoq', 'Batrell', 'Vekma', 'Divok', "B'iJik"];
    const defenders = ['Dr. Royse', 'Gibson', 'Calloway', 'Giusti', 'Hannah Bates'];
    const piles = (seed: number) => {
      const s = planet(attackers, defenders, seed).build();
      const next = formUpPersonnel(beginPersonnel(command(s, attackers, defenders), false)(s.game));
      return [
        next.battle?.fight.kind === 'personnel' ? next.battle.fight.piles : null,
        next.random !== s.game.random,
      ];
    };
    // Act
    const runs = [1, 1, 2, 3, 4, 5].map(piles);
    // Assert
    expect(runs[0]).toEqual(runs[1]);
    expect(runs[0]?.[1]).toBe(true);
    expect(new Set(runs.map((r) => JSON.stringify(r[0]))).size).toBeGreaterThan(1);
  });

  it('should tell the forces formed up in the chronicle (Rulebook 7.4 personnel battle, stage 3 Form Up)', () => {
    // Arrange
    const s = planet(['Vartoq'], ['Dr. Royse']).build();
    // Act
    const next = formUpPersonnel(beginPersonnel(command(s, ['Vartoq'], ['Dr. Royse']), false)(s.game));
    // Assert
    expect(next.chronicle.map((e) => e.text)).toEqual([
      "p1 attacks p2's personnel",
      `p1's force forms up: Vartoq (${s.id('Vartoq')})`,
      `p2's force forms up: Dr. Royse (${s.id('Dr. Royse')})`,
    ]);
  });
});

// Helpers

const planet = (
  attackers: ReadonlyArray<string>,
  defenders: ReadonlyArray<string>,
  seed = 1,
): ScenarioBuilder =>
  scenario({ seed })
    .mission('p1', 'Excavation')
    .surface('Excavation', 'p1', attackers)
    .surface('Excavation', 'p2', defenders);

const surface = (s: Scenario): Zone => ({ kind: 'planetSurface', location: s.id('Excavation') });

const command = (
  s: Scenario,
  attackers: ReadonlyArray<string>,
  defenders: ReadonlyArray<string>,
  place: Zone = surface(s),
): PersonnelInitiateCommand => ({
  type: 'battle.initiate',
  player: 'p1',
  kind: 'personnel',
  place,
  attackers: attackers.map(s.id),
  defenders: defenders.map(s.id),
});
