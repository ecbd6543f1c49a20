// Rulebook "Downloading" (L466-478) in a triggered ability, "When you solve, may download {X} here": the card's player
// names one card they may download (hand, draw deck, open side decks; the personnel download limit, L474-478), played
// on the planet at the location of the card whose text it is.
import * as E from 'fp-ts/Either';
import { affiliation, allOf, ofType } from '../../cards/language/build';
import type { ImmediateEffect } from '../../cards/language/language';
import { cardsIn, type GameState } from '../core/game-state';
import { scenario } from '../game/scenario';
import { check, type DownloadHereChoice, download, offerDownloadHere } from './download-here';
import type { PlayChoices } from './immediate';

const nonAlignedHere: Extract<ImmediateEffect, { readonly type: 'download' }> = {
  type: 'download',
  targets: allOf(ofType('Personnel'), affiliation('Non-Aligned')),
  to: 'here',
};

const game = (mission = 'Establish Relations') =>
  scenario()
    .mission('p1', mission)
    .hand('p1', ['Narik'])
    .drawDeck('p1', ['Gorta', 'Worf'])
    .drawDeck('p2', ['Evek'])
    .build();

const solvedBy = (card: string): PlayChoices => ({
  player: 'p1',
  card,
  targetCard: null,
  targetPlayer: null,
  take: null,
});

const choiceOf = (after: GameState): DownloadHereChoice | undefined =>
  after.choosing?.kind === 'downloadHere' ? after.choosing : undefined;

describe('offerDownloadHere', () => {
  it('should offer the card\'s player each matching card in their hand, then draw deck (Rulebook "Downloading" L466)', () => {
    // Arrange
    const s = game();
    // Act
    const after = offerDownloadHere(nonAlignedHere, solvedBy(s.id('Establish Relations')))(s.game);
    // Assert
    expect(choiceOf(after)).toEqual({
      kind: 'downloadHere',
      player: 'p1',
      source: s.id('Establish Relations'),
      location: s.id('Establish Relations'),
      options: [s.id('Narik'), s.id('Gorta')],
    });
  });

  it('should offer no personnel once the player downloaded a personnel this turn (L474-478)', () => {
    // Arrange
    const s = game();
    const limited = { ...s.game, turn: { ...s.game.turn, personnelDownloaded: ['p1'] } };
    // Act
    const after = offerDownloadHere(nonAlignedHere, solvedBy(s.id('Establish Relations')))(limited);
    // Assert
    expect(choiceOf(after)).toBeUndefined();
  });

  it('should offer the cards at a dual mission, whose planet is "here" (Rulebook 12.4 "Here" L1238, 7.1.1 Beam)', () => {
    // Arrange: Runabout Search is a space/planet mission
    const s = game('Runabout Search');
    // Act
    const after = offerDownloadHere(nonAlignedHere, solvedBy(s.id('Runabout Search')))(s.game);
    // Assert
    expect(choiceOf(after)).toEqual({
      kind: 'downloadHere',
      player: 'p1',
      source: s.id('Runabout Search'),
      location: s.id('Runabout Search'),
      options: [s.id('Narik'), s.id('Gorta')],
    });
  });

  it('should offer nothing at a space mission, where there is no planet "here"', () => {
    // Arrange
    const s = game('Test Mission');
    // Act
    const after = offerDownloadHere(nonAlignedHere, solvedBy(s.id('Test Mission')))(s.game);
    // Assert
    expect(choiceOf(after)).toBeUndefined();
  });
});

describe('check', () => {
  it('should refuse a card not offered, and the other player naming one', () => {
    // Arrange
    const s = game();
    const offered = choiceOf(
      offerDownloadHere(nonAlignedHere, solvedBy(s.id('Establish Relations')))(s.game),
    );
    if (offered === undefined) throw new Error('no choice offered');
    // Act
    const refused = [
      check(offered, { type: 'card.choose', player: 'p1', card: s.id('Worf') })(s.game),
      check(offered, { type: 'card.choose', player: 'p2', card: s.id('Gorta') })(s.game),
      check(offered, { type: 'card.choose', player: 'p1', card: s.id('Gorta') })(s.game),
    ];
    // Assert
    expect(refused.map(E.isLeft)).toEqual([true, true, false]);
  });
});

describe('download', () => {
  it('should play the card named on the planet here and spend the personnel download (L474-478)', () => {
    // Arrange
    const s = game();
    const offering = offerDownloadHere(nonAlignedHere, solvedBy(s.id('Establish Relations')))(s.game);
    const offered = choiceOf(offering);
    if (offered === undefined) throw new Error('no choice offered');
    // Act
    const after = download(offered, { type: 'card.choose', player: 'p1', card: s.id('Gorta') })(offering);
    // Assert
    expect(cardsIn({ kind: 'planetSurface', location: s.id('Establish Relations') })(after)).toEqual([
      s.id('Gorta'),
    ]);
    expect([after.choosing, after.turn.personnelDownloaded]).toEqual([undefined, ['p1']]);
  });

  it('should play the card named on the planet surface of a dual mission (Rulebook 12.4 "Here" L1238)', () => {
    // Arrange
    const s = game('Runabout Search');
    const offering = offerDownloadHere(nonAlignedHere, solvedBy(s.id('Runabout Search')))(s.game);
    const offered = choiceOf(offering);
    if (offered === undefined) throw new Error('no choice offered');
    // Act
    const after = download(offered, { type: 'card.choose', player: 'p1', card: s.id('Narik') })(offering);
    // Assert
    expect(cardsIn({ kind: 'planetSurface', location: s.id('Runabout Search') })(after)).toEqual([
      s.id('Narik'),
    ]);
  });
});
