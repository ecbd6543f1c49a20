// Q (premiere/Qb), dual dilemma:
// "Unless 2 Leadership and INTEGRITY>60, opponent may download up to 2 [Q] cards and place them atop their
// Q-Continuum side deck; crew or Away Team has a Q-Flash of 4 cards, then is stopped. Discard dilemma."
import { cardsIn, getCard } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { onPlanet, runAttempt } from '../attempt-test-support';

describe('q', () => {
  it('should stop the Away Team and discard the dilemma without a Q-Continuum side deck (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = planet(['Jean-Luc Picard', 'William T. Riker', 'Data']).build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(cardsIn({ kind: 'outOfPlay', player: 'p2' })(run.game)).toEqual([s.id('Q')]);
    expect(
      ['Jean-Luc Picard', 'William T. Riker', 'Data'].map((t) => getCard(s.id(t))(run.game).stopped),
    ).toEqual([true, true, true]);
    expect(run.report?.outcome).toBe('failed');
  });

  it('should be overcome with 2 Leadership and INTEGRITY>60 (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = planet([
      'Jean-Luc Picard',
      'William T. Riker',
      'Data',
      'Deanna Troi',
      'Beverly Crusher',
      'Geordi La Forge',
      'Sarek',
      'Worf',
    ]).build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(getCard(s.id('Q'))(run.game).zone).toEqual({ kind: 'outOfPlay', player: 'p2' });
    expect(getCard(s.id('Data'))(run.game).stopped).toBe(false);
    expect(run.report?.outcome).toBe('solved');
  });

  it('should stop the Away Team with 2 Leadership but INTEGRITY 57, not >60 (Rulebook "Dilemmas")', () => {
    // Arrange: 2 Leadership, INTEGRITY 9+8+8+8+8+8+8 = 57
    const s = planet([
      'Jean-Luc Picard',
      'William T. Riker',
      'Data',
      'Deanna Troi',
      'Beverly Crusher',
      'Geordi La Forge',
      'Worf',
    ]).build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(getCard(s.id('Worf'))(run.game).stopped).toBe(true);
    expect(run.report?.outcome).toBe('failed');
  });

  it('should be refused, not approximated, when the opponent has a Q-Continuum side deck (Q-Flash doorway)', () => {
    // Arrange
    const s = planet(['Jean-Luc Picard', 'Data'])
      .place('p2', { kind: 'sideDeck', player: 'p2', name: 'Q-Flash' }, ['Aldebaran Serpent'])
      .build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(getCard(s.id('Q'))(run.game).zone).toEqual({ kind: 'outOfPlay', player: 'p2' });
    expect(getCard(s.id('Data'))(run.game).stopped).toBe(false);
    expect(run.report?.events.map((e) => e.text)).toContain(
      'cannot be resolved: p2 has a Q-Continuum side deck ([Q] card text is not implemented): out of play without effect',
    );
  });

  it("should ignore the encountering player's own Q-Continuum side deck (Q-Flash: the opponent's side deck)", () => {
    // Arrange
    const s = planet(['Jean-Luc Picard', 'Data'])
      .place('p1', { kind: 'sideDeck', player: 'p1', name: 'Q-Continuum' }, ['Aldebaran Serpent'])
      .build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(getCard(s.id('Data'))(run.game).stopped).toBe(true);
  });
});

// Helpers

const planet = (team: ReadonlyArray<string>) =>
  scenario()
    .mission('p1', 'Excavation')
    .seed('Excavation', 'p2', [{ title: 'Q', blueprint: 'premiere/Qb' }])
    .surface('Excavation', 'p1', team);
