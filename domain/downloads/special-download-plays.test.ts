import * as E from 'fp-ts/Either';
import type { GameState } from '../core/game-state';
import * as Decisions from '../game/decisions';
import { type Scenario, scenario } from '../game/scenario';
import {
  applySpecialDownloadPlay,
  checkSpecialDownloadPlay,
  type SpecialDownloadPlay,
  specialDownloadPlayCandidates,
} from './special-download-plays';

describe('specialDownloadPlayCandidates', () => {
  it('should offer a ship\'s [DL] of an incident, played on the table, in the turn decision (Rulebook "Special Download")', () => {
    // Arrange
    const s = voyager().build();
    // Act
    const offered = downloads(s.game);
    // Assert
    expect(specialDownloadPlayCandidates('p1')(s.game)).toEqual([blueAlert(s)]);
    expect(offered).toEqual([blueAlert(s)]);
  });

  it('should offer the [DL] icon of a carried ship: it is in play at its carrier\'s location (Rulebook "Carried ships", "Special Download")', () => {
    // Arrange: Scorpion One, "May report … aboard your {Scimitar}. DL/ {Engage Shuttle Operations}"
    const s = scenario({ pending: { player: 'p1', decision: 'turn.act' } })
      .mission('p1', 'Avert Disaster')
      .ship('p1', { title: 'Scimitar', blueprint: 'coc/15-V_scimitar' }, { at: 'Avert Disaster' })
      .ship('p1', 'Scorpion One', { carriedBy: 'Scimitar' })
      .drawDeck('p1', [
        { title: 'Engage Shuttle Operations', blueprint: 'au/engageshuttleoperations' },
        'Data',
      ])
      .build();
    const operations = s.id('Engage Shuttle Operations');
    const command: SpecialDownloadPlay = {
      type: 'card.download',
      player: 'p1',
      source: s.id('Scorpion One'),
      target: operations,
      play: { type: 'card.play', player: 'p1', card: operations, kind: 'event' },
    };
    // Act
    const offered = downloads(s.game);
    // Assert
    expect(offered).toEqual([command]);
  });

  it('should offer a location-based target only at the location of the [DL] icon (Rulebook "Special Download")', () => {
    // Arrange
    const s = reyga().build();
    // Act
    const targets = specialDownloadPlayCandidates('p1')(s.game).map((c) => c.play.target);
    // Assert
    expect(targets).toEqual([{ card: s.id('U.S.S. Enterprise') }]);
  });
});

describe('checkSpecialDownloadPlay', () => {
  it('should refuse a target played on a ship at another location (Rulebook "Special Download")', () => {
    // Arrange
    const s = reyga().build();
    const command = shields(s, 'Runabout');
    // Act
    const checked = checkSpecialDownloadPlay(command)(s.game);
    // Assert
    expect(E.isLeft(checked) && checked.left.rule).toBe('Special Download');
  });

  it('should refuse a target whose text the engine does not play (Rulebook "Downloading": invalid if it cannot be played)', () => {
    // Arrange
    const s = scenario({ pending: { player: 'p1', decision: 'turn.act' } })
      .mission('p1', 'Avert Disaster')
      .ship('p1', 'U.S.S. Enterprise', { at: 'Avert Disaster' })
      .aboard('U.S.S. Enterprise', 'p1', [{ title: 'Jean-Luc Picard', blueprint: 'fc/jeanlucpicardfc' }])
      .drawDeck('p1', ['Make It So'])
      .build();
    const command: SpecialDownloadPlay = {
      type: 'card.download',
      player: 'p1',
      source: s.id('Jean-Luc Picard'),
      target: s.id('Make It So'),
      play: { type: 'card.play', player: 'p1', card: s.id('Make It So'), kind: 'event' },
    };
    // Act
    const checked = checkSpecialDownloadPlay(command)(s.game);
    // Assert
    expect(E.isLeft(checked) && checked.left.rule).toBe('Play a Card');
    expect(downloads(s.game)).toEqual([]);
  });
});

