import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { cardsIn, type GameState, getCard } from '../core/game-state';
import * as Decisions from '../game/decisions';
import { scenario } from '../game/scenario';
import * as DilemmaPhase from './dilemma-phase';

describe('targetLocations', () => {
  it('should give stage 1 the opponent\'s non-shared missions, stage 3 your own, stage 2 the shared one (Rulebook "Dilemma Phase")', () => {
    // Arrange
    const s = spaceline().build();
    const [mine, theirs, shared] = [
      s.id('Avert Disaster'),
      s.id('Fever Emergency'),
      s.ids('Test Mission')[0],
    ];
    const game = DilemmaPhase.begin(s.game);
    // Act
    const stage1 = DilemmaPhase.targetLocations('opponentsMissions', 'p1')(game);
    const stage2 = DilemmaPhase.targetLocations('sharedMissions', 'p1')(game);
    const stage3 = DilemmaPhase.targetLocations('ownMissions', 'p1')(game);
    // Assert
    expect([stage1, stage2, stage3]).toEqual([[theirs], [shared], [mine]]);
  });
});

describe('underMissionRule', () => {
  it('should make the card seeded first the bottom one, met first (Rulebook "Dilemma Phase", stage 1)', () => {
    // Arrange
    const s = spaceline().place('p1', { kind: 'seedDeck', player: 'p1' }, ['Archer', 'Chalnoth']).build();
    const target = s.id('Fever Emergency');
    const game = stage('opponentsMissions', s.game);
    // Act
    const next = seedAll(game, 'opponentsMissions', [
      { type: 'dilemma.seed', player: 'p1', card: s.id('Archer'), location: target },
      { type: 'dilemma.seed', player: 'p1', card: s.id('Chalnoth'), location: target },
    ]);
    // Assert
    expect(cardsIn({ kind: 'underMission', location: target })(next)).toEqual([
      s.id('Chalnoth'),
      s.id('Archer'),
    ]);
    expect(getCard(s.id('Archer'))(next)).toMatchObject({ faceUp: false, seededBy: 'p1' });
  });

  it('should put a stage 3 stack on top of the cards already there, met last (Rulebook "Dilemma Phase", stage 3)', () => {
    // Arrange
    const s = spaceline()
      .seed('Avert Disaster', 'p2', ['Archer'])
      .place('p1', { kind: 'seedDeck', player: 'p1' }, ['Chalnoth'])
      .build();
    const target = s.id('Avert Disaster');
    const game = stage('ownMissions', s.game);
    // Act
    const next = seedAll(game, 'ownMissions', [
      { type: 'dilemma.seed', player: 'p1', card: s.id('Chalnoth'), location: target },
    ]);
    // Assert
    expect(cardsIn({ kind: 'underMission', location: target })(next)).toEqual([
      s.id('Chalnoth'),
      s.id('Archer'),
    ]);
  });

  it('should let the bottom mission\'s owner seed first at a shared mission, then alternate (Rulebook "Dilemma Phase", stage 2)', () => {
    // Arrange
    const s = spaceline()
      .place('p1', { kind: 'seedDeck', player: 'p1' }, ['Archer', 'Chalnoth'])
      .place('p2', { kind: 'seedDeck', player: 'p2' }, ['Microvirus'])
      .build();
    const shared = s.ids('Test Mission')[0] as string;
    const game = stage('sharedMissions', s.game);
    // Act
    const first = game.pending?.player;
    const afterOne = seedAll(game, 'sharedMissions', [
      { type: 'dilemma.seed', player: 'p1', card: s.id('Archer'), location: shared },
    ]);
    const afterTwo = seedAll(afterOne, 'sharedMissions', [
      { type: 'dilemma.seed', player: 'p2', card: s.id('Microvirus'), location: shared },
    ]);
    // Assert
    expect([first, afterOne.pending?.player, afterTwo.pending?.player]).toEqual(['p1', 'p2', 'p1']);
    expect(cardsIn({ kind: 'underMission', location: shared })(afterTwo)).toEqual([
      s.id('Microvirus'),
      s.id('Archer'),
    ]);
  });

  it('should end the shared stage when both players are done (Rulebook "Dilemma Phase", stage 2)', () => {
    // Arrange
    const s = spaceline()
      .place('p1', { kind: 'seedDeck', player: 'p1' }, ['Archer'])
      .place('p2', { kind: 'seedDeck', player: 'p2' }, ['Microvirus'])
      .build();
    const game = stage('sharedMissions', s.game);
    // Act
    const next = seedAll(game, 'sharedMissions', [
      { type: 'dilemma.done', player: 'p1' },
      { type: 'dilemma.done', player: 'p2' },
    ]);
    // Assert
    expect(DilemmaPhase.isStageComplete('sharedMissions')(next)).toBe(true);
    expect(DilemmaPhase.currentSharedMission(next)).toEqual(O.none);
  });

  it('should move on to the next shared mission, whose bottom card\'s owner seeds first (Rulebook "Dilemma Phase", stage 2)', () => {
    // Arrange
    const s = spaceline()
      .mission('p2', 'Study Nebula')
      .mission('p1', 'Study Nebula')
      .place('p1', { kind: 'seedDeck', player: 'p1' }, ['Archer'])
      .place('p2', { kind: 'seedDeck', player: 'p2' }, ['Microvirus'])
      .build();
    const game = stage('sharedMissions', s.game);
    // Act
    const next = seedAll(game, 'sharedMissions', [
      { type: 'dilemma.done', player: 'p1' },
      { type: 'dilemma.done', player: 'p2' },
    ]);
    // Assert
    expect(DilemmaPhase.currentSharedMission(next)).toEqual(O.some(s.ids('Study Nebula')[0]));
    expect(next.pending).toEqual({ player: 'p2', decision: 'dilemma.seedShared' });
  });

  it('should accept a bluff: a space dilemma under a planet mission is a mis-seed, not a refusal (Rulebook 7.2.4)', () => {
    // Arrange
    const s = spaceline().place('p1', { kind: 'seedDeck', player: 'p1' }, ['Null Space']).build();
    const game = stage('opponentsMissions', s.game);
    // Act
    const result = Decisions.check({
      type: 'dilemma.seed',
      player: 'p1',
      card: s.id('Null Space'),
      location: s.id('Fever Emergency'),
    })(game);
    // Assert
    expect(result).toEqual(E.right(undefined));
  });

  it('should refuse a card that is not a dilemma or artifact (Rulebook "Dilemma Phase")', () => {
    // Arrange
    const s = spaceline()
      .place('p1', { kind: 'seedDeck', player: 'p1' }, ['Archer', 'Federation Outpost'])
      .build();
    const game = stage('opponentsMissions', s.game);
    // Act
    const result = Decisions.check({
      type: 'dilemma.seed',
      player: 'p1',
      card: s.id('Federation Outpost'),
      location: s.id('Fever Emergency'),
    })(game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('Dilemma Phase');
  });

  it('should refuse your own mission in stage 1 (Rulebook "Dilemma Phase", stage 1)', () => {
    // Arrange
    const s = spaceline().place('p1', { kind: 'seedDeck', player: 'p1' }, ['Archer']).build();
    const game = stage('opponentsMissions', s.game);
    // Act
    const result = Decisions.check({
      type: 'dilemma.seed',
      player: 'p1',
      card: s.id('Archer'),
      location: s.id('Avert Disaster'),
    })(game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('Dilemma Phase');
  });

  it('should offer each dilemma under each of the opponent\'s missions, and done (Rulebook "Dilemma Phase")', () => {
    // Arrange
    const s = spaceline()
      .place('p1', { kind: 'seedDeck', player: 'p1' }, ['Archer', 'Federation Outpost'])
      .build();
    const game = stage('opponentsMissions', s.game);
    // Act
    const actions = Decisions.legalActions(game);
    // Assert
    expect(actions).toEqual([
      { type: 'dilemma.seed', player: 'p1', card: s.id('Archer'), location: s.id('Fever Emergency') },
      { type: 'dilemma.done', player: 'p1' },
    ]);
  });
});

describe('nextSeeder', () => {
  it('should not ask a player with no dilemma or artifact (Rulebook "Dilemma Phase")', () => {
    // Arrange
    const s = spaceline().place('p2', { kind: 'seedDeck', player: 'p2' }, ['Archer']).build();
    // Act
    const next = DilemmaPhase.nextSeeder('opponentsMissions')(DilemmaPhase.begin(s.game));
    // Assert
    expect(next).toEqual(O.some('p2'));
  });

  it('should ask nobody in stage 4 with Premiere cards, none of which seeds elsewhere (Rulebook "Dilemma Phase", stage 4)', () => {
    // Arrange
    const s = spaceline()
      .place('p1', { kind: 'seedDeck', player: 'p1' }, ['Archer', 'Federation Outpost'])
      .build();
    // Act
    const complete = DilemmaPhase.isStageComplete('everythingElse')(DilemmaPhase.begin(s.game));
    // Assert
    expect(complete).toBe(true);
  });
});

describe('elsewhereRule', () => {
  it('should refuse seeding a dilemma on the table in stage 4, naming the seeding rule (Rulebook "Dilemma Phase", stage 4; "Seed Phases" L199)', () => {
    // Arrange
    const s = spaceline().place('p1', { kind: 'seedDeck', player: 'p1' }, ['Archer']).build();
    // Act
    const result = DilemmaPhase.elsewhereRule.check({
      type: 'dilemma.seedElsewhere',
      player: 'p1',
      card: s.id('Archer'),
    })(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('Seed Phases');
  });
});

// Helpers

/** p1 owns Avert Disaster, p2 owns Fever Emergency, and both seeded Test Mission (shared, p1's card at the bottom). */
const spaceline = () =>
  scenario({ phase: 'dilemma' })
    .mission('p1', 'Avert Disaster')
    .mission('p2', 'Fever Emergency')
    .mission('p1', 'Test Mission')
    .mission('p2', 'Test Mission');

const stage = (name: DilemmaPhase.DilemmaStage, game: GameState): GameState =>
  DilemmaPhase.awaitNextSeeder(name)(DilemmaPhase.beginStage(name)(DilemmaPhase.begin(game)));

const seedAll = (
  game: GameState,
  name: DilemmaPhase.DilemmaStage,
  commands: ReadonlyArray<Decisions.Command>,
) =>
  commands.reduce((g, command) => {
    const checked = Decisions.check(command)(g);
    if (E.isLeft(checked)) throw new Error(checked.left.message);
    return DilemmaPhase.awaitNextSeeder(name)(Decisions.apply(command)(g));
  }, game);
