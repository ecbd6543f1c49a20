import { legalActions } from '../game/decisions';
import { scenario } from '../game/scenario';
import { labelOf } from './command-label';

describe('labelOf', () => {
  it('should read a beam as its verb, its card and where from and to (Rulebook 7.1.2 Beam)', () => {
    // Arrange
    const s = atAvertDisaster();
    const data = s.id('Data');
    const beam = legalActions(s.game).find((c) => c.type === 'card.beam' && c.card === data);
    if (beam === undefined) throw new Error('Data should be able to beam down');
    // Act
    const label = labelOf(beam)(s.game);
    // Assert
    expect(label).toBe('beam Data from U.S.S. Enterprise to Avert Disaster');
  });

  it('should name a card its sender may not see as a hidden card (Rulebook "Looking at Cards")', () => {
    // Arrange: a card in p2's hand, named in a command of p1
    const s = atAvertDisaster();
    const command = { type: 'card.discard', player: 'p1', card: s.id('Worf') } as const;
    // Act
    const label = labelOf(command)(s.game);
    // Assert
    expect(label).toBe('discard a hidden card');
  });

  it('should read a command with no card by its type, and a battle by its target and attackers (Rulebook 7.4)', () => {
    // Arrange
    const s = atAvertDisaster();
    const attack = {
      type: 'battle.initiate',
      player: 'p2',
      kind: 'ship',
      location: s.id('Avert Disaster'),
      attackers: [s.id("I.K.C. K'Vort")],
      target: s.id('U.S.S. Enterprise'),
    } as const;
    // Act
    const labels = [labelOf({ type: 'turn.end', player: 'p1' })(s.game), labelOf(attack)(s.game)];
    // Assert
    expect(labels).toEqual([
      'end the turn',
      "attack U.S.S. Enterprise (ship) at Avert Disaster with I.K.C. K'Vort",
    ]);
  });

  it('should read an attempt by its mission and ship, and a strike by what it does (Rulebook 7.2, 7.4)', () => {
    // Arrange
    const s = atAvertDisaster();
    const attempt = {
      type: 'mission.attempt',
      player: 'p1',
      location: s.id('Avert Disaster'),
      ship: s.id('U.S.S. Enterprise'),
    } as const;
    const strike = { type: 'battle.strike', player: 'p1', strike: 'mortallyWound' } as const;
    // Act
    const labels = [labelOf(attempt)(s.game), labelOf(strike)(s.game)];
    // Assert
    expect(labels).toEqual(['attempt Avert Disaster with U.S.S. Enterprise', 'mortally wound']);
  });
});

// Helpers

const atAvertDisaster = () =>
  scenario({ pending: { player: 'p1', decision: 'turn.act' } })
    .mission('p1', 'Avert Disaster')
    .ship('p1', 'U.S.S. Enterprise', { at: 'Avert Disaster' })
    .aboard('U.S.S. Enterprise', 'p1', ['Data'])
    .ship('p2', "I.K.C. K'Vort", { at: 'Avert Disaster' })
    .hand('p2', ['Worf'])
    .build();
