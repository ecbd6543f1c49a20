// Klingon Right of Vengeance (premiere/klingonrightofvengeance), interrupt:
// "If any Klingon is killed in an away team battle, all other Klingons present may immediately re-attack with double
// STRENGTH."

import type { PersonnelInitiateCommand } from '../../../domain/battle-rules/battle-model';
import { attribute } from '../../../domain/cards-in-play/skills';
import type { Command } from '../../../domain/game/decisions';
import { type ScenarioBuilder, scenario } from '../../../domain/game/scenario';
import { type Game, legalActions, pending, state } from '../../../machines/engine';
import { play, refused, started } from '../response-test-support';

describe('klingonRightOfVengeance', () => {
  it('should let the other Klingons present re-attack at once with double STRENGTH (Rulebook 7.4 personnel battle)', () => {
    // Arrange: Worf (Federation, a Klingon by species: Rulebook "Characteristics", L1112) is an Away Team of his own
    const [game, s] = started(surface(['Worf']));
    const [card, vekma, worf, kurn] = ['Klingon Right of Vengeance', 'Vekma', 'Worf', 'Kurn'].map(s.id);
    attack(game, s.id);
    const offered = legalActions(game);
    // Act
    const after = play(game, vengeance(card as string, vekma as string));
    // Assert
    expect(offered).toEqual([
      vengeance(card as string, vekma as string),
      { type: 'response.pass', player: 'p2' },
    ]);
    expect(after.cards[card as string]?.zone.kind).toBe('discard');
    expect(after.battle).toMatchObject({ attacker: 'p2', fight: { forces: [[worf], [kurn]] } });
    expect(attribute(worf as string, 'STRENGTH')(after)).toBe(20);
    expect(pending(game)).toEqual({ player: 'p2', decision: 'battle.strike' });
  });

  it('should end the doubled STRENGTH with the re-attack (Klingon Right of Vengeance)', () => {
    // Arrange
    const [game, s] = started(surface(['Worf']));
    attack(game, s.id);
    play(game, vengeance(s.id('Klingon Right of Vengeance'), s.id('Vekma')));
    // Act
    const after = play(game, { type: 'battle.strike', player: 'p2', strike: 'stun' });
    // Assert
    expect(after.battle).toBeUndefined();
    expect(after.cards[s.id('Kurn')]?.zone.kind).toBe('discard');
    expect(attribute(s.id('Worf'), 'STRENGTH')(after)).toBe(10);
    expect(pending(game)).toEqual({ player: 'p1', decision: 'turn.act' });
  });

  it('should not be played without another Klingon present to re-attack, nothing changing (Klingon Right of Vengeance)', () => {
    // Arrange
    const [game, s] = started(surface([]).hand('p2', ['Klingon Death Yell']));
    attack(game, s.id);
    const before = state(game);
    const card = s.id('Klingon Right of Vengeance');
    // Act
    const rule = refused(game, vengeance(card, s.id('Vekma')));
    // Assert
    expect(rule).toBe("Playing 'At Any Time'");
    expect(state(game)).toBe(before);
    expect(legalActions(game).some((c) => c.type === 'card.play' && c.card === card)).toBe(false);
    expect(pending(game)).toEqual({ player: 'p2', decision: 'response.window' });
  });
});

// Helpers

/** p1's Kurn (STRENGTH 8) on Excavation with p2's Vekma (6) and `others`, p2 holding the card. */
const surface = (others: ReadonlyArray<string>): ScenarioBuilder =>
  scenario({ pending: { player: 'p1', decision: 'turn.act' } })
    .mission('p1', 'Excavation')
    .surface('Excavation', 'p1', ['Kurn'])
    .surface('Excavation', 'p2', ['Vekma', ...others])
    .hand('p2', ['Klingon Right of Vengeance']);

/** p1's Kurn attacks Vekma's Away Team (Vekma alone: Worf, a Federation personnel, is an Away Team of his own) and stuns her: Vekma, the loser, is killed. */
const attack = (game: Game, id: (ref: string) => string): void => {
  const command: PersonnelInitiateCommand = {
    type: 'battle.initiate',
    player: 'p1',
    kind: 'personnel',
    place: { kind: 'planetSurface', location: id('Excavation') },
    attackers: [id('Kurn')],
    defenders: [id('Vekma')],
  };
  play(game, command as Command);
  while (pending(game)?.decision === 'battle.strike') play(game, legalActions(game)[0] as Command);
};

const vengeance = (card: string, victim: string): Command => ({
  type: 'card.play',
  player: 'p2',
  card,
  kind: 'interrupt',
  target: { card: victim },
});
