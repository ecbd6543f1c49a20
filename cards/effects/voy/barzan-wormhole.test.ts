// Barzan Wormhole (voy/BarzanWormholeA), doorway:
// "Seeds (in any phase) or plays in Gamma or Delta Quadrant (limit one). Inserts into spaceline; creates a location
// (span 2). Any ship may move between {Wormhole Terminus} mission and here, then is "stopped." OR Once each turn, plays
// to relocate Barzan Wormhole to a new location in Gamma or Delta Quadrant; discard doorway."
import { cardsIn, type GameState } from '../../../domain/core/game-state';
import { legalActions } from '../../../domain/game/decisions';
import { type ScenarioBuilder, scenario } from '../../../domain/game/scenario';
import { rangeLeft } from '../../../domain/orders/turn-state';
import { spanAt } from '../../../domain/spaceline/spaceline';
import { standIn } from '../../registry/stand-ins';
import { onTurn, refusal, send } from '../play-test-support';

// No mission titled Wormhole Terminus is in the card database: a stand-in mission of that title (Alpha Quadrant)
standIn({ title: 'Wormhole Terminus', like: 'Excavation' });

describe('barzanWormhole', () => {
  it('should be seeded in the dilemma phase stage 4 after a Gamma or Delta mission only, a location of span 2 (Rulebook "Dilemma Phase" L253; "Seeds (in any phase) … Inserts into spaceline")', () => {
    // Arrange
    const s = stageFour().build();
    const [wormhole, rumors, aftermath] = [
      s.id('Barzan Wormhole'),
      s.id('Investigate Rumors'),
      s.id('Aftermath'),
    ];
    const seeds = legalActions(s.game).filter((c) => c.type === 'dilemma.seedElsewhere');
    // Act
    const after = send(s.game, seed(wormhole, rumors));
    // Assert
    expect(seeds).toEqual([seed(wormhole, rumors), seed(wormhole, aftermath)]);
    expect(after.spacelines.Gamma).toEqual([rumors, wormhole]);
    expect(spanAt(wormhole, 'p1')(after)).toBe(2);
    expect(after.cards[wormhole]).toMatchObject({ zone: { kind: 'table', player: 'p1' }, faceUp: true });
  });

  it('should be seeded in the facility phase too, and refused an Alpha Quadrant mission (Rulebook "Seed Phases" L199; "plays in Gamma or Delta Quadrant")', () => {
    // Arrange
    const s = stageFour({ phase: 'facility' }).build();
    const [wormhole, terminus] = [s.id('Barzan Wormhole'), s.id('Wormhole Terminus')];
    const base = { type: 'card.seed', player: 'p1', card: wormhole } as const;
    // Act
    const [offered, alpha] = [
      legalActions(s.game).filter((c) => c.type === 'card.seed'),
      refusal(s.game, { ...base, target: { card: terminus } }),
    ];
    // Assert
    expect(offered).toEqual([
      { ...base, target: { card: s.id('Investigate Rumors') } },
      { ...base, target: { card: s.id('Aftermath') } },
    ]);
    expect(alpha).toBe('Play a Card');
  });

  it('should let a ship there move to Wormhole Terminus in another quadrant, using no RANGE, then stopped (Barzan Wormhole: "Any ship may move between {Wormhole Terminus} mission and here")', () => {
    // Arrange
    const [s, game] = inPlay();
    const [wormhole, terminus, ship] = [s.id('seeded'), s.id('Wormhole Terminus'), s.id('Runabout')];
    const arrived = send(game, { type: 'ship.move', player: 'p1', ship, to: wormhole });
    const order = { type: 'ship.moveBetween', player: 'p1', ship, to: terminus, by: wormhole } as const;
    const offered = legalActions(arrived).filter((c) => c.type === 'ship.moveBetween');
    // Act
    const after = send(arrived, order);
    // Assert
    expect(offered).toEqual([order]);
    expect(after.cards[ship]).toMatchObject({
      zone: { kind: 'atLocation', location: terminus },
      stopped: true,
    });
    expect(rangeLeft(ship)(after)).toBe(rangeLeft(ship)(arrived));
    expect(refusal(after, { ...order, to: wormhole })).toBe('10.2.1 Stopped');
  });

  it('should relocate the Barzan Wormhole in play to a new location after a Gamma or Delta mission once each turn, the ships there with it, the doorway discarded (Barzan Wormhole: "OR Once each turn, plays to relocate")', () => {
    // Arrange
    const [s, game] = inPlay(['Barzan Wormhole', 'Barzan Wormhole']);
    const [wormhole, ship, aftermath] = [s.id('seeded'), s.id('Runabout'), s.id('Aftermath')];
    const [first, second] = cardsIn({ kind: 'hand', player: 'p1' })(game);
    const arrived = send(game, { type: 'ship.move', player: 'p1', ship, to: wormhole });
    const relocate = (card: string | undefined) =>
      ({
        type: 'card.play',
        player: 'p1',
        card: card ?? '',
        kind: 'doorway',
        target: { card: aftermath },
        take: wormhole,
        function: 1,
      }) as const;
    const inPlace = { ...relocate(first), target: { card: s.id('Investigate Rumors') } };
    // Act
    const [samePlace, after] = [refusal(arrived, inPlace), send(arrived, relocate(first))];
    // Assert
    expect(samePlace).toBe('Barzan Wormhole');
    expect(after.spacelines.Gamma).toEqual([s.id('Investigate Rumors')]);
    expect(after.spacelines.Delta).toEqual([aftermath, wormhole]);
    expect(after.cards[ship]?.zone).toEqual({ kind: 'atLocation', location: wormhole });
    expect(after.cards[first ?? '']?.zone).toEqual({ kind: 'discard', player: 'p1' });
    expect(refusal(after, relocate(second))).toBe('once each turn');
  });

  it('should not be played while its player has one in play (Barzan Wormhole: "(limit one)")', () => {
    // Arrange
    const [s, game] = inPlay(['Barzan Wormhole']);
    const [card] = cardsIn({ kind: 'hand', player: 'p1' })(game);
    // Act
    const rule = refusal(game, {
      type: 'card.play',
      player: 'p1',
      card: card ?? '',
      kind: 'doorway',
      target: { card: s.id('Aftermath') },
    });
    // Assert
    expect(rule).toBe('Play a Card');
  });
});

