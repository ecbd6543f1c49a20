// Crosis (premiere/crosis), interrupt:
// "Plays on {Rogue Borg}. Doubles their STRENGTH, including himself. Two Borg = 4 STRENGTH each, three Borg = 6
// STRENGTH each, etc. (Not cumulative.)"

import { SELF_CONTROLLED } from '../../../domain/battle-rules/self-controlled';
import { attribute } from '../../../domain/cards-in-play/skills';
import { getCard, updateCard } from '../../../domain/core/game-state';
import type { Scenario } from '../../../domain/game/scenario';
import { onTurn, playsOf, refusal, send } from '../play-test-support';

describe('crosis', () => {
  it('should join the Rogue Borg he plays on, doubling their STRENGTH and his own: two Borg = 4 STRENGTH each (Crosis)', () => {
    // Arrange
    const s = withBorg(1, 1);
    const [crosis, borg, ship] = [s.id('Crosis'), s.id('borg'), s.id('U.S.S. Enterprise')];
    const command = {
      type: 'card.play',
      player: 'p1',
      card: crosis,
      kind: 'interrupt',
      target: { card: borg },
    } as const;
    // Act
    const after = send(s.game, command);
    // Assert
    expect(playsOf(s.game, crosis)).toEqual([command]);
    expect(getCard(crosis)(after)).toMatchObject({
      zone: { kind: 'aboard', carrier: ship },
      controller: SELF_CONTROLLED,
    });
    expect([attribute(borg, 'STRENGTH')(after), attribute(crosis, 'STRENGTH')(after)]).toEqual([4, 4]);
    expect(after.battle).toBeUndefined();
  });

  it('should make three Borg 6 STRENGTH each, and a second Crosis double nothing more (Crosis: "Not cumulative"; Rulebook 12.9)', () => {
    // Arrange
    const s = withBorg(2, 2);
    const [first, second] = s.ids('Crosis') as [string, string];
    const [borg] = s.ids('borg') as [string];
    const on = (card: string) =>
      ({ type: 'card.play', player: 'p1', card, kind: 'interrupt', target: { card: borg } }) as const;
    // Act
    const three = send(s.game, on(first));
    const four = send(three, on(second));
    // Assert
    expect(attribute(borg, 'STRENGTH')(three)).toBe(6);
    expect(attribute(first, 'STRENGTH')(three)).toBe(6);
    expect(attribute(borg, 'STRENGTH')(four)).toBe(8);
    expect(attribute(second, 'STRENGTH')(four)).toBe(8);
  });

  it('should not play on anything but a Rogue Borg, nothing changing (Crosis: "Plays on {Rogue Borg}")', () => {
    // Arrange
    const s = withBorg(0, 1);
    const crosis = s.id('Crosis');
    const on = (card: string) =>
      ({ type: 'card.play', player: 'p1', card: crosis, kind: 'interrupt', target: { card } }) as const;
    // Act
    const rules = [refusal(s.game, on(s.id('Mendon'))), refusal(s.game, on(s.id('U.S.S. Enterprise')))];
    // Assert
    expect(rules).toEqual(['Play a Card', 'Play a Card']);
    expect(playsOf(s.game, crosis)).toEqual([]);
  });
});

// Helpers

/** p1's turn; p2's Enterprise with Mendon and `borg` self-controlled Rogue Borg (labelled `borg`); `crosis` in hand. */
const withBorg = (borg: number, crosis: number): Scenario => {
  const built = onTurn()
    .mission('p1', { title: 'Test Mission', label: 'A' })
    .ship('p2', 'U.S.S. Enterprise', { at: 'A' })
    .aboard('U.S.S. Enterprise', 'p2', ['Mendon'])
    .aboard(
      'U.S.S. Enterprise',
      'p1',
      Array.from({ length: borg }, () => ({ title: 'Rogue Borg Mercenaries', label: 'borg' })),
    )
    .hand(
      'p1',
      Array.from({ length: crosis }, () => 'Crosis'),
    )
    .build();
  const game = built
    .ids('borg')
    .reduce((g, id) => updateCard(id, (c) => ({ ...c, controller: SELF_CONTROLLED }))(g), built.game);
  return { ...built, game };
};
