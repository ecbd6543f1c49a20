// The large tribble cards' 1E text (Rulebook "Tribbles (11.3)"): 100 Tribbles, 1,000 Tribbles, 10,000 Tribbles,
// 100,000 Tribbles (each title's printings are copies).
import { isProbingCancelled } from '../../../domain/card-effects/end-of-turn-probes';
import { skillLevel } from '../../../domain/cards-in-play/skills';
import { getCard } from '../../../domain/core/game-state';
import { type ScenarioBuilder, scenario } from '../../../domain/game/scenario';
import { meetsMissionRequirements, solve } from '../../../domain/mission-attempt/outcome';
import { begin } from '../../../domain/mission-attempt/seed-cards';
import { onTurn, playsOf, refusal, send } from '../play-test-support';

describe('hundredTribbles', () => {
  it('should add 2 Leadership to the requirements of a mission attempted where it is present (Rulebook 7.2 "Solving a Mission")', () => {
    // Arrange: Excavation "Archaeology OR CUNNING>32": Baran (Archaeology) meets it; neither has Leadership
    const plain = excavation([]);
    const tribbles = excavation(['100 Tribbles - Poison']);
    const led = excavation(['100 Tribbles - Poison'], (b) =>
      b.surface('Excavation', 'p1', ['Jean-Luc Picard', 'Benjamin Maxwell']),
    );
    // Act
    const met = [plain, tribbles, led].map((s) =>
      meetsMissionRequirements(attempting(s.game, s.id('Excavation'))),
    );
    // Assert: Picard's Leadership and Maxwell's make 2
    expect(met).toEqual([true, false, true]);
  });

  it('should not add it to an attempt by a team it is not present with (Rulebook 12.4 "Present")', () => {
    // Arrange: the tribbles aboard a ship in orbit are not present with the Away Team on the planet
    const s = excavation([], (b) =>
      b
        .ship('p2', "I.K.C. K'Vort", { at: 'Excavation' })
        .aboard("I.K.C. K'Vort", 'p2', ['100 Tribbles - Bonus']),
    );
    // Act
    const met = meetsMissionRequirements(attempting(s.game, s.id('Excavation')));
    // Assert
    expect(met).toBe(true);
  });
});

describe('thousandTribbles', () => {
  it('should make each personnel present lose their first-listed skill, a Klingon or not (Rulebook "Using Skills")', () => {
    // Arrange
    const none = excavation([]);
    const thousand = excavation(['1,000 Tribbles - Rescue']);
    // Act
    const skills = (s: typeof none) => [
      skillLevel(s.id('Baran'), 'OFFICER')(s.game),
      skillLevel(s.id('Baran'), 'Archaeology')(s.game),
      skillLevel(s.id('Deanna Troi'), 'OFFICER')(s.game),
    ];
    // Assert: OFFICER is the first-listed skill of both (Baran is Non-Aligned, Deanna Troi Federation)
    expect(skills(none)).toEqual([1, 1, 1]);
    expect(skills(thousand)).toEqual([0, 1, 0]);
  });
});

describe('tenThousandTribbles', () => {
  it('should add 2 Exobiology to a mission attempt where present (Rulebook 7.2 "Solving a Mission")', () => {
    // Arrange
    const s = excavation(['10,000 Tribbles - Go']);
    // Act
    const met = meetsMissionRequirements(attempting(s.game, s.id('Excavation')));
    // Assert
    expect(met).toBe(false);
  });

  it('should cancel the probing of a non-Dilemma card at its location only, never a dilemma\'s nor a card\'s on the table (Rulebook "Probing")', () => {
    // Arrange
    const s = excavation(['10,000 Tribbles - Poison'], (b) =>
      b
        .ship('p2', "I.K.C. K'Vort", { at: 'Excavation' })
        .mission('p2', 'Avert Disaster')
        .ship('p2', "I.K.C. Fek'lhr", { at: 'Avert Disaster' })
        .seed('Excavation', 'p2', ['Armus - Skin of Evil'])
        .table('p2', ['Navigate Plasma Storms']),
    );
    // Act
    const cancelled = [
      "I.K.C. K'Vort",
      "I.K.C. Fek'lhr",
      'Armus - Skin of Evil',
      'Navigate Plasma Storms',
    ].map((card) => isProbingCancelled(s.id(card))(s.game));
    // Assert
    expect(cancelled).toEqual([true, false, false, false]);
  });
});

describe('hundredThousandTribbles', () => {
  it('should take 10 points from a mission solved while it is on the planet (Rulebook 7.2 "Solving a Mission")', () => {
    // Arrange: Excavation is worth 25
    const plain = excavation([]);
    const tribbles = excavation(['100,000 Tribbles - Discard']);
    // Act
    const scores = [plain, tribbles].map(
      (s) => solve(attempting(s.game, s.id('Excavation'))).players[0].score,
    );
    // Assert
    expect(scores).toEqual([25, 15]);
  });

  it('should take the 10 points once for two copies on the planet (Rulebook 12.9 Cumulative: copies do not add up)', () => {
    // Arrange
    const s = excavation(['100,000 Tribbles - Discard', '100,000 Tribbles - Rescue']);
    // Act
    const score = solve(attempting(s.game, s.id('Excavation'))).players[0].score;
    // Assert
    expect(score).toBe(15);
  });

  it('should keep a native from reporting for free where it is present: the report takes the normal card play (Rulebook "Play a Card": "for free")', () => {
    // Arrange: Camp Khitomer lets one native a turn report for free; the tribbles are on its planet
    const free = atCamp([]);
    const hindered = atCamp(['100,000 Tribbles - Rescue']);
    const command = {
      type: 'card.play',
      player: 'p1',
      card: free.id('Karnog'),
      kind: 'report',
      facility: free.id('Camp Khitomer'),
      affiliation: 'Klingon',
    } as const;
    // Act
    const afterFree = send(free.game, command);
    const afterHindered = send(hindered.game, { ...command, card: hindered.id('Karnog') });
    const spent = { ...hindered.game, turn: { ...hindered.game.turn, normalCardPlayUsed: true } };
    // Assert
    expect(afterFree.turn.normalCardPlayUsed).toBe(false);
    expect(afterHindered.turn.normalCardPlayUsed).toBe(true);
    expect(getCard(hindered.id('Karnog'))(afterHindered).zone.kind).toBe('planetSurface');
    expect(playsOf(spent, hindered.id('Karnog'))).toEqual([]);
    expect(refusal(spent, { ...command, card: hindered.id('Karnog') })).toBe('Play a Card');
  });
});

// Helpers

/** Excavation with Baran and Deanna Troi on its planet, p2's tribble cards there, and whatever else is asked. */
const excavation = (
  tribbles: ReadonlyArray<string>,
  more: (b: ScenarioBuilder) => ScenarioBuilder = (b) => b,
) =>
  more(
    scenario()
      .mission('p1', 'Excavation')
      .surface('Excavation', 'p1', ['Baran', 'Deanna Troi'])
      .surface('Excavation', 'p2', tribbles),
  ).build();

const attempting = (game: Parameters<ReturnType<typeof begin>>[0], location: string) =>
  begin({ player: 'p1', location, ship: null })(game);

/** p1's turn with Camp Khitomer in play, Karnog in hand, and p2's tribble cards on Camp Khitomer's planet. */
const atCamp = (tribbles: ReadonlyArray<string>) =>
  onTurn()
    .mission('p1', 'Khitomer Research')
    .timeLocation('p1', 'Camp Khitomer')
    .surface('Camp Khitomer', 'p2', tribbles)
    .hand('p1', ['Karnog'])
    .build();
