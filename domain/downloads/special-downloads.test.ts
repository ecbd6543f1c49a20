import * as E from 'fp-ts/Either';
import { loadCardDatabase } from '../../cards/database';
import { put } from '../../cards/effects/play-test-support';
import { allow, atMissionMatching, missionOf } from '../../cards/language/build';
import { standIn } from '../../cards/registry/stand-ins';
import { textStatus } from '../card-effects/coverage';
import { type GameState, moveCard } from '../core/game-state';
import * as Decisions from '../game/decisions';
import { type Scenario, scenario } from '../game/scenario';
import {
  checkSpecialDownload,
  downloadTargets,
  isPlainDownload,
  type SpecialDownload,
} from './special-downloads';

describe('downloadTargets', () => {
  it('should read a plain DL/ {Title} special skill (Rulebook "Special Download")', () => {
    // Arrange
    const beverly = loadCardDatabase().byTitle('Beverly')[0];
    // Act
    const targets = beverly === undefined ? [] : downloadTargets(beverly);
    // Assert
    expect(targets).toEqual(['Starfleet Type II Phaser']);
  });

  it('should read a ship\'s plain [DL] icons among its special equipment (Rulebook "Special Download")', () => {
    // Arrange
    const voyager = loadCardDatabase().byTitle('U.S.S. Voyager')[0];
    // Act
    const targets = voyager === undefined ? [] : downloadTargets(voyager);
    // Assert
    expect(targets).toEqual(['Bio-Neural Gel Pack', 'Blue Alert']);
  });

  it('should count a personnel whose only text is a plain DL/ {Title} as implemented (Rulebook "Special Download")', () => {
    // Arrange
    const corez = loadCardDatabase().byTitle('Corez')[0];
    // Act
    const status = corez === undefined ? undefined : textStatus(corez);
    // Assert
    expect(status?.implemented).toBe(true);
  });
});

