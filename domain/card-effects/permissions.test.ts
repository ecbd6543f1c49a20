import * as O from 'fp-ts/Option';
import { loadCardDatabase } from '../../cards/database';
import { put } from '../../cards/effects/play-test-support';
import { allow, atMissionMatching, missionOf } from '../../cards/language/build';
import { standIn } from '../../cards/registry/stand-ins';
import { setStatus } from '../cards-in-play/presence';
import { addCard, type CardId, type GameState, updateCard } from '../core/game-state';
import { scenario } from '../game/scenario';
import { allowancesFor, isAllowedDespite, preventionOf, recordDeed } from './permissions';

describe('preventionOf', () => {
  it('should name the card in play preventing an interrupt, except those it names (Goddess of Empathy: "Neither you nor your opponent can play Interrupt cards")', () => {
    // Arrange
    const s = scenario()
      .table('p2', ['Goddess of Empathy'])
      .hand('p1', ['The Juggler', 'Kevin Uxbridge'])
      .build();
    // Act
    const [juggler, kevin] = ['The Juggler', 'Kevin Uxbridge'].map((t) =>
      preventionOf('play', { player: 'p1', card: s.id(t), as: 'interrupt' })(s.game),
    );
    const asEvent = preventionOf('play', { player: 'p1', card: s.id('The Juggler'), as: 'event' })(s.game);
    // Assert
    expect([juggler, kevin, asEvent]).toEqual([O.some('Goddess of Empathy'), O.none, O.none]);
  });

  it('should name the card in play, able to act, that prevents playing a matching card (Yellow Alert: "prevents {Red Alert!}")', () => {
    // Arrange
    const s = scenario()
      .table('p2', ['Yellow Alert'])
      .hand('p1', ['Red Alert!', 'Treaty: Federation/Klingon'])
      .build();
    const play = (card: CardId) => preventionOf('play', { player: 'p1', card, as: 'event' });
    // Act
    const [redAlert, treaty] = [s.id('Red Alert!'), s.id('Treaty: Federation/Klingon')].map((c) =>
      play(c)(s.game),
    );
    const disabled = play(s.id('Red Alert!'))(setStatus(s.id('Yellow Alert'), 'disabled', true)(s.game));
    // Assert
    expect([redAlert, treaty, disabled]).toEqual([O.some('Yellow Alert'), O.none, O.none]);
  });

  it('should prevent every download while Computer Crash is in play, none while it is face down (Rulebook "Downloading")', () => {
    // Arrange
    const base = scenario().table('p2', ['Computer Crash']);
    const [inPlay, faceDown] = [base.build(), base.modify('Computer Crash', { faceUp: false }).build()];
    // Act
    const [banned, allowed] = [inPlay, faceDown].map((s) =>
      preventionOf('download', { player: 'p1' })(s.game),
    );
    // Assert
    expect([banned, allowed]).toEqual([O.some('Computer Crash'), O.none]);
  });

  it('should prevent attempting the mission a Supernova is on, nowhere else (Supernova: "for span reference")', () => {
    // Arrange
    const s = scenario().mission('p1', 'Excavation').mission('p2', 'Test Mission').build();
    const game = on(s.game, 'Supernova', s.id('Excavation'));
    // Act
    const [excavation, test] = [s.id('Excavation'), s.id('Test Mission')].map((location) =>
      preventionOf('attempt', { player: 'p1', location })(game),
    );
    // Assert
    expect([excavation, test]).toEqual([O.some('Supernova'), O.none]);
  });

  it("should prevent beaming here while face up, unless the beaming player's card allows it through (Distortion Field, Pattern Enhancers)", () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .mission('p1', 'Test Mission')
      .table('p2', ['Pattern Enhancers'])
      .hand('p1', ['Data'])
      .build();
    const game = on(s.game, 'Distortion Field', s.id('Avert Disaster'));
    const field = Object.values(game.cards).find((c) => c.zone.kind === 'playedOn')?.id ?? '';
    const beam = (player: string, location: CardId, g: GameState) =>
      preventionOf('beam', { player, card: s.id('Data'), location })(g);
    // Act
    const answers = [
      beam('p1', s.id('Avert Disaster'), game),
      beam('p1', s.id('Test Mission'), game),
      beam('p2', s.id('Avert Disaster'), game),
      beam('p1', s.id('Avert Disaster'), updateCard(field, (c) => ({ ...c, faceUp: false }))(game)),
    ];
    // Assert
    expect(answers).toEqual([O.some('Distortion Field'), O.none, O.none, O.none]);
  });

  it('should prevent only personnel from reporting for free where the card is present, and probing by non-dilemmas here (100,000 and 10,000 Tribbles)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Excavation')
      .ship('p1', 'U.S.S. Galaxy', { at: 'Excavation' })
      .aboard('U.S.S. Galaxy', 'p1', ['100,000 Tribbles - Discard', '10,000 Tribbles - Go'])
      .seed('Excavation', 'p2', ['Armus - Skin of Evil'])
      .hand('p1', ['Data', 'Tricorder'])
      .build();
    const aboard = { kind: 'aboard', carrier: s.id('U.S.S. Galaxy') } as const;
    const free = (card: CardId) =>
      preventionOf('reportForFree', { player: 'p1', card, zone: aboard })(s.game);
    const probe = (card: CardId) => preventionOf('probe', { card, location: s.id('Excavation') })(s.game);
    // Act
    const reports = [free(s.id('Data')), free(s.id('Tricorder'))];
    const probes = [probe(s.id('U.S.S. Galaxy')), probe(s.id('Armus - Skin of Evil'))];
    // Assert
    expect(reports).toEqual([O.some('100,000 Tribbles'), O.none]);
    expect(probes).toEqual([O.some('10,000 Tribbles'), O.none]);
  });
});

