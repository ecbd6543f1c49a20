import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { cardsIn, type GameState, getCard } from '../core/game-state';
import * as Decisions from '../game/decisions';
import { type CardSpec, scenario } from '../game/scenario';
import { answerEvents } from '../game/settle';
import * as DoorwayPhase from './doorway-phase';

describe('canSeedDoorway', () => {
  it('should allow a doorway whose text seeds it on the table (Rulebook "Doorway Phase")', () => {
    // Arrange
    const s = doorways(['Space-Time Portal'], []);
    // Act
    const result = DoorwayPhase.canSeedDoorway(s.id('Space-Time Portal'))(s.game);
    // Assert
    expect(result).toEqual(E.right(undefined));
  });

  it('should refuse a doorway that only plays, naming the Doorway Phase (Rulebook "Doorway Phase")', () => {
    // Arrange
    const s = doorways(['Devidian Door'], []);
    // Act
    const result = DoorwayPhase.canSeedDoorway(s.id('Devidian Door'))(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('Doorway Phase');
  });

  it('should refuse a second copy of a doorway that says "Place one on table" (Alternate Universe Door)', () => {
    // Arrange
    const s = doorways(
      [
        { title: 'Alternate Universe Door', label: 'first' },
        { title: 'Alternate Universe Door', label: 'second' },
      ],
      [],
    );
    const seeded = send(s.game, { type: 'doorway.seed', player: 'p1', card: s.id('first') });
    // Act
    const result = DoorwayPhase.canSeedDoorway(s.id('second'))(seeded);
    // Assert
    expect(DoorwayPhase.canSeedDoorway(s.id('second'))(s.game)).toEqual(E.right(undefined));
    expect(E.isLeft(result) && result.left.rule).toBe('Doorway Phase');
  });

  it('should refuse an [AU] card when no card allows it (Rulebook "Seed Phases")', () => {
    // Arrange
    const s = doorways(['Temporal Benefactor'], []);
    // Act
    const result = DoorwayPhase.canSeedDoorway(s.id('Temporal Benefactor'))(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('Seed Phases');
  });
});

describe('nextSeeder', () => {
  it('should ask the starting player first (Rulebook "Seed Phases")', () => {
    // Arrange
    const s = doorways(['Space-Time Portal'], ['Alternate Universe Door']);
    // Act
    const next = DoorwayPhase.nextSeeder(s.game);
    // Assert
    expect(next).toEqual(O.some('p1'));
  });

  it('should ask the other player once the starting player is done (Rulebook "Doorway Phase")', () => {
    // Arrange
    const s = doorways(['Space-Time Portal'], ['Alternate Universe Door']);
    const done = send(s.game, { type: 'doorway.done', player: 'p1' });
    // Act
    const next = DoorwayPhase.nextSeeder(done);
    // Assert
    expect(next).toEqual(O.some('p2'));
  });

  it('should not ask a player who has no doorway to seed (Rulebook "Doorway Phase")', () => {
    // Arrange
    const s = doorways([], ['Alternate Universe Door']);
    // Act
    const next = DoorwayPhase.nextSeeder(s.game);
    // Assert
    expect(next).toEqual(O.some('p2'));
  });

  it('should end the phase when neither player has a doorway that seeds (Rulebook "Doorway Phase")', () => {
    // Arrange
    const s = doorways(['Devidian Door'], []);
    // Act
    const complete = DoorwayPhase.isDoorwaySeedingComplete(s.game);
    // Assert
    expect(complete).toBe(true);
  });
});

describe('rule', () => {
  it('should offer each seedable doorway and done, nothing else (Rulebook "Doorway Phase")', () => {
    // Arrange
    const s = doorways(['Space-Time Portal', 'Devidian Door'], []);
    // Act
    const actions = Decisions.legalActions(s.game);
    // Assert
    expect(actions).toEqual([
      { type: 'doorway.seed', player: 'p1', card: s.id('Space-Time Portal') },
      { type: 'doorway.done', player: 'p1' },
    ]);
  });

  it('should seed the doorway face down on the table, a hidden commitment (Rulebook "Doorway Phase")', () => {
    // Arrange
    const s = doorways(['Space-Time Portal'], []);
    const card = s.id('Space-Time Portal');
    // Act
    const next = send(s.game, { type: 'doorway.seed', player: 'p1', card });
    // Assert
    expect(getCard(card)(next).zone).toEqual({ kind: 'table', player: 'p1' });
    expect(getCard(card)(next).faceUp).toBe(false);
  });

  it('should refuse a card from the opponent\'s seed deck and change nothing (Rulebook "Seed Phases")', () => {
    // Arrange
    const s = doorways(['Space-Time Portal'], ['Alternate Universe Door']);
    // Act
    const result = Decisions.check({
      type: 'doorway.seed',
      player: 'p1',
      card: s.id('Alternate Universe Door'),
    })(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('Seed Phases');
  });

  it('should refuse a command from the player the game is not waiting on (Rulebook "Playing the Game")', () => {
    // Arrange
    const s = doorways(['Space-Time Portal'], ['Alternate Universe Door']);
    // Act
    const result = Decisions.check({ type: 'doorway.done', player: 'p2' })(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('Playing the Game');
  });
});

describe('Battle Bridge Door', () => {
  it('should seed Battle Bridge Door only for a player with a Battle Bridge side deck (Battle Bridge Door: "during the seed phase")', () => {
    // Arrange
    const s = bridge(['Phaser Banks']);
    const none = bridge([]);
    // Act
    const result = DoorwayPhase.canSeedDoorway(s.id('Battle Bridge Door'))(s.game);
    const refused = DoorwayPhase.canSeedDoorway(none.id('Battle Bridge Door'))(none.game);
    // Assert
    expect(result).toEqual(E.right(undefined));
    expect(E.isLeft(refused) && refused.left.rule).toBe('Side decks');
  });

  it('should not let the player finish before opening the side deck (Rulebook "Side decks": "It must be opened")', () => {
    // Arrange
    const s = bridge(['Phaser Banks']);
    const seed = { type: 'doorway.seed', player: 'p1', card: s.id('Battle Bridge Door') } as const;
    // Act
    const before = Decisions.legalActions(s.game);
    const seeded = send(s.game, seed);
    // Assert
    expect(before).toEqual([seed]);
    expect(Decisions.check({ type: 'doorway.done', player: 'p1' })(s.game)).toEqual(
      E.left({
        rule: 'Side decks',
        message: 'p1 must open the Battle Bridge side deck: seed Battle Bridge Door first.',
      }),
    );
    expect(Decisions.legalActions(seeded)).toEqual([{ type: 'doorway.done', player: 'p1' }]);
  });
});

describe('reveal', () => {
  it('should turn every doorway seeded face down face up together (Rulebook "Doorway Phase")', () => {
    // Arrange
    const s = doorways(['Space-Time Portal'], ['Alternate Universe Door']);
    const first = send(s.game, { type: 'doorway.seed', player: 'p1', card: s.id('Space-Time Portal') });
    const both = send(DoorwayPhase.rule.apply({ type: 'doorway.done', player: 'p1' })(first), {
      type: 'doorway.seed',
      player: 'p2',
      card: s.id('Alternate Universe Door'),
    });
    // Act
    const revealed = DoorwayPhase.reveal(both);
    // Assert
    const onTables = [
      ...cardsIn({ kind: 'table', player: 'p1' })(revealed),
      ...cardsIn({ kind: 'table', player: 'p2' })(revealed),
    ];
    expect(onTables.map((id) => getCard(id)(revealed).faceUp)).toEqual([true, true]);
  });

  it('should log a doorway revealed whose text is not implemented as a blank card (README "No silent blank cards")', () => {
    // Arrange: Devidian Door "Plays on table", its text not declared
    const s = doorways(['Devidian Door'], []);
    const seeded = send(s.game, { type: 'doorway.seed', player: 'p1', card: s.id('Devidian Door') });
    // Act: revealed, and its game events answered as the doorway phase's machine does
    const revealed = answerEvents(DoorwayPhase.reveal(seeded));
    // Assert
    expect(revealed.chronicle.at(-1)?.text).toBe(
      `Devidian Door (${s.id('Devidian Door')}) is played as a blank card: its text is not implemented (card text not declared)`,
    );
    expect(revealed.blankCards).toEqual([s.id('Devidian Door')]);
  });
});

// Helpers

const doorways = (p1: ReadonlyArray<CardSpec>, p2: ReadonlyArray<CardSpec>) => {
  const s = scenario({ phase: 'doorway' })
    .place('p1', { kind: 'seedDeck', player: 'p1' }, p1)
    .place('p2', { kind: 'seedDeck', player: 'p2' }, p2)
    .build();
  return { ...s, game: DoorwayPhase.awaitNextSeeder(DoorwayPhase.begin(s.game)) };
};

/** p1's Battle Bridge Door in the seed deck, with `tactics` in a Battle Bridge side deck. */
const bridge = (tactics: ReadonlyArray<string>) => {
  const s = scenario({ phase: 'doorway' })
    .place('p1', { kind: 'seedDeck', player: 'p1' }, ['Battle Bridge Door'])
    .place('p1', { kind: 'sideDeck', player: 'p1', name: 'Battle Bridge Door' }, tactics)
    .build();
  return { ...s, game: DoorwayPhase.awaitNextSeeder(DoorwayPhase.begin(s.game)) };
};

/** Applies a command the way the phase machine does: apply, then wait on the next seeder. */
const send = (game: GameState, command: Decisions.Command): GameState =>
  DoorwayPhase.awaitNextSeeder(Decisions.apply(command)(game));
