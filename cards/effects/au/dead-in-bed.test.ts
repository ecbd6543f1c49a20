// Dead in Bed (au/deadinbed), interrupt:
// "Kills any one personnel currently in stasis."
import { setStatus } from '../../../domain/cards-in-play/presence';
import { getCard } from '../../../domain/core/game-state';
import { onTurn, playsOf, refusal, send } from '../play-test-support';

describe('deadInBed', () => {
  it('should kill the personnel in stasis it targets, anyone\'s (Rulebook 10.2.4 Stasis, "Leaving Play")', () => {
    // Arrange
    const { game, id } = scene();
    const card = id('Dead in Bed');
    // Act
    const after = send(game, bed(card, id('Tomalak')));
    // Assert
    expect(getCard(id('Tomalak'))(after).zone).toEqual({ kind: 'discard', player: 'p2' });
    expect(getCard(card)(after).zone).toEqual({ kind: 'discard', player: 'p1' });
  });

  it('should target only personnel currently in stasis ("currently in stasis")', () => {
    // Arrange
    const { game, id } = scene();
    const card = id('Dead in Bed');
    // Act
    const rule = refusal(game, bed(card, id('Mendak')));
    // Assert
    expect(rule).not.toBeNull();
    expect(playsOf(game, card).map((c) => ('target' in c ? c.target : null))).toEqual([
      { card: id('Tomalak') },
    ]);
  });
});

// Helpers

const scene = () => {
  const s = onTurn()
    .mission('p1', 'Avert Disaster')
    .surface('Avert Disaster', 'p2', ['Tomalak', 'Mendak'])
    .hand('p1', ['Dead in Bed'])
    .build();
  return { game: setStatus(s.id('Tomalak'), 'stasis', true)(s.game), id: s.id };
};

const bed = (card: string, personnel: string) =>
  ({ type: 'card.play', player: 'p1', card, kind: 'interrupt', target: { card: personnel } }) as const;
