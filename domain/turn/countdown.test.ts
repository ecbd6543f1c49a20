import * as O from 'fp-ts/Option';
import { loadCardDatabase } from '../../cards/database';
import { cardsIn, type GameState } from '../core/game-state';
import { scenario } from '../game/scenario';
import { countdownIcon, tickCountdowns } from './countdown';

// Venus Drug (ENGAGE virtual event, [Countdown:2]): "Plays on any location. Your female personnel here gain Youth and
// are attributes all +2." Its text is not implemented; only its countdown icon matters here.

describe('countdownIcon', () => {
  it('should read the number of a printed countdown icon, not the 22nd-century icon (Rulebook icon legend)', () => {
    // Arrange
    const db = loadCardDatabase();
    const [venusDrug] = db.byTitle('Venus Drug');
    const [gannet] = db.byTitle('Gannet Brooks');
    // Act & Assert
    expect(venusDrug && countdownIcon(venusDrug)).toEqual(O.some(2));
    expect(gannet && countdownIcon(gannet)).toEqual(O.none);
  });
});

describe('tickCountdowns', () => {
  it('should count down at the end of each of its owner\'s turns and discard at zero (Rulebook "Countdown Tickdown")', () => {
    // Arrange
    const s = scenario().table('p1', ['Venus Drug']).build();
    // Act
    const once = tickCountdowns('p1')(s.game);
    const twice = tickCountdowns('p1')(once);
    // Assert
    expect(once.cards[s.id('Venus Drug')]?.countdown).toBe(1);
    expect(cardsIn({ kind: 'discard', player: 'p1' })(twice)).toEqual([s.id('Venus Drug')]);
    expect(twice.cards[s.id('Venus Drug')]?.countdown).toBeUndefined();
    expect(twice.chronicle.map((e) => e.text)).toEqual([
      `Venus Drug (${s.id('Venus Drug')}): its countdown expires`,
      `Venus Drug (${s.id('Venus Drug')}) is discarded`,
    ]);
  });

  it('should not count down at the end of the opponent\'s turn (Rulebook "Countdown Tickdown")', () => {
    // Arrange
    const s = scenario().table('p1', ['Venus Drug']).build();
    // Act
    const after: GameState = tickCountdowns('p2')(s.game);
    // Assert
    expect(after.cards[s.id('Venus Drug')]?.countdown).toBeUndefined();
    expect(after).toBe(s.game);
  });
});
