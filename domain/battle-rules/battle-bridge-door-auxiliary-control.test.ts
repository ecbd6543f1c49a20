// Battle Bridge Door: Auxiliary Control (VP/320VP), doorway: "Seeds on (opens) Battle Bridge side deck (at least 13
// [Tactic], all different); may download {Emergency Evacuation} OR {Make It So}. When your ship or facility battles,
// you may draw up to 3 cards from here: play 1; discard others. Whenever amount of damage to opponent s card not stated,
// [Flip][Flip] (for direct hits, [Flip][Flip] again). When [Tactic] leave play, place them face up here only; when side
// deck empty, shuffle to replenish it."
import * as E from 'fp-ts/Either';
import { destroy } from '../cards-in-play/leave-play';
import { cardsIn, type GameState, getCard } from '../core/game-state';
import * as Decisions from '../game/decisions';
import { scenario } from '../game/scenario';
import * as DoorwayPhase from '../seed-phases/doorway-phase';
import { drawTactic, isBattleBridgeOpen, sideDeckCards } from './battle-bridge';
import { beginShipBattle, space, withBridge } from './battle-test-support';
import { tacticsDamage } from './tactic-damage-stage';
import { beginTactics, setAsideCurrentTactics, tacticRule } from './tactics';
import { placeMarker } from './tactics-damage';

const DOOR = 'Battle Bridge Door: Auxiliary Control';
const SIDE_DECK = { kind: 'sideDeck', player: 'p1', name: DOOR } as const;
const DECK = ['Pulse Disruptor', 'Photon Torpedo', 'Phaser Banks', 'Plasma Torpedo'];

