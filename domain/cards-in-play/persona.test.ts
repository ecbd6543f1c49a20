import * as E from 'fp-ts/Either';
import type { Blueprint } from '../../cards/blueprint';
import { loadCardDatabase } from '../../cards/database';
import { getCard } from '../core/game-state';
import { scenario } from '../game/scenario';
import {
  canAddSite,
  canEnterPlay,
  cardsInPlay,
  cardsInPlayOf,
  isCopy,
  isDifferent,
  isInPlay,
  isNotDuplicatable,
  isReferencedBy,
  isSame,
  isSamePersona,
  isUnique,
  isUniquePerStation,
  personaNames,
  printedTitle,
} from './persona';

describe('printedTitle', () => {
  it('should drop the export variant marker and set subtitle (Rulebook 12.7)', () => {
    // Arrange
    const titles = [
      "Miles O'Brien (Blaze of Glory) *VP",
      'Smiley (Crossover)',
      'The Trois* *VP',
      'Lt. (j.g.) Picard',
    ];
    // Act
    const printed = titles.map(printedTitle);
    // Assert
    expect(printed).toEqual(["Miles O'Brien", 'Smiley', 'The Trois', 'Lt. (j.g.) Picard']);
  });
});

describe('personaNames', () => {
  it('should read impersonated and mirrored personas apart from versions (Rulebook "Personas")', () => {
    // Arrange
    const [falcon, founder, smiley] = [card('ha/96falcon'), card('dom/obrienfounder'), card('mm/smiley')];
    // Act
    const names = [falcon, founder, smiley].map(personaNames);
    // Assert
    expect(names).toEqual([
      { versions: ["Miles O'Brien"], impersonates: [], mirrors: [] },
      { versions: [], impersonates: ["Miles O'Brien"], mirrors: [] },
      { versions: [], impersonates: [], mirrors: ["Miles O'Brien"] },
    ]);
  });
});

describe('isSamePersona', () => {
  it('should match the TNG and DS9 Miles O\'Brien by their exact title (Rulebook "Personas")', () => {
    // Arrange
    const [tng, ds9] = [card('faj/MilesOBrienFajo'), card('bog/milesobrienbog')];
    // Act
    const same = isSamePersona(tng)(ds9);
    // Assert
    expect(same).toBe(true);
  });

  it('should match Falcon and Miles O\'Brien by the bold name in Falcon\'s lore (Rulebook "Personas")', () => {
    // Arrange
    const [falcon, miles] = [card('ha/96falcon'), card('faj/MilesOBrienFajo')];
    // Act
    const both = [isSamePersona(falcon)(miles), isSamePersona(miles)(falcon)];
    // Assert
    expect(both).toEqual([true, true]);
  });

  it('should match Falcon and Ensign O\'Brien by the bold name they share (Rulebook "Personas")', () => {
    // Arrange
    const [falcon, ensign] = [card('ha/96falcon'), card('twt/ensignobrien')];
    // Act
    const same = isSamePersona(falcon)(ensign);
    // Assert
    expect(same).toBe(true);
  });

  it('should not match the impersonator O\'Brien Founder or the mirror Smiley with Miles (Rulebook "Personas")', () => {
    // Arrange
    const miles = card('faj/MilesOBrienFajo');
    // Act
    const matches = [card('dom/obrienfounder'), card('mm/smiley')].map(isSamePersona(miles));
    // Assert
    expect(matches).toEqual([false, false]);
  });

  it('should not match Keiko O\'Brien with Miles although the Names column mentions him (Rulebook "Personas")', () => {
    // Arrange
    const [keiko, miles] = [card('qc/keikoobrien'), card('faj/MilesOBrienFajo')];
    // Act
    const same = isSamePersona(keiko)(miles);
    // Assert
    expect(keiko.loreNames).toContain("Miles O'Brien");
    expect(same).toBe(false);
  });

  it('should match mirror opposites of the same persona with each other (Rulebook "Personas")', () => {
    // Arrange
    const [smiley, crossover] = [card('mm/smiley'), card('crossover/crossover_73')];
    // Act
    const same = isSamePersona(smiley)(crossover);
    // Assert
    expect(same).toBe(true);
  });
});

describe('isCopy', () => {
  it('should treat U.S.S. Voyager and its Virtual Promo as copies but not Voyager (Engage) (Rulebook 12.7)', () => {
    // Arrange
    const voyager = card('voy/ussvoyager');
    // Act
    const copies = [card('VP/43VP'), card('ENGAGE/engage_52')].map(isCopy(voyager));
    // Assert
    expect(copies).toEqual([true, false]);
  });
});

