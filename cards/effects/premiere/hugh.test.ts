// Hugh (premiere/hugh), interrupt:
// "Nullifies attack by {Borg Ship} for this turn OR destroys (discard) all {Rogue Borg} at one location."

import { placeInSpace, SELF_CONTROLLED } from '../../../domain/battle-rules/self-controlled';
import { type GameState, getCard, updateCard } from '../../../domain/core/game-state';
import { type ScenarioBuilder, scenario } from '../../../domain/game/scenario';
import { onTurn, playsOf, refusal, send } from '../play-test-support';
import { play, started } from '../response-test-support';
import { act } from '../turn-test-support';

describe('hugh', () => {
  it("should nullify the Borg Ship's attack for this turn, the Borg Ship still moving (Hugh; Borg Ship)", () => {
    // Arrange: the Borg Ship at B heading for A, p1's Enterprise at B
    const [game, s] = started(borgShipAtB());
    const [hugh, borg, enterprise] = [s.id('Hugh'), s.id('Borg Ship'), s.id('U.S.S. Enterprise')];
    // Act
    play(game, { type: 'card.play', player: 'p1', card: hugh, kind: 'interrupt', target: { card: borg } });
    const after = act(game, { type: 'turn.end', player: 'p1' });
    // Assert
    expect(getCard(hugh)(after).zone).toEqual({ kind: 'discard', player: 'p1' });
    expect(getCard(enterprise)(after)).toMatchObject({
      zone: { kind: 'atLocation', location: s.id('B') },
      damage: 0,
    });
    expect(getCard(borg)(after).zone).toEqual({ kind: 'atLocation', location: s.id('A') });
    expect(after.turn.active).toBe('p2');
    expect(after.pending).toEqual({ player: 'p2', decision: 'turn.act' });
  });

  it('should discard all Rogue Borg at one location, those elsewhere remaining (Hugh)', () => {
    // Arrange: Rogue Borg aboard two ships at A and one ship at B
    const s = rogueBorg();
    const [atA, alsoAtA, atB] = s.ids('borg') as [string, string, string];
    const command = {
      type: 'card.play',
      player: 'p1',
      card: s.id('Hugh'),
      kind: 'interrupt',
      target: { card: alsoAtA },
    } as const;
    // Act
    const after = send(s.game, command);
    // Assert
    expect(playsOf(s.game, s.id('Hugh'))).toContainEqual(command);
    expect([atA, alsoAtA].map((id) => getCard(id)(after).zone)).toEqual([
      { kind: 'discard', player: 'p1' },
      { kind: 'discard', player: 'p1' },
    ]);
    expect(getCard(atB)(after)).toMatchObject({ zone: { kind: 'aboard' }, controller: SELF_CONTROLLED });
    expect(getCard(s.id('Mendon'))(after).zone.kind).toBe('aboard');
  });

  it('should not play on a card that is neither a Borg Ship nor a Rogue Borg, nothing changing (Hugh)', () => {
    // Arrange
    const s = rogueBorg();
    const hugh = s.id('Hugh');
    // Act
    const rule = refusal(s.game, {
      type: 'card.play',
      player: 'p1',
      card: hugh,
      kind: 'interrupt',
      target: { card: s.id('U.S.S. Galaxy') },
    });
    // Assert
    expect(rule).toBe('Play a Card');
    expect(playsOf(s.game, hugh).map((c) => ('target' in c ? c.target : undefined))).toEqual(
      s.ids('borg').map((card) => ({ card })),
    );
  });
});

// Helpers

/** Missions A, B; p2's Borg Ship in space at B heading for A; p1's Enterprise at B; Hugh in p1's hand. */
const borgShipAtB = (): ScenarioBuilder => {
  const builder = scenario({ active: 'p1' })
    .mission('p1', { title: 'Test Mission', label: 'A' })
    .mission('p1', { title: 'Study Nebula', label: 'B' })
    .seed('A', 'p2', ['Borg Ship'])
    .ship('p1', 'U.S.S. Enterprise', { at: 'B' })
    .aboard('U.S.S. Enterprise', 'p1', ['Jean-Luc Picard'])
    .hand('p1', ['Hugh'])
    .drawDeck('p1', ['Worf', 'Worf'])
    .drawDeck('p2', ['Worf', 'Worf']);
  return {
    ...builder,
    build: () => {
      const s = builder.build();
      const game: GameState = placeInSpace(s.id('Borg Ship'), s.id('B'), s.id('A'))(s.game);
      return { ...s, game };
    },
  };
};

/** p1's turn; Rogue Borg (labelled `borg`) aboard p2's Enterprise and Excelsior at A (with Mendon) and Galaxy at B. */
const rogueBorg = () => {
  const borg = { title: 'Rogue Borg Mercenaries', label: 'borg' };
  const built = onTurn()
    .mission('p1', { title: 'Test Mission', label: 'A' })
    .mission('p1', { title: 'Study Nebula', label: 'B' })
    .ship('p2', 'U.S.S. Enterprise', { at: 'A' })
    .aboard('U.S.S. Enterprise', 'p2', ['Mendon'])
    .aboard('U.S.S. Enterprise', 'p1', [borg])
    .ship('p2', 'U.S.S. Excelsior', { at: 'A' })
    .aboard('U.S.S. Excelsior', 'p1', [borg])
    .ship('p2', 'U.S.S. Galaxy', { at: 'B' })
    .aboard('U.S.S. Galaxy', 'p1', [borg])
    .hand('p1', ['Hugh'])
    .build();
  const game = built
    .ids('borg')
    .reduce((g, id) => updateCard(id, (c) => ({ ...c, controller: SELF_CONTROLLED }))(g), built.game);
  return { ...built, game };
};