describe('Battle Bridge Door: Auxiliary Control', () => {
  it('should seed in the doorway phase and open the Battle Bridge side deck ("Seeds on (opens)")', () => {
    // Arrange
    const s = scenario({ phase: 'doorway' })
      .place('p1', { kind: 'seedDeck', player: 'p1' }, [DOOR])
      .place('p1', SIDE_DECK, DECK)
      .build();
    const game = DoorwayPhase.awaitNextSeeder(DoorwayPhase.begin(s.game));
    const seed = { type: 'doorway.seed', player: 'p1', card: s.id(DOOR) } as const;
    // Act
    const seeded = DoorwayPhase.reveal(Decisions.apply(seed)(game));
    // Assert
    expect(Decisions.legalActions(game)).toEqual([seed]);
    expect(isBattleBridgeOpen('p1')(seeded)).toBe(true);
    expect(sideDeckCards('p1')(seeded)).toHaveLength(4);
  });

  it('should draw up to 3 Tactics, play 1 and discard the others (Rulebook 7.4 stage 3, "play 1; discard others")', () => {
    // Arrange
    const s = auxiliary();
    const begun = beginTactics(beginShipBattle(s.game, s.id));
    // Act
    const thrice = [1, 2, 3].reduce((g) => send(g, { type: 'tactic.draw', player: 'p1' }), begun);
    const played = send(thrice, { type: 'tactic.play', player: 'p1', card: s.id('Photon Torpedo') });
    // Assert
    expect(tacticRule.candidates('p1')(thrice)).not.toContainEqual({ type: 'tactic.draw', player: 'p1' });
    expect(tacticRule.check({ type: 'tactic.play', player: 'p1', card: null })(thrice)).toEqual(
      E.left({
        rule: '7.4 Ship battle: Tactics',
        message: 'p1 must play one of the Tactic cards drawn ("play 1").',
      }),
    );
    expect(getCard(s.id('Photon Torpedo'))(played).zone).toEqual({ kind: 'table', player: 'p1' });
    expect(cardsIn({ kind: 'discard', player: 'p1' })(played)).toEqual(
      expect.arrayContaining([s.id('Pulse Disruptor'), s.id('Phaser Banks')]),
    );
    expect(sideDeckCards('p1')(played)).toEqual([s.id('Plasma Torpedo')]);
  });

  it('should return the current tactic face up to the side deck at the end of the battle ("place them face up here only")', () => {
    // Arrange
    const s = auxiliary();
    const begun = beginTactics(beginShipBattle(s.game, s.id));
    const chosen = send(send(begun, { type: 'tactic.draw', player: 'p1' }), {
      type: 'tactic.play',
      player: 'p1',
      card: s.id('Pulse Disruptor'),
    });
    // Act
    const resolved = setAsideCurrentTactics(chosen);
    // Assert
    expect(getCard(s.id('Pulse Disruptor'))(resolved)).toMatchObject({ zone: SIDE_DECK, faceUp: true });
    expect(sideDeckCards('p1')(resolved).at(-1)).toBe(s.id('Pulse Disruptor'));
  });

  it('should return the damage markers of a ship destroyed outside battle face up to the side deck ("here only")', () => {
    // Arrange
    const s = auxiliary();
    const enterprise = s.id('U.S.S. Enterprise');
    const marked = placeMarker(s.id('Phaser Banks'), enterprise)(s.game);
    // Act
    const destroyed = destroy(enterprise)(marked);
    // Assert
    expect(getCard(enterprise)(destroyed).zone).toEqual({ kind: 'discard', player: 'p2' });
    expect(getCard(s.id('Phaser Banks'))(destroyed)).toMatchObject({ zone: SIDE_DECK, faceUp: true });
  });

  it('should shuffle the face-up Tactics to replenish the side deck once no face-down one is left ("when side deck empty")', () => {
    // Arrange: the only card left is face up (returned from play)
    const s = auxiliary();
    const begun = beginTactics(beginShipBattle(s.game, s.id));
    const emptied = ['Pulse Disruptor', 'Photon Torpedo', 'Phaser Banks'].reduce(
      (g) => drawTactic('p1', { kind: 'discard', player: 'p1' }, true)(g)[1],
      begun,
    );
    const faceUp = setAsideCurrentTactics(
      send(send(emptied, { type: 'tactic.draw', player: 'p1' }), {
        type: 'tactic.play',
        player: 'p1',
        card: s.id('Plasma Torpedo'),
      }),
    );
    // Act
    const [drawn, after] = drawTactic('p1', { kind: 'table', player: 'p1' }, false)(faceUp);
    // Assert
    expect(getCard(s.id('Plasma Torpedo'))(faceUp).faceUp).toBe(true);
    expect(drawn).toBe(s.id('Plasma Torpedo'));
    expect(after.chronicle.map((e) => e.text)).toContain(
      'p1 shuffles the face-up Tactics to replenish the Battle Bridge side deck',
    );
  });

  it('should deal default damage as the rulebook: [Flip][Flip] for a hit, four for a direct hit (Rulebook 7.5.1)', () => {
    // Arrange
    const s = auxiliary();
    const battle = beginShipBattle(s.game, s.id);
    // Act
    const hit = tacticsDamage('p1', s.id('U.S.S. Enterprise'), 'hit', [])(battle);
    const direct = tacticsDamage('p1', s.id('U.S.S. Enterprise'), 'directHit', [])(battle);
    // Assert
    expect(cardsIn({ kind: 'playedOn', host: s.id('U.S.S. Enterprise') })(hit)).toHaveLength(2);
    expect(cardsIn({ kind: 'playedOn', host: s.id('U.S.S. Enterprise') })(direct)).toHaveLength(4);
  });
});

// Helpers

/** The ship battle at HERE with p1's Battle Bridge side deck opened by Auxiliary Control. */
const auxiliary = () => withBridge(space(), 'p1', DECK, DOOR).build();

const send = (game: GameState, command: Parameters<typeof tacticRule.apply>[0]): GameState => {
  const checked = tacticRule.check(command)(game);
  if (E.isLeft(checked)) throw new Error(checked.left.message);
  return tacticRule.apply(command)(game);
};
