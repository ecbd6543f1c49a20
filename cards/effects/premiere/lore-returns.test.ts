// Lore Returns (premiere/lorereturns), event:
// "Plays where {Rogue Borg} have eliminated a ship's crew. With Lore, your {Rogue Borg} may now use ship to attack
// ships and/or beam to battle Away Teams."

import { SELF_CONTROLLED } from '../../../domain/battle-rules/self-controlled';
import { getCard, updateCard } from '../../../domain/core/game-state';
import { type ScenarioBuilder, scenario } from '../../../domain/game/scenario';
import { legalActions, state } from '../../../machines/engine';
import { cardPlays, refused, started } from '../response-test-support';
import { act } from '../turn-test-support';

describe('loreReturns', () => {
  it('should play only on a ship whose crew your Rogue Borg eliminated, and stay on it (Lore Returns: "Plays where {Rogue Borg} have eliminated a ship\'s crew")', () => {
    // Arrange
    const [game, s] = started(at([], ['Jean-Luc Picard']));
    const [lore, enterprise, galaxy] = [
      s.id('Lore Returns'),
      s.id('U.S.S. Enterprise'),
      s.id('U.S.S. Galaxy'),
    ];
    const on = (ship: string) => ({
      type: 'card.play',
      player: 'p1',
      card: lore,
      kind: 'event',
      target: { card: ship },
    });
    // Act
    const offered = cardPlays(game);
    const crewed = refused(game, on(galaxy) as never);
    const after = act(game, on(enterprise) as never);
    // Assert
    expect(offered).toEqual([on(enterprise)]);
    expect(crewed).toBe('Play a Card');
    expect(getCard(lore)(after).zone).toEqual({ kind: 'playedOn', host: enterprise });
  });

  it('should let your Rogue Borg use the ship to attack one ship there, once each turn, a battle no player initiated (Lore Returns: "may now use ship to attack ships")', () => {
    // Arrange
    const [game, s] = started(at([], ['Jean-Luc Picard']));
    const [lore, enterprise, galaxy] = [
      s.id('Lore Returns'),
      s.id('U.S.S. Enterprise'),
      s.id('U.S.S. Galaxy'),
    ];
    act(game, { type: 'card.play', player: 'p1', card: lore, kind: 'event', target: { card: enterprise } });
    const order = { type: 'rogueBorg.attack', player: 'p1', card: lore, target: galaxy } as const;
    const offered = legalActions(game).filter((c) => c.type === 'rogueBorg.attack');
    // Act
    const attacked = act(game, order);
    const defended = act(game, { type: 'battle.defend', player: 'p2', joining: [], returnFireAt: null });
    const again = legalActions(game).filter((c) => c.type === 'rogueBorg.attack');
    // Assert
    expect(offered).toEqual([order]);
    expect(attacked.pending).toEqual({ player: 'p2', decision: 'battle.defend' });
    expect(attacked.battle?.attacker).toBe(SELF_CONTROLLED);
    expect(defended.chronicle.map((e) => e.text)).toContainEqual(
      `U.S.S. Galaxy (${galaxy}) is fired on by self-controlled: ATTACK 8 against DEFENSE 9, a miss`,
    );
    expect(defended.battle).toBeUndefined();
    expect(defended.pending).toEqual({ player: 'p1', decision: 'turn.act' });
    expect(again).toEqual([]);
  });

  it('should let your Rogue Borg beam down from the ship to battle an Away Team on the planet there, and stay (Lore Returns: "beam to battle Away Teams")', () => {
    // Arrange: p2's Away Team of Exocomp (STRENGTH 1) on the planet; two Rogue Borg (STRENGTH 2 each) aboard
    const [game, s] = started(at([], [], ['Exocomp']));
    const [lore, enterprise, exocomp] = [s.id('Lore Returns'), s.id('U.S.S. Enterprise'), s.id('Exocomp')];
    act(game, { type: 'card.play', player: 'p1', card: lore, kind: 'event', target: { card: enterprise } });
    const order = { type: 'rogueBorg.attack', player: 'p1', card: lore, target: exocomp } as const;
    const offered = legalActions(game).filter((c) => c.type === 'rogueBorg.attack');
    // Act
    const after = act(game, order);
    // Assert
    expect(offered).toContainEqual(order);
    expect(after.chronicle.map((e) => e.text)).toContain(`Exocomp (${exocomp}) is stunned`);
    expect(getCard(exocomp)(after).zone).toEqual({ kind: 'discard', player: 'p2' });
    expect(s.ids('borg').map((id) => getCard(id)(after).zone)).toEqual([
      { kind: 'planetSurface', location: s.id('A') },
      { kind: 'planetSurface', location: s.id('A') },
    ]);
    expect(after.battle).toBeUndefined();
    expect(after.pending).toEqual({ player: 'p1', decision: 'turn.act' });
  });

  it('should refuse the attack to the ship\'s controller, and against the ship itself (Lore Returns: "your {Rogue Borg}")', () => {
    // Arrange
    const [game, s] = started(at([], ['Jean-Luc Picard']));
    const [lore, enterprise, galaxy] = [
      s.id('Lore Returns'),
      s.id('U.S.S. Enterprise'),
      s.id('U.S.S. Galaxy'),
    ];
    act(game, { type: 'card.play', player: 'p1', card: lore, kind: 'event', target: { card: enterprise } });
    // Act
    const byController = refused(game, {
      type: 'rogueBorg.attack',
      player: 'p2',
      card: lore,
      target: galaxy,
    });
    const itself = refused(game, { type: 'rogueBorg.attack', player: 'p1', card: lore, target: enterprise });
    // Assert
    expect(byController).toBe('Playing the Game');
    expect(itself).toBe('Lore Returns');
    expect(state(game).pending).toEqual({ player: 'p1', decision: 'turn.act' });
  });
});

/**
 * p1's turn at mission A with Lore Returns in hand; p2's Enterprise there with `crew` and two of p1's Rogue Borg
 * Mercenaries aboard (self-controlled), p2's Galaxy there with `galaxyCrew`, and p2's `awayTeam` on the planet.
 */
const at = (
  crew: ReadonlyArray<string>,
  galaxyCrew: ReadonlyArray<string>,
  awayTeam: ReadonlyArray<string> = [],
): ScenarioBuilder => {
  const builder = scenario({ active: 'p1' })
    .mission('p1', { title: 'Test Mission', label: 'A' })
    .ship('p2', 'U.S.S. Enterprise', { at: 'A' })
    .aboard('U.S.S. Enterprise', 'p2', crew)
    .aboard('U.S.S. Enterprise', 'p1', [
      { title: 'Rogue Borg Mercenaries', label: 'borg' },
      { title: 'Rogue Borg Mercenaries', label: 'borg' },
    ])
    .ship('p2', 'U.S.S. Galaxy', { at: 'A' })
    .aboard('U.S.S. Galaxy', 'p2', galaxyCrew)
    .surface('A', 'p2', awayTeam)
    .hand('p1', ['Lore Returns'])
    .drawDeck('p1', ['Worf', 'Worf'])
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