describe('checkSpecialDownload', () => {
  it('should offer and apply a [DL] download from the draw deck, reshuffled (Rulebook "Special Download", "Downloading")', () => {
    // Arrange
    const s = beverlyAtOutpost(['Data', 'Starfleet Type II Phaser', 'Worf', 'Geordi La Forge', 'Tasha Yar']);
    const command = phaser(s);
    // Act
    const after = Decisions.apply(command)(s.game);
    // Assert
    expect(Decisions.legalActions(s.game)).toContainEqual(command);
    expect(after.cards[s.id('Starfleet Type II Phaser')]?.zone).toEqual({
      kind: 'aboard',
      carrier: s.id('Federation Outpost'),
    });
    expect(after.zones['drawDeck:p1']).toHaveLength(4);
    expect(after.random).not.toEqual(s.game.random);
    expect(after.turn.normalCardPlayUsed).toBe(false);
  });

  it('should offer the [DL] icon of a personnel aboard a carried ship, at its carrier\'s location (Rulebook "Carried ships", "Special Download")', () => {
    // Arrange
    const s = scenario({ pending: { player: 'p1', decision: 'turn.act' } })
      .mission('p1', 'Avert Disaster')
      .facility('p1', 'Federation Outpost', { at: 'Avert Disaster' })
      .ship('p1', 'U.S.S. Intrepid', { at: 'Avert Disaster' })
      .ship('p1', 'Type 9 Shuttlecraft', { carriedBy: 'U.S.S. Intrepid' })
      .aboard('Type 9 Shuttlecraft', 'p1', ['Beverly'])
      .drawDeck('p1', ['Starfleet Type II Phaser', 'Worf'])
      .build();
    // Act
    const after = Decisions.apply(phaser(s))(s.game);
    // Assert
    expect(downloads(s.game)).toEqual([phaser(s)]);
    expect(after.cards[s.id('Starfleet Type II Phaser')]?.zone).toEqual({
      kind: 'aboard',
      carrier: s.id('Federation Outpost'),
    });
  });

  it('should refuse a second use of the same [DL] icon in a game (Rulebook "Special Download")', () => {
    // Arrange
    const s = beverlyAtOutpost([
      { title: 'Starfleet Type II Phaser', label: 'first' },
      { title: 'Starfleet Type II Phaser', label: 'second' },
    ]);
    const after = Decisions.apply(phaser(s, 'first'))(s.game);
    // Act
    const result = checkSpecialDownload(phaser(s, 'second'))(after);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('Special Download');
    expect(downloads(after)).toEqual([]);
  });

  it('should refuse the spent [DL] icon to a later copy of the card (Rulebook "Special Download" L485: "regardless of how many copies of that card you have in play")', () => {
    // Arrange: Beverly leaves play after (or without) downloading a phaser, and a second Beverly reports aboard
    const s = beverlyAtOutpost([
      { title: 'Starfleet Type II Phaser', label: 'first' },
      { title: 'Starfleet Type II Phaser', label: 'second' },
    ]);
    const secondCopy = (game: GameState) =>
      put(moveCard(s.id('Beverly'), { kind: 'discard', player: 'p1' })(game), 'p1', 'Beverly', {
        kind: 'aboard',
        carrier: s.id('Federation Outpost'),
      });
    const [unspentCopy, unspent] = secondCopy(s.game);
    const [laterCopy, spent] = secondCopy(Decisions.apply(phaser(s, 'first'))(s.game));
    // Act
    const results = [
      checkSpecialDownload({ ...phaser(s, 'second'), source: unspentCopy })(unspent),
      checkSpecialDownload({ ...phaser(s, 'second'), source: laterCopy })(spent),
    ];
    // Assert
    expect(results.map((r) => (E.isLeft(r) ? r.left.rule : 'legal'))).toEqual(['legal', 'Special Download']);
    expect(downloads(spent)).toEqual([]);
  });

  it('should refuse to download an artifact (Rulebook "Downloading")', () => {
    // Arrange
    const s = scenario({ pending: { player: 'p1', decision: 'turn.act' } })
      .mission('p1', 'Avert Disaster')
      .facility('p1', 'Federation Outpost', { at: 'Avert Disaster' })
      .aboard('Federation Outpost', 'p1', ['Aquiel Uhnari'])
      .drawDeck('p1', ['Canar'])
      .build();
    const command: SpecialDownload = {
      type: 'card.download',
      player: 'p1',
      source: s.id('Aquiel Uhnari'),
      target: s.id('Canar'),
      facility: s.id('Federation Outpost'),
      affiliation: null,
    };
    // Act
    const result = checkSpecialDownload(command)(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('Downloading');
    expect(downloads(s.game)).toEqual([]);
  });
});

describe('checkSpecialDownload with a condition', () => {
  it('should accept an icon printed with a condition only while the card\'s text allows it (Rulebook "Special Download", "Using Skills" L1002)', () => {
    // Arrange: two stand-in doctors whose icon reads "(if at [CAR])", one declaring it as a permission while at a [CAR]
    // mission, at Protect Shipment ([FED] [CAR] [DOM]) and at Avert Disaster ([FED]), each at a Federation Outpost
    const printed = { specialSkills: ['DL/ {Starfleet Type II Phaser} (if at [CAR])'] };
    standIn({
      title: 'Declared conditional downloader',
      like: 'Beverly',
      fields: printed,
      text: {
        whileInPlay: [
          allow('download', { cards: 'self', whileItIs: atMissionMatching(missionOf('Cardassian')) }),
        ],
      },
    });
    standIn({ title: 'Undeclared conditional downloader', like: 'Beverly', fields: printed });
    const check = (doctor: string, mission: string) => {
      const s = scenario({ pending: { player: 'p1', decision: 'turn.act' } })
        .mission('p1', mission)
        .facility('p1', 'Federation Outpost', { at: mission })
        .aboard('Federation Outpost', 'p1', [doctor])
        .drawDeck('p1', ['Starfleet Type II Phaser', 'Worf'])
        .build();
      const result = checkSpecialDownload({
        type: 'card.download',
        player: 'p1',
        source: s.id(doctor),
        target: s.id('Starfleet Type II Phaser'),
        facility: s.id('Federation Outpost'),
        affiliation: null,
      })(s.game);
      return E.isRight(result) ? 'accepted' : result.left.message;
    };
    // Act
    const results = [
      check('Declared conditional downloader', 'Protect Shipment'),
      check('Declared conditional downloader', 'Avert Disaster'),
      check('Undeclared conditional downloader', 'Protect Shipment'),
    ];
    // Assert
    const refusal = (doctor: string) =>
      `${doctor}'s [DL] icon for Starfleet Type II Phaser is usable only if at [CAR].`;
    expect(results).toEqual([
      'accepted',
      refusal('Declared conditional downloader'),
      refusal('Undeclared conditional downloader'),
    ]);
    expect(isPlainDownload(printed.specialSkills[0] ?? '')).toBe(false);
  });
});

// Helpers

type Spec = string | { readonly title: string; readonly label: string };

const beverlyAtOutpost = (deck: ReadonlyArray<Spec>): Scenario =>
  scenario({ pending: { player: 'p1', decision: 'turn.act' } })
    .mission('p1', 'Avert Disaster')
    .facility('p1', 'Federation Outpost', { at: 'Avert Disaster' })
    .aboard('Federation Outpost', 'p1', ['Beverly'])
    .drawDeck('p1', deck)
    .build();

const phaser = (s: Scenario, target = 'Starfleet Type II Phaser'): SpecialDownload => ({
  type: 'card.download',
  player: 'p1',
  source: s.id('Beverly'),
  target: s.id(target),
  facility: s.id('Federation Outpost'),
  affiliation: null,
});

const downloads = (game: GameState) => Decisions.legalActions(game).filter((c) => c.type === 'card.download');
