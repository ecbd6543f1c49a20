// Rogue Borg Mercenaries (premiere/rogueborgmercenaries), interrupt:
// "Plays on any occupied ship. Battles crew now and at start of every players' turn. Two Borg =2 STRENGTH each, three
// =3 each, etc. Surviving Borg remain."

import { SELF_CONTROLLED } from '../../../domain/battle-rules/self-controlled';
import { attribute } from '../../../domain/cards-in-play/skills';
import { getCard, updateCard } from '../../../domain/core/game-state';
import { type ScenarioBuilder, scenario } from '../../../domain/game/scenario';
import { legalActions, pending, state } from '../../../machines/engine';
import { cardPlays, play, refused, started } from '../response-test-support';
import { act } from '../turn-test-support';

describe('rogueBorgMercenaries', () => {
  it('should board an occupied ship self-controlled and battle its crew now, two Borg STRENGTH 2 each, their strikes the strongest allowed (Rogue Borg Mercenaries; Rulings "battle")', () => {
    // Arrange: p2's Enterprise with Exocomp (STRENGTH 1); p1 holds two Rogue Borg Mercenaries
    const [game, s] = started(enterprise(['Exocomp'], 0, [RBM, RBM]));
    const [first, second] = s.ids(RBM) as [string, string];
    const [ship, exocomp] = [s.id('U.S.S. Enterprise'), s.id('Exocomp')];
    const on = (card: string) =>
      ({ type: 'card.play', player: 'p1', card, kind: 'interrupt', target: { card: ship } }) as const;
    const offered = cardPlays(game);
    // Act: one Borg (STRENGTH 1) ties Exocomp; with two (STRENGTH 2 each), the battle stuns and wins
    const tied = play(game, on(first));
    const after = play(game, on(second));
    // Assert
    expect(offered).toContainEqual(on(first));
    expect(getCard(first)(tied)).toMatchObject({
      zone: { kind: 'aboard', carrier: ship },
      controller: SELF_CONTROLLED,
    });
    expect(tied.chronicle.map((e) => e.text)).toContain(
      'STRENGTH 1 (self-controlled) against 1 (p2): the battle has no winner',
    );
    expect([attribute(first, 'STRENGTH')(after), attribute(second, 'STRENGTH')(after)]).toEqual([2, 2]);
    expect(after.chronicle.map((e) => e.text)).toContain(`Exocomp (${exocomp}) is stunned`);
    expect(getCard(exocomp)(after).zone).toEqual({ kind: 'discard', player: 'p2' });
    expect([getCard(first)(after).zone, getCard(second)(after).zone]).toEqual([
      { kind: 'aboard', carrier: ship },
      { kind: 'aboard', carrier: ship },
    ]);
    expect(after.battle).toBeUndefined();
    expect(after.counterAttacks ?? []).toEqual([]);
    expect(pending(game)).toEqual({ player: 'p1', decision: 'turn.act' });
  });

  it("should let the crew's controller strike a weaker Rogue Borg, and discard a Rogue Borg killed in battle (Rulebook 7.4 personnel battle)", () => {
    // Arrange
    const [game, s] = started(enterprise(['Alyssa Ogawa'], 0, [RBM]));
    const [card, ship] = [s.id(RBM), s.id('U.S.S. Enterprise')];
    // Act
    const asked = play(game, {
      type: 'card.play',
      player: 'p1',
      card,
      kind: 'interrupt',
      target: { card: ship },
    });
    const strikes = legalActions(game);
    const after = play(game, { type: 'battle.strike', player: 'p2', strike: 'mortallyWound' });
    // Assert
    expect(asked.pending).toEqual({ player: 'p2', decision: 'battle.strike' });
    expect(asked.battle?.attacker).toBe(SELF_CONTROLLED);
    expect(strikes.map((c) => c.type === 'battle.strike' && c.strike)).toEqual([
      'mortallyWound',
      'stun',
      'spare',
    ]);
    expect(getCard(card)(after)).toMatchObject({ zone: { kind: 'discard', player: 'p1' }, controller: 'p1' });
    expect(getCard(s.id('Alyssa Ogawa'))(after).zone).toEqual({ kind: 'aboard', carrier: ship });
    expect(pending(game)).toEqual({ player: 'p1', decision: 'turn.act' });
  });

  it("should battle the crew at the start of every players' turn while the Borg remain (Rogue Borg Mercenaries)", () => {
    // Arrange: two Rogue Borg (STRENGTH 2 each) aboard p2's Enterprise with Mendon and Hannah Bates (STRENGTH 2 each)
    const [game, s] = started(enterprise(['Mendon', 'Hannah Bates'], 2));
    const battles = (g: ReturnType<typeof state>) =>
      g.chronicle.filter((e) => e.text.endsWith("battle p2's crew")).length;
    const first = state(game);
    // Act
    const next = act(game, { type: 'turn.end', player: 'p1' });
    // Assert: each battle a tie, no one hurt
    expect(battles(first)).toBe(1);
    expect(next.turn.active).toBe('p2');
    expect(battles(next)).toBe(2);
    expect(s.ids('borg').map((id) => getCard(id)(next).zone.kind)).toEqual(['aboard', 'aboard']);
    expect(getCard(s.id('Mendon'))(next).zone.kind).toBe('aboard');
    expect(next.pending).toEqual({ player: 'p2', decision: 'turn.act' });
  });

  it('should not play on an empty ship nor on a personnel, nothing changing (Rulings "empty ship")', () => {
    // Arrange
    const [game, s] = started(enterprise([], 0, [RBM]).surface('A', 'p2', ['Mendon']));
    const before = state(game);
    const card = s.id(RBM);
    // Act
    const onEmpty = refused(game, {
      type: 'card.play',
      player: 'p1',
      card,
      kind: 'interrupt',
      target: { card: s.id('U.S.S. Enterprise') },
    });
    const onPersonnel = refused(game, {
      type: 'card.play',
      player: 'p1',
      card,
      kind: 'interrupt',
      target: { card: s.id('Mendon') },
    });
    // Assert
    expect(onEmpty).toBe('Play a Card');
    expect(onPersonnel).toBe('Play a Card');
    expect(state(game)).toBe(before);
    expect(cardPlays(game).some((c) => c.type === 'card.play' && c.card === card)).toBe(false);
  });
});

// Helpers

const RBM = 'Rogue Borg Mercenaries';

/**
 * p1's turn at mission A, with `hand`; p2's Enterprise there with `crew` and `borg` self-controlled Rogue Borg (labelled
 * `borg`) aboard.
 */
const enterprise = (
  crew: ReadonlyArray<string>,
  borg: number,
  hand: ReadonlyArray<string> = [],
): ScenarioBuilder => {
  const builder = scenario({ active: 'p1' })
    .mission('p1', { title: 'Test Mission', label: 'A' })
    .ship('p2', 'U.S.S. Enterprise', { at: 'A' })
    .aboard('U.S.S. Enterprise', 'p2', crew)
    .aboard(
      'U.S.S. Enterprise',
      'p1',
      Array.from({ length: borg }, () => ({ title: RBM, label: 'borg' })),
    )
    .drawDeck('p1', ['Worf', 'Worf'])
    .hand('p1', hand)
    .drawDeck('p2', ['Worf', 'Worf']);
  return {
    ...builder,
    build: () => {
      const built = builder.build();
      const game = built
        .ids('borg')
        .reduce((g, id) => updateCard(id, (c) => ({ ...c, controller: SELF_CONTROLLED }))(g), built.game);
      return { ...built, game };
    },
  };
};
