import * as E from 'fp-ts/Either';
import { getCard } from '../core/game-state';
import * as Decisions from '../game/decisions';
import { scenario } from '../game/scenario';
import {
  applyChangeAffiliation,
  type ChangeAffiliation,
  changeAffiliationCandidates,
  checkChangeAffiliation,
} from './affiliation-change';

const TALLERA = { title: 'Tallera', blueprint: 'faj/tallera' } as const;
const BOUNTY = { title: 'H.M.S. Bounty', blueprint: 'tmp/110hmsbountyfed' } as const;
const SISTERS = { title: 'Sisters of Duras', blueprint: 'faj/sistersofduras' } as const;

describe('changeAffiliationCandidates', () => {
  it('should offer each other printed affiliation of your multi-affiliation cards in play (Rulebook "Multi-affiliation cards")', () => {
    // Arrange
    const s = atOutpost('Romulan Outpost', [TALLERA, 'Jera']).build();
    // Act
    const offered = changeAffiliationCandidates('p1')(s.game);
    // Assert
    expect(offered).toEqual([change(s.id('Tallera'), 'Federation'), change(s.id('Tallera'), 'Non-Aligned')]);
    expect(changeAffiliationCandidates('p2')(s.game)).toEqual([]);
  });
});

describe('checkChangeAffiliation', () => {
  it('should list only the changes that keep your crew compatible (Rulebook "Multi-affiliation cards")', () => {
    // Arrange
    const s = atOutpost('Romulan Outpost', [TALLERA, 'Jera']).build();
    const toNonAligned = change(s.id('Tallera'), 'Non-Aligned');
    const toFederation = change(s.id('Tallera'), 'Federation');
    // Act
    const refused = Decisions.check(toFederation)(s.game);
    // Assert
    expect(Decisions.legalActions(s.game)).toContainEqual(toNonAligned);
    expect(Decisions.legalActions(s.game)).not.toContainEqual(toFederation);
    expect(refused).toEqual(E.left(expect.objectContaining({ rule: 'Multi-affiliation cards' })));
    expect(getCard(s.id('Tallera'))(s.game).affiliation).toBe('Romulan');
  });

  it('should refuse the Koral example: a [NA] crewman to [Kli], or the [Fed] Bounty to [Kli], among a [Fed] crew (Rulebook "Multi-affiliation cards")', () => {
    // Arrange: Tallera in [NA] mode stands in for Koral (The Next Generation), whose printing is not in the data
    const s = scenario({ pending: { player: 'p1', decision: 'turn.act' } })
      .mission('p1', 'Test Mission')
      .ship('p1', BOUNTY, { at: 'Test Mission' })
      .aboard('H.M.S. Bounty', 'p1', [TALLERA, 'Data', 'Geordi La Forge'])
      .modify('Tallera', { affiliation: 'Non-Aligned' })
      .build();
    // Act
    const crewman = Decisions.check(change(s.id('Tallera'), 'Romulan'))(s.game);
    const ship = Decisions.check(change(s.id('H.M.S. Bounty'), 'Klingon'))(s.game);
    // Assert
    expect(crewman).toEqual(E.left(expect.objectContaining({ rule: 'Multi-affiliation cards' })));
    expect(ship).toEqual(E.left(expect.objectContaining({ rule: 'Multi-affiliation cards' })));
  });

  it('should refuse switching the Sisters of Duras to [Kli] aboard a [Rom] ship (Rulebook 10.2.10 House Arrest)', () => {
    // Arrange
    const s = scenario({ pending: { player: 'p1', decision: 'turn.act' } })
      .mission('p1', 'Test Mission')
      .ship('p1', 'Khazara', { at: 'Test Mission' })
      .aboard('Khazara', 'p1', [SISTERS])
      .build();
    // Act
    const result = checkChangeAffiliation(change(s.id('Sisters of Duras'), 'Klingon'))(s.game);
    // Assert
    expect(E.isLeft(result)).toBe(true);
  });

  it('should refuse a card with one affiliation, and the affiliation it already has (Rulebook "Multi-affiliation cards")', () => {
    // Arrange
    const s = atOutpost('Romulan Outpost', [TALLERA, 'Jera']).build();
    // Act
    const single = checkChangeAffiliation(change(s.id('Jera'), 'Federation'))(s.game);
    const same = checkChangeAffiliation(change(s.id('Tallera'), 'Romulan'))(s.game);
    // Assert
    expect(E.isLeft(single) && single.left.message).toMatch(/not a multi-affiliation/);
    expect(E.isLeft(same) && same.left.message).toMatch(/already in Romulan mode/);
  });
});

describe('applyChangeAffiliation', () => {
  it('should switch back and forth with no limit and without beginning orders (Rulebook "Multi-affiliation cards": "at any time")', () => {
    // Arrange
    const s = scenario({ pending: { player: 'p1', decision: 'turn.act' } })
      .mission('p1', 'Test Mission')
      .ship('p1', BOUNTY, { at: 'Test Mission' })
      .build();
    const bounty = s.id('H.M.S. Bounty');
    // Act
    const klingon = Decisions.apply(change(bounty, 'Klingon'))(s.game);
    const back = Decisions.apply(change(bounty, 'Federation'))(klingon);
    // Assert
    expect(getCard(bounty)(klingon).affiliation).toBe('Klingon');
    expect(getCard(bounty)(back).affiliation).toBe('Federation');
    expect(back.turn.ordersBegun).toBe(false);
    expect(Decisions.legalActions(back)).toContainEqual(change(bounty, 'Klingon'));
  });

  it('should change both personnel of a dual-personnel card at once (Rulebook "Dual-personnel cards": "changes affiliation")', () => {
    // Arrange
    const s = atOutpost('Klingon Outpost', []).surface('Avert Disaster', 'p1', [SISTERS]).build();
    // Act
    const next = applyChangeAffiliation(change(s.id('Sisters of Duras'), 'Klingon'))(s.game);
    // Assert
    expect(getCard(s.id('Sisters of Duras'))(next).affiliation).toBe('Klingon');
  });
});

// Helpers

const change = (card: string, affiliation: string): ChangeAffiliation => ({
  type: 'card.changeAffiliation',
  player: 'p1',
  card,
  affiliation,
});

const atOutpost = (outpost: string, crew: ReadonlyArray<string | typeof TALLERA>) =>
  scenario({ pending: { player: 'p1', decision: 'turn.act' } })
    .mission('p1', 'Avert Disaster')
    .facility('p1', outpost, { at: 'Avert Disaster' })
    .aboard(outpost, 'p1', crew)
    .mission('p1', 'Test Mission');
