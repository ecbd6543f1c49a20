import * as E from 'fp-ts/Either';
import { onShip, runAttempt } from '../../cards/dilemmas/attempt-test-support';
import { report } from '../card-play/reporting';
import { canAct, isDisabled } from '../cards-in-play/presence';
import { cardsIn, getCard } from '../core/game-state';
import * as Decisions from '../game/decisions';
import { scenario } from '../game/scenario';
import { passTurn } from '../turn/turn';
import {
  activate,
  checkActivate,
  enterPlay,
  hasHolodeck,
  isActivated,
  isHologram,
  kill,
  mayExistIn,
  settle,
} from './holograms';

describe('isHologram', () => {
  it('should know the Premiere [Holo] personnel by their icon (Rulebook "Holograms")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Test Mission')
      .ship('p1', 'U.S.S. Galaxy', { at: 'Test Mission' })
      .aboard('U.S.S. Galaxy', 'p1', ['Albert Einstein', "Fek'lhr", 'Jera', 'Data'])
      .build();
    // Act
    const holograms = ['Albert Einstein', "Fek'lhr", 'Jera', 'Data'].map((t) => isHologram(s.id(t))(s.game));
    // Assert
    expect(holograms).toEqual([true, true, true, false]);
  });
});

describe('hasHolodeck', () => {
  it('should find the holodeck of U.S.S. Galaxy and Husnock Ship, not of an outpost (Rulebook "Holograms")', () => {
    // Arrange
    const s = galaxyAtOutpost().ship('p1', 'Husnock Ship', { at: 'Test Mission' }).build();
    // Act
    const decks = ['U.S.S. Galaxy', 'Husnock Ship', 'Federation Outpost'].map((t) =>
      hasHolodeck(s.id(t))(s.game),
    );
    // Assert
    expect(decks).toEqual([true, true, false]);
  });
});

describe('mayExistIn', () => {
  it('should let holograms exist aboard any ship or facility, and nowhere else (Rulebook "Holograms")', () => {
    // Arrange
    const s = galaxyAtOutpost().build();
    // Act & Assert
    expect(mayExistIn({ kind: 'aboard', carrier: s.id('Federation Outpost') })(s.game)).toBe(true);
    expect(mayExistIn({ kind: 'planetSurface', location: s.id('Test Mission') })(s.game)).toBe(false);
  });
});

describe('enterPlay', () => {
  it('should report a hologram to an outpost deactivated, and so disabled (Rulebook "Holograms", 10.2.3)', () => {
    // Arrange
    const s = galaxyAtOutpost().hand('p1', ['Albert Einstein']).build();
    const einstein = s.id('Albert Einstein');
    const destination = {
      facility: s.id('Federation Outpost'),
      zone: outpostZone(s),
      affiliation: 'Federation',
    };
    // Act
    const reported = report(einstein, destination)(s.game);
    // Assert
    if (E.isLeft(reported)) throw new Error(reported.left.message);
    expect(getCard(einstein)(reported.right)).toMatchObject({ deactivated: true, zone: outpostZone(s) });
    expect(getCard(einstein)(reported.right).deactivatedOnTurn).toBeUndefined();
    expect(isDisabled(einstein)(reported.right)).toBe(true);
  });

  it('should enter play activated where a holodeck is present (Rulebook "Holograms": "may report activated, if possible")', () => {
    // Arrange
    const s = galaxyAtOutpost()
      .aboard('U.S.S. Galaxy', 'p1', ['Albert Einstein'])
      .modify('Albert Einstein', { deactivated: true })
      .build();
    // Act
    const entered = enterPlay(s.id('Albert Einstein'))(s.game);
    // Assert
    expect(isActivated(s.id('Albert Einstein'))(entered)).toBe(true);
    expect(canAct(s.id('Albert Einstein'))(entered)).toBe(true);
  });
});

