// Alternate Universe Door (au/alternateuniversedoor), doorway:
// "Place one on table during the seed phase. Door is now open, allowing your [AU] icon cards to enter play. OR Stock in
// deck and use as follows: Plays to nullify one {Revolving Door} or {Subspace Schism}. (Discard doorway.) OR Allows one
// ship to pass through {Q-Net}. (Discard doorway.) OR Nullify one {Temporal Rift}, and return doorway to your hand."
import * as E from 'fp-ts/Either';
import { cardsIn } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { canSeedDoorway } from '../../../domain/seed-phases/doorway-phase';
import { onTurn, put, refusal, send } from '../play-test-support';
import { play, started } from '../response-test-support';

describe('alternateUniverseDoor', () => {
  it('should seed in the doorway phase (Rulebook "Seed Phases": a card that "expressly allows you to seed [AU] cards")', () => {
    // Arrange
    const s = scenario({ phase: 'doorway' }).place('p1', { kind: 'seedDeck', player: 'p1' }, [DOOR]).build();
    // Act
    const checked = canSeedDoorway(s.id(DOOR))(s.game);
    // Assert
    expect(E.isRight(checked)).toBe(true);
  });

  it('should let its player\'s [AU] cards enter play while open, and nobody else\'s (Rulebook "Entering Play")', () => {
    // Arrange
    const open = withOutpost().table('p1', [DOOR]).hand('p1', [KOLOTH]).build();
    const closed = withOutpost().hand('p1', [KOLOTH]).build();
    const opponents = withOutpost().table('p2', [DOOR]).hand('p1', [KOLOTH]).build();
    // Act
    const reported = send(open.game, report(open.id(KOLOTH), open.id(OUTPOST)));
    const refusals = [closed, opponents].map((s) => refusal(s.game, report(s.id(KOLOTH), s.id(OUTPOST))));
    // Assert
    expect(cardsIn({ kind: 'aboard', carrier: open.id(OUTPOST) })(reported)).toEqual([open.id(KOLOTH)]);
    expect(refusals).toEqual(['Entering Play', 'Entering Play']);
  });

  it("should nullify a Subspace Schism played on its player's draw, then be discarded (function 3)", () => {
    // Arrange
    const [game, s] = started(
      onTurn()
        .drawDeck('p1', ['Data'])
        .drawDeck('p2', ['Worf'])
        .hand('p1', [DOOR])
        .hand('p2', ['Subspace Schism']),
    );
    const [door, schism, data] = [s.id(DOOR), s.id('Subspace Schism'), s.id('Data')];
    play(game, { type: 'turn.end', player: 'p1' });
    play(game, { type: 'card.play', player: 'p2', card: schism, kind: 'interrupt', target: { card: data } });
    // Act
    const after = play(game, {
      type: 'card.play',
      player: 'p1',
      card: door,
      kind: 'doorway',
      target: { card: schism },
      function: 3,
    });
    // Assert
    expect(cardsIn({ kind: 'hand', player: 'p1' })(after)).toEqual([data]);
    expect(cardsIn({ kind: 'discard', player: 'p1' })(after)).toEqual([door]);
    expect(cardsIn({ kind: 'discard', player: 'p2' })(after)).toEqual([schism]);
  });

  it('should let one ship pass a Q-Net once this turn, then be discarded (function 4; Rulebook 7.1.5 Move)', () => {
    // Arrange
    const s = netted().hand('p1', [DOOR]).build();
    const [, game] = put(s.game, 'p2', 'Q-Net', { kind: 'playedOn', host: s.id('Test Mission') });
    const door = { type: 'card.play', player: 'p1', card: s.id(DOOR), kind: 'doorway' } as const;
    const opened = send(game, { ...door, target: { card: s.id(SHIP) }, function: 4 });
    // Act
    const moved = send(opened, move(s.id(SHIP), s.id('Study Nebula')));
    const back = refusal(moved, move(s.id(SHIP), s.id('Test Mission')));
    // Assert
    expect(refusal(game, move(s.id(SHIP), s.id('Study Nebula')))).toBe('Q-Net');
    expect(cardsIn({ kind: 'discard', player: 'p1' })(opened)).toEqual([s.id(DOOR)]);
    expect(cardsIn({ kind: 'atLocation', location: s.id('Study Nebula') })(moved)).toEqual([s.id(SHIP)]);
    expect(back).toBe('Q-Net');
  });

  it('should nullify a Temporal Rift just played (function 5) or in play (function 6), and return to hand', () => {
    // Arrange
    const rifted = () => {
      const [game, s] = started(netted().hand('p1', [DOOR, 'Temporal Rift']));
      const [rift, ship] = [s.id('Temporal Rift'), s.id(SHIP)];
      play(game, { type: 'card.play', player: 'p1', card: rift, kind: 'interrupt', target: { card: ship } });
      const nullify = (fn: number) =>
        ({
          type: 'card.play',
          player: 'p1',
          card: s.id(DOOR),
          kind: 'doorway',
          target: { card: rift },
          function: fn,
        }) as const;
      return { game, s, nullify };
    };
    const [now, later] = [rifted(), rifted()];
    // Act
    const answered = play(now.game, now.nullify(5));
    const gone = play(later.game, { type: 'response.pass', player: 'p1' });
    const afterwards = play(later.game, later.nullify(6));
    // Assert
    expect(cardsIn({ kind: 'atLocation', location: now.s.id('Test Mission') })(answered)).toEqual([
      now.s.id(SHIP),
    ]);
    expect(cardsIn({ kind: 'atLocation', location: later.s.id('Test Mission') })(gone)).toEqual([]);
    for (const [after, s] of [
      [answered, now.s],
      [afterwards, later.s],
    ] as const) {
      expect(cardsIn({ kind: 'discard', player: 'p1' })(after)).toEqual([s.id('Temporal Rift')]);
      expect(cardsIn({ kind: 'hand', player: 'p1' })(after)).toEqual([s.id(DOOR)]);
    }
  });

  it('should refuse to play from hand with no use that plays so: no Subspace Schism played, no seed function', () => {
    // Arrange
    const s = netted().hand('p1', [DOOR]).build();
    const door = { type: 'card.play', player: 'p1', card: s.id(DOOR), kind: 'doorway' } as const;
    // Act
    const refusals = [
      refusal(s.game, { ...door, target: { card: s.id(SHIP) }, function: 3 }),
      refusal(s.game, door),
      refusal(s.game, { ...door, target: { card: s.id('Test Mission') }, function: 4 }),
    ];
    // Assert
    expect(refusals).toEqual(['Play a Card', 'Play a Card', 'Play a Card']);
  });
});

// Helpers

const DOOR = 'Alternate Universe Door';
const KOLOTH = 'Captain Koloth';
const OUTPOST = 'Klingon Outpost';
const SHIP = 'Runabout';

const withOutpost = () =>
  onTurn().mission('p1', 'Khitomer Research').facility('p1', OUTPOST, { at: 'Khitomer Research' });

const report = (card: string, facility: string) =>
  ({ type: 'card.play', player: 'p1', card, kind: 'report', facility, affiliation: 'Klingon' }) as const;

const netted = () =>
  onTurn()
    .mission('p1', 'Test Mission')
    .mission('p1', 'Study Nebula')
    .ship('p1', SHIP, { at: 'Test Mission' })
    .aboard(SHIP, 'p1', ['Data'])
    .drawDeck('p1', ['Worf'])
    .drawDeck('p2', ['Worf']);

const move = (ship: string, to: string) => ({ type: 'ship.move', player: 'p1', ship, to }) as const;
