// Storage Compartment Door (twt/storagecompartmentdoor), doorway: "… OR Stock in deck and play (once each turn) to
// download from your Tribble side deck one Trouble or Tribble card, or to nullify any card that is closing another
// Storage Compartment Door; then discard doorway."

import type { PlayText } from '../../../domain/card-play/play-text';
import type { Command } from '../../../domain/game/decisions';
import type { Scenario } from '../../../domain/game/scenario';
import { scenario } from '../../../domain/game/scenario';
import { TRIBBLES } from '../../../domain/tribbles/tribbles';
import { type Game, legalActions, state } from '../../../machines/engine';
import { play, refused, started } from '../response-test-support';

const DOOR = 'Storage Compartment Door';
const SIDE_DECK = { kind: 'sideDeck', player: 'p1', name: DOOR } as const;

describe('storageCompartmentDoor', () => {
  it('should download a card of the open Tribble side deck to a place it may play at, reshuffle it and be discarded (Rulebook "Downloading")', () => {
    // Arrange
    const [game, s] = withDoorInHand(['1 Tribble - Bonus', '100 Tribbles - Bonus', '10 Tribbles - Go']);
    const [tribble, large] = [s.id('1 Tribble - Bonus'), s.id('100 Tribbles - Bonus')];
    const offered = downloads(game);
    const before = state(game);
    // Act
    const after = play(game, download(s, tribble, 'U.S.S. Galaxy'));
    // Assert: 100 Tribbles breeds only from your 10 Tribbles, and none are in play
    expect(offered).toEqual(
      expect.arrayContaining([download(s, tribble, 'Excavation'), download(s, tribble, 'U.S.S. Galaxy')]),
    );
    expect(offered.some((c) => c.type === 'card.play' && 'download' in c && c.download?.card === large)).toBe(
      false,
    );
    expect(after.cards[tribble]?.zone).toEqual({ kind: 'aboard', carrier: s.id('U.S.S. Galaxy') });
    expect(after.cards[s.id(`${DOOR} (hand)`)]?.zone).toEqual({ kind: 'discard', player: 'p1' });
    expect(after.cards[large]?.zone).toEqual(SIDE_DECK);
    expect(after.turn.normalCardPlayUsed).toBe(false);
    // "Then reshuffle any face-down decks you looked through"
    expect(after.random).not.toEqual(before.random);
  });

  it('should play a large tribble only where its parents of yours are (Rulebook "Tribbles (11.3)": "bred")', () => {
    // Arrange
    const [game, s] = started(
      board(['100 Tribbles - Bonus'])
        .aboard('U.S.S. Galaxy', 'p1', ['10 Tribbles - Go'])
        .hand('p1', [hand()]),
    );
    const large = s.id('100 Tribbles - Bonus');
    const before = state(game);
    // Act
    const rule = refused(game, download(s, large, 'Excavation'));
    // Assert
    expect(downloads(game)).toEqual([download(s, large, 'U.S.S. Galaxy')]);
    expect(rule).toBe(TRIBBLES);
    expect(state(game)).toBe(before);
  });

  it('should be used once each turn, whatever the copies (Rulebook "once each turn")', () => {
    // Arrange
    const [game, s] = started(
      board(['1 Tribble - Bonus', '1 Tribble - Go']).hand('p1', [hand(), { title: DOOR, label: 'second' }]),
    );
    play(game, download(s, s.id('1 Tribble - Bonus'), 'U.S.S. Galaxy'));
    const before = state(game);
    const again: Command = { ...download(s, s.id('1 Tribble - Go'), 'Excavation'), card: s.id('second') };
    // Act
    const rule = refused(game, again);
    // Assert
    expect(downloads(game)).toEqual([]);
    expect(rule).toBe('once each turn');
    expect(state(game)).toBe(before);
  });

  it('should not download a second tribble card to a group this turn (Rulebook "Tribbles (11.3)": "only one tribble card on a group")', () => {
    // Arrange: the Galaxy's group already got a tribble card this turn, from the door's draw
    const [game, s] = withDoorInHand(['1 Tribble - Bonus', '1 Tribble - Go']);
    play(game, { type: 'tribbles.draw', player: 'p1', count: 1 });
    play(game, {
      type: 'tribble.play',
      player: 'p1',
      card: s.id('1 Tribble - Bonus'),
      place: s.id('U.S.S. Galaxy'),
    });
    const go = s.id('1 Tribble - Go');
    const before = state(game);
    // Act
    const rule = refused(game, download(s, go, 'U.S.S. Galaxy'));
    // Assert
    expect(downloads(game)).toEqual([download(s, go, 'Excavation')]);
    expect(rule).toBe(TRIBBLES);
    expect(state(game)).toBe(before);
  });

  it('should not be played while the Tribble side deck is not open (Rulebook "Side decks"; "Downloading")', () => {
    // Arrange: no Storage Compartment Door seeded on the table
    const [game, s] = started(board(['1 Tribble - Bonus'], false).hand('p1', [hand()]));
    const before = state(game);
    // Act
    const rule = refused(game, download(s, s.id('1 Tribble - Bonus'), 'U.S.S. Galaxy'));
    // Assert
    expect(downloads(game)).toEqual([]);
    expect(rule).toBe(DOOR);
    expect(state(game)).toBe(before);
  });

  it('should not be played during the opponent\'s turn, nothing changing (Rulebook "Playing \'At Any Time\'": doorways "during your turn only")', () => {
    // Arrange: p2's open Tribble side deck gives them a window at the end of p1's turn (the door's draw)
    const [game, s] = started(
      scenario({ active: 'p1' })
        .mission('p1', 'Excavation')
        .ship('p1', 'U.S.S. Galaxy', { at: 'Excavation' })
        .place('p2', { ...SIDE_DECK, player: 'p2' }, ['1 Tribble - Go'])
        .table('p2', [DOOR])
        .hand('p2', [{ title: DOOR, label: 'p2 hand' }])
        .drawDeck('p1', ['Worf'])
        .drawDeck('p2', ['Worf']),
    );
    play(game, { type: 'turn.end', player: 'p1' });
    const before = state(game);
    const command: PlayText = {
      type: 'card.play',
      player: 'p2',
      card: s.id('p2 hand'),
      kind: 'doorway',
      download: { card: s.id('1 Tribble - Go'), place: s.id('U.S.S. Galaxy') },
    };
    // Act
    const rule = refused(game, command);
    // Assert
    expect(legalActions(game).some((c) => c.type === 'card.play')).toBe(false);
    expect(rule).toBe("Playing 'At Any Time'");
    expect(state(game)).toBe(before);
  });

  it('should not be played without a download (Rulebook "Downloading": "If you cannot, the download is invalid")', () => {
    // Arrange
    const [game, s] = withDoorInHand(['1 Tribble - Bonus']);
    const before = state(game);
    // Act
    const rule = refused(game, {
      type: 'card.play',
      player: 'p1',
      card: s.id(`${DOOR} (hand)`),
      kind: 'doorway',
    });
    // Assert
    expect(rule).toBe('Downloading');
    expect(state(game)).toBe(before);
  });
});