describe('isDifferent', () => {
  it('should make U.S.S. Intrepid different from U.S.S. Voyager, and Voyager (Engage) the same (Rulebook 12.7)', () => {
    // Arrange
    const voyager = card('voy/ussvoyager');
    // Act
    const different = [card('voy/ussintrepid'), card('ENGAGE/engage_52')].map(isDifferent(voyager));
    const same = isSame(voyager)(card('ENGAGE/engage_52'));
    // Assert
    expect(different).toEqual([true, false]);
    expect(same).toBe(true);
  });
});

describe('isUnique', () => {
  it('should make personnel unique by default, ❖ universal ones not, and "(Unique.)" cards unique (Rulebook "Entering Play")', () => {
    // Arrange
    const cards = ['faj/MilesOBrienFajo', 'premiere/kromm', 'dom/installautonomicsystems', 'premiere/ScanA'];
    // Act
    const unique = cards.map((id) => isUnique(card(id)));
    // Assert
    expect(unique).toEqual([true, false, true, false]);
  });

  it('should not call a ✶ enigma unique (Rulebook "Entering Play")', () => {
    // Arrange
    const queen = card('fc/borgqueen');
    // Act
    const unique = isUnique(queen);
    // Assert
    expect(unique).toBe(false);
  });
});

describe('isNotDuplicatable', () => {
  it('should hold for missions, time locations and "(Not duplicatable.)" cards, not ❖ universal missions (Rulebook "Entering Play")', () => {
    // Arrange
    const cards = ['premiere/avertdisaster', 'AUT/AUT28', 'faj/blackhole', 'qc/Space_ab', 'premiere/ScanA'];
    // Act
    const result = cards.map((id) => isNotDuplicatable(card(id)));
    // Assert
    expect(result).toEqual([true, true, true, false, false]);
  });
});

describe('isUniquePerStation', () => {
  it('should hold for Ops but not the ❖ universal Cargo Bay (Rulebook "Facility Phase")', () => {
    // Arrange
    const [ops, cargoBay] = [card('ds9/ops'), card('roa/cargobay')];
    // Act
    const result = [isUniquePerStation(ops), isUniquePerStation(cargoBay)];
    // Assert
    expect(result).toEqual([true, false]);
  });
});

describe('isReferencedBy', () => {
  it('should follow the colon rule for colons and dashes but not other words (Rulebook 12.10)', () => {
    // Arrange: Kevin Uxbridge: Convergence, Incoming Message - Federation, Full Planet Scan
    // Act
    const result = [
      isReferencedBy('Kevin Uxbridge')(card('au/kevinuxbridgeconvergence')),
      isReferencedBy('Incoming Message')(card('premiere/incomingmessagefederation')),
      isReferencedBy('Scan')(card('premiere/FullPlanetScanA')),
    ];
    // Assert
    expect(result).toEqual([true, true, false]);
  });
});

describe('isInPlay', () => {
  it('should count cards aboard but not in hand or face-down on the table (Rulebook "Entering Play")', () => {
    // Arrange
    const { game, id } = outpostWith(["Miles O'Brien"])
      .hand('p1', ['Falcon'])
      .table('p1', ['Crossover'])
      .modify('Crossover', { faceUp: false })
      .build();
    // Act
    const result = [id("Miles O'Brien"), id('Falcon'), id('Crossover')].map((c) =>
      isInPlay(getCard(c)(game)),
    );
    // Assert
    expect(result).toEqual([true, false, false]);
  });
});

describe('cardsInPlayOf', () => {
  it('should list the cards in play of a cards record, in its order, the same for the same record', () => {
    // Arrange
    const { game, id } = outpostWith(["Miles O'Brien"])
      .hand('p1', ['Falcon'])
      .table('p1', ['Crossover'])
      .modify('Crossover', { faceUp: false })
      .build();
    // Act
    const listed = cardsInPlayOf(game.cards);
    // Assert
    expect(listed.map((c) => c.id)).toEqual(
      Object.values(game.cards)
        .filter(isInPlay)
        .map((c) => c.id),
    );
    expect(listed.map((c) => c.id)).toContain(id("Miles O'Brien"));
    expect(listed.map((c) => c.id)).not.toContain(id('Falcon'));
    expect(cardsInPlay(game)).toBe(listed);
  });
});

