import { loadCardDatabase } from '../../cards/database';
import { getCard } from '../core/game-state';
import * as Decisions from '../game/decisions';
import { type ScenarioBuilder, scenario } from '../game/scenario';
import { representsImpersonated, settleInfiltrators } from './infiltration-exposure';

describe('representsImpersonated', () => {
  it('should read versions and mirror opposites of the impersonated persona, not other impersonators (Rulebook 7.9.1)', () => {
    // Arrange
    const kiraFounder = printed('Kira Founder');
    const others = ['Kira Nerys', 'Colonel Kira', 'The Intendant', "O'Brien Founder", 'Data'].map(printed);
    // Act
    const exposing = others.map(representsImpersonated(kiraFounder));
    // Assert
    expect(exposing).toEqual([true, true, true, false, false]);
  });
});

describe('settleInfiltrators', () => {
  it('should expose an infiltrator present with the persona it impersonates (Rulebook 7.9.1: "immediately exposed")', () => {
    // Arrange: O'Brien Founder infiltrates p2's crew, where Miles O'Brien serves
    const s = infiltrating(['Data', "Miles O'Brien"]).build();
    // Act
    const after = settleInfiltrators(s.game);
    // Assert
    const founder = getCard(s.id("O'Brien Founder"))(after);
    expect([founder.affiliation, founder.infiltration?.exposed]).toEqual(['Dominion', true]);
  });

  it('should leave an infiltrator alone away from its persona (Rulebook 7.9.1)', () => {
    // Arrange
    const s = infiltrating(['Data']).build();
    // Act
    const after = settleInfiltrators(s.game);
    // Assert
    expect(after).toBe(s.game);
  });

  it('should expose an infiltrator back aboard its own ship (Rulebook 7.9.1: "returning to your own crew")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .ship('p1', 'Runabout', { at: 'Avert Disaster' })
      .aboard('Runabout', 'p1', ["O'Brien Founder"])
      .modify("O'Brien Founder", {
        affiliation: 'Federation',
        infiltration: { into: 'p2', revertsTo: 'Dominion' },
      })
      .build();
    // Act
    const after = settleInfiltrators(s.game);
    // Assert
    expect(getCard(s.id("O'Brien Founder"))(after).infiltration?.exposed).toBe(true);
  });

  it("should free an exposed infiltrator away from all that opponent's personnel to infiltrate again (Rulebook 7.9.1)", () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .surface('Avert Disaster', 'p1', ["O'Brien Founder"])
      .modify("O'Brien Founder", { infiltration: { into: 'p2', revertsTo: 'Dominion', exposed: true } })
      .build();
    // Act
    const after = settleInfiltrators(s.game);
    // Assert
    expect(getCard(s.id("O'Brien Founder"))(after).infiltration).toBeUndefined();
  });

  it('should expose after the command that brings the persona to the infiltrator (Rulebook 7.9.1, every command)', () => {
    // Arrange: p1 beams its own Miles O'Brien down to the planet where O'Brien Founder infiltrates p2's Away Team
    const s = scenario({ pending: { player: 'p1', decision: 'turn.act' } })
      .mission('p1', 'Avert Disaster')
      .surface('Avert Disaster', 'p2', ['Data'])
      .surface('Avert Disaster', 'p1', ["O'Brien Founder"])
      .ship('p1', 'Runabout', { at: 'Avert Disaster' })
      .aboard('Runabout', 'p1', ["Miles O'Brien", 'Geordi La Forge'])
      .modify("O'Brien Founder", {
        affiliation: 'Federation',
        infiltration: { into: 'p2', revertsTo: 'Dominion' },
      })
      .build();
    const beam = {
      type: 'card.beam',
      player: 'p1',
      card: s.id("Miles O'Brien"),
      from: s.id('Runabout'),
      to: s.id('Avert Disaster'),
    } as const;
    // Act
    const after = Decisions.apply(beam)(s.game);
    // Assert
    expect(Decisions.legalActions(s.game)).toContainEqual(beam);
    expect(getCard(s.id("O'Brien Founder"))(after).affiliation).toBe('Dominion');
  });
});

// Helpers

const printed = (title: string) => {
  const card = loadCardDatabase().byTitle(title)[0];
  if (card === undefined) throw new Error(`no card ${title}`);
  return card;
};

const infiltrating = (crew: ReadonlyArray<string>): ScenarioBuilder =>
  scenario()
    .mission('p1', 'Avert Disaster')
    .ship('p2', 'U.S.S. Galaxy', { at: 'Avert Disaster' })
    .aboard('U.S.S. Galaxy', 'p2', crew)
    .aboard('U.S.S. Galaxy', 'p1', ["O'Brien Founder"])
    .modify("O'Brien Founder", {
      affiliation: 'Federation',
      infiltration: { into: 'p2', revertsTo: 'Dominion' },
    });
