// A player's log and refusals through the engine facade (Rulebook "Looking at Cards"): what the player could not see is
// written as a hidden card, what they could see keeps its title; the log without a player stays the omniscient record.
import * as E from 'fp-ts/Either';
import type { Command } from '../domain/game/decisions';
import type { Scenario } from '../domain/game/scenario';
import { scenario } from '../domain/game/scenario';
import { log, logLength, send, state } from './engine';
import { acting, sent, started } from './engine-test-support';

describe('log', () => {
  it('should withhold from the opponent and a spectator the title of a card played face down (Rulebook "Looking at Cards", "Entering Play")', () => {
    // Arrange
    const s = scenario().hand('p1', [TREATY]).drawDeck('p1', ['Worf']).drawDeck('p2', ['Kurn']).build();
    const game = acting(s.game);
    // Act
    sent(game, { type: 'agenda.play', player: 'p1', card: s.id(TREATY) });
    // Assert
    const [opponents, owners, omniscient] = [log(game, 'p2'), log(game, 'p1'), log(game)];
    expect(opponents[0]?.text).toBe(`p1 agenda.play card=a hidden card (${s.id(TREATY)})`);
    expect(owners[0]?.text).toBe(`p1 agenda.play card=${TREATY} (${s.id(TREATY)})`);
    expect(omniscient[0]?.text).toBe(owners[0]?.text);
    expect(opponents[0]).not.toHaveProperty('unseen');
    expect(log(game, 'spectator')[0]?.text).toBe(opponents[0]?.text);
  });

  it('should show the opponent a personnel as it is played, but not when it later beams unseen (Rulebook "Looking at Cards")', () => {
    // Arrange: "you may see and inspect your opponent's Personnel and Equipment only when they are played"
    const s = outpost().hand('p1', ['Data']).drawDeck('p1', ['Worf']).drawDeck('p2', ['Kurn']).build();
    const game = acting(s.game);
    // Act
    sent(game, report(s, 'Data'));
    sent(game, {
      type: 'card.beam',
      player: 'p1',
      card: s.id('Data'),
      from: s.id('Federation Outpost'),
      to: s.id('Avert Disaster'),
    });
    // Assert
    const [played, beamed] = log(game, 'p2');
    expect(played?.text).toContain(`card=Data (${s.id('Data')})`);
    expect(beamed?.text).toContain(`card=a hidden card (${s.id('Data')})`);
    expect(log(game, 'p1')[1]?.text).toContain(`card=Data (${s.id('Data')})`);
  });

  it('should give each command the chronicle entries it produced: the attempt, its seed cards, its outcome (Rulebook 7.2)', () => {
    // Arrange
    const s = armusAtExcavation();
    const game = started(s.game);
    // Act
    sent(game, { type: 'mission.attempt', player: 'p1', location: s.id('Excavation') });
    sent(game, { type: 'turn.end', player: 'p1' });
    // Assert
    const [attempt, end] = log(game);
    expect(attempt?.events[0]).toBe('p1 attempts Excavation with 3 personnel');
    expect(attempt?.events).toContain(`Armus - Skin of Evil (${s.id('Armus - Skin of Evil')}) is revealed`);
    expect(attempt?.events.some((e) => e.endsWith(' is killed'))).toBe(true);
    expect(end?.events).toContain('p1 draws a card');
  });

  it('should keep for both players a seed card revealed in a mission attempt and a card killed (Rulebook 7.2)', () => {
    // Arrange
    const s = armusAtExcavation();
    const game = acting(s.game);
    // Act
    sent(game, { type: 'mission.attempt', player: 'p1', location: s.id('Excavation') });
    // Assert
    const revealed = `Armus - Skin of Evil (${s.id('Armus - Skin of Evil')}) is revealed`;
    for (const player of ['p1', 'p2']) {
      const events = log(game, player)[0]?.events ?? [];
      expect(events).toContain(revealed);
      expect(events.filter((e) => e.endsWith(' is killed') && !e.startsWith('a hidden card'))).toHaveLength(
        1,
      );
    }
  });

  it('should keep for both players a dilemma revealed, then reseeded face down in the same command (Rulebook 7.2)', () => {
    // Arrange: Ancient Computer is not got past and goes back face down under the mission
    const s = scenario()
      .mission('p1', 'Test Mission')
      .seed('Test Mission', 'p2', ['Ancient Computer'])
      .ship('p1', 'Runabout', { at: 'Test Mission' })
      .aboard('Runabout', 'p1', ['Mendon', 'Deanna Troi'])
      .drawDeck('p1', ['Worf'])
      .drawDeck('p2', ['Kurn'])
      .build();
    const game = acting(s.game);
    // Act
    sent(game, {
      type: 'mission.attempt',
      player: 'p1',
      location: s.id('Test Mission'),
      ship: s.id('Runabout'),
    });
    // Assert
    const revealed = `Ancient Computer (${s.id('Ancient Computer')}) is revealed`;
    expect(state(game).cards[s.id('Ancient Computer')]).toMatchObject({
      zone: { kind: 'underMission' },
      faceUp: false,
    });
    expect(['p1', 'p2'].map((player) => log(game, player)[0]?.events.includes(revealed))).toEqual([
      true,
      true,
    ]);
  });
});

