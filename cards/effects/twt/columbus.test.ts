// Columbus (twt/columbus), ship:
// "May be reported, carried, and launched aboard your Constitution-class ships."
import { getCard } from '../../../domain/core/game-state';
import { onTurn, refusal, send } from '../play-test-support';

describe('columbus', () => {
  it('should be loaded aboard and launched from your Constitution-class ship only (Rulebook "Carried ships")', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Test Mission')
      .ship('p1', 'Starship Constitution', { at: 'Test Mission' })
      .ship('p1', 'U.S.S. Enterprise', { at: 'Test Mission' })
      .ship('p1', 'Columbus', { at: 'Test Mission' })
      .aboard('Columbus', 'p1', ['Data'])
      .build();
    const [ship, carrier] = [s.id('Columbus'), s.id('Starship Constitution')];
    // Act
    const loaded = send(s.game, { type: 'ship.load', player: 'p1', ship, carrier });
    const launched = send(loaded, { type: 'ship.launch', player: 'p1', ship });
    const galaxy = refusal(s.game, {
      type: 'ship.load',
      player: 'p1',
      ship,
      carrier: s.id('U.S.S. Enterprise'),
    });
    // Assert
    expect(getCard(ship)(loaded).zone).toEqual({ kind: 'carried', carrier });
    expect(getCard(ship)(launched).zone).toEqual({ kind: 'atLocation', location: s.id('Test Mission') });
    expect(galaxy).toBe('Carried ships');
  });
});
