// Responses to kills by card text as a judge's worked examples, through the engine facade (issue #15 item 7): a kill is
// a kill whoever causes it (Rulebook L1045: "Cards that are killed or destroyed leave play normally", its examples a
// dilemma and card text alike, "Armus - Skin of Evil, Vulcan Stone of Gol"), so a personnel killed by an interrupt opens the same window as a
// battle's or a dilemma's kill (Rulebook "Playing 'At Any Time'": a valid response to that action). Dead in Bed:
// "Kills any one personnel currently in stasis"; Honor Challenge: "Each Klingon with Honor immediately kills one
// opponent with Treachery"; Klingon Death Yell: "Plays on any just killed Klingon with Honor"; Klingon Right of
// Vengeance: "If any Klingon is killed in an away team battle, all other Klingons present may immediately re-attack".

import { legalActions, pending, state } from '../../machines/engine';
import { acting, sent } from '../../machines/engine-test-support';
import { refusal } from '../../machines/judge-test-support';
import type { PersonnelInitiateCommand } from '../battle-rules/battle-model';
import { setStatus } from '../cards-in-play/presence';
import { cardsIn } from '../core/game-state';
import { scenario } from '../game/scenario';

describe('responses to kills by card text', () => {
  it("should let the victim's owner answer Dead in Bed's kill of a Klingon with Honor with Klingon Death Yell (Rulebook L1045)", () => {
    // Arrange: p1 kills p2's Kurn, in stasis, with Dead in Bed
    const s = inStasis('Kurn');
    const game = acting(setStatus(s.id('Kurn'), 'stasis', true)(s.game));
    sent(game, deadInBed(s.id('Dead in Bed'), s.id('Kurn')));
    const yell = deathYell('p2', s.id('Klingon Death Yell'), s.id('Kurn'));
    // Act
    const offered = legalActions(game);
    const after = state(sent(game, yell));
    // Assert
    expect(offered).toEqual([yell, { type: 'response.pass', player: 'p2' }]);
    expect(cardsIn({ kind: 'pointArea', player: 'p2' })(after)).toEqual([s.id('Klingon Death Yell')]);
    expect(after.players.find((p) => p.id === 'p2')?.score).toBe(5);
    expect(pending(game)).toEqual({ player: 'p1', decision: 'turn.act' });
  });

  it("should ask p1 first when p2's Dead in Bed, played between p1's actions, kills p1's Kurn: the kill is p2's action (Rulings \"actions – step 2\")", () => {
    // Arrange: p2 kills p1's Kurn, in stasis, with Dead in Bed "at any time" on p1's turn; both hold the yell
    const s = scenario()
      .mission('p1', 'Excavation')
      .surface('Excavation', 'p1', ['Kurn'])
      .hand('p1', [{ title: 'Klingon Death Yell', label: 'yell' }])
      .hand('p2', ['Dead in Bed', { title: 'Klingon Death Yell', label: 'their yell' }])
      .build();
    const game = acting(setStatus(s.id('Kurn'), 'stasis', true)(s.game));
    const kill = { ...deadInBed(s.id('Dead in Bed'), s.id('Kurn')), player: 'p2' } as const;
    // Act
    sent(game, kill);
    const asked = pending(game);
    const offered = legalActions(game);
    const refused = refusal(game, deathYell('p2', s.id('their yell'), s.id('Kurn')));
    // Assert
    expect(state(game).cards[s.id('Kurn')]?.zone).toEqual({ kind: 'discard', player: 'p1' });
    expect(asked).toEqual({ player: 'p1', decision: 'response.window' });
    expect(offered).toEqual([
      deathYell('p1', s.id('yell'), s.id('Kurn')),
      { type: 'response.pass', player: 'p1' },
    ]);
    expect(refused).toEqual({ rule: "Playing 'At Any Time'", unchanged: true });
  });

  it('should open no window on a card-text kill of a Klingon without Honor, and refuse the yell, unchanged (Klingon Death Yell)', () => {
    // Arrange: Dead in Bed kills J'Ddan (no Honor)
    const s = inStasis("J'Ddan");
    const game = acting(setStatus(s.id("J'Ddan"), 'stasis', true)(s.game));
    sent(game, deadInBed(s.id('Dead in Bed'), s.id("J'Ddan")));
    // Act
    const refused = refusal(game, deathYell('p2', s.id('Klingon Death Yell'), s.id("J'Ddan")));
    // Assert
    expect(state(game).cards[s.id("J'Ddan")]?.zone.kind).toBe('discard');
    expect(pending(game)).toEqual({ player: 'p1', decision: 'turn.act' });
    expect(refused.unchanged).toBe(true);
    expect(refused.rule).not.toBeNull();
  });

  it("should let Klingon Right of Vengeance answer Honor Challenge's kill in the battle (Rulebook 7.4 stage 2 Responses)", () => {
    // Arrange: p1's Kurn and Batrell attack p2's Ja'rod (a Klingon with Treachery) and Vekma; p1 answers with Honor
    // Challenge, Kurn killing Ja'rod
    const s = klingonsAt(['Kurn', 'Batrell'], ["Ja'rod", 'Vekma']);
    const game = acting(s.game);
    sent(game, attack(s.id, ['Kurn', 'Batrell'], ["Ja'rod", 'Vekma']));
    sent(game, {
      type: 'card.play',
      player: 'p1',
      card: s.id('Honor Challenge'),
      kind: 'interrupt',
      kills: [s.id("Ja'rod")],
    });
    const vengeance = {
      type: 'card.play',
      player: 'p2',
      card: s.id('Klingon Right of Vengeance'),
      kind: 'interrupt',
      target: { card: s.id("Ja'rod") },
    } as const;
    // Act
    const offered = legalActions(game);
    const after = state(sent(game, vengeance));
    // Assert
    expect(state(game).cards[s.id("Ja'rod")]?.zone.kind).toBe('discard');
    expect(offered).toEqual([vengeance, { type: 'response.pass', player: 'p2' }]);
    expect(after.cards[s.id('Klingon Right of Vengeance')]?.zone.kind).toBe('discard');
  });

  it('should refuse Klingon Right of Vengeance before any Klingon is killed, the game unchanged (Klingon Right of Vengeance)', () => {
    // Arrange: the battle is only initiated; Honor Challenge's holder is asked
    const s = klingonsAt(['Kurn', 'Batrell'], ["Ja'rod", 'Vekma']);
    const game = acting(s.game);
    sent(game, attack(s.id, ['Kurn', 'Batrell'], ["Ja'rod", 'Vekma']));
    // Act
    const refused = refusal(game, {
      type: 'card.play',
      player: 'p2',
      card: s.id('Klingon Right of Vengeance'),
      kind: 'interrupt',
      target: { card: s.id("Ja'rod") },
    });
    // Assert
    expect(refused.unchanged).toBe(true);
    expect(refused.rule).not.toBeNull();
    expect(pending(game)).toEqual({ player: 'p1', decision: 'response.window' });
  });

  it('should open the window on an end-of-turn kill once the turn\'s card is drawn (Anti-Time Anomaly, Rulebook "End of Turn")', () => {
    // Arrange: p1's Anti-Time Anomaly, on the table since turn 1, kills everyone at the end of p1's third full turn
    const s = scenario()
      .mission('p1', 'Excavation')
      .surface('Excavation', 'p1', ['Data'])
      .surface('Excavation', 'p2', ['Kurn'])
      .table('p1', ['Anti-Time Anomaly'])
      .modify('Anti-Time Anomaly', { enteredOnTurn: 1 })
      .hand('p2', ['Klingon Death Yell'])
      .drawDeck('p1', ['Worf', 'Worf', 'Worf', 'Worf'])
      .drawDeck('p2', ['Worf', 'Worf', 'Worf', 'Worf'])
      .build();
    const game = acting(s.game);
    for (let turn = 0; turn < 6; turn++) sent(game, { type: 'turn.end', player: state(game).turn.active });
    // Act
    sent(game, { type: 'turn.end', player: 'p1' });
    // Assert
    const after = state(game);
    expect([s.id('Data'), s.id('Kurn')].map((id) => after.cards[id]?.zone.kind)).toEqual([
      'discard',
      'discard',
    ]);
    expect(cardsIn({ kind: 'drawDeck', player: 'p1' })(after)).toEqual([]);
    expect(pending(game)).toEqual({ player: 'p2', decision: 'response.window' });
    expect(legalActions(game)).toEqual([
      deathYell('p2', s.id('Klingon Death Yell'), s.id('Kurn')),
      { type: 'response.pass', player: 'p2' },
    ]);
  });
});

