// Slingshot Effect (SSttR/ssttr3), doorway:
// "Seeds on table. Your [AU][Films] personnel, ships and facilities (and [AU] cards of other card types) may seed and
// play. Once each turn, your [Films] ship may time travel between a time location and its corresponding spaceline
// location. {Temporal Investigations} is nullified."
// The time travel is tested with its order (domain/orders/time-travel.test.ts).
import * as E from 'fp-ts/Either';
import { canSeedDoorway } from '../../../domain/doorway-phase';
import { getCard } from '../../../domain/game-state';
import { scenario } from '../../../domain/scenario';
import { onTurn, refusal, send } from '../play-test-support';

describe('slingshotEffect', () => {
  it('should let your [AU][Films] personnel report for duty at your outpost (Rulebook "Entering Play": [AU])', () => {
    // Arrange
    const s = withOutpost().table('p1', [SLINGSHOT]).hand('p1', ['Karnog']).build();
    // Act
    const after = send(s.game, report(s.id('Karnog'), s.id(OUTPOST)));
    // Assert
    expect(getCard(s.id('Karnog'))(after).zone).toEqual({ kind: 'aboard', carrier: s.id(OUTPOST) });
  });

  it('should still refuse an [AU] personnel without [Films], and any [AU] card without the doorway (Rulebook "Entering Play")', () => {
    // Arrange
    const s = withOutpost().table('p1', [SLINGSHOT]).hand('p1', ['Captain Koloth']).build();
    const without = withOutpost().hand('p1', ['Karnog']).build();
    // Act
    const koloth = refusal(s.game, report(s.id('Captain Koloth'), s.id(OUTPOST)));
    const karnog = refusal(without.game, report(without.id('Karnog'), without.id(OUTPOST)));
    // Assert
    expect(koloth).toBe('Entering Play');
    expect(karnog).toBe('Entering Play');
  });

  it('should allow only its player\'s [AU] cards: the opponent\'s doorway does not (Rulebook 12.3 "your")', () => {
    // Arrange
    const s = withOutpost().table('p2', [SLINGSHOT]).hand('p1', ['Karnog']).build();
    // Act
    const rule = refusal(s.game, report(s.id('Karnog'), s.id(OUTPOST)));
    // Assert
    expect(rule).toBe('Entering Play');
  });

  it('should seed in the doorway phase (Rulebook "Doorway Phase": "Seeds on table")', () => {
    // Arrange
    const s = scenario({ phase: 'doorway' })
      .place('p1', { kind: 'seedDeck', player: 'p1' }, [SLINGSHOT])
      .build();
    // Act
    const checked = canSeedDoorway(s.id(SLINGSHOT))(s.game);
    // Assert
    expect(E.isRight(checked)).toBe(true);
  });
});

// Helpers

const SLINGSHOT = 'Slingshot Effect';
const OUTPOST = 'Klingon Outpost';

const withOutpost = () =>
  onTurn().mission('p1', 'Khitomer Research').facility('p1', OUTPOST, { at: 'Khitomer Research' });

const report = (card: string, facility: string) =>
  ({ type: 'card.play', player: 'p1', card, kind: 'report', facility, affiliation: 'Klingon' }) as const;