describe('checkActivate', () => {
  it('should offer activating a deactivated hologram by your unstopped personnel present at a holodeck (Rulebook "Holograms")', () => {
    // Arrange
    const s = deactivatedAboardGalaxy(['Data']).build();
    const command = { type: 'hologram.activate', player: 'p1', card: s.id('Albert Einstein') } as const;
    // Act
    const next = Decisions.apply(command)(s.game);
    // Assert
    expect(Decisions.legalActions(s.game)).toContainEqual(command);
    expect(isActivated(s.id('Albert Einstein'))(next)).toBe(true);
    expect(next.turn.ordersBegun).toBe(true);
  });

  it('should let an activated hologram activate another one (Rulebook "Holograms": "even an activated hologram")', () => {
    // Arrange
    const s = deactivatedAboardGalaxy(['Sir Isaac Newton']).build();
    // Act
    const result = checkActivate({ type: 'hologram.activate', player: 'p1', card: s.id('Albert Einstein') })(
      s.game,
    );
    // Assert
    expect(result).toEqual(E.right(undefined));
  });

  it('should refuse activation with none of your unstopped personnel present (Rulebook "Holograms")', () => {
    // Arrange
    const s = deactivatedAboardGalaxy(['Data']).modify('Data', { stopped: true }).build();
    const command = { type: 'hologram.activate', player: 'p1', card: s.id('Albert Einstein') } as const;
    // Act
    const result = Decisions.check(command)(s.game);
    // Assert
    expect(result).toEqual(E.left(expect.objectContaining({ rule: 'Holograms' })));
    expect(Decisions.legalActions(s.game)).not.toContainEqual(command);
  });

  it('should refuse activation where no holodeck is present (Rulebook "Holograms")', () => {
    // Arrange
    const s = galaxyAtOutpost({ pending: { player: 'p1', decision: 'turn.act' } })
      .aboard('Federation Outpost', 'p1', ['Albert Einstein', 'Data'])
      .modify('Albert Einstein', { deactivated: true })
      .build();
    const command = { type: 'hologram.activate', player: 'p1', card: s.id('Albert Einstein') } as const;
    // Act
    const result = Decisions.check(command)(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.message).toMatch(/not present with a holodeck/);
    expect(Decisions.legalActions(s.game)).not.toContainEqual(command);
  });

  it('should refuse reactivating on the turn it was deactivated, and allow it a turn later (Rulebook "Holograms")', () => {
    // Arrange
    const s = deactivatedAboardGalaxy(['Data']).modify('Albert Einstein', { deactivatedOnTurn: 1 }).build();
    const command = { type: 'hologram.activate', player: 'p1', card: s.id('Albert Einstein') } as const;
    // Act
    const now = checkActivate(command)(s.game);
    const later = checkActivate(command)(passTurn(passTurn(s.game)));
    // Assert
    expect(E.isLeft(now) && now.left.message).toMatch(/deactivated this turn/);
    expect(later).toEqual(E.right(undefined));
  });
});

describe('activate', () => {
  it('should clear the deactivation so the hologram acts again (Rulebook "Holograms")', () => {
    // Arrange
    const s = deactivatedAboardGalaxy(['Data']).build();
    // Act
    const on = activate({ type: 'hologram.activate', player: 'p1', card: s.id('Albert Einstein') })(s.game);
    // Assert
    expect(getCard(s.id('Albert Einstein'))(on).deactivated).toBeUndefined();
    expect(isDisabled(s.id('Albert Einstein'))(on)).toBe(false);
  });
});

