// Full Planet Scan (premiere/FullPlanetScanA), interrupt:
// "Plays at the start of your turn on your ship with at least two staffing icons at a [P] mission. Stop your Computer
// Skill and Geology aboard to examine the bottom seed card here."
import * as O from 'fp-ts/Option';
import { mayLookAt } from '../../../domain/card-effects/sight';
import { isStopped } from '../../../domain/cards-in-play/presence';
import { getCard, locationOf } from '../../../domain/core/game-state';
import { onTurn, playsOf, put, refusal, send } from '../play-test-support';

const arrange = (mission: string) => {
  const s = onTurn()
    .mission('p1', mission)
    .ship('p1', 'U.S.S. Galaxy', { at: mission })
    .aboard('U.S.S. Galaxy', 'p1', ['Data', 'Taitt', 'Neela Daren'])
    .hand('p1', ['Full Planet Scan'])
    .build();
  const location = O.getOrElse(() => '')(locationOf(s.id(mission))(s.game));
  const [seed, game] = put(s.game, 'p2', 'Armus - Skin of Evil', { kind: 'underMission', location });
  const command = {
    type: 'card.play' as const,
    player: 'p1',
    card: s.id('Full Planet Scan'),
    kind: 'interrupt' as const,
    target: { card: s.id('U.S.S. Galaxy') },
    stop: [s.id('Data'), s.id('Taitt')],
  };
  return { s, game, seed, command };
};

describe('fullPlanetScan', () => {
  it('should offer only Computer Skill and Geology to stop, at a planet mission (Rulebook 10.2.1)', () => {
    // Arrange
    const { s, game } = arrange('Avert Disaster');
    // Act
    const offered = playsOf(game, s.id('Full Planet Scan')).map((c) =>
      c.kind === 'interrupt' ? c.stop : undefined,
    );
    // Assert
    expect(offered).toEqual([[s.id('Data'), s.id('Taitt')]]);
  });

  it('should refuse a ship at a space mission and change nothing (Rulebook "Playing a Card")', () => {
    // Arrange
    const { game, command } = arrange('Investigate Anomaly');
    // Act
    const refused = refusal(game, command);
    // Assert
    expect(refused).toBe('Play a Card');
    expect(playsOf(game, command.card)).toEqual([]);
  });

  it('should stop them and show the bottom seed card here (Rulebook "Looking at Cards")', () => {
    // Arrange
    const { s, game, seed, command } = arrange('Avert Disaster');
    // Act
    const after = send(game, command);
    // Assert
    expect([isStopped(s.id('Data'))(after), isStopped(s.id('Taitt'))(after)]).toEqual([true, true]);
    expect(mayLookAt('p1', getCard(seed)(after))(after)).toBe(true);
  });
});
