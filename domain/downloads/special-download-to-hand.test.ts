import * as E from 'fp-ts/Either';
import { loadCardDatabase } from '../../cards/database';
import { textStatus } from '../card-effects/coverage';
import type { GameState } from '../core/game-state';
import * as Decisions from '../game/decisions';
import { type Scenario, scenario } from '../game/scenario';
import { handDownloadTargets, type SpecialDownloadToHand } from './special-download-to-hand';

// Sybok (TMPR/tmpr106): "DL/ {Release This Pain} (to hand)."

describe('handDownloadTargets', () => {
  it('should read a DL/ {Title} (to hand) special skill, and no plain one (Rulings "downloading")', () => {
    // Arrange
    const [sybok] = loadCardDatabase().byTitle('Sybok');
    const [beverly] = loadCardDatabase().byTitle('Beverly');
    // Act
    const targets = [sybok, beverly].map((card) => (card === undefined ? [] : handDownloadTargets(card)));
    // Assert
    expect(targets).toEqual([['Release This Pain'], []]);
  });

  it('should count a personnel whose only text is skills and a DL/ to hand as implemented (Rulebook "Special Download")', () => {
    // Arrange
    const [sybok] = loadCardDatabase().byTitle('Sybok');
    // Act
    const status = sybok === undefined ? undefined : textStatus(sybok);
    // Assert
    expect(status?.implemented).toBe(true);
  });
});

describe('checkDownloadToHand', () => {
  it('should offer and put the target in hand from the draw deck, reshuffled, using no card play (Rulebook "Downloading": "place the target in your hand instead of playing it")', () => {
    // Arrange
    const s = sybokAtOutpost(['Release This Pain', 'Data', 'Worf']);
    const command = toHand(s, 'Sybok', 'Release This Pain');
    // Act
    const after = Decisions.apply(command)(s.game);
    // Assert
    expect(Decisions.legalActions(s.game)).toContainEqual(command);
    expect(after.cards[s.id('Release This Pain')]?.zone).toEqual({ kind: 'hand', player: 'p1' });
    expect(after.zones['drawDeck:p1']).toHaveLength(2);
    expect(after.random).not.toEqual(s.game.random);
    expect(after.turn.normalCardPlayUsed).toBe(false);
  });

  it('should refuse a second use of the same [DL] icon in a game (Rulebook "Special Download")', () => {
    // Arrange
    const s = sybokAtOutpost([
      { title: 'Release This Pain', label: 'first' },
      { title: 'Release This Pain', label: 'second' },
    ]);
    const after = Decisions.apply(toHand(s, 'Sybok', 'first'))(s.game);
    // Act
    const result = Decisions.check(toHand(s, 'Sybok', 'second'))(after);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('Special Download');
    expect(downloads(after)).toEqual([]);
  });

  it('should refuse a plain [DL] download to hand: its target is played at once (Rulings "downloading")', () => {
    // Arrange
    const s = scenario({ pending: { player: 'p1', decision: 'turn.act' } })
      .mission('p1', 'Avert Disaster')
      .facility('p1', 'Federation Outpost', { at: 'Avert Disaster' })
      .aboard('Federation Outpost', 'p1', ['Beverly'])
      .drawDeck('p1', ['Starfleet Type II Phaser'])
      .build();
    const command = toHand(s, 'Beverly', 'Starfleet Type II Phaser');
    // Act
    const result = Decisions.check(command)(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('Current Rulings "downloading"');
    expect(Decisions.legalActions(s.game)).not.toContainEqual(command);
    expect(s.game.cards[s.id('Starfleet Type II Phaser')]?.zone).toEqual({ kind: 'drawDeck', player: 'p1' });
  });
});

// Helpers

type Spec = string | { readonly title: string; readonly label: string };

const sybokAtOutpost = (deck: ReadonlyArray<Spec>): Scenario =>
  scenario({ pending: { player: 'p1', decision: 'turn.act' } })
    .mission('p1', 'Avert Disaster')
    .facility('p1', 'Federation Outpost', { at: 'Avert Disaster' })
    .aboard('Federation Outpost', 'p1', ['Sybok'])
    .drawDeck('p1', deck)
    .build();

const toHand = (s: Scenario, source: string, target: string): SpecialDownloadToHand => ({
  type: 'card.download',
  player: 'p1',
  source: s.id(source),
  target: s.id(target),
  to: 'hand',
});

const downloads = (game: GameState) => Decisions.legalActions(game).filter((c) => c.type === 'card.download');
