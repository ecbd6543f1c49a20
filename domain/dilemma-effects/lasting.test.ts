import { skillLevel } from '../cards-in-play/skills';
import { cardsIn, moveCard } from '../core/game-state';
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
});

// Helpers

const infected = () =>
  scenario()
    .mission('p1', 'Test Mission')
    .ship('p1', 'Runabout', { at: 'Test Mission' })
    .place('p2', { kind: 'playedOn', host: 'p1-02' }, ['Tsiolkovsky Infection']);
