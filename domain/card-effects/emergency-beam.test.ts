import * as E from 'fp-ts/Either';
import { cardsIn } from '../core/game-state';
import { scenario } from '../game/scenario';
import { beamAlong, checkRoutePlay, routeCandidates } from './emergency-beam';

describe('routeCandidates', () => {
  it('should list the routes up and down along which a personnel of yours may beam (Rulebook 7.1.1 Beam)', () => {
    // Arrange
    const s = planet().build();
    // Act
    const routes = routeCandidates('p1')(s.game);
    // Assert
    expect(routes).toEqual([{ from: s.id('Avert Disaster'), to: s.id('Runabout') }]);
  });
});

describe('checkRoutePlay', () => {
  it('should refuse a route through a stopped ship, whose transporters may not be used (Rulebook 10.2.1 Stopped)', () => {
    // Arrange
    const s = planet().modify('Runabout', { stopped: true }).build();
    // Act
    const checked = checkRoutePlay('p1', { from: s.id('Avert Disaster'), to: s.id('Runabout') })(s.game);
    // Assert
    expect(E.isLeft(checked) && checked.left.rule).toBe('7.1.1 Beam');
  });

  it('should refuse beaming down where a card at the location prevents it (Distortion Field: "prevents all beaming")', () => {
    // Arrange
    const base = planet().build();
    const s = planet()
      .place('p2', { kind: 'playedOn', host: base.id('Avert Disaster') }, ['Distortion Field'])
      .build();
    // Act
    const routes = routeCandidates('p1')(s.game);
    // Assert
    expect(routeCandidates('p1')(base.game)).toHaveLength(1);
    expect(routes).toEqual([]);
  });
});

describe('beamAlong', () => {
  it('should beam every card of yours at the start that may go, the equipment too (Rulings "movement – personnel")', () => {
    // Arrange
    const s = planet()
      .surface('Avert Disaster', 'p1', ['Tricorder'])
      .surface('Avert Disaster', 'p2', ['Kurn'])
      .build();
    // Act
    const game = beamAlong('p1', { from: s.id('Avert Disaster'), to: s.id('Runabout') })(s.game);
    // Assert
    expect([...cardsIn({ kind: 'aboard', carrier: s.id('Runabout') })(game)].sort()).toEqual(
      [s.id('Data'), s.id('Tricorder')].sort(),
    );
    expect(cardsIn({ kind: 'planetSurface', location: s.id('Avert Disaster') })(game)).toEqual([
      s.id('Kurn'),
    ]);
  });

  it('should beam at most three personnel a turn where Atmospheric Ionization limits it, equipment unlimited (Rulebook 7.1.1 Beam)', () => {
    // Arrange
    const base = planet().surface('Avert Disaster', 'p1', [
      'Worf',
      'Tasha Yar',
      'Geordi La Forge',
      'Tricorder',
    ]);
    const s = base
      .place('p2', { kind: 'playedOn', host: base.build().id('Avert Disaster') }, ['Atmospheric Ionization'])
      .build();
    const route = { from: s.id('Avert Disaster'), to: s.id('Runabout') };
    // Act
    const game = beamAlong('p1', route)(s.game);
    // Assert
    const aboard = cardsIn({ kind: 'aboard', carrier: s.id('Runabout') })(game);
    expect(aboard.filter((id) => id !== s.id('Tricorder'))).toHaveLength(3);
    expect(aboard).toContain(s.id('Tricorder'));
    expect(cardsIn({ kind: 'planetSurface', location: s.id('Avert Disaster') })(game)).toHaveLength(1);
    expect(E.isLeft(checkRoutePlay('p1', route)(game))).toBe(true);
  });
});

// Helpers

const planet = () =>
  scenario()
    .mission('p1', 'Avert Disaster')
    .ship('p1', 'Runabout', { at: 'Avert Disaster' })
    .surface('Avert Disaster', 'p1', ['Data']);
