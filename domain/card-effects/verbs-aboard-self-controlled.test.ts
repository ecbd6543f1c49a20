// The general verbs `place` aboard (Rulebook "Entering Play", 12.4 Present: "aboard") and `control` by itself (Current
// Rulings "battle": "The Borg Ship dilemma and Rogue Borg are considered self-controlled"; Rulebook 12.3 Control).
import { put } from '../../cards/effects/play-test-support';
import { carrierOf, control, placeAboard, theTarget, thisCard } from '../../cards/language/build';
import { SELF_CONTROLLED } from '../battle-rules/self-controlled';
import { getCard } from '../core/game-state';
import { scenario } from '../game/scenario';
import { resolveVerb } from './verbs';

describe('resolveVerb', () => {
  it('should place the card aboard the ship it targets, whoever controls the ship, noted (Rulebook 12.4 Present; Rogue Borg Mercenaries: "Plays on any occupied ship")', () => {
    // Arrange: p1's card played on p2's ship
    const [s, card, game] = onMiranda();
    // Act
    const after = resolveVerb(placeAboard(thisCard, theTarget), played(card, s.id('U.S.S. Miranda')))(game);
    // Assert
    expect(getCard(card)(after).zone).toEqual({ kind: 'aboard', carrier: s.id('U.S.S. Miranda') });
    expect(getCard(s.id('U.S.S. Miranda'))(after).controller).toBe('p2');
    expect(after.chronicle.at(-1)?.text).toContain('is placed aboard U.S.S. Miranda');
  });

  it('should place the card aboard the ship its target is aboard (Crosis: "Plays on {Rogue Borg}")', () => {
    // Arrange
    const [s, card, game] = onMiranda();
    // Act
    const after = resolveVerb(placeAboard(thisCard, carrierOf(theTarget)), played(card, s.id('Data')))(game);
    // Assert
    expect(getCard(card)(after).zone).toEqual({ kind: 'aboard', carrier: s.id('U.S.S. Miranda') });
  });

  it('should place nothing when the destination selects no ship (Rulebook "Entering Play")', () => {
    // Arrange: the ship targeted is aboard nothing, so its carrier selects no ship
    const [s, card, game] = onMiranda();
    // Act
    const after = resolveVerb(
      placeAboard(thisCard, carrierOf(theTarget)),
      played(card, s.id('U.S.S. Miranda')),
    )(game);
    // Assert
    expect(after).toBe(game);
  });

  it('should make the card self-controlled, no player controlling it, noted (Rulings "battle": "Rogue Borg are considered self-controlled")', () => {
    // Arrange
    const [s, card, game] = onMiranda();
    // Act
    const after = resolveVerb(control(thisCard, 'itself'), played(card, s.id('U.S.S. Miranda')))(game);
    // Assert
    expect([getCard(card)(game).controller, getCard(card)(after).controller]).toEqual([
      'p1',
      SELF_CONTROLLED,
    ]);
    expect(after.chronicle.at(-1)?.text).toContain('is self-controlled');
  });
});

// Helpers

/** p2's Miranda with Data aboard; p1's Rogue Borg Mercenaries played on the ship. */
const onMiranda = () => {
  const s = scenario()
    .mission('p1', 'Avert Disaster')
    .ship('p2', 'U.S.S. Miranda', { at: 'Avert Disaster' })
    .aboard('U.S.S. Miranda', 'p2', ['Data'])
    .build();
  const [card, game] = put(s.game, 'p1', 'Rogue Borg Mercenaries', {
    kind: 'playedOn',
    host: s.id('U.S.S. Miranda'),
  });
  return [s, card, game] as const;
};

const played = (card: string, target: string) => ({
  player: 'p1' as const,
  card,
  targetCard: target,
  targetPlayer: null,
  take: null,
});
