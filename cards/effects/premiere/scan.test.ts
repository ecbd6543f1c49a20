// Scan (premiere/ScanA), interrupt:
// "Plays at the start of your turn on your ship with at least two staffing icons at a [S] mission. Stop your Computer
// Skill and Stellar Cartography aboard to examine the bottom seed card here."
import * as O from 'fp-ts/Option';
import { mayLookAt } from '../../../domain/card-effects/sight';
import { isStopped } from '../../../domain/cards-in-play/presence';
import { type GameState, getCard, locationOf } from '../../../domain/core/game-state';
import { onTurn, playsOf, put, refusal, send } from '../play-test-support';

const arrange = () => {
  const s = onTurn()
    .mission('p1', 'Investigate Anomaly')
    .ship('p1', 'U.S.S. Galaxy', { at: 'Investigate Anomaly' })
    .aboard('U.S.S. Galaxy', 'p1', [{ title: 'Data', label: 'Data aboard' }, 'Neela Daren', 'Taitt'])
    .ship('p1', 'Runabout', { at: 'Investigate Anomaly' })
    .aboard('Runabout', 'p1', [{ title: 'Data', label: 'other Data' }, "Jenna D'Sora"])
    .hand('p1', ['Scan'])
    .build();
  const location = O.getOrElse(() => '')(locationOf(s.id('Investigate Anomaly'))(s.game));
  // each card put goes on top of the stack
  const [bottom, withBottom] = put(s.game, 'p2', 'Armus - Skin of Evil', { kind: 'underMission', location });
  const [top, game] = put(withBottom, 'p2', 'Cryosatellite', { kind: 'underMission', location });
  return { s, game, top, bottom };
};

const play = (s: ReturnType<typeof arrange>['s'], ship: string, stop: ReadonlyArray<string>) => ({
  type: 'card.play' as const,
  player: 'p1',
  card: s.id('Scan'),
  kind: 'interrupt' as const,
  target: { card: s.id(ship) },
  stop: stop.map((t) => s.id(t)),
});

describe('scan', () => {
  it('should offer the personnel to stop: one for each skill, on a ship with two staffing icons (Rulebook 10.2.1)', () => {
    // Arrange
    const { s, game } = arrange();
    // Act
    const offered = playsOf(game, s.id('Scan')).map((c) => (c.kind === 'interrupt' ? c.stop : undefined));
    // Assert
    expect(offered).toEqual(
      expect.arrayContaining([
        [s.id('Data aboard'), s.id('Neela Daren')],
        [s.id('Data aboard'), s.id('Taitt')],
      ]),
    );
    expect(offered).toHaveLength(2);
  });

  it('should refuse a personnel not needed, a ship with fewer staffing icons, or a play after orders, changing nothing (Rulebook "giving orders")', () => {
    // Arrange
    const { s, game } = arrange();
    const ordering: GameState = { ...game, turn: { ...game.turn, ordersBegun: true } };
    // Act
    const refused = [
      refusal(game, play(s, 'U.S.S. Galaxy', ['Data aboard', 'Neela Daren', 'Taitt'])),
      refusal(game, play(s, 'Runabout', ['other Data', "Jenna D'Sora"])),
      refusal(ordering, play(s, 'U.S.S. Galaxy', ['Data aboard', 'Taitt'])),
    ];
    // Assert
    expect(refused).toEqual(['10.2.1 Stopped', 'Play a Card', 'Play a Card']);
    expect(isStopped(s.id('Data aboard'))(game)).toBe(false);
  });

  it('should stop the personnel named and show the bottom seed card here until end of turn (Rulebook "Looking at Cards")', () => {
    // Arrange
    const { s, game, top, bottom } = arrange();
    // Act
    const after = send(game, play(s, 'U.S.S. Galaxy', ['Data aboard', 'Taitt']));
    const nextTurn: GameState = { ...after, turn: { ...after.turn, number: after.turn.number + 1 } };
    const sees = (g: GameState, card: string) => mayLookAt('p1', getCard(card)(g))(g);
    // Assert
    expect(['Data aboard', 'Taitt', 'Neela Daren'].map((t) => isStopped(s.id(t))(after))).toEqual([
      true,
      true,
      false,
    ]);
    expect([sees(game, bottom), sees(after, bottom), sees(after, top), sees(nextTurn, bottom)]).toEqual([
      false,
      true,
      false,
      false,
    ]);
  });
});