describe('canEnterPlay', () => {
  it('should refuse Falcon and Ensign O\'Brien while their owner has Miles O\'Brien in play (Rulebook "Personas")', () => {
    // Arrange
    const { game } = outpostWith(["Miles O'Brien"]).build();
    // Act
    const results = ['ha/96falcon', 'twt/ensignobrien', 'bog/milesobrienbog'].map((b) =>
      canEnterPlay(b, 'p1')(game),
    );
    // Assert
    expect(results.map((r) => (E.isLeft(r) ? r.left.rule : 'allowed'))).toEqual([
      'Personas',
      'Personas',
      'Personas',
    ]);
  });

  it('should allow O\'Brien Founder and Smiley beside Miles O\'Brien (Rulebook "Personas")', () => {
    // Arrange
    const { game } = outpostWith(["Miles O'Brien"]).build();
    // Act
    const results = ['dom/obrienfounder', 'mm/smiley'].map((b) => canEnterPlay(b, 'p1')(game));
    // Assert
    expect(results.every(E.isRight)).toBe(true);
  });

  it('should allow the opponent their own Miles O\'Brien (Rulebook "Personas")', () => {
    // Arrange
    const { game } = outpostWith(["Miles O'Brien"]).build();
    // Act
    const result = canEnterPlay('faj/MilesOBrienFajo', 'p2')(game);
    // Assert
    expect(E.isRight(result)).toBe(true);
  });

  it('should count a card its owner no longer controls (Rulebook "Control")', () => {
    // Arrange
    const { game } = outpostWith(["Miles O'Brien"]).modify("Miles O'Brien", { controller: 'p2' }).build();
    // Act
    const [owner, controller] = [
      canEnterPlay('ha/96falcon', 'p1')(game),
      canEnterPlay('ha/96falcon', 'p2')(game),
    ];
    // Assert
    expect(E.isLeft(owner)).toBe(true);
    expect(E.isRight(controller)).toBe(true);
  });

  it('should ignore copies in the discard pile, and allow a second ❖ universal Kromm (Rulebook "Entering Play")', () => {
    // Arrange
    const { game } = outpostWith(['Kromm']).discard('p1', ["Miles O'Brien"]).build();
    // Act
    const results = [
      canEnterPlay('faj/MilesOBrienFajo', 'p1')(game),
      canEnterPlay('premiere/kromm', 'p1')(game),
    ];
    // Assert
    expect(results.every(E.isRight)).toBe(true);
  });

  it('should refuse a second ✶ enigma Borg Queen of the same owner (Rulebook "Entering Play")', () => {
    // Arrange
    const { game } = outpostWith([{ title: 'Borg Queen', blueprint: 'fc/borgqueen' }]).build();
    // Act
    const result = canEnterPlay('Ref/borgqueen', 'p1')(game);
    // Assert
    expect(E.isLeft(result)).toBe(true);
  });

  it('should refuse a second copy of a not duplicatable card for either player (Rulebook "Entering Play")', () => {
    // Arrange
    const { game } = outpostWith([]).table('p1', ['Black Hole']).build();
    // Act
    const result = canEnterPlay('faj/blackhole', 'p2')(game);
    // Assert
    expect(result).toEqual(
      E.left({ rule: 'Entering Play', message: expect.stringContaining('not duplicatable') }),
    );
  });
});

describe('canAddSite', () => {
  it('should refuse a second Ops on one station but allow a second ❖ universal Cargo Bay (Rulebook "Facility Phase")', () => {
    // Arrange
    const built = scenario()
      .mission('p1', 'Avert Disaster')
      .facility('p1', 'Terok Nor', { at: 'Avert Disaster' })
      .build();
    const station = built.id('Terok Nor');
    const { game } = scenario()
      .mission('p1', 'Avert Disaster')
      .facility('p1', 'Terok Nor', { at: 'Avert Disaster' })
      .place('p1', { kind: 'playedOn', host: station }, ['Ops', 'Cargo Bay'])
      .build();
    // Act
    const results = [canAddSite('HF5/hmf5_11', station)(game), canAddSite('HF5/hmf5_02', station)(game)];
    // Assert
    expect(results.map(E.isRight)).toEqual([false, true]);
  });
});

// Helpers

function card(id: string): Blueprint {
  return loadCardDatabase().blueprint(id);
}

function outpostWith(crew: Parameters<ReturnType<typeof scenario>['aboard']>[2]) {
  return scenario()
    .mission('p1', 'Avert Disaster')
    .facility('p1', 'Federation Outpost', { at: 'Avert Disaster' })
    .aboard('Federation Outpost', 'p1', crew);
}