describe('settle', () => {
  it('should refuse beaming a hologram to a planet, where it cannot exist, with no change (Rulebook "Holograms")', () => {
    // Arrange
    const s = scenario({ pending: { player: 'p1', decision: 'turn.act' } })
      .mission('p1', 'Avert Disaster')
      .ship('p1', 'U.S.S. Galaxy', { at: 'Avert Disaster' })
      .aboard('U.S.S. Galaxy', 'p1', ['Albert Einstein', 'Data'])
      .build();
    const command = beam(s.id('Albert Einstein'), s.id('U.S.S. Galaxy'), s.id('Avert Disaster'));
    // Act
    const result = Decisions.check(command)(s.game);
    // Assert
    expect(result).toEqual(E.left(expect.objectContaining({ rule: 'Holograms' })));
    expect(Decisions.legalActions(s.game)).not.toContainEqual(command);
    expect(Decisions.legalActions(s.game)).toContainEqual(
      beam(s.id('Data'), s.id('U.S.S. Galaxy'), s.id('Avert Disaster')),
    );
  });

  it('should deactivate a hologram beamed to a ship or facility without a holodeck (Rulebook "Holograms")', () => {
    // Arrange
    const s = galaxyAtOutpost({ pending: { player: 'p1', decision: 'turn.act' } })
      .aboard('U.S.S. Galaxy', 'p1', ['Albert Einstein'])
      .build();
    const command = beam(s.id('Albert Einstein'), s.id('U.S.S. Galaxy'), s.id('Federation Outpost'));
    // Act
    const next = Decisions.apply(command)(s.game);
    // Assert
    expect(Decisions.legalActions(s.game)).toContainEqual(command);
    expect(getCard(s.id('Albert Einstein'))(next)).toMatchObject({
      zone: outpostZone(s),
      deactivated: true,
      deactivatedOnTurn: 1,
    });
  });

  it('should erase a hologram somewhere it cannot exist (Rulebook "Holograms": "immediately erased (discarded)")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .surface('Avert Disaster', 'p1', ['Albert Einstein'])
      .build();
    // Act
    const next = settle(s.id('Albert Einstein'))(s.game);
    // Assert
    expect(cardsIn({ kind: 'discard', player: 'p1' })(next)).toEqual([s.id('Albert Einstein')]);
  });
});

describe('kill', () => {
  it('should deactivate a hologram instead of killing it, and kill others (Rulebook "Holograms")', () => {
    // Arrange
    const s = galaxyAtOutpost().aboard('U.S.S. Galaxy', 'p1', ['Albert Einstein', 'Data']).build();
    // Act
    const next = kill(s.id('Data'))(kill(s.id('Albert Einstein'))(s.game));
    // Assert
    expect(getCard(s.id('Albert Einstein'))(next)).toMatchObject({ deactivated: true, zone: galaxyZone(s) });
    expect(cardsIn({ kind: 'discard', player: 'p1' })(next)).toEqual([s.id('Data')]);
  });

  it('should deactivate, not kill, a hologram a dilemma kills (Crystalline Entity: "kills all life on ship")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Test Mission')
      .seed('Test Mission', 'p2', ['Crystalline Entity'])
      .ship('p1', 'Runabout', { at: 'Test Mission' })
      .aboard('Runabout', 'p1', ['Mendon', 'Albert Einstein'])
      .modify('Albert Einstein', { deactivated: true })
      .build();
    // Act
    const run = runAttempt(s.game, onShip('p1', s.id('Test Mission'), s.id('Runabout')));
    // Assert
    expect(cardsIn({ kind: 'discard', player: 'p1' })(run.game)).toEqual([s.id('Mendon')]);
    expect(getCard(s.id('Albert Einstein'))(run.game).zone).toEqual({
      kind: 'aboard',
      carrier: s.id('Runabout'),
    });
  });
});

// Helpers

type Built = ReturnType<ReturnType<typeof galaxyAtOutpost>['build']>;

const galaxyAtOutpost = (options: Parameters<typeof scenario>[0] = {}) =>
  scenario(options)
    .mission('p1', 'Test Mission')
    .facility('p1', 'Federation Outpost', { at: 'Test Mission' })
    .ship('p1', 'U.S.S. Galaxy', { dockedAt: 'Federation Outpost' });

const deactivatedAboardGalaxy = (others: ReadonlyArray<string>) =>
  galaxyAtOutpost({ pending: { player: 'p1', decision: 'turn.act' } })
    .aboard('U.S.S. Galaxy', 'p1', ['Albert Einstein', ...others])
    .modify('Albert Einstein', { deactivated: true });

const outpostZone = (s: Built) => ({ kind: 'aboard', carrier: s.id('Federation Outpost') }) as const;
const galaxyZone = (s: Built) => ({ kind: 'aboard', carrier: s.id('U.S.S. Galaxy') }) as const;

const beam = (card: string, from: string, to: string) =>
  ({ type: 'card.beam', player: 'p1', card, from, to }) as const;
