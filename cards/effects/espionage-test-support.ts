// The scenario of the Espionage cards (`espionage`, cards/effects/premiere/espionage.ts): "Plays on any <target>
// mission. Your <spy> personnel may now attempt this mission." Each card's test names its card, a mission showing only
// the target affiliation's icon, and a personnel of the spy affiliation.
import { onTurn, put, refusal } from './play-test-support';

interface Espionage {
  readonly card: string;
  readonly spy: string;
  readonly target: string;
  /** A mission whose only affiliation icon is the target's. */
  readonly mission: string;
  /** A personnel of the spy affiliation. */
  readonly personnel: string;
}

/** The card's tests: the spies may attempt the mission it plays on, and the opponent's copy helps no one of yours. */
export const espionageTests = ({ card, spy, target, mission, personnel }: Espionage): void => {
  const scene = () => onTurn().mission('p1', mission).surface(mission, 'p1', [personnel]).build();
  const playedBy = (player: 'p1' | 'p2', s: ReturnType<typeof scene>) =>
    put(s.game, player, card, { kind: 'playedOn', host: s.id(mission) })[1];
  const attempt = (s: ReturnType<typeof scene>) =>
    ({ type: 'mission.attempt', player: 'p1', location: s.id(mission) }) as const;

  it(`should let your ${spy} personnel attempt the ${target} mission it plays on (Rulebook 7.2)`, () => {
    // Arrange
    const s = scene();
    // Act
    const game = playedBy('p1', s);
    // Assert
    expect(refusal(s.game, attempt(s))).toBe('7.2 Attempting a Mission');
    expect(refusal(game, attempt(s))).toBeNull();
  });

  it("should not help the opponent's personnel", () => {
    // Arrange
    const s = scene();
    // Act
    const game = playedBy('p2', s);
    // Assert
    expect(refusal(game, attempt(s))).toBe('7.2 Attempting a Mission');
  });
};
