// Rulebook "[Tribble] Tribbles (11.3)": "Whenever tribbles within the group are moved, the Trouble card may move with
// them, at the owner's discretion. A Trouble is discarded if there are no tribbles present."
import { play, refused, started } from '../../cards/effects/response-test-support';
import { legalActions, pending, state } from '../../machines/engine';
import { crowdedTable } from './tribble-test-support';
import { TRIBBLES } from './tribbles';

describe('afterTribblesMoved', () => {
  it('should ask the trouble\'s owner, the opponent, whether it goes with the tribbles beamed away (Rulebook "Tribbles (11.3)": "at the owner\'s discretion")', () => {
    // Arrange
    const [game, s] = troubled();
    // Act
    play(game, beamHundred(s));
    // Assert: p2 decides, on p1's turn, for its trouble: go or stay
    expect(pending(game)).toEqual({ player: 'p2', decision: 'card.choose' });
    expect(legalActions(game)).toEqual([follow(s, true), follow(s, false)]);
  });

  it('should move the trouble with the tribbles when its owner so decides, and keep it where tribbles are left when not (Rulebook "Tribbles (11.3)")', () => {
    // Arrange
    const [goes, s] = troubled();
    const [stays] = troubled();
    play(goes, beamHundred(s));
    play(stays, beamHundred(s));
    // Act
    const went = play(goes, follow(s, true));
    const stayed = play(stays, follow(s, false));
    // Assert: the 1 Tribble and the other 100 Tribbles are still aboard the Galaxy, so the trouble stays in play
    expect(went.cards[s.id(TROUBLE)]?.zone).toEqual({ kind: 'planetSurface', location: s.id('Excavation') });
    expect(stayed.cards[s.id(TROUBLE)]?.zone).toEqual({ kind: 'aboard', carrier: s.id('U.S.S. Galaxy') });
    expect(pending(goes)).toEqual({ player: 'p1', decision: 'turn.act' });
  });

  it('should refuse the decision from a player who does not own the trouble, the game unchanged (Rulebook "Tribbles (11.3)": "at the owner\'s discretion")', () => {
    // Arrange
    const [game, s] = troubled();
    play(game, beamHundred(s));
    const before = state(game);
    // Act
    const byMover = refused(game, { ...follow(s, true), player: 'p1' });
    const notWaiting = refused(game, { ...follow(s, true), card: s.id('1 Tribble - Bonus') });
    // Assert
    expect(byMover).not.toBeNull();
    expect(notWaiting).toBe(TRIBBLES);
    expect(state(game)).toBe(before);
  });
});

// Helpers

const TROUBLE = '... in the Engine Room';

/** The crowded table (p2's tribbles aboard p1's U.S.S. Galaxy) with p2's trouble on that group. */
const troubled = () => started(crowdedTable().aboard('U.S.S. Galaxy', 'p2', [TROUBLE]));

type Ids = ReturnType<typeof troubled>[1];

/** Montgomery Scott beams one 100 Tribbles down to Excavation. */
const beamHundred = (s: Ids) =>
  ({
    type: 'tribble.beam',
    player: 'p1',
    personnel: s.id('Montgomery Scott'),
    tribbles: [s.id('100 Tribbles - Bonus')],
    from: s.id('U.S.S. Galaxy'),
    to: s.id('Excavation'),
  }) as const;

const follow = (s: Ids, follows: boolean) =>
  ({ type: 'trouble.follow', player: 'p2', card: s.id(TROUBLE), follows }) as const;
