// Phased Matter (premiere/Phased-Matter), [P] dilemma, errata (Current Rulings 2000-06-26):
// "Away Team is split into two Away Teams (your choice). Larger team is phased and cannot beam until cured by ENGINEER
// and SCIENCE in another Away Team on planet."
import * as E from 'fp-ts/Either';
import { addCard, cardsIn, type GameState, getCard } from '../../../domain/core/game-state';
import { settle } from '../../../domain/dilemma-effects/lasting';
import { scenario } from '../../../domain/game/scenario';
import { chooseRule } from '../../../domain/mission-attempt/choice';
import { orders } from '../../../domain/orders';
import { loadCardDatabase } from '../../database';
import { onPlanet, runAttempt } from '../attempt-test-support';

describe('phasedMatter', () => {
  it('should let the encountering player split the team, the larger part at least half and not all (Rulings "Phased Matter")', () => {
    // Arrange
    const s = planet(['Data', 'Deanna Troi', 'Beverly Crusher', 'Worf']).build();
    // Act
    const waiting = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    const choices = chooseRule.candidates('p1')(waiting.game);
    expect(waiting.game.attempt?.awaiting).toMatchObject({ kind: 'cards', player: 'p1', count: 2, most: 3 });
    expect(choices.map((c) => c.cards.length).sort()).toEqual([2, 2, 2, 2, 2, 2, 3, 3, 3, 3]);
    expect(E.isLeft(chooseRule.check(choose([s.id('Worf')]))(waiting.game))).toBe(true);
  });

  it('should phase the larger team under the dilemma and go on with the smaller one (Rulings "Phased Matter")', () => {
    // Arrange
    const s = planet(['Data', 'Deanna Troi', 'Beverly Crusher']).build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')), [
      choose([s.id('Deanna Troi'), s.id('Beverly Crusher')]),
    ]);
    // Assert
    const dilemma = s.id('Phased Matter');
    expect(getCard(dilemma)(run.game).zone).toEqual({ kind: 'playedOn', host: s.id('Excavation') });
    expect(cardsIn({ kind: 'playedOn', host: dilemma })(run.game)).toEqual([
      s.id('Deanna Troi'),
      s.id('Beverly Crusher'),
    ]);
    expect(run.report?.events.map((e) => e.text)).toContain('is phased');
    // Rulebook "Mission Attempt" (L716-722): Data alone fails Excavation's requirements, and is not stopped
    expect(['Data', 'Deanna Troi'].map((t) => getCard(s.id(t))(run.game).stopped)).toEqual([false, false]);
  });

  it('should phase a lone member, leaving no one to go on (Rulings "Phased Matter": one and zero)', () => {
    // Arrange
    const s = planet(['Data']).build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(getCard(s.id('Data'))(run.game).zone).toEqual({ kind: 'playedOn', host: s.id('Phased Matter') });
    expect(getCard(s.id('Data'))(run.game).stopped).toBe(false);
    expect(run.report?.outcome).toBe('failed');
  });

  it('should forbid the phased personnel to beam (Rulebook 7.6 Cloak: phased personnel move only by beaming)', () => {
    // Arrange
    const s = planet(['Data', 'Deanna Troi', 'Beverly Crusher'])
      .ship('p1', 'U.S.S. Enterprise', { at: 'Excavation' })
      .build();
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')), [
      choose([s.id('Deanna Troi'), s.id('Beverly Crusher')]),
    ]);
    const game: GameState = { ...run.game, cards: unstopped(run.game) };
    const beam = {
      type: 'card.beam' as const,
      player: 'p1',
      card: s.id('Deanna Troi'),
      from: s.id('Excavation'),
      to: s.id('U.S.S. Enterprise'),
    };
    // Act
    const result = orders.check(beam)(game);
    // Assert
    expect(E.isLeft(result)).toBe(true);
    expect(
      orders
        .candidates('p1')(game)
        .filter((c) => 'card' in c && c.card === s.id('Deanna Troi')),
    ).toEqual([]);
  });

  it('should be cured at once by ENGINEER and SCIENCE in the smaller team, the phased team released (Rulings "Phased Matter")', () => {
    // Arrange
    const s = planet(['Geordi La Forge', 'Neela Daren', 'Deanna Troi', 'Beverly Crusher', 'Worf']).build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')), [
      choose([s.id('Deanna Troi'), s.id('Beverly Crusher'), s.id('Worf')]),
    ]);
    // Assert
    expect(getCard(s.id('Phased Matter'))(run.game).zone.kind).toBe('outOfPlay');
    expect(getCard(s.id('Worf'))(run.game).zone).toEqual({
      kind: 'planetSurface',
      location: s.id('Excavation'),
    });
    // Rulebook "Mission Attempt" (L716-722): the smaller team fails Excavation's requirements, and is not stopped
    expect(['Neela Daren', 'Worf'].map((t) => getCard(s.id(t))(run.game).stopped)).toEqual([false, false]);
  });

  it('should not be cured by the phased team itself (Rulings "Phased Matter": phased personnel may not cure)', () => {
    // Arrange
    const s = planet(['Geordi La Forge', 'Neela Daren', 'Deanna Troi']).build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')), [
      choose([s.id('Geordi La Forge'), s.id('Neela Daren')]),
    ]);
    // Assert
    expect(getCard(s.id('Phased Matter'))(run.game).zone.kind).toBe('playedOn');
    expect(getCard(s.id('Neela Daren'))(settle(run.game)).zone.kind).toBe('playedOn');
  });

  it('should be cured later by ENGINEER and SCIENCE in another Away Team on the planet (Rulebook "Dilemmas" cures)', () => {
    // Arrange
    const s = planet(['Data', 'Deanna Troi', 'Beverly Crusher']).build();
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')), [
      choose([s.id('Deanna Troi'), s.id('Beverly Crusher')]),
    ]);
    const surface = { kind: 'planetSurface' as const, location: s.id('Excavation') };
    const [, arrived] = addCard('p1', loadCardDatabase().blueprint('premiere/neeladaren'), surface)(run.game);
    // Act
    const cured = settle({ ...arrived, cards: unstopped(arrived) });
    // Assert
    expect(getCard(s.id('Phased Matter'))(cured).zone.kind).toBe('outOfPlay');
    expect(getCard(s.id('Deanna Troi'))(cured).zone).toEqual(surface);
  });
});

// Helpers

const planet = (team: ReadonlyArray<string>) =>
  scenario()
    .mission('p1', 'Excavation')
    .seed('Excavation', 'p2', ['Phased Matter'])
    .surface('Excavation', 'p1', team);

const choose = (cards: ReadonlyArray<string>) => ({ type: 'attempt.choose' as const, player: 'p1', cards });

const unstopped = (game: GameState): GameState['cards'] =>
  Object.fromEntries(Object.entries(game.cards).map(([id, c]) => [id, { ...c, stopped: false }]));
