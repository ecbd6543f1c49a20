import { loadCardDatabase } from '../../cards/database';
import { cardsIn, getCard } from '../core/game-state';
import { scenario } from '../game/scenario';
import {
  battleBridgeZone,
  drawTactic,
  hasBattleBridgeSideDeck,
  isBattleBridgeOpen,
  opensBattleBridge,
  returnToSideDeck,
  sideDeckCards,
  usesTacticsDamage,
} from './battle-bridge';
import { SELF_CONTROLLED } from './self-controlled';

const BRIDGE = { kind: 'sideDeck', player: 'p1', name: 'Battle Bridge Door' } as const;

describe('opensBattleBridge', () => {
  it('should read the Battle Bridge doorways, and no other (Rulebook "[Tactic]": "requires a Battle Bridge Door")', () => {
    // Arrange
    const db = loadCardDatabase();
    // Act & Assert
    expect(opensBattleBridge(db.blueprint('bog/bbd'))).toBe(true);
    expect(opensBattleBridge(db.blueprint('qc/Q-Flash'))).toBe(false);
  });
});

describe('usesTacticsDamage', () => {
  it('should decide the damage system from the deck: Tactic cards mean tactics damage (Rulebook 7.5.1)', () => {
    // Arrange
    const s = scenario().place('p1', BRIDGE, ['Phaser Banks']).build();
    // Act & Assert
    expect(hasBattleBridgeSideDeck('p1')(s.game)).toBe(true);
    expect(usesTacticsDamage('p1')(s.game)).toBe(true);
    expect(usesTacticsDamage('p2')(s.game)).toBe(false);
    expect(usesTacticsDamage(SELF_CONTROLLED)(s.game)).toBe(false);
  });
});

describe('isBattleBridgeOpen', () => {
  it('should open the side deck once its doorway is on the table (Battle Bridge Door: "Battle Bridge is now open")', () => {
    // Arrange
    const closed = scenario().place('p1', BRIDGE, ['Phaser Banks']).build();
    const open = scenario().place('p1', BRIDGE, ['Phaser Banks']).table('p1', ['Battle Bridge Door']).build();
    // Act & Assert
    expect(isBattleBridgeOpen('p1')(closed.game)).toBe(false);
    expect(sideDeckCards('p1')(closed.game)).toEqual([]);
    expect(isBattleBridgeOpen('p1')(open.game)).toBe(true);
    expect(sideDeckCards('p1')(open.game)).toEqual([open.id('Phaser Banks')]);
  });
});

describe('battleBridgeZone', () => {
  it('should name the side deck by its doorway, even once it is empty (Rulebook "Side decks")', () => {
    // Arrange
    const s = scenario().table('p1', ['Battle Bridge Door']).build();
    // Act & Assert
    expect(battleBridgeZone('p1')(s.game)).toEqual(BRIDGE);
  });
});

describe('drawTactic', () => {
  it('should draw the top card of the open side deck, and nothing from an empty one (Rulebook "[Flip]")', () => {
    // Arrange
    const s = scenario()
      .place('p1', BRIDGE, ['Phaser Banks', 'Photon Torpedo'])
      .table('p1', ['Battle Bridge Door'])
      .build();
    // Act
    const [card, drawn] = drawTactic('p1', { kind: 'table', player: 'p1' }, false)(s.game);
    const [second, again] = drawTactic('p1', { kind: 'table', player: 'p1' }, false)(drawn);
    const [none, same] = drawTactic('p1', { kind: 'table', player: 'p1' }, false)(again);
    // Assert
    expect([card, second, none]).toEqual([s.id('Phaser Banks'), s.id('Photon Torpedo'), null]);
    expect(getCard(s.id('Phaser Banks'))(drawn).zone).toEqual({ kind: 'table', player: 'p1' });
    expect(getCard(s.id('Phaser Banks'))(drawn).faceUp).toBe(false);
    expect(same).toBe(again);
  });
});

describe('returnToSideDeck', () => {
  it('should return a Tactic face up to the bottom of its owner\'s side deck (Rulebook 7.4 stage 3: "return face-up")', () => {
    // Arrange
    const s = scenario()
      .place('p1', BRIDGE, ['Photon Torpedo'])
      .table('p1', ['Battle Bridge Door', 'Phaser Banks'])
      .modify('Phaser Banks', { controller: 'p2' })
      .build();
    // Act
    const returned = returnToSideDeck(s.id('Phaser Banks'))(s.game);
    // Assert
    expect(cardsIn(BRIDGE)(returned)).toEqual([s.id('Photon Torpedo'), s.id('Phaser Banks')]);
    expect(getCard(s.id('Phaser Banks'))(returned)).toMatchObject({ faceUp: true, controller: 'p1' });
  });
});