// Helpers

/** Excavation with p1's U.S.S. Galaxy (Data aboard); p1's Tribble side deck (top first), opened by a seeded door. */
const board = (sideDeck: ReadonlyArray<string>, open = true) =>
  scenario({ active: 'p1' })
    .mission('p1', 'Excavation')
    .ship('p1', 'U.S.S. Galaxy', { at: 'Excavation' })
    .aboard('U.S.S. Galaxy', 'p1', ['Data'])
    .place('p1', SIDE_DECK, sideDeck)
    .table('p1', open ? [DOOR] : [])
    .drawDeck('p1', ['Worf'])
    .drawDeck('p2', ['Worf']);

/** The door stocked in the draw deck and now in hand. */
const hand = () => ({ title: DOOR, label: `${DOOR} (hand)` });

const withDoorInHand = (sideDeck: ReadonlyArray<string>): readonly [Game, Scenario] =>
  started(board(sideDeck).hand('p1', [hand()]));

/** p1 plays the door in hand to download `card` to the place titled `place`. */
const download = (s: Scenario, card: string, place: string): PlayText => ({
  type: 'card.play',
  player: 'p1',
  card: s.id(`${DOOR} (hand)`),
  kind: 'doorway',
  download: { card, place: s.id(place) },
});

const downloads = (game: Game): ReadonlyArray<Command> =>
  legalActions(game).filter((c) => c.type === 'card.play' && 'download' in c && c.download !== undefined);