describe('logLength', () => {
  it('should count the commands the log holds, as log does, and not a refused one (issue 16: the fuzz checks read it)', () => {
    // Arrange
    const s = outpost().hand('p1', ['Data']).drawDeck('p1', ['Worf']).drawDeck('p2', ['Kurn']).build();
    const game = acting(s.game);
    const before = logLength(game);
    // Act
    sent(game, report(s, 'Data'));
    const refused = send(game, report(s, 'Data'));
    // Assert
    expect(E.isLeft(refused)).toBe(true);
    expect([before, logLength(game)]).toEqual([0, 1]);
    expect(logLength(game)).toBe(log(game).length);
  });
});

describe('send', () => {
  it('should refuse a command naming a card the sender may not see without telling what it is (Rulebook "Looking at Cards")', () => {
    // Arrange: p1's Enterprise is cloaked (12.12) and Data is in p1's hand
    const s = scenario({ active: 'p2' })
      .mission('p1', 'Avert Disaster')
      .mission('p1', 'Excavation')
      .ship('p1', 'U.S.S. Enterprise', { at: 'Avert Disaster' })
      .modify('U.S.S. Enterprise', { cloaked: true })
      .hand('p1', ['Data'])
      .drawDeck('p1', ['Worf'])
      .drawDeck('p2', ['Kurn'])
      .build();
    const game = acting(s.game);
    const [ship, data] = [s.id('U.S.S. Enterprise'), s.id('Data')];
    // Act
    const refusals = [
      send(game, { type: 'ship.cloak', player: 'p2', ship }),
      send(game, { type: 'card.beam', player: 'p2', card: data, from: s.id('Avert Disaster'), to: ship }),
    ];
    // Assert
    expect(refusals).toEqual([
      E.left({ rule: '7.6 Cloak', message: 'a hidden card is not your ship' }),
      E.left({ rule: '7.1.1 Beam', message: `a hidden card (${data}) is not under your control` }),
    ]);
  });
});

// Helpers

const TREATY = 'Treaty: Romulan/Cardassian';

/** p1's Away Team of three at Excavation, where p2 seeded Armus - Skin of Evil. */
const armusAtExcavation = () =>
  scenario()
    .mission('p1', 'Excavation')
    .seed('Excavation', 'p2', ['Armus - Skin of Evil'])
    .surface('Excavation', 'p1', ['Data', 'Tasha Yar', 'Worf'])
    .drawDeck('p1', ['Jean-Luc Picard'])
    .drawDeck('p2', ['Mendon'])
    .build();

const outpost = () =>
  scenario().mission('p1', 'Avert Disaster').facility('p1', 'Federation Outpost', { at: 'Avert Disaster' });

const report = (s: Scenario, card: string): Command => ({
  type: 'card.play',
  player: 'p1',
  card: s.id(card),
  kind: 'report',
  facility: s.id('Federation Outpost'),
  affiliation: 'Federation',
});
