// Lore's Fingernail (premiere/loresfingernail), event:
// "Plays on table. While in play, all Soong-type androids (including Lt. Cmdr. {Data}) and {Exocomps} lose their
// affiliation and are non-aligned personnel."
import { affiliationOf } from '../../../domain/cards-in-play/affiliation';
import type { Command } from '../../../domain/game/decisions';
import { scenario } from '../../../domain/game/scenario';
import { legalActions, state } from '../../../machines/engine';
import { onTurn, playsOf, refusal, send } from '../play-test-support';
import { refused, started } from '../response-test-support';

describe('loresFingernail', () => {
  it('should play on the table and make Data non-aligned while it is in play (Lore\'s Fingernail; Rulebook "Play a Card")', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Avert Disaster')
      .surface('Avert Disaster', 'p1', ['Data'])
      .hand('p1', [FINGERNAIL])
      .build();
    const card = s.id(FINGERNAIL);
    const play: Command = { type: 'card.play', player: 'p1', card, kind: 'event' };
    // Act
    const after = send(s.game, play);
    // Assert
    expect(playsOf(s.game, card)).toEqual([play]);
    expect(after.cards[card]?.zone).toEqual({ kind: 'table', player: 'p1' });
    expect([affiliationOf(s.id('Data'))(s.game), affiliationOf(s.id('Data'))(after)]).toEqual([
      'Federation',
      'Non-Aligned',
    ]);
    expect(after.cards[s.id('Data')]?.affiliation).toBe('Federation');
  });

  it('should let Data no longer staff a Federation ship\'s [Stf] icon alone: the ship may not move (Lore\'s Fingernail; Rulings "ship staffing")', () => {
    // Arrange
    const base = scenario({ active: 'p1' })
      .mission('p1', 'Avert Disaster')
      .mission('p1', 'Test Mission')
      .ship('p1', 'U.S.S. Miranda', { at: 'Avert Disaster' })
      .aboard('U.S.S. Miranda', 'p1', ['Data'])
      .drawDeck('p1', ['Worf', 'Worf'])
      .drawDeck('p2', ['Worf', 'Worf']);
    const [[without, s], [withFingernail]] = [started(base), started(base.table('p1', [FINGERNAIL]))];
    const move: Command = {
      type: 'ship.move',
      player: 'p1',
      ship: s.id('U.S.S. Miranda'),
      to: s.id('Test Mission'),
    };
    const before = state(withFingernail);
    // Act
    const [illegal, legal] = [refused(withFingernail, move), refused(without, move)];
    // Assert
    expect(illegal).toBe('7.1.3 Staff a Ship');
    expect(state(withFingernail)).toBe(before);
    expect(legalActions(withFingernail)).not.toContainEqual(expect.objectContaining({ type: 'ship.move' }));
    expect(legal).toBeNull();
    expect(state(without).cards[s.id('U.S.S. Miranda')]?.zone).toEqual({
      kind: 'atLocation',
      location: s.id('Test Mission'),
    });
  });

  it("should keep Data from attempting a [Fed] mission: he matches none of its icons (Lore's Fingernail; Rulebook 7.2)", () => {
    // Arrange
    const base = onTurn().mission('p1', 'Avert Disaster').surface('Avert Disaster', 'p1', ['Data']);
    const [without, withFingernail] = [base.build(), base.table('p1', [FINGERNAIL]).build()];
    const attempt = (s: typeof without): Command => ({
      type: 'mission.attempt',
      player: 'p1',
      location: s.id('Avert Disaster'),
    });
    // Act
    const [legal, illegal] = [
      refusal(without.game, attempt(without)),
      refusal(withFingernail.game, attempt(withFingernail)),
    ];
    // Assert
    expect(legal).toBeNull();
    expect(illegal).toBe('7.2 Attempting a Mission');
  });

  it('should let an Exocomp report to a Klingon Outpost, as Non-Aligned personnel may (Lore\'s Fingernail; Rulebook "Compatible")', () => {
    // Arrange
    const base = onTurn()
      .mission('p1', 'Test Mission')
      .facility('p1', 'Klingon Outpost', { at: 'Test Mission' })
      .hand('p1', ['Exocomp']);
    const [without, withFingernail] = [base.build(), base.table('p2', [FINGERNAIL]).build()];
    const report = (s: typeof without): Command => ({
      type: 'card.play',
      player: 'p1',
      card: s.id('Exocomp'),
      kind: 'report',
      facility: s.id('Klingon Outpost'),
      affiliation: 'Federation',
    });
    // Act
    const after = send(withFingernail.game, report(withFingernail));
    // Assert
    expect(refusal(without.game, report(without))).toBe('Compatible');
    expect(playsOf(without.game, without.id('Exocomp'))).toEqual([]);
    expect(playsOf(withFingernail.game, withFingernail.id('Exocomp'))).toEqual([report(withFingernail)]);
    expect(after.cards[withFingernail.id('Exocomp')]?.zone).toEqual({
      kind: 'aboard',
      carrier: withFingernail.id('Klingon Outpost'),
    });
  });

  it('should leave other personnel, and the 2pg Commander Data, their affiliation (Rulings "Soong-type android")', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Avert Disaster')
      .surface('Avert Disaster', 'p1', ['Worf', 'Commander Data'])
      .table('p1', [FINGERNAIL])
      .build();
    // Act
    const affiliations = ['Worf', 'Commander Data'].map((t) => affiliationOf(s.id(t))(s.game));
    // Assert
    expect(affiliations).toEqual(['Federation', 'Federation']);
  });
});

// Helpers

const FINGERNAIL = "Lore's Fingernail";
