// ... on the Station (twt/troubleonthestation): "1,000: Just after this group breeds, up to 100 of its tribbles may
// "spread" (move) to an adjacent site or into/out of a facility or a landed, docked, or carried ship; discard trouble.
// 10,000: At {Bajoran Shrine}, prevents "conducting services.""

import { scenario } from '../../../domain/game/scenario';
import { legalActions, pending, state } from '../../../machines/engine';
import { play, refused, started } from '../response-test-support';

describe('troubleOnTheStation', () => {
  it('should let the trouble\'s owner spread up to 100 tribbles into a docked ship just after the group breeds to 1,000, then discard it (Rulebook "Tribbles (11.3)")', () => {
    // Arrange: p1 breeds 1,000 Tribbles from its 100 Tribbles aboard the outpost, where p2's trouble is
    const [game, s] = station(['100 Tribbles - Bonus', '10 Tribbles - Go', '1 Tribble - Bonus']);
    breed(game, s, '1,000 Tribbles - Bonus');
    const spread = spreadOf(s, ['10 Tribbles - Go', '1 Tribble - Bonus'], 'U.S.S. Galaxy');
    const offered = legalActions(game);
    // Act
    const after = play(game, spread);
    // Assert: p2 decides; each set of 100 tribbles at most (the 100 alone, 10, 1, 10 and 1) may go to the Galaxy
    expect(offered).toContainEqual(spread);
    expect(offered.filter((c) => c.type === 'tribbles.spread')).toHaveLength(4);
    expect(after.cards[s.id('10 Tribbles - Go')]?.zone).toEqual({
      kind: 'aboard',
      carrier: s.id('U.S.S. Galaxy'),
    });
    expect(after.cards[s.id('1 Tribble - Bonus')]?.zone).toEqual({
      kind: 'aboard',
      carrier: s.id('U.S.S. Galaxy'),
    });
    expect(after.cards[s.id(TROUBLE)]?.zone).toEqual({ kind: 'discard', player: 'p2' });
    expect(pending(game)).toEqual({ player: 'p1', decision: 'turn.act' });
  });

  it('should refuse spreading more than 100 tribbles, the 1,000 Tribbles, or out of the location, the game unchanged ("up to 100 of its tribbles")', () => {
    // Arrange
    const [game, s] = station(['100 Tribbles - Bonus', '10 Tribbles - Go', '1 Tribble - Bonus']);
    breed(game, s, '1,000 Tribbles - Bonus');
    const before = state(game);
    // Act
    const tooMany = refused(game, spreadOf(s, ['100 Tribbles - Bonus', '10 Tribbles - Go'], 'U.S.S. Galaxy'));
    const thousand = refused(game, spreadOf(s, ['1,000 Tribbles - Bonus'], 'U.S.S. Galaxy'));
    const planet = refused(game, spreadOf(s, ['10 Tribbles - Go'], 'Excavation'));
    // Assert
    expect([tooMany, thousand, planet]).toEqual([TROUBLE, TROUBLE, TROUBLE]);
    expect(state(game)).toBe(before);
  });

  it('should keep the trouble when its owner lets the tribbles stay, and ask nothing below 1,000 tribbles (Rulebook "Tribbles (11.3)": "minimum")', () => {
    // Arrange: breeding a 100 Tribbles from the 10 Tribbles makes 210
    const [stays, s] = station(['100 Tribbles - Bonus', '10 Tribbles - Go', '1 Tribble - Bonus']);
    const [few, f] = station(['100 Tribbles - Bonus', '10 Tribbles - Go'], ['100 Tribbles - Poison']);
    breed(stays, s, '1,000 Tribbles - Bonus');
    // Act
    const kept = play(stays, { type: 'tribbles.stay', player: 'p2', trouble: s.id(TROUBLE) });
    breed(few, f, '100 Tribbles - Poison');
    // Assert
    expect(kept.cards[s.id(TROUBLE)]?.zone).toEqual({ kind: 'aboard', carrier: s.id('Federation Outpost') });
    expect(pending(few)).toEqual({ player: 'p1', decision: 'turn.act' });
  });

  it('should then let the other troubles go with the spread tribbles, and take up the drawn cards still to play (Rulebook "Tribbles (11.3)")', () => {
    // Arrange: p1's ... in the Engine Room on the group too; p1 drew two cards
    const [game, s] = station(
      ['100 Tribbles - Bonus', '10 Tribbles - Go', '... in the Engine Room'],
      ['1,000 Tribbles - Bonus', '1 Tribble - Go'],
    );
    breed(game, s, '1,000 Tribbles - Bonus', 2);
    play(game, spreadOf(s, ['10 Tribbles - Go'], 'U.S.S. Galaxy'));
    const asked = pending(game);
    // Act
    const after = play(game, {
      type: 'trouble.follow',
      player: 'p1',
      card: s.id(ENGINE_ROOM),
      follows: true,
    });
    // Assert
    expect(asked).toEqual({ player: 'p1', decision: 'card.choose' });
    expect(after.cards[s.id(ENGINE_ROOM)]?.zone).toEqual({ kind: 'aboard', carrier: s.id('U.S.S. Galaxy') });
    expect(after.choosing).toMatchObject({ kind: 'tribblesDrawn', cards: [s.id('1 Tribble - Go')] });
  });

  it('should not ask again for a second trouble that went with the spread tribbles (Rulebook "Tribbles (11.3)")', () => {
    // Arrange: two copies of the trouble on the group, both p2's
    const [game, s] = station(['100 Tribbles - Bonus', '10 Tribbles - Go'], ['1,000 Tribbles - Bonus'], 2);
    breed(game, s, '1,000 Tribbles - Bonus');
    play(game, spreadOf(s, ['10 Tribbles - Go'], 'U.S.S. Galaxy', 'second trouble'));
    // Act
    const after = play(game, {
      type: 'trouble.follow',
      player: 'p2',
      card: s.id('first trouble'),
      follows: true,
    });
    // Assert
    expect(after.cards[s.id('first trouble')]?.zone).toEqual({
      kind: 'aboard',
      carrier: s.id('U.S.S. Galaxy'),
    });
    expect(pending(game)).toEqual({ player: 'p1', decision: 'turn.act' });
  });
});

