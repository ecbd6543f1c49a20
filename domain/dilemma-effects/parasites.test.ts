import * as E from 'fp-ts/Either';
import { onPlanet, runAttempt } from '../../cards/dilemmas/attempt-test-support';
import { cardsIn, type Zone } from '../core/game-state';
import { scenario } from '../game/scenario';
import { chooseRule } from '../mission-attempt/choice';
import type { ChooseCommand } from '../mission-attempt/model';
import { checkRouteEnd } from '../orders/beam';
import { infest } from '../special-rules/infestation';

describe('control', () => {
  it('should let the Away Team choose the ship it beams back to when there are several (Rulebook 7.1.1 Beam)', () => {
    // Arrange
    const s = planet()
      .ship('p1', 'Runabout', { at: 'Excavation' })
      .ship('p1', 'Enterprise', { at: 'Excavation' })
      .build();
    const asked = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')), [
      { type: 'attempt.choose', player: 'p1', cards: [s.id('Enterprise')] },
    ]);
    // Assert
    expect(asked.report).toBeNull();
    expect(cardsIn({ kind: 'aboard', carrier: s.id('Enterprise') })(run.game)).toEqual([
      s.id('Mendon'),
      s.id('Giusti'),
    ]);
    expect(run.game.infestation?.ship).toBe(s.id('Enterprise'));
    expect(run.game.cards[s.id('Runabout')]?.controller).toBe('p1');
  });

  it('should leave an Away Team with nowhere to beam back to on the planet, controlled by the opponent (Rulebook 12.3 Control)', () => {
    // Arrange
    const s = planet().build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(run.game.cards[s.id('Mendon')]?.zone).toEqual({
      kind: 'planetSurface',
      location: s.id('Excavation'),
    });
    expect(run.game.infestation?.cards).toEqual([s.id('Mendon'), s.id('Giusti')]);
    expect(run.game.cards[s.id('Giusti')]?.controller).toBe('p2');
  });

  it('should offer beaming back aboard a docked or carried ship a beam reaches, never aboard a cloaked ship nor a ship it carries (Rulebook 7.6 Cloak, "Carried ships")', () => {
    // Arrange: the cloaked K'Vort carries a shuttle; the Vor'Cha carries the Runabout; a Bortas is docked at the outpost
    const s = klingonOrbit().build();
    const waiting = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    const toCloaked = choose('p1', [s.id("I.K.C. K'Vort")]);
    // Act
    const offered = chooseRule.candidates('p1')(waiting.game);
    const refused = chooseRule.check(toCloaked)(waiting.game);
    // Assert
    expect(offered).toEqual(
      ['Klingon Outpost', 'I.K.C. Bortas', "I.K.C. Vor'Cha", 'Runabout'].map((t) => choose('p1', [s.id(t)])),
    );
    expect(E.isLeft(refused) && refused.left.rule).toBe('Dilemmas');
    const intoCloaked = checkRouteEnd('p1', aboard(s.id('shuttle')))(s.game);
    expect(E.isLeft(intoCloaked) && intoCloaked.left.rule).toBe('7.6 Cloak');
    expect(waiting.game.infestation).toBeUndefined();
  });

  it('should give the opponent the crew aboard a ship carried by the ship beamed back to, the carried ship staying its owner\'s (Rulings "carried ships")', () => {
    // Arrange
    const s = klingonOrbit().aboard('Runabout', 'p1', ['Worf']).build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')), [
      choose('p1', [s.id("I.K.C. Vor'Cha")]),
    ]);
    // Assert
    expect(run.game.cards[s.id('Worf')]?.controller).toBe('p2');
    expect(run.game.infestation?.cards).toContain(s.id('Worf'));
    expect(run.game.cards[s.id('Runabout')]?.controller).toBe('p1');
  });

  it('should leave the Away Team on the planet when its only ship there is cloaked: nothing beams onto it (Rulebook 7.6 Cloak)', () => {
    // Arrange
    const s = planet()
      .ship('p1', "I.K.C. K'Vort", { at: 'Excavation' })
      .modify("I.K.C. K'Vort", { cloaked: true })
      .build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(run.game.cards[s.id('Mendon')]?.zone).toEqual({
      kind: 'planetSurface',
      location: s.id('Excavation'),
    });
    expect(run.game.infestation?.ship).toBeNull();
  });

  it('should go out of play without effect when an infected crew meets it again (cards/dilemmas README "Not implemented")', () => {
    // Arrange
    const s = scenario()
      .mission('p2', 'Excavation')
      .seed('Excavation', 'p1', ['Alien Parasites'])
      .surface('Excavation', 'p1', ['Mendon', 'Giusti'])
      .discard('p2', [{ title: 'Alien Parasites', label: 'first' }])
      .build();
    const infected = infest({
      dilemma: s.id('first'),
      location: s.id('Excavation'),
      player: 'p2',
      returnsTo: 'p1',
      ship: null,
      team: [s.id('Mendon'), s.id('Giusti')],
    })(s.game);
    // Act
    const run = runAttempt(infected, onPlanet('p2', s.id('Excavation')));
    // Assert
    expect(run.game.infestation?.player).toBe('p2');
    expect(run.game.cards[s.ids('Alien Parasites')[0] as string]?.zone.kind).toBe('outOfPlay');
  });
});

// Helpers

const choose = (player: string, cards: ReadonlyArray<string>): ChooseCommand => ({
  type: 'attempt.choose',
  player,
  cards,
});

const aboard = (carrier: string): Zone => ({ kind: 'aboard', carrier });

/** Mendon and Giusti on the planet; in orbit, p1's outpost (a Bortas docked), cloaked K'Vort and Vor'Cha, each carrying a ship. */
const klingonOrbit = () =>
  planet()
    .facility('p1', 'Klingon Outpost', { at: 'Excavation' })
    .ship('p1', 'I.K.C. Bortas', { dockedAt: 'Klingon Outpost' })
    .ship('p1', "I.K.C. K'Vort", { at: 'Excavation' })
    .modify("I.K.C. K'Vort", { cloaked: true })
    .ship('p1', { title: 'Type VI Shuttlecraft', label: 'shuttle' }, { carriedBy: "I.K.C. K'Vort" })
    .ship('p1', "I.K.C. Vor'Cha", { at: 'Excavation' })
    .ship('p1', 'Runabout', { carriedBy: "I.K.C. Vor'Cha" });

const planet = () =>
  scenario()
    .mission('p1', 'Excavation')
    .seed('Excavation', 'p2', ['Alien Parasites'])
    .surface('Excavation', 'p1', ['Mendon', 'Giusti']);