// Helpers

const seed = (card: string, mission: string) =>
  ({ type: 'dilemma.seedElsewhere', player: 'p1', card, target: { card: mission } }) as const;

const withMissions = (builder: ScenarioBuilder): ScenarioBuilder =>
  builder.mission('p1', 'Investigate Rumors').mission('p2', 'Aftermath').mission('p1', 'Wormhole Terminus');

/** The dilemma phase's stage 4 (or the facility phase), p1 to seed, Barzan Wormhole in p1's seed deck. */
const stageFour = (options: { readonly phase: 'facility' } | undefined = undefined): ScenarioBuilder =>
  withMissions(
    scenario({
      phase: options?.phase ?? 'dilemma',
      pending: {
        player: 'p1',
        decision: options?.phase === 'facility' ? 'facility.seed' : 'dilemma.seedElsewhere',
      },
    }),
  ).place('p1', { kind: 'seedDeck', player: 'p1' }, ['Barzan Wormhole']);

/** p1's turn: Barzan Wormhole (`seeded`) seeded after Investigate Rumors, p1's Runabout staffed there, `hand` in hand. */
const inPlay = (
  hand: ReadonlyArray<string> = [],
): readonly [ReturnType<ScenarioBuilder['build']>, GameState] => {
  const s = withMissions(onTurn())
    .place('p1', { kind: 'seedDeck', player: 'p1' }, [{ title: 'Barzan Wormhole', label: 'seeded' }])
    .ship('p1', 'Runabout', { at: 'Investigate Rumors' })
    .aboard('Runabout', 'p1', ['Data', 'Deanna Troi'])
    .hand('p1', hand)
    .build();
  const seeded = send(
    { ...s.game, phase: 'dilemma', pending: { player: 'p1', decision: 'dilemma.seedElsewhere' } },
    seed(s.id('seeded'), s.id('Investigate Rumors')),
  );
  return [s, { ...seeded, phase: 'play', pending: s.game.pending }];
};
