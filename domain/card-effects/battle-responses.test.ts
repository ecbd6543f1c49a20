import { honorChallenge } from '../../cards/effects/premiere/honor-challenge';
import { kill, oneOpponentEach, yours } from '../../cards/language/build';
import type { CardText } from '../../cards/language/language';
import { beginPersonnel } from '../battle-rules/personnel-form-up';
import type { GameState } from '../core/game-state';
import { type Scenario, scenario } from '../game/scenario';
import { battleResponses, controlsAForce, isBattleTrigger } from './battle-responses';
import { resolveVerb } from './verbs';

describe('controlsAForce', () => {
  it('should hold for each player with a card in a force, and for no one without a battle (Rulebook 7.4 stage 2 Responses)', () => {
    // Arrange
    const s = away(['Kurn'], ['Galathon']);
    const game = begun(s, ['Kurn'], ['Galathon']);
    // Act & Assert
    expect([controlsAForce('p1')(game), controlsAForce('p2')(game), controlsAForce('p1')(s.game)]).toEqual([
      true,
      true,
      false,
    ]);
  });
});

describe('battleResponses', () => {
  it("should take the first victims in force order for the other player's Klingons (Honor Challenge)", () => {
    // Arrange
    const s = away(['Kurn', 'Duras'], ['Batrell', 'Lursa']);
    const game = begun(s, ['Kurn', 'Duras'], ['Batrell', 'Lursa']);
    // Act
    const plays = responses(s, game, honorChallenge);
    // Assert
    expect(plays.map((p) => p.kills)).toEqual([[s.id('Lursa'), s.id('Duras')]]);
  });

  it('should offer nothing for a battle of another kind (Honor Challenge: "Away Team battle")', () => {
    // Arrange
    const s = away(['Kurn'], ['Galathon']);
    const game = begun(s, ['Kurn'], ['Galathon']);
    const action = { kind: 'battleInitiated', player: 'p1', battle: 'ship' } as const;
    // Act
    const plays = battleResponses(
      'p1',
      s.id('Honor Challenge'),
      trigger(honorChallenge),
      honorChallenge,
      action,
    )(game);
    // Assert
    expect(plays).toEqual([]);
  });
});

describe('resolveVerb', () => {
  it('should kill the opponents the play named with oneOpponentEach, and no card outside the battle (Honor Challenge: "immediately kills"; Rulebook 7.4)', () => {
    // Arrange: Lursa is on the planet but in no force of the battle
    const s = scenario()
      .mission('p1', 'Excavation')
      .surface('Excavation', 'p1', ['Kurn'])
      .surface('Excavation', 'p2', ['Galathon', 'Taul', 'Lursa'])
      .build();
    const game = begun(s, ['Kurn'], ['Galathon', 'Taul']);
    const kills = [s.id('Taul'), s.id('Lursa')];
    // Act
    const after = resolveVerb(kill(oneOpponentEach(yours, yours)), {
      player: 'p1',
      targetCard: null,
      targetPlayer: null,
      take: null,
      kills,
    })(game);
    // Assert
    expect(['Taul', 'Galathon', 'Lursa'].map((t) => after.cards[s.id(t)]?.zone.kind)).toEqual([
      'discard',
      'planetSurface',
      'planetSurface',
    ]);
  });
});

// Helpers

const away = (p1: ReadonlyArray<string>, p2: ReadonlyArray<string>): Scenario =>
  scenario()
    .mission('p1', 'Excavation')
    .surface('Excavation', 'p1', p1)
    .surface('Excavation', 'p2', p2)
    .hand('p1', ['Honor Challenge'])
    .build();

const begun = (s: Scenario, attackers: ReadonlyArray<string>, defenders: ReadonlyArray<string>): GameState =>
  beginPersonnel(
    {
      type: 'battle.initiate',
      player: 'p1',
      kind: 'personnel',
      place: { kind: 'planetSurface', location: s.id('Excavation') },
      attackers: attackers.map(s.id),
      defenders: defenders.map(s.id),
    },
    false,
  )(s.game);

const trigger = (text: CardText) => {
  const t = text.respondsTo;
  if (t === undefined || !isBattleTrigger(t)) throw new Error('not a battle trigger');
  return t;
};

const responses = (s: Scenario, g: GameState, text: CardText) =>
  battleResponses('p1', s.id('Honor Challenge'), trigger(text), text, {
    kind: 'battleInitiated',
    player: 'p1',
    battle: 'personnel',
  })(g);
