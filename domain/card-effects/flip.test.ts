import * as E from 'fp-ts/Either';
import { loadCardDatabase } from '../../cards/database';
import { addCard } from '../core/game-state';
import { scenario } from '../game/scenario';
import { checkFlip, flip, flipCandidates, flipsItself } from './flip';

describe('checkFlip', () => {
  it("should let only the card's controller flip it, on their turn, once each turn (Rulebook 12.2)", () => {
    // Arrange
    const [field, game] = fieldOf('p1');
    const theirTurn = { ...game, turn: { ...game.turn, active: 'p2' } };
    const command = { type: 'card.flip', player: 'p1', card: field } as const;
    // Act
    const checks = [
      checkFlip(command)(game),
      checkFlip({ ...command, player: 'p2' })(game),
      checkFlip(command)(theirTurn),
      checkFlip(command)(flip(command)(game)),
    ].map(E.isRight);
    // Assert
    expect(checks).toEqual([true, false, false, false]);
    expect(flipCandidates('p1')(game)).toEqual([command]);
  });
});

describe('flipsItself', () => {
  it('should hold for a card in play whose text flips it, face up or down', () => {
    // Arrange
    const [field, game] = fieldOf('p1');
    const flipped = flip({ type: 'card.flip', player: 'p1', card: field })(game);
    // Act
    const flips = [flipsItself(field)(game), flipsItself(field)(flipped), flipped.cards[field]?.faceUp];
    // Assert
    expect(flips).toEqual([true, true, false]);
  });
});

// Helpers

const fieldOf = (owner: string) => {
  const s = scenario().mission('p1', 'Avert Disaster').build();
  const [blueprint] = loadCardDatabase().byTitle('Distortion Field');
  if (blueprint === undefined) throw new Error('no Distortion Field');
  return addCard(owner, blueprint, { kind: 'playedOn', host: s.id('Avert Disaster') })(s.game);
};