// Helpers

/** p2's `victim` on Excavation, p1 holding Dead in Bed, p2 holding Klingon Death Yell. */
const inStasis = (victim: string) =>
  scenario()
    .mission('p1', 'Excavation')
    .surface('Excavation', 'p2', [victim])
    .hand('p1', ['Dead in Bed'])
    .hand('p2', ['Klingon Death Yell'])
    .build();

/** p1's and p2's Klingons on Excavation, p1 holding Honor Challenge, p2 Klingon Right of Vengeance. */
const klingonsAt = (p1: ReadonlyArray<string>, p2: ReadonlyArray<string>) =>
  scenario()
    .mission('p1', 'Excavation')
    .surface('Excavation', 'p1', p1)
    .surface('Excavation', 'p2', p2)
    .hand('p1', ['Honor Challenge'])
    .hand('p2', ['Klingon Right of Vengeance'])
    .build();

const attack = (
  id: (ref: string) => string,
  attackers: ReadonlyArray<string>,
  defenders: ReadonlyArray<string>,
): PersonnelInitiateCommand => ({
  type: 'battle.initiate',
  player: 'p1',
  kind: 'personnel',
  place: { kind: 'planetSurface', location: id('Excavation') },
  attackers: attackers.map(id),
  defenders: defenders.map(id),
});

const deadInBed = (card: string, victim: string) =>
  ({ type: 'card.play', player: 'p1', card, kind: 'interrupt', target: { card: victim } }) as const;

const deathYell = (player: 'p1' | 'p2', card: string, victim: string) =>
  ({ type: 'card.play', player, card, kind: 'interrupt', target: { card: victim } }) as const;
