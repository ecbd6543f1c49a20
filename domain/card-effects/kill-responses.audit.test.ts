// Responses to kills outside battle as a judge's worked example, through the engine facade: Klingon Death Yell "Plays
// on any just killed Klingon with Honor": a personnel killed by a dilemma (Archer: "Away Team member with highest total
// attribute numbers is shot and dies unless SECURITY and MEDICAL present") is answered before the attempt goes on
// (Rulebook "Playing 'At Any Time'": a valid response to that action).

import { legalActions, pending, state } from '../../machines/engine';
import { acting, sent } from '../../machines/engine-test-support';
import { refusal } from '../../machines/judge-test-support';
import { cardsIn } from '../core/game-state';
import { scenario } from '../game/scenario';

describe('responses to kills outside battle', () => {
  it('should let Klingon Death Yell answer a Klingon with Honor a dilemma killed (Klingon Death Yell)', () => {
    // Arrange: Archer shoots Kurn (the highest total attributes)
    const s = archerAt(['Kurn', "Kle'eg"]);
    const game = acting(s.game);
    sent(game, attempt(s.id('Fever Emergency')));
    const yell = deathYell(s.id('Klingon Death Yell'), s.id('Kurn'));
    // Act
    const offered = legalActions(game);
    const after = state(sent(game, yell));
    // Assert
    expect(offered).toEqual([yell, { type: 'response.pass', player: 'p1' }]);
    expect(cardsIn({ kind: 'pointArea', player: 'p1' })(after)).toEqual([s.id('Klingon Death Yell')]);
    expect(after.players[0].score).toBe(5);
    expect(pending(game)).toEqual({ player: 'p1', decision: 'turn.act' });
  });

  it('should open no window on a dilemma kill of a Klingon without Honor, and refuse the yell, unchanged (Klingon Death Yell)', () => {
    // Arrange: Archer shoots J'Ddan, alone
    const s = archerAt(["J'Ddan"]);
    const game = acting(s.game);
    sent(game, attempt(s.id('Fever Emergency')));
    // Act
    const refused = refusal(game, deathYell(s.id('Klingon Death Yell'), s.id("J'Ddan")));
    // Assert
    expect(state(game).cards[s.id("J'Ddan")]?.zone.kind).toBe('discard');
    expect(pending(game)).toEqual({ player: 'p1', decision: 'turn.act' });
    expect(refused.unchanged).toBe(true);
    expect(refused.rule).not.toBeNull();
  });
});

// Helpers

/** p1's `team` on Fever Emergency ([KLI]) over p2's Archer, p1 holding Klingon Death Yell. */
const archerAt = (team: ReadonlyArray<string>) =>
  scenario()
    .mission('p1', 'Fever Emergency')
    .seed('Fever Emergency', 'p2', ['Archer'])
    .surface('Fever Emergency', 'p1', team)
    .hand('p1', ['Klingon Death Yell'])
    .build();

const attempt = (location: string) => ({ type: 'mission.attempt', player: 'p1', location }) as const;

const deathYell = (card: string, victim: string) =>
  ({ type: 'card.play', player: 'p1', card, kind: 'interrupt', target: { card: victim } }) as const;
