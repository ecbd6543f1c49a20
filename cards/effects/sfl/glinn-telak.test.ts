// Glinn Telak (SFL/sfl20), personnel: "ENGINEER Computer Skill Law Honor Twice per game, you may download
// {Holding Cell Door}."

import type { GameState } from '../../../domain/core/game-state';
import type { TextDownload } from '../../../domain/downloads/text-downloads';
import type * as Decisions from '../../../domain/game/decisions';
import { legalActions } from '../../../domain/game/decisions';
import { type Scenario, type ScenarioBuilder, scenario } from '../../../domain/game/scenario';
import { onTurn, refusal, send } from '../play-test-support';

describe('glinnTelak', () => {
  it('should download Holding Cell Door from the draw deck and play it at once on your ship, no card play used (Rulebook "Downloading")', () => {
    // Arrange
    const s = telak().drawDeck('p1', [DOOR, 'Worf']).build();
    const command = download(s, 'Runabout');
    // Act
    const after = send(s.game, command);
    // Assert
    expect(downloadsOf(s.game)).toEqual([download(s, 'Cardassian Outpost'), command]);
    expect(after.cards[s.id(DOOR)]?.zone).toEqual({ kind: 'playedOn', host: s.id('Runabout') });
    expect(after.turn.normalCardPlayUsed).toBe(false);
    expect(after.turn.ordersBegun).toBe(false);
  });

  it('should download twice per game, then no more: a third download is refused with "Once per game" (Rulebook "Once per game": "twice per game" works similarly)', () => {
    // Arrange
    const s = telak().drawDeck('p1', [DOOR, DOOR, DOOR]).build();
    const once = send(s.game, download(s, 'Runabout', 0));
    const twice = send(once, download(s, 'Runabout', 1));
    const again = download(s, 'Cardassian Outpost', 2);
    // Act
    const rule = refusal(twice, again);
    // Assert
    expect(downloadsOf(once)).not.toEqual([]);
    expect(downloadsOf(twice)).toEqual([]);
    expect(rule).toBe('Once per game');
  });

  it('should count the uses per card title: a second Glinn Telak in play adds no use (Rulebook "Once per game")', () => {
    // Arrange
    const s = telak()
      .aboard('Cardassian Outpost', 'p1', ['Glinn Telak'])
      .drawDeck('p1', [DOOR, DOOR, DOOR])
      .build();
    const once = send(s.game, download(s, 'Runabout', 0, 0));
    const twice = send(once, download(s, 'Runabout', 1, 1));
    // Act
    const offered = downloadsOf(twice);
    // Assert
    expect(offered).toEqual([]);
  });

  it('should not download on the opponent\'s turn: the text does not suspend play as a [DL] icon does (Rulebook "Downloading", "Special Download")', () => {
    // Arrange
    const s = telak(scenario({ active: 'p2', pending: { player: 'p1', decision: 'turn.act' } }))
      .drawDeck('p1', [DOOR])
      .build();
    // Act
    const rule = refusal(s.game, download(s, 'Runabout'));
    // Assert
    expect(rule).toBe('Downloading');
  });

  it('should refuse a download whose target is in the discard pile: a download searches hand, draw deck and side decks (Rulebook "Downloading")', () => {
    // Arrange
    const s = telak().discard('p1', [DOOR]).build();
    // Act
    const rule = refusal(s.game, download(s, 'Runabout'));
    // Assert
    expect(downloadsOf(s.game)).toEqual([]);
    expect(rule).toBe('Downloading');
  });

  it('should refuse a download while Glinn Telak is in stasis or disabled: he may not use his game text (Rulings "stasis", "disabled")', () => {
    // Arrange
    const s = telak().drawDeck('p1', [DOOR]).modify('Glinn Telak', { stasis: true }).build();
    // Act
    const rule = refusal(s.game, download(s, 'Runabout'));
    // Assert
    expect(downloadsOf(s.game)).toEqual([]);
    expect(rule).toBe('Downloading');
  });
});

// Helpers

const DOOR = 'Holding Cell Door';

const telak = (builder: ScenarioBuilder = onTurn()) =>
  builder
    .mission('p1', 'Avert Disaster')
    .facility('p1', 'Cardassian Outpost', { at: 'Avert Disaster' })
    .ship('p1', 'Runabout', { at: 'Avert Disaster' })
    .aboard('Cardassian Outpost', 'p1', ['Glinn Telak']);

/** Glinn Telak (the `by`-th in play) downloads the `nth` Holding Cell Door placed and plays it on `on`. */
const download = (s: Scenario, on: string, nth = 0, by = 0): TextDownload => {
  const door = s.ids(DOOR)[nth] ?? '';
  return {
    type: 'card.download',
    player: 'p1',
    source: s.ids('Glinn Telak')[by] ?? '',
    target: door,
    by: 'text',
    play: { type: 'card.play', player: 'p1', card: door, kind: 'doorway', target: { card: s.id(on) } },
  };
};

const downloadsOf = (game: GameState): ReadonlyArray<Decisions.Command> =>
  legalActions(game).filter((command) => command.type === 'card.download');
