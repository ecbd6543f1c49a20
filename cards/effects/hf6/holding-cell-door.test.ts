// Holding Cell Door (HF6/HF6_22), doorway:
// "Seeds (during facility phase) or plays on your ship or facility (except a Nor). Adds a Brig. OR Downloads
// {Brainwash}, {Interrogation} or {Torture} to a captive in your Brig, if you have Tal Shiar, Obsidian Order,
// Resistance or Section 31 (or a personnel who has SECURITY and Treachery) present; discard doorway or place atop
// draw deck. OR Nullifies any card closing another Holding Cell Door; discard doorway."
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { hasBrig } from '../../../domain/capture/capture';
import { declaredText } from '../../../domain/card-effects/in-play';
import type { PlayCard } from '../../../domain/card-play/card-play';
import { checkTiming } from '../../../domain/card-play/card-play-timing';
import { cardsIn, type GameState } from '../../../domain/core/game-state';
import { type Scenario, type ScenarioBuilder, scenario } from '../../../domain/game/scenario';
import { state } from '../../../machines/engine';
import { loadCardDatabase } from '../../database';
import { onTurn, playsOf, refusal, send } from '../play-test-support';
import { play, refused, started } from '../response-test-support';

describe('holdingCellDoor', () => {
  it('should play on your ship or facility at any time of your turn, orders begun and card play used, using none (Rulebook "Playing \'At Any Time\'": doorways)', () => {
    // Arrange
    const s = doorInHand().build();
    const late: GameState = {
      ...s.game,
      turn: { ...s.game.turn, ordersBegun: true, normalCardPlayUsed: true },
    };
    // Act
    const after = send(late, door(s, 'Runabout'));
    // Assert
    expect(playsOf(late, s.id(DOOR))).toEqual([door(s, 'Federation Outpost'), door(s, 'Runabout')]);
    expect(after.cards[s.id(DOOR)]?.zone).toEqual({ kind: 'playedOn', host: s.id('Runabout') });
    expect(after.turn.normalCardPlayUsed).toBe(true);
    expect(after.turn.ordersBegun).toBe(true);
  });

  it('should add a Brig to the ship it plays on (Rulebook "Capture": "If the ship or facility has a brig")', () => {
    // Arrange
    const s = doorInHand().build();
    // Act
    const after = send(s.game, door(s, 'Runabout'));
    // Assert
    expect(hasBrig(s.id('Runabout'))(s.game)).toBe(false);
    expect(hasBrig(s.id('Runabout'))(after)).toBe(true);
    expect(after.turn.normalCardPlayUsed).toBe(false);
  });

  it('should refuse a play on the opponent\'s ship: "your ship or facility" (Rulebook "Playing a Card")', () => {
    // Arrange
    const s = doorInHand().ship('p2', 'U.S.S. Enterprise', { at: 'Avert Disaster' }).build();
    const command = { ...door(s, 'Runabout'), target: { card: s.id('U.S.S. Enterprise') } };
    // Act
    const rule = refusal(s.game, command);
    // Assert
    expect(rule).toBe('Play a Card');
    expect(playsOf(s.game, s.id(DOOR))).not.toContainEqual(command);
  });

  it('should refuse a play during the opponent\'s turn: "[Door] Doorways, by default, may play at any time during your turn only" (Rulebook "Playing \'At Any Time\'")', () => {
    // Arrange: p1 also holds an interrupt, so p2's turn end opens a window where p1 may play at any time
    const [game, s] = started(
      doorInHand(scenario({ active: 'p2', pending: { player: 'p2', decision: 'turn.act' } }))
        .surface('Avert Disaster', 'p1', ['Worf'])
        .hand('p1', ['Emergency Transporter Armbands'])
        .drawDeck('p2', ['Kurn']),
    );
    play(game, { type: 'turn.end', player: 'p2' });
    const window = state(game);
    // Act
    const rule = refused(game, door(s, 'Runabout'));
    // Assert
    expect(window.pending).toEqual({ player: 'p1', decision: 'response.window' });
    expect(rule).toBe("Playing 'At Any Time'");
    expect(E.isLeft(checkTiming('doorway', 'p1')(window))).toBe(true);
    expect(cardsIn({ kind: 'hand', player: 'p1' })(state(game))).toContain(s.id(DOOR));
  });

  it('should leave its other functions undeclared only while they can never be legal: their targets and doorway-closing cards are not declared (Rulebook "Downloading")', () => {
    // Arrange
    const titles = ['Brainwash', 'Interrogation', 'Torture', 'Revolving Door'];
    // Act
    const declared = titles.flatMap((title) =>
      loadCardDatabase()
        .byTitle(title)
        .filter((card) => O.isSome(declaredText(card.id)))
        .map((card) => card.title),
    );
    // Assert
    expect(declared).toEqual([]);
  });
});

// Helpers

const DOOR = 'Holding Cell Door';

const doorInHand = (builder: ScenarioBuilder = onTurn()) =>
  builder
    .mission('p1', 'Avert Disaster')
    .facility('p1', 'Federation Outpost', { at: 'Avert Disaster' })
    .ship('p1', 'Runabout', { at: 'Avert Disaster' })
    .aboard('Runabout', 'p1', ['Data'])
    .hand('p1', [DOOR]);

const door = (s: Scenario, on: string): PlayCard => ({
  type: 'card.play',
  player: 'p1',
  card: s.id(DOOR),
  kind: 'doorway',
  target: { card: s.id(on) },
});
