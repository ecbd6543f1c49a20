import { affiliation } from '../../cards/language/build';
import { beginShipBattle, space } from '../battle-rules/battle-test-support';
import { beginPersonnel } from '../battle-rules/personnel-form-up';
import type { GameState } from '../core/game-state';
import { scenario } from '../game/scenario';
import { reattackCommand, reattackWithDoubleStrength } from './vengeance';

describe('reattackCommand', () => {
  it("should set the player's other Klingons present against the opposing personnel there (Klingon Right of Vengeance)", () => {
    // Arrange
    const { game, id } = begun();
    // Act
    const command = reattackCommand('p2', affiliation('Klingon'))(game);
    // Assert
    expect(command).toEqual({
      type: 'battle.initiate',
      player: 'p2',
      kind: 'personnel',
      place: { kind: 'planetSurface', location: id('Excavation') },
      attackers: [id('Vekma'), id('Batrell')],
      defenders: [id('Kurn')],
    });
  });

  it('should be none in a ship battle ("killed in an away team battle")', () => {
    // Arrange
    const { game, id } = space().build();
    // Act
    const command = reattackCommand('p2', affiliation('Klingon'))(beginShipBattle(game, id));
    // Assert
    expect(command).toBeNull();
  });
});

describe('reattackWithDoubleStrength', () => {
  it('should leave the re-attack in the battle under way, once (Klingon Right of Vengeance)', () => {
    // Arrange
    const { game, id } = begun();
    const effect = { type: 'reattackWithDoubleStrength', avengers: affiliation('Klingon') } as const;
    const choices = {
      player: 'p2',
      card: id('Klingon Right of Vengeance'),
      targetCard: null,
      targetPlayer: null,
      take: null,
    };
    // Act
    const after = reattackWithDoubleStrength(effect, choices)(game);
    // Assert
    expect(after.battle?.reattack?.card).toBe(id('Klingon Right of Vengeance'));
    expect(reattackCommand('p2', affiliation('Klingon'))(after)).toBeNull();
  });
});

// Helpers

/** p1's Kurn attacking p2's Vekma on Excavation, p2's Batrell there too. */
const begun = (): { readonly game: GameState; readonly id: (ref: string) => string } => {
  const s = scenario()
    .mission('p1', 'Excavation')
    .surface('Excavation', 'p1', ['Kurn'])
    .surface('Excavation', 'p2', ['Vekma', 'Batrell'])
    .discard('p2', ['Klingon Right of Vengeance'])
    .build();
  const game = beginPersonnel(
    {
      type: 'battle.initiate',
      player: 'p1',
      kind: 'personnel',
      place: { kind: 'planetSurface', location: s.id('Excavation') },
      attackers: [s.id('Kurn')],
      defenders: [s.id('Vekma')],
    },
    false,
  )(s.game);
  return { game, id: s.id };
};
