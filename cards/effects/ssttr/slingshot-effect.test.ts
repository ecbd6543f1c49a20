// Slingshot Effect (SSttR/ssttr3), doorway:
// "Seeds on table. Your [AU][Films] personnel, ships and facilities (and [AU] cards of other card types) may seed and
// play. Once each turn, your [Films] ship may time travel between a time location and its corresponding spaceline
// location. {Temporal Investigations} is nullified."
// The time travel is tested with its order (domain/orders/time-travel.test.ts).
import * as E from 'fp-ts/Either';
import { getCard } from '../../../domain/core/game-state';
import { type Scenario, scenario } from '../../../domain/game/scenario';
import { isMisseed } from '../../../domain/mission-attempt/misseed';
import { canSeedDoorway } from '../../../domain/seed-phases/doorway-phase';
import { candidates, type ReplacePersonas } from '../../../domain/turn/persona-replacement';
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

  it('should let your [AU][Films] version replace a persona in play (Rulebook "Persona Replacement", "Entering Play")', () => {
    // Arrange
    const s = spockAtOutpost('Mr. Spock', 'Captain Spock', [SLINGSHOT]);
    const command = exchange(s, 'Mr. Spock', 'Captain Spock');
    // Act
    const offered = candidates('p1')(s.game);
    const after = send(s.game, command);
    // Assert
    expect(offered).toContainEqual(command);
    expect(getCard(s.id('Captain Spock'))(after).zone).toEqual({
      kind: 'aboard',
      carrier: s.id('Federation Outpost'),
    });
  });

  it('should refuse an [AU] replacement without the doorway, or without [Films] (Rulebook "Entering Play")', () => {
    // Arrange
    const without = spockAtOutpost('Mr. Spock', 'Captain Spock', []);
    const noFilms = spockAtOutpost('Captain Spock', 'Mr. Spock', [SLINGSHOT]);
    // Act
    const offered = [candidates('p1')(without.game), candidates('p1')(noFilms.game)];
    const rules = [
      refusal(without.game, exchange(without, 'Mr. Spock', 'Captain Spock')),
      refusal(noFilms.game, exchange(noFilms, 'Captain Spock', 'Mr. Spock')),
    ];
    // Assert
    expect(offered).toEqual([
      [{ type: 'persona.pass', player: 'p1' }],
      [{ type: 'persona.pass', player: 'p1' }],
    ]);
    expect(rules).toEqual(['Entering Play', 'Entering Play']);
  });

  it("should make its player's seeded [AU] dilemma no mis-seed, but not the opponent's (Rulebook 7.2.4 Mis-seeds)", () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .table('p2', [SLINGSHOT])
      .seed('Avert Disaster', 'p2', [{ title: 'Exact Change', label: 'allowed' }])
      .seed('Avert Disaster', 'p1', [{ title: 'Exact Change', label: 'refused' }])
      .build();
    // Act
    const misseeds = ['allowed', 'refused'].map((c) => isMisseed(s.id(c), s.id('Avert Disaster'))(s.game));
    // Assert
    expect(misseeds).toEqual([false, true]);
  });
});

// Helpers

const SLINGSHOT = 'Slingshot Effect';
const OUTPOST = 'Klingon Outpost';

const withOutpost = () =>
  onTurn().mission('p1', 'Khitomer Research').facility('p1', OUTPOST, { at: 'Khitomer Research' });

const report = (card: string, facility: string) =>
  ({ type: 'card.play', player: 'p1', card, kind: 'report', facility, affiliation: 'Klingon' }) as const;

/** One Spock version aboard p1's Federation Outpost at the start of p1's turn, another version in p1's hand. */
const spockAtOutpost = (inPlay: string, inHand: string, table: ReadonlyArray<string>): Scenario =>
  scenario({ pending: { player: 'p1', decision: 'turn.replacePersonas' } })
    .mission('p1', 'Avert Disaster')
    .facility('p1', 'Federation Outpost', { at: 'Avert Disaster' })
    .aboard('Federation Outpost', 'p1', [inPlay])
    .table('p1', table)
    .hand('p1', [inHand])
    .build();

const exchange = (s: Scenario, card: string, replacement: string): ReplacePersonas => ({
  type: 'persona.replace',
  player: 'p1',
  replacements: [{ card: s.id(card), replacement: s.id(replacement), affiliation: 'Federation' }],
});
