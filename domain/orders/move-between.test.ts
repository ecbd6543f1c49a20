import * as E from 'fp-ts/Either';
import { standIn } from '../../cards/registry/stand-ins';
import { insertIntoSpaceline } from '../card-effects/gap';
import type { GameState } from '../core/game-state';
import { scenario } from '../game/scenario';
import { checkMoveBetween, moveBetween, moveBetweenCandidates } from './move-between';

// No mission titled Wormhole Terminus is in the card database: a stand-in mission of that title
standIn({ title: 'Wormhole Terminus', like: 'Excavation' });

describe('moveBetweenCandidates', () => {
  it('should offer the move from the other end back to the card\'s location, and none without the card in play (Rulebook 7.1 Move: "cards that allow it")', () => {
    // Arrange
    const s = table('Wormhole Terminus').build();
    const [wormhole, ship] = [s.id('Barzan Wormhole'), s.id('Runabout')];
    const opened = withWormhole(s.game, wormhole, s.id('Investigate Rumors'));
    // Act
    const [offered, without] = [moveBetweenCandidates('p1')(opened), moveBetweenCandidates('p1')(s.game)];
    // Assert
    expect(offered).toEqual([{ type: 'ship.moveBetween', player: 'p1', ship, to: wormhole, by: wormhole }]);
    expect(without).toEqual([]);
  });
});

describe('checkMoveBetween', () => {
  it('should refuse a location the card does not name and a docked ship (Rulebook 7.1 Move, 7.1.4 Dock)', () => {
    // Arrange
    const s = table('Wormhole Terminus').build();
    const [wormhole, ship] = [s.id('Barzan Wormhole'), s.id('Runabout')];
    const opened = withWormhole(s.game, wormhole, s.id('Investigate Rumors'));
    const order = { type: 'ship.moveBetween', player: 'p1', ship, to: wormhole, by: wormhole } as const;
    const docked = {
      ...opened,
      cards: {
        ...opened.cards,
        [ship]: { ...opened.cards[ship], zone: { kind: 'docked', facility: wormhole } },
      },
    } as GameState;
    // Act
    const rules = [
      checkMoveBetween({ ...order, to: s.id('Investigate Rumors') })(opened),
      checkMoveBetween(order)(docked),
    ];
    // Assert
    expect(rules.map((r) => E.isLeft(r) && r.left.rule)).toEqual(['7.1 Move', '7.1.4 Dock & Undock']);
  });
});

describe('moveBetween', () => {
  it('should move the ship and its crew without RANGE, then stop it (Rulings "passing locations": "without using span numbers"; Rulebook 10.2.1)', () => {
    // Arrange
    const s = table('Wormhole Terminus').build();
    const [wormhole, ship] = [s.id('Barzan Wormhole'), s.id('Runabout')];
    const opened = withWormhole(s.game, wormhole, s.id('Investigate Rumors'));
    // Act
    const after = moveBetween({ type: 'ship.moveBetween', player: 'p1', ship, to: wormhole, by: wormhole })(
      opened,
    );
    // Assert
    expect(after.cards[ship]).toMatchObject({
      zone: { kind: 'atLocation', location: wormhole },
      stopped: true,
    });
    expect(after.cards[s.id('Data')]?.stopped).toBe(true);
    expect(after.turn).toEqual(opened.turn);
    expect(after.events).toContainEqual({ type: 'ship.arrived', ship, by: 'relocation' });
  });
});

// Helpers

/** p1's staffed Runabout at `at`; Investigate Rumors (Gamma) and Wormhole Terminus (Alpha); Barzan Wormhole on p1's table. */
const table = (at: string) =>
  scenario({ pending: { player: 'p1', decision: 'turn.act' } })
    .mission('p1', 'Investigate Rumors')
    .mission('p1', 'Wormhole Terminus')
    .ship('p1', 'Runabout', { at })
    .aboard('Runabout', 'p1', ['Data', 'Deanna Troi'])
    .table('p1', ['Barzan Wormhole']);

const withWormhole = (game: GameState, wormhole: string, after: string): GameState =>
  insertIntoSpaceline(wormhole, after, { afterTarget: true, span: 2 })(game);
