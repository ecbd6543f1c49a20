import type { Effect } from '../../cards/language/dilemma-language';
import { cardsIn, type GameState } from '../core/game-state';
import { scenario } from '../game/scenario';
import { type Encounter, type Step, startEncounter } from '../mission-attempt/encounter-state';
import { downloadHere, downloadOptions } from './download-here';
import { run } from './registry';

describe('downloadOptions', () => {
  it('should offer the matching cards of hand, then draw deck, not those in a discard pile nor of several affiliations (Rulebook "Downloading")', () => {
    // Arrange
    const s = ambush();
    // Act
    const options = downloadOptions(ferengi, 'p2')(s.game);
    // Assert
    expect(options).toEqual([s.id('Qol'), s.id('Prak'), s.id('Krunk')]);
  });

  it('should offer no personnel once one was downloaded this turn (Rulebook "General Quarters: The Personnel Download Limit")', () => {
    // Arrange
    const s = ambush();
    const limited = { ...s.game, turn: { ...s.game.turn, personnelDownloaded: ['p2'] } };
    // Act
    const personnel = downloadOptions(ferengi, 'p2')(limited);
    const whip = downloadOptions(whipOnly, 'p2')(limited);
    // Assert
    expect(personnel).toEqual([]);
    expect(whip).toEqual([s.id('Ferengi Whip')]);
  });
});

describe('downloadHere', () => {
  it('should wait on the opponent\'s choice of none to three different cards (Ferengi Ambush: "up to three different")', () => {
    // Arrange
    const s = ambush();
    // Act
    const step = downloadHere(ferengi, encounterOf(s), s.game, run);
    // Assert
    expect(step).toEqual({
      kind: 'await',
      choice: {
        kind: 'cards',
        player: 'p2',
        dilemma: s.id('Ferengi Ambush'),
        options: [s.id('Qol'), s.id('Prak'), s.id('Krunk')],
        count: 0,
        most: 3,
        different: 'every',
      },
    });
  });

  it('should play the chosen cards on the planet, named for later effects, the download limit spent and the draw deck reshuffled (Rulebook "Downloading")', () => {
    // Arrange
    const s = ambush();
    const chosen = [s.id('Qol'), s.id('Prak')];
    // Act
    const step = downloadHere(ferengi, { ...encounterOf(s), answers: [chosen] }, s.game, run);
    // Assert
    const { game, encounter } = continued(step);
    const surface = cardsIn({ kind: 'planetSurface', location: s.id('Excavation') })(game);
    expect(surface).toEqual(expect.arrayContaining(chosen));
    expect(chosen.map((id) => [game.cards[id]?.controller, game.cards[id]?.affiliation])).toEqual([
      ['p2', 'Ferengi'],
      ['p2', 'Ferengi'],
    ]);
    expect(encounter.selections.ambushers).toEqual(chosen);
    expect(game.turn.personnelDownloaded).toEqual(['p2']);
    expect(game.random).not.toEqual(s.game.random);
    expect(cardsIn({ kind: 'drawDeck', player: 'p2' })(game)).toHaveLength(3);
  });

  it('should do nothing and ask no one when nothing may be downloaded (Rulebook "Downloading": the download is invalid)', () => {
    // Arrange
    const s = ambush();
    const none: Extract<Effect, { type: 'download' }> = {
      ...whipOnly,
      targets: { kind: 'titled', title: 'Tricorder' },
    };
    // Act
    const step = downloadHere(none, encounterOf(s), s.game, run);
    // Assert
    expect(continued(step).game).toBe(s.game);
  });

  it('should download "to one site or planet here" to the planet where no site is here (Sleeper Trap, Rulebook "Downloading")', () => {
    // Arrange
    const s = ambush();
    // Act
    const step = downloadHere(toSiteOrPlanet, encounterOf(s), s.game, run);
    // Assert
    expect(step.kind === 'await' ? step.choice : null).toEqual(
      expect.objectContaining({ kind: 'cards', player: 'p2', most: 3 }),
    );
  });

  it('should download "there", to the planet surface the named selection is on, and nothing when it names none (The Metrons\' Arena)', () => {
    // Arrange
    const s = ambushBuilder().mission('p1', 'Evacuation').surface('Evacuation', 'p1', ['Worf']).build();
    const there: Extract<Effect, { type: 'download' }> = { ...whipOnly, to: { planetOf: 'inTheArena' } };
    const withWorf = {
      ...encounterOf(s),
      selections: { inTheArena: [s.id('Worf')] },
      answers: [[s.id('Ferengi Whip')]],
    };
    // Act
    const { game } = continued(downloadHere(there, withWorf, s.game, run));
    const nowhere = downloadHere(there, encounterOf(s), s.game, run);
    // Assert
    expect(game.cards[s.id('Ferengi Whip')]?.zone).toEqual({
      kind: 'planetSurface',
      location: s.id('Evacuation'),
    });
    expect(continued(nowhere).game).toBe(s.game);
  });

  it('should refuse the dilemma, without downloading, where a Nor\'s site is here (Rulebook "Sites" 2.11: a download to a site is not implemented)', () => {
    // Arrange
    const s = ambushBuilder()
      .facility('p1', 'Terok Nor', { at: 'Excavation' })
      .site('p1', 'Ops', { on: 'Terok Nor' })
      .build();
    // Act
    const { game, encounter } = continued(downloadHere(toSiteOrPlanet, encounterOf(s), s.game, run));
    // Assert
    expect(encounter.halted).toBe('unresolvable');
    expect(game).toBe(s.game);
    const planetDownload = downloadHere(ferengi, encounterOf(s), s.game, run);
    expect(planetDownload.kind).toBe('await');
  });
});

// Helpers

const ferengi: Extract<Effect, { type: 'download' }> = {
  type: 'download',
  by: 'opponent',
  upTo: 3,
  targets: {
    kind: 'allOf',
    of: [
      { kind: 'cardType', type: 'Personnel' },
      { kind: 'universal' },
      { kind: 'affiliation', name: 'Ferengi' },
    ],
  },
  to: 'here',
  different: true,
  as: 'ambushers',
};

const whipOnly: Extract<Effect, { type: 'download' }> = {
  type: 'download',
  by: 'opponent',
  upTo: 1,
  targets: { kind: 'titled', title: 'Ferengi Whip' },
  to: 'here',
};

const toSiteOrPlanet: Extract<Effect, { type: 'download' }> = { ...ferengi, to: 'siteOrPlanetHere' };

const ambushBuilder = () =>
  scenario()
    .mission('p1', 'Excavation')
    .seed('Excavation', 'p2', ['Ferengi Ambush'])
    .surface('Excavation', 'p1', ['Data'])
    .hand('p2', [{ title: 'Qol', blueprint: 'roa/qol' }, 'Aletia'])
    .drawDeck('p2', ['Prak', { title: 'Krunk', blueprint: 'roa/krunk' }, 'Ferengi Whip', 'Mendon'])
    .discard('p2', ['Solok']);

const ambush = () => ambushBuilder().build();

const encounterOf = (s: ReturnType<typeof ambush>): Encounter =>
  startEncounter({
    dilemma: s.id('Ferengi Ambush'),
    player: 'p1',
    location: s.id('Excavation'),
    ship: null,
    mission: 'planet',
    team: () => [s.id('Data')],
    answers: [],
  });

const continued = (step: Step): { readonly game: GameState; readonly encounter: Encounter } => {
  if (step.kind !== 'continue') throw new Error('the download waits on a choice');
  return step;
};
