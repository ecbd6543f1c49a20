// K'mtar (au/kmtar), personnel, special skill:
// "Attributes all +5 if with {Alexander Rozhenko}."
import { attribute } from '../../../domain/cards-in-play/skills';
import type { GameState } from '../../../domain/core/game-state';
import { onTurn, send } from '../play-test-support';

describe('kmtar', () => {
  it('should have every attribute +5 once he beams down to Alexander Rozhenko, their affiliations mixing by treaty (Rulebook 12.4 "with")', () => {
    // Arrange
    const s = scene().build();
    const kmtar = s.id("K'mtar");
    // Act
    const after = send(s.game, beam(kmtar, s.id("I.K.C. K'Vort"), s.id('Avert Disaster')));
    // Assert
    expect(attributes(kmtar, s.game)).toEqual([8, 8, 8]);
    expect(attributes(kmtar, after)).toEqual([8 + 5, 8 + 5, 8 + 5]);
  });

  it('should lose the bonus when he beams back up, away from Alexander (Rulebook 12.4 Present)', () => {
    // Arrange
    const s = scene().build();
    const [kmtar, ship, planet] = [s.id("K'mtar"), s.id("I.K.C. K'Vort"), s.id('Avert Disaster')];
    const down = send(s.game, beam(kmtar, ship, planet));
    // Act
    const up = send(down, beam(kmtar, planet, ship));
    // Assert
    expect(attributes(kmtar, up)).toEqual([8, 8, 8]);
  });
});

// Helpers

const scene = () =>
  onTurn()
    .mission('p1', 'Avert Disaster')
    .ship('p1', "I.K.C. K'Vort", { at: 'Avert Disaster' })
    .aboard("I.K.C. K'Vort", 'p1', ["K'mtar", 'Kurn'])
    .surface('Avert Disaster', 'p1', ['Alexander Rozhenko'])
    .table('p1', ['Treaty: Federation/Klingon']);

const beam = (card: string, from: string, to: string) =>
  ({ type: 'card.beam', player: 'p1', card, from, to }) as const;

const attributes = (card: string, game: GameState) =>
  (['INTEGRITY', 'CUNNING', 'STRENGTH'] as const).map((a) => attribute(card, a)(game));