describe('preventionOf a damage marker', () => {
  it('should prevent only the damaged card\'s controller, away from where they have a matching card, naming the system off line (Chain Reaction Pulsar: "Scanners off line: you may play {Scan} … only where you have an undamaged ship"; Rulebook 7.5.1, 12.4)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Excavation')
      .mission('p1', 'Test Mission')
      .ship('p1', 'U.S.S. Galaxy', { at: 'Excavation' })
      .ship('p1', 'Runabout', { at: 'Test Mission' })
      .hand('p1', ['Scan'])
      .hand('p2', ['Scan'])
      .build();
    const game = on(s.game, 'Chain Reaction Pulsar', s.id('U.S.S. Galaxy'));
    const [yours, theirs] = Object.values(game.cards)
      .filter((c) => c.zone.kind === 'hand')
      .sort((a, b) => a.controller.localeCompare(b.controller))
      .map((c) => c.id);
    const scan = (player: string, card: CardId | undefined, location?: string) =>
      preventionOf('play', {
        player,
        card,
        as: 'interrupt',
        ...(location === undefined ? {} : { location }),
      })(game);
    // Act
    const [damagedOnly, undamagedThere, nowhere, opponent] = [
      scan('p1', yours, s.id('Excavation')),
      scan('p1', yours, s.id('Test Mission')),
      scan('p1', yours),
      scan('p2', theirs, s.id('Excavation')),
    ];
    // Assert
    const named = O.some('Tactic damage marker: Scanners off line');
    expect([damagedOnly, undamagedThere, nowhere, opponent]).toEqual([named, O.none, named, O.none]);
  });
});

describe('recordDeed', () => {
  it('should prevent a limited deed once it was done so many times this turn, by either player (Atmospheric Ionization: "Maximum of three personnel per turn")', () => {
    // Arrange
    const s = scenario().mission('p1', 'Avert Disaster').hand('p1', ['Data']).build();
    const game = on(s.game, 'Atmospheric Ionization', s.id('Avert Disaster'));
    const deed = (player: string) => ({ player, card: s.id('Data'), location: s.id('Avert Disaster') });
    const twice = recordDeed('beam', deed('p1'))(recordDeed('beam', deed('p2'))(game));
    const thrice = recordDeed('beam', deed('p1'))(twice);
    // Act
    const [afterTwo, afterThree] = [twice, thrice].map((g) => preventionOf('beam', deed('p2'))(g));
    // Assert
    expect([afterTwo, afterThree]).toEqual([O.none, O.some('Atmospheric Ionization')]);
  });
});

