import * as E from 'fp-ts/Either';
import { loadCardDatabase } from '../../cards/database';
import type { GameState } from '../core/game-state';
import * as Decisions from '../game/decisions';
import { type Scenario, scenario } from '../game/scenario';
import { play } from '../responses/open';
import { canPlay, type PlayCard, playMethod } from './card-play';
import { candidates } from './card-play-candidates';

describe('canPlay', () => {
  it('should allow one normal card play and refuse a second one (Rulebook "Play a Card")', () => {
    // Arrange
    const s = outpost(['Data', 'Worf']);
    const data = report(s, 'Data', 'Federation');
    const worf = report(s, 'Worf', 'Federation');
    // Act
    const after = Decisions.apply(data)(s.game);
    const second = Decisions.check(worf)(after);
    // Assert
    expect(Decisions.legalActions(s.game)).toContainEqual(data);
    expect(E.isLeft(second) && second.left.rule).toBe('Play a Card');
    expect(Decisions.legalActions(after).filter((c) => c.type === 'card.play')).toEqual([]);
  });

  it('should refuse a card play once orders have begun (Rulebook "Play a Card")', () => {
    // Arrange
    const s = outpost(['Data']);
    const game: GameState = { ...s.game, turn: { ...s.game.turn, ordersBegun: true } };
    // Act
    const result = Decisions.check(report(s, 'Data', 'Federation'))(game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('Play a Card');
    expect(Decisions.legalActions(game)).toEqual([{ type: 'turn.end', player: 'p1' }]);
  });

  it('should refuse to report a Klingon to a Federation Outpost (Rulebook "Reporting for Duty": Compatible)', () => {
    // Arrange
    const s = outpost(['Kurn']);
    // Act
    const result = canPlay(report(s, 'Kurn', 'Klingon'))(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('Compatible');
    expect(legalPlays(s.game)).toEqual([]);
  });

  it('should refuse a second copy of a unique personnel its owner has in play (Rulebook "Entering Play")', () => {
    // Arrange
    const s = outpost([{ title: 'Data', label: 'in hand' }], [{ title: 'Data', label: 'in play' }]);
    // Act
    const result = canPlay(report(s, 'in hand', 'Federation'))(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('Personas');
    expect(legalPlays(s.game)).toEqual([]);
  });

  it('should allow another copy of a ❖ universal personnel (Rulebook "Entering Play")', () => {
    // Arrange
    const s = outpost(
      [{ title: 'Linda Larson', label: 'in hand' }],
      [{ title: 'Linda Larson', label: 'in play' }],
    );
    // Act
    const result = canPlay(report(s, 'in hand', 'Federation'))(s.game);
    // Assert
    expect(result).toEqual(E.right(undefined));
  });

  it('should let a multi-affiliation card choose an affiliation the outpost accepts (Rulebook "Multi-affiliation cards")', () => {
    // Arrange
    const s = outpost(['The Emissary']);
    // Act
    const asBajoran = canPlay(report(s, 'The Emissary', 'Bajoran'))(s.game);
    // Assert
    expect(legalPlays(s.game)).toEqual([report(s, 'The Emissary', 'Federation')]);
    expect(E.isLeft(asBajoran) && asBajoran.left.rule).toBe('Compatible');
  });

  it('should refuse an [AU] card no card allows to play (Rulebook "Entering Play")', () => {
    // Arrange
    const s = outpost(['Commander Data']);
    // Act
    const result = canPlay(report(s, 'Commander Data', 'Federation'))(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('Entering Play');
    expect(legalPlays(s.game)).toEqual([]);
  });

  it('should refuse an interrupt whose game text is not implemented (Rulebook "Play a Card")', () => {
    // Arrange
    const s = outpost(['Data Laughing']);
    const command = { ...report(s, 'Data Laughing', null) };
    // Act
    const result = canPlay(command)(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.message).toMatch(/not implemented/);
    expect(candidates('p1')(s.game)).toEqual([]);
  });

  it('should build an outpost only where its owner has an ENGINEER of its affiliation (Rulebook "Facility Phase")', () => {
    // Arrange
    const s = scenario({ pending: { player: 'p1', decision: 'turn.act' } })
      .mission('p1', 'Avert Disaster')
      .mission('p1', 'Test Mission')
      .ship('p1', 'U.S.S. Galaxy', { at: 'Test Mission' })
      .aboard('U.S.S. Galaxy', 'p1', ['Geordi La Forge'])
      .hand('p1', ['Federation Outpost'])
      .build();
    const build = (mission: string): PlayCard => ({
      type: 'card.play',
      player: 'p1',
      card: s.id('Federation Outpost'),
      kind: 'build',
      location: s.id(mission),
      affiliation: 'Federation',
    });
    // Act
    const elsewhere = canPlay(build('Avert Disaster'))(s.game);
    // Assert
    expect(legalPlays(s.game)).toEqual([build('Test Mission')]);
    expect(E.isLeft(elsewhere) && elsewhere.left.rule).toBe('Facility Phase');
  });
});

describe('play', () => {
  it('should report a ship docked at an outpost (Rulebook 7.1.4 Dock: a ship reported to an outpost enters docked)', () => {
    // Arrange
    const s = outpost(['U.S.S. Enterprise']);
    // Act
    const after = play(report(s, 'U.S.S. Enterprise', 'Federation'))(s.game);
    // Assert
    expect(after.cards[s.id('U.S.S. Enterprise')]?.zone).toEqual({
      kind: 'docked',
      facility: s.id('Federation Outpost'),
    });
    expect(after.turn.normalCardPlayUsed).toBe(true);
  });

  it('should place reporting personnel aboard the outpost, face up, in the chosen affiliation (Rulebook "Reporting for Duty")', () => {
    // Arrange
    const s = outpost(['The Emissary']);
    // Act
    const after = play(report(s, 'The Emissary', 'Federation'))(s.game);
    // Assert
    expect(after.cards[s.id('The Emissary')]).toMatchObject({
      zone: { kind: 'aboard', carrier: s.id('Federation Outpost') },
      faceUp: true,
      affiliation: 'Federation',
      controller: 'p1',
    });
  });
});

describe('playMethod', () => {
  it('should refuse a card that plays only as a valid response (Rulebook "Playing \'At Any Time\'")', () => {
    // Arrange
    const [amanda] = loadCardDatabase().byTitle('Amanda Rogers');
    // Act
    const method = amanda === undefined ? null : playMethod(amanda);
    // Assert
    expect(method !== null && E.isLeft(method) && method.left.rule).toBe("Playing 'At Any Time'");
  });
});

// Helpers

type Spec = string | { readonly title: string; readonly label: string };

const outpost = (hand: ReadonlyArray<Spec>, aboard: ReadonlyArray<Spec> = []): Scenario =>
  scenario({ pending: { player: 'p1', decision: 'turn.act' } })
    .mission('p1', 'Avert Disaster')
    .facility('p1', 'Federation Outpost', { at: 'Avert Disaster' })
    .aboard('Federation Outpost', 'p1', aboard)
    .hand('p1', hand)
    .build();

const report = (s: Scenario, card: string, affiliation: string | null): PlayCard => ({
  type: 'card.play',
  player: 'p1',
  card: s.id(card),
  kind: 'report',
  facility: s.id('Federation Outpost'),
  affiliation,
});

const legalPlays = (game: GameState) => Decisions.legalActions(game).filter((c) => c.type === 'card.play');
