import type { PlayText } from '../../domain/card-play/play-text';
import { type GameState, updateCard } from '../../domain/core/game-state';
import * as Decisions from '../../domain/game/decisions';
import { type Scenario, scenario } from '../../domain/game/scenario';
import { planFor } from './plan';
import { outcomeKey } from './symmetry';
import { value } from './value';

const DOOR = 'Storage Compartment Door';

describe('outcomeKey', () => {
  it('should key alike copies of a tribble downloaded to one place together, and judge their positions alike (Storage Compartment Door)', () => {
    // Arrange: two copies of 1 Tribble - Bonus in the open side deck
    const s = doorInHand();
    const [first, second] = [download(s, 'first', 'U.S.S. Galaxy'), download(s, 'second', 'U.S.S. Galaxy')];
    const judged = (command: PlayText) => value(planFor('p1', s.game), Decisions.apply(command)(s.game));
    // Act
    const keys = [first, second].map((command) => outcomeKey(command, s.game));
    // Assert
    expect(keys[0]).not.toBeNull();
    expect(keys[1]).toBe(keys[0]);
    expect(judged(second)).toBe(judged(first));
  });

  it('should key apart a download to another place, or of a copy not alike in every respect (Storage Compartment Door)', () => {
    // Arrange
    const s = doorInHand();
    const changed: GameState = updateCard(s.id('second'), (card) => ({ ...card, faceUp: true }))(s.game);
    const galaxy = outcomeKey(download(s, 'first', 'U.S.S. Galaxy'), s.game);
    // Act
    const elsewhere = outcomeKey(download(s, 'first', 'Excavation'), s.game);
    const unlike = outcomeKey(download(s, 'second', 'U.S.S. Galaxy'), changed);
    // Assert
    expect(elsewhere).not.toBe(galaxy);
    expect(unlike).not.toBe(galaxy);
  });

  it('should key no other command: each is weighed on its own', () => {
    // Arrange
    const s = doorInHand();
    // Act
    const key = outcomeKey({ type: 'turn.end', player: 'p1' }, s.game);
    // Assert
    expect(key).toBeNull();
  });
});

// Helpers

/** p1's open Tribble side deck holds two copies of 1 Tribble - Bonus; a Storage Compartment Door is in hand. */
const doorInHand = (): Scenario =>
  scenario({ active: 'p1', pending: { player: 'p1', decision: 'turn.act' } })
    .mission('p1', 'Excavation')
    .ship('p1', 'U.S.S. Galaxy', { at: 'Excavation' })
    .aboard('U.S.S. Galaxy', 'p1', ['Data'])
    .place('p1', { kind: 'sideDeck', player: 'p1', name: DOOR }, [
      { title: '1 Tribble - Bonus', label: 'first' },
      { title: '1 Tribble - Bonus', label: 'second' },
    ])
    .table('p1', [DOOR])
    .hand('p1', [{ title: DOOR, label: 'door in hand' }])
    .drawDeck('p1', ['Worf'])
    .build();

const download = (s: Scenario, card: string, place: string): PlayText => ({
  type: 'card.play',
  player: 'p1',
  card: s.id('door in hand'),
  kind: 'doorway',
  download: { card: s.id(card), place: s.id(place) },
});