// Helpers

const TROUBLE = '... on the Station';
const ENGINE_ROOM = '... in the Engine Room';

/** p1's Federation Outpost at Excavation with U.S.S. Galaxy docked, `group` (p1's) and p2's trouble aboard it. */
const station = (
  group: ReadonlyArray<string>,
  sideDeck: ReadonlyArray<string> = ['1,000 Tribbles - Bonus'],
  troubles = 1,
) =>
  started(
    scenario({ active: 'p1' })
      .mission('p1', 'Excavation')
      .facility('p1', 'Federation Outpost', { at: 'Excavation' })
      .ship('p1', 'U.S.S. Galaxy', { dockedAt: 'Federation Outpost' })
      .aboard('Federation Outpost', 'p1', group)
      .aboard(
        'Federation Outpost',
        'p2',
        troubles > 1
          ? [
              { title: TROUBLE, label: 'first trouble' },
              { title: TROUBLE, label: 'second trouble' },
            ]
          : [TROUBLE],
      )
      .table('p1', ['Storage Compartment Door'])
      .place('p1', { kind: 'sideDeck', player: 'p1', name: 'Storage Compartment Door' }, sideDeck)
      .drawDeck('p1', ['Worf'])
      .drawDeck('p2', ['Worf']),
  );

type Started = ReturnType<typeof station>;

/** p1 draws `count` cards of the side deck and plays one on the outpost's group. */
const breed = (game: Started[0], s: Started[1], title: string, count = 1): void => {
  play(game, { type: 'tribbles.draw', player: 'p1', count });
  play(game, { type: 'tribble.play', player: 'p1', card: s.id(title), place: s.id('Federation Outpost') });
};

const spreadOf = (s: Started[1], tribbles: ReadonlyArray<string>, to: string, trouble = TROUBLE) =>
  ({
    type: 'tribbles.spread',
    player: 'p2',
    trouble: s.id(trouble),
    tribbles: tribbles.map((t) => s.id(t)),
    to: s.id(to),
  }) as const;
