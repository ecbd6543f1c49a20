import { skillLevel } from '../cards-in-play/skills';
import { cardsIn, getCard, moveCard } from '../core/game-state';
import { scenario } from '../game/scenario';
import { dilemmasInPlay, preventsAttempts, settle } from './lasting';

describe('dilemmasInPlay', () => {
  it('should list the implemented dilemmas placed on cards, with their hosts (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = infected().build();
    // Act
    const inPlay = dilemmasInPlay(s.game).map((d) => [d.dilemma, d.host]);
    // Assert
    expect(inPlay).toEqual([[s.id('Tsiolkovsky Infection'), s.id('Runabout')]]);
  });
});

describe('preventsAttempts', () => {
  it('should forbid attempting a mission carrying Radioactive Garbage Scow (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Test Mission')
      .mission('p1', 'Study Nebula')
      .place('p2', { kind: 'playedOn', host: 'p1-01' }, ['Radioactive Garbage Scow'])
      .build();
    // Act
    const here = preventsAttempts(s.id('Test Mission'))(s.game);
    const there = preventsAttempts(s.id('Study Nebula'))(s.game);
    // Assert
    expect([here, there]).toEqual([true, false]);
  });
});

describe('settle', () => {
  it('should make a personnel boarding an infected ship lose its first-listed skill (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = infected().hand('p1', ['Mendon']).build();
    const boarded = moveCard(s.id('Mendon'), { kind: 'aboard', carrier: s.id('Runabout') })(s.game);
    // Act
    const settled = settle(boarded);
    // Assert
    expect([
      skillLevel(s.id('Mendon'), 'SCIENCE')(boarded),
      skillLevel(s.id('Mendon'), 'SCIENCE')(settled),
    ]).toEqual([1, 0]);
  });

  it('should discard a dilemma in play once its cure is met aboard (Rulebook "Dilemmas" cures)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Test Mission')
      .ship('p1', 'Runabout', { at: 'Test Mission' })
      .place('p2', { kind: 'playedOn', host: 'p1-02' }, ['Nitrium Metal Parasites'])
      .aboard('Runabout', 'p1', ["T'Pan"])
      .build();
    // Act
    const settled = settle(s.game);
    // Assert
    expect(cardsIn({ kind: 'outOfPlay', player: 'p2' })(settled)).toEqual([s.id('Nitrium Metal Parasites')]);
  });

  it('should remove a dilemma atop a space mission once a crew there meets its cure (Rulebook "Dilemmas" cures L662, 12.4 Present L1234)', () => {
    // Arrange: SCIENCE and 2 MEDICAL aboard the Runabout at the space mission Study Nebula
    const s = atopMission('Study Nebula')
      .ship('p1', 'Runabout', { at: 'Study Nebula' })
      .aboard('Runabout', 'p1', ["T'Pan", 'Beverly Crusher'])
      .build();
    // Act
    const settled = settle(s.game);
    // Assert: cured, it scores its 5 bonus points (Rulebook "Dilemmas" bonus points)
    expect(getCard(s.id('Hyper-Aging'))(settled).zone).toEqual({ kind: 'pointArea', player: 'p1' });
  });

  it("should not cure a dilemma atop a space mission with the opponent's crew there (Rulebook 12.4 Present: your crews)", () => {
    // Arrange: the cure is aboard p2's ship, the dilemma affects p1
    const s = atopMission('Study Nebula')
      .ship('p2', 'Runabout', { at: 'Study Nebula' })
      .aboard('Runabout', 'p2', ["T'Pan", 'Beverly Crusher'])
      .build();
    // Act
    const settled = settle(s.game);
    // Assert
    expect(getCard(s.id('Hyper-Aging'))(settled).zone).toEqual({
      kind: 'playedOn',
      host: s.id('Study Nebula'),
    });
  });

  it('should not cure a dilemma atop a planet mission with a crew in orbit, only with the Away Team on the surface (Rulebook 12.4 Present L1234)', () => {
    // Arrange
    const inOrbit = atopMission('Excavation')
      .ship('p1', 'Runabout', { at: 'Excavation' })
      .aboard('Runabout', 'p1', ["T'Pan", 'Beverly Crusher'])
      .build();
    const onSurface = atopMission('Excavation')
      .surface('Excavation', 'p1', ["T'Pan", 'Beverly Crusher'])
      .build();
    // Act
    const zones = [inOrbit, onSurface].map((s) => getCard(s.id('Hyper-Aging'))(settle(s.game)).zone.kind);
    // Assert
    expect(zones).toEqual(['playedOn', 'pointArea']);
  });
});

// Helpers

/** Hyper-Aging ("Cure with SCIENCE and 2 MEDICAL"), affecting p1, placed atop p1's mission. */
const atopMission = (mission: string) =>
  scenario().mission('p1', mission).place('p2', { kind: 'playedOn', host: 'p1-01' }, ['Hyper-Aging']);

const infected = () =>
  scenario()
    .mission('p1', 'Test Mission')
    .ship('p1', 'Runabout', { at: 'Test Mission' })
    .place('p2', { kind: 'playedOn', host: 'p1-02' }, ['Tsiolkovsky Infection']);