describe('allowancesFor', () => {
  it('should qualify its player\'s personnel of its affiliation at its mission only (Espionage: "Your Federation personnel may now attempt this mission")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Fever Emergency')
      .mission('p1', 'Medical Relief')
      .surface('Fever Emergency', 'p1', ['Data', 'Tomek'])
      .surface('Medical Relief', 'p1', ['Worf'])
      .build();
    const game = on(s.game, 'Espionage: Federation on Klingon', s.id('Fever Emergency'), 'p1');
    const attempt = (player: string, card: string, mission: string) =>
      allowancesFor('attempt', { player, card: s.id(card), location: s.id(mission) })(game).map(
        (a) => a.title,
      );
    // Act
    const allowed = [
      attempt('p1', 'Data', 'Fever Emergency'),
      attempt('p1', 'Tomek', 'Fever Emergency'),
      attempt('p1', 'Worf', 'Medical Relief'),
      attempt('p2', 'Data', 'Fever Emergency'),
    ];
    // Assert
    expect(allowed).toEqual([['Espionage: Federation on Klingon'], [], [], []]);
  });

  it('should allow any player, with its limit, as the card says (Alien Probe: "Both players"; Slingshot Effect: "Once each turn")', () => {
    // Arrange
    const s = scenario().table('p1', ['Alien Probe', 'Slingshot Effect']).build();
    // Act
    const exposed = ['p1', 'p2'].map((player) => allowancesFor('lookAtHands', { player })(s.game).length);
    const travel = allowancesFor('timeTravel', { player: 'p1' })(s.game);
    // Assert
    expect(exposed).toEqual([1, 1]);
    expect(travel).toEqual([]);
  });

  it('should allow the card itself with `self`, saying the RANGE each deed uses (Vulcan Lander: "May take off or land (uses 1 RANGE)")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Test Mission')
      .ship('p1', 'Vulcan Lander', { at: 'Test Mission' })
      .ship('p1', 'Runabout', { at: 'Test Mission' })
      .build();
    const land = (ship: string) => allowancesFor('land', { player: 'p1', card: s.id(ship) })(s.game);
    // Act
    const [lander, runabout] = [land('Vulcan Lander'), land('Runabout')];
    // Assert
    expect(lander).toEqual([{ id: s.id('Vulcan Lander'), title: 'Vulcan Lander', uses: 1 }]);
    expect(runabout).toEqual([]);
  });

  it('should allow the ship it is aboard, its player\'s, to repair in the full turns it says (Exocomp: "If aboard ship, can repair damage in two of your full turns"; Rulebook 7.5.2)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Excavation')
      .ship('p1', 'U.S.S. Galaxy', { at: 'Excavation' })
      .ship('p1', 'Runabout', { at: 'Excavation' })
      .aboard('U.S.S. Galaxy', 'p1', ['Exocomp'])
      .build();
    const repair = (ship: string, player = 'p1') =>
      allowancesFor('repair', { player, card: s.id(ship) })(s.game);
    // Act
    const [galaxy, runabout, opponent] = [
      repair('U.S.S. Galaxy'),
      repair('Runabout'),
      repair('U.S.S. Galaxy', 'p2'),
    ];
    // Assert
    expect(galaxy).toEqual([{ id: s.id('Exocomp'), title: 'Exocomp', inFullTurns: 2 }]);
    expect([runabout, opponent]).toEqual([[], []]);
  });
});

describe('allowancesFor whileItIs', () => {
  it('should allow only while the card itself matches (Rulebook "Using Skills" L1002: "DL/ {…} (if at [CAR])")', () => {
    // Arrange: a personnel allowed to download while at a [CAR] mission, aboard ships at Characterize Neutrino
    // Emissions ([CAR] [BAJ]) and at Avert Disaster ([FED])
    standIn({
      title: 'Downloads at [CAR] only',
      like: 'Beverly',
      text: {
        whileInPlay: [
          allow('download', { cards: 'self', whileItIs: atMissionMatching(missionOf('Cardassian')) }),
        ],
      },
    });
    const s = scenario()
      .mission('p1', 'Characterize Neutrino Emissions')
      .mission('p1', 'Avert Disaster')
      .ship('p1', { title: 'Runabout', label: 'at [CAR]' }, { at: 'Characterize Neutrino Emissions' })
      .ship('p1', { title: 'Runabout', label: 'at [FED]' }, { at: 'Avert Disaster' })
      .aboard('at [CAR]', 'p1', [{ title: 'Downloads at [CAR] only', label: 'there' }])
      .aboard('at [FED]', 'p1', [{ title: 'Downloads at [CAR] only', label: 'elsewhere' }])
      .build();
    const download = (label: string) =>
      allowancesFor('download', { player: 'p1', card: s.id(label) })(s.game).map((a) => a.id);
    // Act
    const [there, elsewhere] = [download('there'), download('elsewhere')];
    // Assert
    expect(there).toEqual([s.id('there')]);
    expect(elsewhere).toEqual([]);
  });
});

