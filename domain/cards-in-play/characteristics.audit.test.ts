// Characteristics as a judge's worked example, through the engine facade: Rulebook "Characteristics" (L1112): "A card
// has a characteristic if that card says it has that characteristic, whether in lore, title, affiliation, icons, or
// some other area of the card". Alexander Rozhenko (Federation, "Klingon/Human") is a Klingon for Klingon Death Yell
// ("Plays on any just killed Klingon with Honor"); Tam Elbrun (Federation, Betazoid, Honor) is not.

import { play, started } from '../../cards/effects/response-test-support';
import { type Game, legalActions, pending, state } from '../../machines/engine';
import { refusal } from '../../machines/judge-test-support';
import { cardsIn } from '../core/game-state';
import type { Command } from '../game/decisions';
import { scenario } from '../game/scenario';

describe('a Klingon by species', () => {
  it('should let Klingon Death Yell answer the death of a Federation personnel who is a Klingon by species (Rulebook "Characteristics", L1112)', () => {
    // Arrange
    const [game, s] = started(battle('Alexander Rozhenko'));
    fightUntilWindow(game);
    const yell = deathYell(s.id('Klingon Death Yell'), s.id('Alexander Rozhenko'));
    // Act
    const offered = legalActions(game);
    const after = play(game, yell);
    // Assert
    expect(offered).toContainEqual(yell);
    expect(cardsIn({ kind: 'pointArea', player: 'p2' })(after)).toEqual([s.id('Klingon Death Yell')]);
    expect(after.players[1].score).toBe(5);
  });

  it('should refuse Klingon Death Yell on a Federation personnel with Honor who is no Klingon, unchanged (Rulebook "Characteristics", L1112)', () => {
    // Arrange
    const [game, s] = started(battle('Tam Elbrun'));
    fightUntilWindow(game);
    // Act: no window opened on Tam Elbrun's death, so the turn is p1's, and p2's Klingon Death Yell, a valid response
    // only, may not play between p1's actions (Rulebook "Playing 'At Any Time'")
    const refused = refusal(game, deathYell(s.id('Klingon Death Yell'), s.id('Tam Elbrun')));
    // Assert
    expect(state(game).cards[s.id('Tam Elbrun')]?.zone.kind).toBe('discard');
    expect(pending(game)).toEqual({ player: 'p1', decision: 'turn.act' });
    expect(refused).toEqual({ rule: "Playing 'At Any Time'", unchanged: true });
  });
});

// Helpers

/** p1's Kurn (STRENGTH 8) on Excavation with p2's lone `defender`, who loses the battle and dies. */
const battle = (defender: string) =>
  scenario({ pending: { player: 'p1', decision: 'turn.act' } })
    .mission('p1', 'Excavation')
    .surface('Excavation', 'p1', ['Kurn'])
    .surface('Excavation', 'p2', [defender])
    .hand('p2', ['Klingon Death Yell']);

/** p1 attacks and strikes until the battle ends or a response window opens. */
const fightUntilWindow = (game: Game): void => {
  const attack = legalActions(game).find((c) => c.type === 'battle.initiate');
  if (attack === undefined) throw new Error('p1 may not attack');
  play(game, attack);
  while (pending(game)?.decision === 'battle.strike') play(game, legalActions(game)[0] as Command);
};

const deathYell = (card: string, victim: string) =>
  ({ type: 'card.play', player: 'p2', card, kind: 'interrupt', target: { card: victim } }) as const;
