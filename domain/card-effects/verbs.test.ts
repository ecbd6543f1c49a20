import { put } from '../../cards/effects/play-test-support';
import {
  aboard,
  allInPlay,
  awayTeamsOfShip,
  battle,
  carrierOf,
  control,
  crewOf,
  damage,
  destroy,
  discard,
  drawDeckOf,
  handOf,
  kill,
  locationOf,
  ofType,
  place,
  placeOnDrawDeck,
  placeOnTopInAnyOrder,
  restoreRange,
  stop,
  theHost,
  theTarget,
  thisCard,
  titled,
  unlessAbove,
  unlessCrewHas,
  unstop,
} from '../../cards/language/build';
import { hasBattleDue } from '../battle-rules/rogue-borg';
import { SELF_CONTROLLED } from '../battle-rules/self-controlled';
import { cardsIn, getCard } from '../core/game-state';
import { scenario } from '../game/scenario';
import { resolveVerb } from './verbs';

describe('resolveVerb', () => {
  it('should discard every card in play matching the filter, whoever controls it, and none in hand (Rulebook "Leaving Play")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .table('p1', [{ title: 'Red Alert!', label: 'mine' }, 'Yellow Alert'])
      .table('p2', [{ title: 'Red Alert!', label: 'theirs' }])
      .hand('p2', [{ title: 'Red Alert!', label: 'in hand' }])
      .build();
    // Act
    const after = resolveVerb(
      discard(allInPlay(titled('Red Alert!'))),
      played('p1', s.id('Yellow Alert')),
    )(s.game);
    // Assert
    expect(getCard(s.id('mine'))(after).zone).toEqual({ kind: 'discard', player: 'p1' });
    expect(getCard(s.id('theirs'))(after).zone).toEqual({ kind: 'discard', player: 'p2' });
    expect(getCard(s.id('in hand'))(after).zone).toEqual({ kind: 'hand', player: 'p2' });
    expect(getCard(s.id('Yellow Alert'))(after).zone).toEqual({ kind: 'table', player: 'p1' });
  });

  it('should leave a card immune to the played card, by the colon rule ("(Immune to {Kevin Uxbridge}.)")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .table('p2', ['The Line Must Be Drawn Here', 'Yellow Alert'])
      .hand('p1', ['Kevin Uxbridge: Convergence'])
      .build();
    // Act
    const after = resolveVerb(
      discard(allInPlay(ofType('Event'))),
      played('p1', s.id('Kevin Uxbridge: Convergence')),
    )(s.game);
    // Assert
    expect(getCard(s.id('The Line Must Be Drawn Here'))(after).zone).toEqual({ kind: 'table', player: 'p2' });
    expect(getCard(s.id('Yellow Alert'))(after).zone).toEqual({ kind: 'discard', player: 'p2' });
  });

  it('should discard only the cards at the location of the card targeted (Rulebook 12.4 "Here")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .mission('p1', 'Test Mission')
      .surface('Avert Disaster', 'p1', [{ title: 'Tricorder', label: 'here' }])
      .surface('Test Mission', 'p1', [{ title: 'Tricorder', label: 'there' }])
      .build();
    // Act
    const after = resolveVerb(discard(allInPlay(ofType('Equipment'), { at: theTarget })), {
      ...played('p1', undefined),
      targetCard: s.id('Avert Disaster'),
    })(s.game);
    // Assert
    expect(getCard(s.id('here'))(after).zone).toEqual({ kind: 'discard', player: 'p1' });
    expect(getCard(s.id('there'))(after).zone.kind).toBe('planetSurface');
  });

  it('should kill the personnel targeted, and deactivate a hologram instead (Rulebook "Leaving Play", "Holograms")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .ship('p1', 'U.S.S. Galaxy', { at: 'Avert Disaster' })
      .aboard('U.S.S. Galaxy', 'p1', ['Data', 'Albert Einstein'])
      .build();
    // Act
    const killed = [s.id('Data'), s.id('Albert Einstein')].reduce(
      (g, target) => resolveVerb(kill(theTarget), { ...played('p1', undefined), targetCard: target })(g),
      s.game,
    );
    // Assert
    expect(getCard(s.id('Data'))(killed).zone).toEqual({ kind: 'discard', player: 'p1' });
    expect(getCard(s.id('Albert Einstein'))(killed).deactivated).toBe(true);
  });

  it('should destroy the card it plays on with its crew, unless the condition spares it (Rulebook 10.2.1 "Destroyed")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .ship('p1', 'Runabout', { at: 'Avert Disaster' })
      .aboard('Runabout', 'p1', ['Data'])
      .build();
    const [breach, game] = put(s.game, 'p2', 'Warp Core Breach', {
      kind: 'playedOn',
      host: s.id('Runabout'),
    });
    // Act
    const spared = resolveVerb(destroy(theHost, unlessAbove('SHIELDS', 4)), played('p2', breach))(game);
    const destroyed = resolveVerb(destroy(theHost, unlessAbove('SHIELDS', 99)), played('p2', breach))(game);
    // Assert
    expect(getCard(s.id('Runabout'))(spared).zone.kind).toBe('atLocation');
    expect(getCard(s.id('Runabout'))(destroyed).zone).toEqual({ kind: 'discard', player: 'p1' });
    expect(getCard(s.id('Data'))(destroyed).zone).toEqual({ kind: 'discard', player: 'p1' });
  });

  it('should damage the card it plays on and stop the ship targeted with its crew (Rulebook 7.5.1 Damage, 10.2.1 Stopped)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .ship('p1', 'Runabout', { at: 'Avert Disaster' })
      .aboard('Runabout', 'p1', ['Data'])
      .build();
    const [fire, game] = put(s.game, 'p2', 'Plasma Fire', { kind: 'playedOn', host: s.id('Runabout') });
    // Act
    const damaged = resolveVerb(damage(theHost), played('p2', fire))(game);
    const stopped = resolveVerb(stop(theTarget), {
      ...played('p2', undefined),
      targetCard: s.id('Runabout'),
    })(game);
    // Assert
    expect(getCard(s.id('Runabout'))(damaged).damage).toBe(1);
    expect(getCard(s.id('Runabout'))(game).damage).toBe(0);
    expect([getCard(s.id('Runabout'))(stopped).stopped, getCard(s.id('Data'))(stopped).stopped]).toEqual([
      true,
      true,
    ]);
  });

  it('should damage each ship selected but the one its crew spares (Rulebook 7.5.1 Damage; Navigate Plasma Storms: "without 3 Navigation aboard are damaged")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .ship('p1', 'Runabout', { at: 'Avert Disaster' })
      .aboard('Runabout', 'p1', ['Wesley Crusher', 'Geordi La Forge', 'Jean-Luc Picard'])
      .ship('p2', 'U.S.S. Oberth', { at: 'Avert Disaster' })
      .aboard('U.S.S. Oberth', 'p2', ['Data'])
      .build();
    // Act
    const after = resolveVerb(
      damage(allInPlay(ofType('Ship')), unlessCrewHas(aboard('Navigation', 3))),
      played('p1', undefined),
    )(s.game);
    // Assert
    expect([getCard(s.id('Runabout'))(after).damage, getCard(s.id('U.S.S. Oberth'))(after).damage]).toEqual([
      0, 1,
    ]);
  });

  it('should give the card\'s player control of the ship its target is aboard, commandeered in the target\'s affiliation, the card recording it (Rulebook 12.3 Control, "Commandeering")', () => {
    // Arrange: Data (Federation) alone aboard p2's Vor'Cha; the objective played on him
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .ship('p2', "I.K.C. Vor'Cha", { at: 'Avert Disaster' })
      .aboard("I.K.C. Vor'Cha", 'p1', ['Data'])
      .build();
    const [objective, game] = put(s.game, 'p1', 'Commandeer Ship', { kind: 'playedOn', host: s.id('Data') });
    // Act
    const after = resolveVerb(control(carrierOf(theTarget), theTarget), {
      ...played('p1', objective),
      targetCard: s.id('Data'),
    })(game);
    // Assert
    const ship = getCard(s.id("I.K.C. Vor'Cha"))(after);
    expect([ship.controller, ship.affiliation]).toEqual(['p1', 'Federation']);
    expect(getCard(objective)(after).affects?.cards).toEqual([s.id("I.K.C. Vor'Cha")]);
  });

  it('should discard the card in hand it targets, noted in the chronicle (Subspace Schism: "That player must discard that card")', () => {
    // Arrange
    const s = scenario().mission('p1', 'Avert Disaster').hand('p2', ['Data']).build();
    // Act
    const after = resolveVerb(discard(theTarget), { ...played('p1', undefined), targetCard: s.id('Data') })(
      s.game,
    );
    // Assert
    expect(getCard(s.id('Data'))(after).zone).toEqual({ kind: 'discard', player: 'p2' });
    expect(after.chronicle.at(-1)?.text).toContain('p2 discards Data');
  });

  it('should place the card at its target\'s location and the target\'s crew on it (Rulebook "Entering Play"; Escape Pod: "saves entire crew")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .ship('p2', 'U.S.S. Miranda', { at: 'Avert Disaster' })
      .aboard('U.S.S. Miranda', 'p2', ['Jean-Luc Picard', 'Data'])
      .table('p2', ['Escape Pod'])
      .build();
    const [pod, ship] = [s.id('Escape Pod'), s.id('U.S.S. Miranda')];
    const choices = { ...played('p2', pod), targetCard: ship };
    // Act
    const placed = resolveVerb(place(thisCard, locationOf(theTarget)), choices)(s.game);
    const saved = resolveVerb(place(crewOf(theTarget), thisCard), choices)(placed);
    // Assert
    expect(getCard(pod)(saved).zone).toEqual({ kind: 'playedOn', host: s.id('Avert Disaster') });
    expect([s.id('Jean-Luc Picard'), s.id('Data')].map((id) => getCard(id)(saved).zone)).toEqual([
      { kind: 'playedOn', host: pod },
      { kind: 'playedOn', host: pod },
    ]);
    expect(saved.chronicle.at(-1)?.text).toContain('is placed on Escape Pod');
  });

  it('should place nothing when the destination selects no card (Rulebook "Entering Play")', () => {
    // Arrange: the Escape Pod is in hand, so "this card" in play selects nothing
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .ship('p2', 'U.S.S. Miranda', { at: 'Avert Disaster' })
      .aboard('U.S.S. Miranda', 'p2', ['Data'])
      .hand('p2', ['Escape Pod'])
      .build();
    // Act
    const after = resolveVerb(place(crewOf(theTarget), thisCard), {
      ...played('p2', s.id('Escape Pod')),
      targetCard: s.id('U.S.S. Miranda'),
    })(s.game);
    // Assert
    expect(after).toBe(s.game);
  });

  it('should place the cards, in the selection\'s order, on the bottom of their owner\'s draw deck, unnamed (Masaka Transformations: "place on bottom of draw deck"; Rulebook "Looking at Cards")', () => {
    // Arrange
    const s = scenario().hand('p2', ['Vash', 'Data']).drawDeck('p2', ['Worf']).build();
    // Act
    const after = resolveVerb(placeOnDrawDeck(handOf('chosenPlayer'), 'bottom'), {
      ...played('p1', undefined),
      targetPlayer: 'p2',
    })(s.game);
    // Assert
    expect(cardsIn({ kind: 'drawDeck', player: 'p2' })(after)).toEqual([
      s.id('Worf'),
      s.id('Vash'),
      s.id('Data'),
    ]);
    expect(after.chronicle).toEqual(s.game.chronicle);
  });

  it('should have the card\'s player place the opponent\'s draw deck back on top in the order chosen (Thought Maker: "rearrange as desired")', () => {
    // Arrange
    const s = scenario().hand('p1', ['Thought Maker']).drawDeck('p2', ['Worf', 'Vash']).build();
    // Act
    const after = resolveVerb(
      placeOnTopInAnyOrder(drawDeckOf('opponent')),
      played('p1', s.id('Thought Maker')),
    )(s.game);
    // Assert
    expect(after.choosing).toEqual({
      kind: 'rearrangeDrawDeck',
      player: 'p1',
      deckOwner: 'p2',
      source: s.id('Thought Maker'),
      placed: 0,
    });
    expect(cardsIn({ kind: 'drawDeck', player: 'p2' })(after)).toEqual([s.id('Worf'), s.id('Vash')]);
  });

  it('should make a self-controlled Rogue Borg battle the crew of its ship (Rulebook 7.4 Battle; Rogue Borg Mercenaries: "Battles crew now")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .ship('p2', 'U.S.S. Miranda', { at: 'Avert Disaster' })
      .aboard('U.S.S. Miranda', 'p2', ['Data'])
      .aboard('U.S.S. Miranda', 'p1', [{ title: 'Rogue Borg Mercenaries', label: 'borg' }])
      .modify('borg', { controller: SELF_CONTROLLED })
      .build();
    // Act
    const after = resolveVerb(battle(thisCard), played('p1', s.id('borg')))(s.game);
    // Assert
    expect([hasBattleDue(s.game), hasBattleDue(after)]).toEqual([false, true]);
  });
});

