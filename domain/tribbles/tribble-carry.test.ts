// Rulebook "[Tribble] Tribbles (11.3)": "Small tribble cards may be carried (and beamed) by either player's personnel,
// like equipment. However, each personnel may carry only a single small tribble card, and, when they drop it, they are
// stopped."
import { play, refused, started } from '../../cards/effects/response-test-support';
import { legalActions, state } from '../../machines/engine';
import { scenario } from '../game/scenario';
import { crowded } from './tribble-test-support';
import { TRIBBLES } from './tribbles';

describe('tribble.carry', () => {
  it('should let your personnel carry an opponent\'s small tribble card down, drop it and be stopped (Rulebook "Tribbles (11.3)")', () => {
    // Arrange
    const [game, s] = crowded();
    const [data, one, galaxy, excavation] = [
      s.id('Data'),
      s.id('1 Tribble - Bonus'),
      s.id('U.S.S. Galaxy'),
      s.id('Excavation'),
    ];
    const carry = {
      type: 'tribble.carry',
      player: 'p1',
      personnel: data,
      tribble: one,
      by: 'beam',
      from: galaxy,
      to: excavation,
    } as const;
    const offered = legalActions(game);
    // Act
    const after = play(game, carry);
    // Assert
    expect(offered).toContainEqual(carry);
    expect(after.cards[data]).toMatchObject({
      zone: { kind: 'planetSurface', location: excavation },
      stopped: true,
    });
    expect(after.cards[one]).toMatchObject({
      zone: { kind: 'planetSurface', location: excavation },
      owner: 'p2',
    });
  });

  it("should refuse carrying a large tribble card, or onto an opponent's shielded ship, the game unchanged (Rulebook 7.1.1 Beam)", () => {
    // Arrange
    const [game, s] = crowded();
    const before = state(game);
    const [data, galaxy] = [s.id('Data'), s.id('U.S.S. Galaxy')];
    const carry = (tribble: string, to: string) =>
      ({
        type: 'tribble.carry',
        player: 'p1',
        personnel: data,
        tribble,
        by: 'beam',
        from: galaxy,
        to,
      }) as const;
    // Act
    const large = refused(game, carry(s.id('100 Tribbles - Bonus'), s.id('Excavation')));
    const shielded = refused(game, carry(s.id('1 Tribble - Bonus'), s.id('U.S.S. Miranda')));
    // Assert
    expect(large).toBe(TRIBBLES);
    expect(shielded).toBe('7.1.1 Beam');
    expect(state(game)).toBe(before);
  });
});

describe('tribble.carry by walking', () => {
  it('should let your personnel walk off a docked ship carrying a small tribble card and stop there, a trouble that stays with no tribbles discarded (Rulebook 7.1.2 Walk)', () => {
    // Arrange
    const [game, s] = started(
      scenario({ active: 'p1' })
        .mission('p1', 'Excavation')
        .facility('p1', 'Federation Outpost', { at: 'Excavation' })
        .ship('p1', 'U.S.S. Galaxy', { dockedAt: 'Federation Outpost' })
        .aboard('U.S.S. Galaxy', 'p1', ['Data', '10 Tribbles - Go', '... in the Engine Room'])
        .drawDeck('p1', ['Worf'])
        .drawDeck('p2', ['Worf']),
    );
    const [data, ten, outpost] = [s.id('Data'), s.id('10 Tribbles - Go'), s.id('Federation Outpost')];
    const carry = {
      type: 'tribble.carry',
      player: 'p1',
      personnel: data,
      tribble: ten,
      by: 'walk',
      from: s.id('U.S.S. Galaxy'),
      to: outpost,
    } as const;
    const trouble = s.id('... in the Engine Room');
    const offered = legalActions(game);
    // Act: the trouble's owner lets it stay (domain/tribbles/trouble-follow.ts)
    play(game, carry);
    const after = play(game, { type: 'trouble.follow', player: 'p1', card: trouble, follows: false });
    // Assert
    expect(offered).toContainEqual(carry);
    expect(after.cards[data]).toMatchObject({ zone: { kind: 'aboard', carrier: outpost }, stopped: true });
    expect(after.cards[ten]?.zone).toEqual({ kind: 'aboard', carrier: outpost });
    expect(after.cards[trouble]?.zone).toEqual({ kind: 'discard', player: 'p1' });
  });
});