describe('allowancesFor staffing', () => {
  it('should let the personnel it is played on meet icons of the ship it affects only (Commandeer Ship: "That personnel commandeers ship and … may meet up to three of its staffing icons"; Rulebook 7.1.3)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Excavation')
      .ship('p1', 'U.S.S. Galaxy', { at: 'Excavation' })
      .ship('p1', 'Runabout', { at: 'Excavation' })
      .aboard('U.S.S. Galaxy', 'p1', ['Data', 'Geordi La Forge'])
      .build();
    const played = on(s.game, 'Commandeer Ship', s.id('Data'), 'p1');
    const objective = Object.values(played.cards).find((c) => c.zone.kind === 'playedOn')?.id ?? '';
    const game = updateCard(objective, (c) => ({
      ...c,
      affects: { player: 'p1', cards: [s.id('U.S.S. Galaxy')], status: null },
    }))(played);
    const staff = (card: string, ship: string) =>
      allowancesFor('staff', { player: 'p1', card: s.id(card), carrier: s.id(ship) })(game);
    // Act
    const [commandeered, other, notHost] = [
      staff('Data', 'U.S.S. Galaxy'),
      staff('Data', 'Runabout'),
      staff('Geordi La Forge', 'U.S.S. Galaxy'),
    ];
    // Assert
    expect(commandeered).toEqual([{ id: objective, title: 'Commandeer Ship', icons: 3 }]);
    expect([other, notHost]).toEqual([[], []]);
  });
});

describe('allowancesFor attack', () => {
  it('should allow its player to attack with the ship it is on only, with `host` (Rulebook 7.4 "when permitted … by a card"; Lore Returns: "may now use ship to attack ships")', () => {
    // Arrange: p1's Lore Returns on p2's Galaxy
    const s = scenario()
      .mission('p1', 'Test Mission')
      .ship('p2', 'U.S.S. Galaxy', { at: 'Test Mission' })
      .ship('p2', 'Runabout', { at: 'Test Mission' })
      .build();
    const [lore, game] = put(s.game, 'p1', 'Lore Returns', { kind: 'playedOn', host: s.id('U.S.S. Galaxy') });
    const attack = (player: 'p1' | 'p2', ship: string) =>
      allowancesFor('attack', { player, card: s.id(ship) })(game).map((a) => a.id);
    // Act
    const allowed = [attack('p1', 'U.S.S. Galaxy'), attack('p1', 'Runabout'), attack('p2', 'U.S.S. Galaxy')];
    // Assert
    expect(allowed).toEqual([[lore], [], []]);
  });
});

describe('isAllowedDespite', () => {
  it('should let only the allowing card\'s player act despite the titles it names (Pattern Enhancers: "Allows your personnel … through")', () => {
    // Arrange
    const s = scenario().mission('p1', 'Avert Disaster').table('p1', ['Pattern Enhancers']).build();
    const ionized = on(s.game, 'Atmospheric Ionization', s.id('Avert Disaster'));
    const ionization = Object.values(ionized.cards).find((c) => c.zone.kind === 'playedOn')?.id ?? '';
    // Act
    const [yours, theirs] = ['p1', 'p2'].map((player) =>
      isAllowedDespite('beam', player, ionization)(ionized),
    );
    // Assert
    expect([yours, theirs]).toEqual([true, false]);
  });
});

// Helpers

const on = (game: GameState, title: string, mission: CardId, player = 'p2'): GameState => {
  const [blueprint] = loadCardDatabase().byTitle(title);
  if (blueprint === undefined) throw new Error(`no card ${title}`);
  return addCard(player, blueprint, { kind: 'playedOn', host: mission })(game)[1];
};