describe('checkSpecialDownloadPlay of a doorway', () => {
  it('should refuse a doorway whose text the engine does not play: the download is invalid (Rulebook "Downloading")', () => {
    // Arrange: Livingston, "DL/ {Ready Room Door}"
    const s = scenario({ pending: { player: 'p1', decision: 'turn.act' } })
      .mission('p1', 'Avert Disaster')
      .ship('p1', 'U.S.S. Enterprise', { at: 'Avert Disaster' })
      .aboard('U.S.S. Enterprise', 'p1', [{ title: 'Livingston', blueprint: 'TNG/tng_91V' }])
      .drawDeck('p1', ['Ready Room Door'])
      .build();
    const door = s.id('Ready Room Door');
    const command: SpecialDownloadPlay = {
      type: 'card.download',
      player: 'p1',
      source: s.id('Livingston'),
      target: door,
      play: { type: 'card.play', player: 'p1', card: door, kind: 'doorway' },
    };
    // Act
    const checked = checkSpecialDownloadPlay(command)(s.game);
    // Assert
    expect(E.isLeft(checked) && checked.left.rule).toBe('Play a Card');
    expect(downloads(s.game)).toEqual([]);
  });
});

describe('applySpecialDownloadPlay', () => {
  it('should play the incident on the table at once, reshuffle, and spend the [DL] icon for the game (Rulebook "Special Download")', () => {
    // Arrange
    const s = voyager().build();
    // Act
    const after = applySpecialDownloadPlay(blueAlert(s))(s.game);
    // Assert
    expect(after.cards[s.id('Blue Alert')]).toMatchObject({
      zone: { kind: 'table', player: 'p1' },
      faceUp: true,
    });
    expect(after.random).not.toEqual(s.game.random);
    expect(after.turn.normalCardPlayUsed).toBe(false);
    expect(downloads(after)).toEqual([]);
  });

  it('should play an event on the ship it targets (Rulebook "Special Download", "Playing a Card")', () => {
    // Arrange
    const s = reyga().build();
    // Act
    const after = applySpecialDownloadPlay(shields(s, 'U.S.S. Enterprise'))(s.game);
    // Assert
    expect(after.cards[s.id('Metaphasic Shields')]?.zone).toEqual({
      kind: 'playedOn',
      host: s.id('U.S.S. Enterprise'),
    });
  });
});

// Helpers

const downloads = (game: GameState) => Decisions.legalActions(game).filter((c) => c.type === 'card.download');

/** U.S.S. Voyager (DL/ {Blue Alert}) at a mission, Blue Alert and two more cards in the draw deck. */
const voyager = () =>
  scenario({ pending: { player: 'p1', decision: 'turn.act' } })
    .mission('p1', 'Avert Disaster')
    .ship('p1', 'U.S.S. Voyager', { at: 'Avert Disaster' })
    .aboard('U.S.S. Voyager', 'p1', ['Kathryn Janeway', 'Tuvok'])
    .drawDeck('p1', ['Blue Alert', 'Data', 'Worf']);

const blueAlert = (s: Scenario): SpecialDownloadPlay => ({
  type: 'card.download',
  player: 'p1',
  source: s.id('U.S.S. Voyager'),
  target: s.id('Blue Alert'),
  play: { type: 'card.play', player: 'p1', card: s.id('Blue Alert'), kind: 'event' },
});

/** Dr. Reyga (DL/ {Metaphasic Shields}) aboard the Enterprise; a Runabout at another mission. */
const reyga = () =>
  scenario({ pending: { player: 'p1', decision: 'turn.act' } })
    .mission('p1', 'Avert Disaster')
    .mission('p1', 'Fever Emergency')
    .ship('p1', 'U.S.S. Enterprise', { at: 'Avert Disaster' })
    .aboard('U.S.S. Enterprise', 'p1', [{ title: 'Dr. Reyga', blueprint: 'lfl/drreyga_lfl' }])
    .ship('p1', 'Runabout', { at: 'Fever Emergency' })
    .drawDeck('p1', ['Metaphasic Shields', 'Data']);

const shields = (s: Scenario, ship: string): SpecialDownloadPlay => ({
  type: 'card.download',
  player: 'p1',
  source: s.id('Dr. Reyga'),
  target: s.id('Metaphasic Shields'),
  play: {
    type: 'card.play',
    player: 'p1',
    card: s.id('Metaphasic Shields'),
    kind: 'event',
    target: { card: s.id(ship) },
  },
});