describe('resolveVerb of stopped ships', () => {
  it('should unstop the ship targeted with its crew and the Away Teams selected, noted, and give back the RANGE it used (Rulebook 10.2.1 L1038, 7.1.5; Distortion of Space/Time Continuum)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .ship('p1', 'Runabout', { at: 'Avert Disaster' })
      .aboard('Runabout', 'p1', ['Data'])
      .surface('Avert Disaster', 'p1', ['Deanna Troi'])
      .modify('Runabout', { stopped: true })
      .modify('Data', { stopped: true })
      .modify('Deanna Troi', { stopped: true })
      .rangeUsed('Runabout', 3)
      .build();
    const [card, game] = put(s.game, 'p2', 'Distortion of Space/Time Continuum', {
      kind: 'discard',
      player: 'p2',
    });
    const choices = { ...played('p2', card), targetCard: s.id('Runabout') };
    // Act
    const after = [unstop(theTarget), unstop(awayTeamsOfShip(theTarget)), restoreRange(theTarget)].reduce(
      (g, verb) => resolveVerb(verb, choices)(g),
      game,
    );
    // Assert
    const stopped = ['Runabout', 'Data', 'Deanna Troi'].map((t) => getCard(s.id(t))(after).stopped);
    expect(stopped).toEqual([false, false, false]);
    expect(after.orders.rangeUsed[s.id('Runabout')]).toBeUndefined();
    expect(after.chronicle.slice(-2).map((e) => e.text.replace(/ \([^)]*\)/g, ''))).toEqual([
      'Distortion of Space/Time Continuum unstops Runabout',
      'Distortion of Space/Time Continuum unstops Deanna Troi',
    ]);
  });
});

// Helpers

const played = (player: 'p1' | 'p2', card: string | undefined) => ({
  player,
  ...(card === undefined ? {} : { card }),
  targetCard: null,
  targetPlayer: null,
  take: null,
});
