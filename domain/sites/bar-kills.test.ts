// Quark's Bar (HF5/hmf5_15, roa/quarksbar, VP/217VP), site: "Any player who kills any waiters or dabo girls here in
// battle must discard two cards for each." Rulebook 7.4 personnel battle; Rulebook "Characteristics" (waiter).
import { refused, started } from '../../cards/effects/response-test-support';
import { act } from '../../cards/effects/turn-test-support';
import { type Game, legalActions, state } from '../../machines/engine';
import { cardsIn, type GameState } from '../core/game-state';
import type { Command } from '../game/decisions';
import type { ScenarioBuilder } from '../game/scenario';
import { terokNor } from './test-support';

describe("Quark's Bar: two cards discarded for each waiter or dabo girl killed there in battle", () => {
  it('should have the killer discard two cards from hand, one at a time, once the battle is over', () => {
    // Arrange
    const [game, s] = started(bar(["Quark's Bar"]));
    // Act
    const over = battle(game, s.id("Quark's Bar"), s.ids('Kurn'), s.id('Pel'));
    const choices = legalActions(game);
    act(game, { type: 'card.choose', player: 'p1', card: s.ids('Data')[0] as string });
    const after = act(game, { type: 'card.choose', player: 'p1', card: s.ids('Data')[1] as string });
    // Assert
    expect(cardsIn({ kind: 'discard', player: 'p2' })(over)).toContain(s.id('Pel'));
    expect(over.pending).toEqual({ player: 'p1', decision: 'card.choose' });
    expect(choices).toEqual(s.ids('Data').map((card) => ({ type: 'card.choose', player: 'p1', card })));
    expect(cardsIn({ kind: 'hand', player: 'p1' })(after)).toEqual([s.ids('Data')[2]]);
    expect(after.pending).toEqual({ player: 'p1', decision: 'turn.act' });
  });

  it('should refuse discarding a card not in hand, changing nothing', () => {
    // Arrange
    const [game, s] = started(bar(["Quark's Bar"]));
    const over = battle(game, s.id("Quark's Bar"), s.ids('Kurn'), s.id('Pel'));
    // Act
    const rule = refused(game, { type: 'card.choose', player: 'p1', card: s.id('Pel') });
    // Assert
    expect(rule).toBe("Quark's Bar");
    expect(state(game)).toBe(over);
  });

  it('should owe nothing for a waiter killed at another site (Promenade Shops)', () => {
    // Arrange
    const [game, s] = started(bar(['Promenade Shops']));
    // Act
    const over = battle(game, s.id('Promenade Shops'), s.ids('Kurn'), s.id('Pel'));
    // Assert
    expect(cardsIn({ kind: 'discard', player: 'p2' })(over)).toContain(s.id('Pel'));
    expect(over.choosing).toBeUndefined();
    expect(cardsIn({ kind: 'hand', player: 'p1' })(over)).toHaveLength(3);
  });
});

// Helpers

/** p1's three Kurns against p2's Pel (a waiter) at `site` of p1's Terok Nor; three cards in p1's hand. */
const bar = (sites: ReadonlyArray<string>): ScenarioBuilder =>
  terokNor(sites)
    .aboard(sites[0] as string, 'p1', ['Kurn', 'Kurn', 'Kurn'])
    .aboard(sites[0] as string, 'p2', ['Pel'])
    .hand('p1', ['Data', 'Data', 'Data'])
    .drawDeck('p1', ['Worf'])
    .drawDeck('p2', ['Worf']);

/** p1 attacks with `attackers` at the site and the battle runs with the first legal answer to each of its decisions. */
const battle = (game: Game, site: string, attackers: ReadonlyArray<string>, defender: string): GameState => {
  const carrier = state(game).cards[site]?.zone;
  if (carrier?.kind !== 'playedOn') throw new Error('no site');
  act(game, {
    type: 'battle.initiate',
    player: 'p1',
    kind: 'personnel',
    place: { kind: 'aboard', carrier: carrier.host, site },
    attackers,
    defenders: [defender],
  } as Command);
  for (let now = state(game); now.battle !== undefined; now = state(game))
    act(game, legalActions(game)[0] as Command);
  return state(game);
};
