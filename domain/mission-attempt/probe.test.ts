import * as O from 'fp-ts/Option';
import { loadCardDatabase } from '../../cards/database';
import type { ProbeList } from '../../cards/language/language';
import { cardsIn, getCard } from '../core/game-state';
import { scenario } from '../game/scenario';
import { outcomeFor, probe, showsIcon } from './probe';

describe('showsIcon', () => {
  it.each([
    ['Event', 'fc/wallofships'],
    ['Doorway', 'ds9/secretcompartment'],
    ['Cmd', 'bog/kang'],
    ['Stf', 'premiere/ussenterprise'],
    ['Kli', 'bog/kang'],
    ['Fer', 'roa/quark'],
    ['Non', 'premiere/baran'],
    ['NA', 'premiere/baran'],
    ['ROM', 'premiere/excavation'],
    ['AU', 'au/DevidianDoorb'],
    ['DL', 'bog/kang'],
    ['Ent-E', 'NEM/nem30'],
  ])('should find the icon [%s] on %s (Rulebook "Probing": "anywhere on the probe card")', (icon, id) => {
    // Arrange
    const card = loadCardDatabase().blueprint(id);
    // Act
    const shown = showsIcon(icon)(card);
    // Assert
    expect(shown).toBe(true);
  });

  it.each([
    ['Doorway', 'bog/kang'],
    ['Interrupt', 'fc/wallofships'],
    ['Fed', 'bog/kang'],
    ['Bor', 'premiere/baran'],
    ['DL', 'premiere/tashayar'],
  ])('should not find the icon [%s] on %s (Rulebook "Probing")', (icon, id) => {
    // Arrange
    const card = loadCardDatabase().blueprint(id);
    // Act
    const shown = showsIcon(icon)(card);
    // Assert
    expect(shown).toBe(false);
  });
});

describe('outcomeFor', () => {
  it('should give "Success" for Wall of Ships probing with Secret Compartment (Rulebook "Probing" example)', () => {
    // Arrange
    const wallOfShips = loadCardDatabase().blueprint('fc/wallofships');
    // Act
    const outcome = outcomeFor(secretCompartment)(wallOfShips);
    // Assert
    expect(outcome).toEqual(O.some('Success'));
  });

  it('should take the first line of the list whose icon appears, icons in gametext too (Rulebook "Probing")', () => {
    // Arrange: Secret Compartment is a Doorway whose gametext shows [Interrupt], [Doorway], [Event], [Equipment]
    const reversed: ProbeList<string> = {
      ...secretCompartment,
      outcomes: [...secretCompartment.outcomes].reverse(),
    };
    const doorway = loadCardDatabase().blueprint('ds9/secretcompartment');
    // Act
    const outcomes = [outcomeFor(secretCompartment)(doorway), outcomeFor(reversed)(doorway)];
    // Assert
    expect(outcomes).toEqual([O.some('Alarm'), O.some('Success')]);
  });

  it('should give the otherwise clause, else no outcome, when no icon appears (Rulebook "Probing")', () => {
    // Arrange
    const kang = loadCardDatabase().blueprint('bog/kang');
    // Act
    const outcomes = [
      outcomeFor({ ...secretCompartment, otherwise: 'Nothing' })(kang),
      outcomeFor(secretCompartment)(kang),
    ];
    // Assert
    expect(outcomes).toEqual([O.some('Nothing'), O.none]);
  });
});

describe('probe', () => {
  it('should reveal the top card and replace it atop the draw deck (Rulebook "Probing")', () => {
    // Arrange
    const s = scenario().table('p1', ['Alien Probe']).drawDeck('p1', ['Wall of Ships', 'Kang']).build();
    // Act
    const probed = probe(secretCompartment, 'p1', s.id('Alien Probe'))(s.game);
    // Assert
    expect(O.map((p: { outcome: O.Option<string> }) => p.outcome)(probed)).toEqual(O.some(O.some('Success')));
    const game = O.isSome(probed) ? probed.value.game : s.game;
    expect(cardsIn({ kind: 'drawDeck', player: 'p1' })(game)).toEqual([s.id('Wall of Ships'), s.id('Kang')]);
    expect(game.chronicle.at(-1)?.text).toContain('the probe card is Wall of Ships');
  });

  it.each([
    ['discard', { kind: 'discard', player: 'p1' }],
    ['draw', { kind: 'hand', player: 'p1' }],
    ['bottom', { kind: 'drawDeck', player: 'p1' }],
  ] as const)('should %s the probe card when the card says so (Rulebook "Probing")', (fate, zone) => {
    // Arrange
    const s = scenario().table('p1', ['Alien Probe']).drawDeck('p1', ['Wall of Ships', 'Kang']).build();
    // Act
    const probed = probe({ ...secretCompartment, probeCard: fate }, 'p1', s.id('Alien Probe'))(s.game);
    // Assert
    const game = O.isSome(probed) ? probed.value.game : s.game;
    expect(getCard(s.id('Wall of Ships'))(game).zone).toEqual(zone);
    expect(cardsIn({ kind: 'drawDeck', player: 'p1' })(game)[0]).toBe(s.id('Kang'));
  });

  it('should not probe with an empty draw deck (Rulebook "Probing": "you may not probe")', () => {
    // Arrange
    const s = scenario().table('p1', ['Alien Probe']).build();
    // Act
    const probed = probe(secretCompartment, 'p1', s.id('Alien Probe'))(s.game);
    // Assert
    expect(probed).toEqual(O.none);
  });
});

// Helpers

/** Secret Compartment's probe list: "[Interrupt], [Doorway]: Alarm. … [Event], [Equipment]: Success. …". */
const secretCompartment: ProbeList<string> = {
  outcomes: [
    { icons: ['Interrupt', 'Doorway'], outcome: 'Alarm' },
    { icons: ['Event', 'Equipment'], outcome: 'Success' },
  ],
  probeCard: 'replace',
};
