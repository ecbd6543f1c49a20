// The Line Must Be Drawn Here (fc/thelinemustbedrawnhere), event, [Countdown:4] [HA] hidden agenda:
// "Seeds or plays on table. Any player who plays {Amanda Rogers}, {Kevin Uxbridge} or {Q2} loses 5 points, even if
// playing Borg. (Cumulative. Immune to {Kevin Uxbridge}.)"
import type { ScenarioBuilder } from '../../../domain/game/scenario';
import { onTurn, playsOf, send } from '../play-test-support';

describe('theLineMustBeDrawnHere', () => {
  it('should make a player who plays Kevin Uxbridge lose 5 points once activated, not while face down', () => {
    // Arrange
    const hidden = kevin(onTurn().table('p2', [LINE]).modify(LINE, { faceUp: false })).build();
    const activated = kevin(onTurn().table('p2', [LINE])).build();
    // Act
    const scores = [hidden, activated].map(
      (s) => send(s.game, nullify(s.id('Kevin Uxbridge'), s.id('Static Warp Bubble'))).players[0].score,
    );
    // Assert
    expect(scores).toEqual([0, -5]);
  });

  it('should count each copy in play: it is cumulative (Rulebook 12.9 "Cumulative")', () => {
    // Arrange
    const s = kevin(onTurn().table('p1', [LINE]).table('p2', [LINE])).build();
    // Act
    const after = send(s.game, nullify(s.id('Kevin Uxbridge'), s.id('Static Warp Bubble')));
    // Assert
    expect(after.players[0].score).toBe(-10);
  });

  it('should be immune to Kevin Uxbridge: never its target', () => {
    // Arrange
    const s = kevin(onTurn().table('p2', [LINE])).build();
    // Act
    const targets = playsOf(s.game, s.id('Kevin Uxbridge')).map((p) => ('target' in p ? p.target : null));
    // Assert
    expect(targets).toEqual([{ card: s.id('Static Warp Bubble') }]);
  });
});

// Helpers

const LINE = 'The Line Must Be Drawn Here';

const kevin = (builder: ScenarioBuilder) =>
  builder.hand('p1', ['Kevin Uxbridge']).table('p2', ['Static Warp Bubble']);

const nullify = (card: string, target: string) =>
  ({ type: 'card.play', player: 'p1', card, kind: 'interrupt', target: { card: target } }) as const;
