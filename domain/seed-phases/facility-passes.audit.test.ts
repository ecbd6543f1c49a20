// Passing in the facility phase as a judge's worked example, through the engine facade. Rulebook "Facility Phase"
// (L278): "The facility phase continues until both players announce they have no more cards to seed by saying 'pass.'
// Once both players have passed, the seed phases are complete." A pass is final only where the rulebook says so (the
// dilemma phase's stage 4, L260: "Once you pass, you may not seed any more cards during this phase"): here the phase
// ends when both players pass in succession, and a player who passed seeds again after the opponent seeds.
import { legalActions, state } from '../../machines/engine';
import { sent, started } from '../../machines/engine-test-support';
import { refusal } from '../../machines/judge-test-support';
import { type Scenario, scenario } from '../game/scenario';

describe('passing in the facility phase', () => {
  it('should give p1, who passed, the next seed after p2\'s seed (Rulebook "Facility Phase", L278)', () => {
    // Arrange
    const s = spaceline();
    const game = started(s.game);
    // Act
    sent(game, { type: 'facility.pass', player: 'p1' });
    sent(game, klingonOutpost(s));
    // Assert
    expect(state(game).pending).toEqual({ player: 'p1', decision: 'facility.seed' });
    expect(legalActions(game)).toContainEqual(federationOutpost(s));
    expect(state(sent(game, federationOutpost(s))).cards[s.id('a')]?.zone.kind).toBe('atLocation');
  });

  it('should give p2, who passed, the next seed after p1\'s seed (Rulebook "Facility Phase", L278)', () => {
    // Arrange: p1 also has a Klingon Outpost for p2's Fever Emergency
    const s = spaceline(['Klingon Outpost']);
    const game = started(s.game);
    // Act
    sent(game, federationOutpost(s, 'a', 'Avert Disaster'));
    sent(game, { type: 'facility.pass', player: 'p2' });
    sent(game, federationOutpost(s, 'b', 'Fever Emergency'));
    // Assert
    expect(state(game).pending).toEqual({ player: 'p2', decision: 'facility.seed' });
    expect(legalActions(game)).toContainEqual(klingonOutpost(s));
  });

  it('should end the phase when both pass in succession and refuse a seed after, unchanged (Rulebook "Facility Phase", L278)', () => {
    // Arrange
    const s = spaceline();
    const game = started(s.game);
    // Act
    sent(game, { type: 'facility.pass', player: 'p1' });
    sent(game, { type: 'facility.pass', player: 'p2' });
    const refused = refusal(game, federationOutpost(s));
    // Assert
    expect(state(game).phase).toBe('play');
    expect(legalActions(game)).not.toContainEqual(federationOutpost(s));
    expect(refused.unchanged).toBe(true);
    expect(refused.rule).not.toBeNull();
  });
});

// Helpers

/**
 * p1 owns Avert Disaster ([FED]) with a Federation Outpost to seed (labelled a) and the `more` seed cards (b, …), p2
 * Fever Emergency ([KLI]) with a Klingon Outpost.
 */
const spaceline = (more: ReadonlyArray<string> = []): Scenario =>
  scenario({ phase: 'facility' })
    .mission('p1', 'Avert Disaster')
    .mission('p2', 'Fever Emergency')
    .place('p1', { kind: 'seedDeck', player: 'p1' }, [
      { title: 'Federation Outpost', label: 'a' },
      ...more.map((title, i) => ({ title, label: String.fromCharCode(98 + i) })),
    ])
    .place('p2', { kind: 'seedDeck', player: 'p2' }, [{ title: 'Klingon Outpost', label: 'p2 outpost' }])
    .drawDeck('p1', ['Data', 'Data', 'Data', 'Data', 'Data', 'Data', 'Data', 'Data'])
    .drawDeck('p2', ['Worf', 'Worf', 'Worf', 'Worf', 'Worf', 'Worf', 'Worf', 'Worf'])
    .build();

const federationOutpost = (s: Scenario, label = 'a', mission = 'Avert Disaster') =>
  ({ type: 'facility.seed', player: 'p1', card: s.id(label), location: s.id(mission) }) as const;

const klingonOutpost = (s: Scenario) =>
  ({
    type: 'facility.seed',
    player: 'p2',
    card: s.id('p2 outpost'),
    location: s.id('Fever Emergency'),
  }) as const;
