// Energy Vortex (premiere/energyvortex), interrupt:
// "Plays immediately after opponent plays any non-Interrupt card from hand. That card returns to their hand and a
// different one must be played instead."
import { cardsIn } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { state } from '../../../machines/engine';
import { play, refused, started } from '../response-test-support';

describe('energyVortex', () => {
  it("should return the opponent's report to hand before it enters play, the card play unspent (Energy Vortex)", () => {
    // Arrange
    const [game, s] = started(outpost().hand('p1', ['Data', 'Worf']).hand('p2', ['Energy Vortex']));
    const data = s.id('Data');
    play(game, report(s.id('Federation Outpost'), data));
    const asked = state(game).pending;
    // Act
    const after = play(game, {
      type: 'card.play',
      player: 'p2',
      card: s.id('Energy Vortex'),
      kind: 'interrupt',
      target: { card: data },
    });
    // Assert
    expect(asked).toEqual({ player: 'p2', decision: 'response.window' });
    expect(cardsIn({ kind: 'hand', player: 'p1' })(after)).toContain(data);
    expect(cardsIn({ kind: 'aboard', carrier: s.id('Federation Outpost') })(after)).toEqual([]);
    expect(after.turn.normalCardPlayUsed).toBe(false);
    expect(after.pending).toEqual({ player: 'p1', decision: 'turn.act' });
  });

  it('should leave the player to play a different card, not that one (Energy Vortex: "a different one")', () => {
    // Arrange
    const [game, s] = started(outpost().hand('p1', ['Data', 'Worf']).hand('p2', ['Energy Vortex']));
    const [data, worf, facility] = [s.id('Data'), s.id('Worf'), s.id('Federation Outpost')];
    play(game, report(facility, data));
    play(game, {
      type: 'card.play',
      player: 'p2',
      card: s.id('Energy Vortex'),
      kind: 'interrupt',
      target: { card: data },
    });
    const before = state(game);
    // Act
    const again = refused(game, report(facility, data));
    const unchanged = state(game);
    const after = play(game, report(facility, worf));
    // Assert
    expect(again).toBe('Play a Card');
    expect(unchanged).toBe(before);
    expect(after.cards[worf]?.zone).toEqual({ kind: 'aboard', carrier: facility });
  });

  it('should return a site the opponent plays on a Nor to hand (Energy Vortex: "any non-Interrupt card"; Rulebook "Sites")', () => {
    // Arrange
    const [game, s] = started(
      scenario({ pending: { player: 'p1', decision: 'turn.act' } })
        .mission('p1', 'Verify Evidence')
        .facility('p1', 'Nor', { at: 'Verify Evidence' })
        .hand('p1', ['Infirmary'])
        .hand('p2', ['Energy Vortex']),
    );
    const infirmary = s.id('Infirmary');
    play(game, {
      type: 'card.play',
      player: 'p1',
      card: infirmary,
      kind: 'site',
      station: s.id('Nor'),
      position: 0,
    });
    // Act
    const after = play(game, {
      type: 'card.play',
      player: 'p2',
      card: s.id('Energy Vortex'),
      kind: 'interrupt',
      target: { card: infirmary },
    });
    // Assert
    expect(cardsIn({ kind: 'hand', player: 'p1' })(after)).toContain(infirmary);
    expect(cardsIn({ kind: 'playedOn', host: s.id('Nor') })(after)).toEqual([]);
  });

  it('should not answer its own player\'s card play: no window opens (Energy Vortex: "after opponent plays")', () => {
    // Arrange
    const [game, s] = started(outpost().hand('p1', ['Data', 'Energy Vortex']));
    // Act
    const after = play(game, report(s.id('Federation Outpost'), s.id('Data')));
    // Assert
    expect(after.pending).toEqual({ player: 'p1', decision: 'turn.act' });
    expect(after.cards[s.id('Data')]?.zone).toEqual({ kind: 'aboard', carrier: s.id('Federation Outpost') });
  });

  it('should not answer an interrupt: no window opens (Energy Vortex: "any non-Interrupt card")', () => {
    // Arrange
    const [game, s] = started(outpost().hand('p1', ['The Juggler']).hand('p2', ['Energy Vortex']));
    // Act
    const after = play(game, {
      type: 'card.play',
      player: 'p1',
      card: s.id('The Juggler'),
      kind: 'interrupt',
      target: { player: 'p1' },
    });
    // Assert
    expect(after.pending).toEqual({ player: 'p1', decision: 'turn.act' });
    expect(cardsIn({ kind: 'hand', player: 'p2' })(after)).toEqual([s.id('Energy Vortex')]);
  });
});

// Helpers

const outpost = () =>
  scenario({ pending: { player: 'p1', decision: 'turn.act' } })
    .mission('p1', 'Test Mission')
    .facility('p1', 'Federation Outpost', { at: 'Test Mission' });

const report = (facility: string, card: string) =>
  ({ type: 'card.play', player: 'p1', card, kind: 'report', facility, affiliation: 'Federation' }) as const;
