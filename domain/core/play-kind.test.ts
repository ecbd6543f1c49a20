import * as E from 'fp-ts/Either';
import type { Blueprint } from '../../cards/blueprint';
import { loadCardDatabase } from '../../cards/database';
import '../game/interpreters';
import { textPlayKind } from './play-kind';

describe('textPlayKind', () => {
  it('should play an event by its declared text as an event (Rulebook "Play a Card")', () => {
    // Arrange
    const probe = printed('Alien Probe');
    // Act
    const kind = textPlayKind(probe);
    // Assert
    expect(kind).toEqual(E.right('event'));
  });

  it('should play an interrupt by its declared text as an interrupt (Rulebook "Play a Card")', () => {
    // Arrange
    const overload = printed('Disruptor Overload');
    // Act
    const kind = textPlayKind(overload);
    // Assert
    expect(kind).toEqual(E.right('interrupt'));
  });

  it('should refuse a card of a type that does not play by its text (Rulebook "Play a Card")', () => {
    // Arrange
    const personnel = printed('Tasha Yar');
    // Act
    const kind = textPlayKind(personnel);
    // Assert
    expect(kind).toEqual(E.left(expect.objectContaining({ rule: 'Play a Card' })));
  });
});

// Helpers

const printed = (title: string): Blueprint => {
  const [blueprint] = loadCardDatabase().byTitle(title);
  if (blueprint === undefined) throw new Error(`no card titled ${title}`);
  return blueprint;
};
