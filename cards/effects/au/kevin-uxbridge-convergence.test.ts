// Kevin Uxbridge: Convergence (au/kevinuxbridgeconvergence), interrupt:
// "Destroys all Event cards in play at any one spaceline location (including those on ships)."
import { getCard } from '../../../domain/core/game-state';
import { onTurn, playsOf, put, refusal, send } from '../play-test-support';

describe('kevinUxbridgeConvergence', () => {
  it('should destroy every Event card in play at the location it targets, on ships and personnel too (Rulebook "Leaving Play")', () => {
    // Arrange
    const { game, id, onShip, onWorf, onPlanet } = scene();
    const card = id('Kevin Uxbridge: Convergence');
    // Act
    const after = send(game, converge(card, id('Avert Disaster')));
    // Assert
    expect(getCard(onShip)(after).zone).toEqual({ kind: 'discard', player: 'p1' });
    expect(getCard(onWorf)(after).zone).toEqual({ kind: 'discard', player: 'p2' });
    expect(getCard(onPlanet)(after).zone).toEqual({ kind: 'discard', player: 'p2' });
    expect(getCard(card)(after).zone).toEqual({ kind: 'discard', player: 'p1' });
  });

  it('should leave the Event cards elsewhere and on the table, and the other cards there (Kevin Uxbridge: Convergence)', () => {
    // Arrange
    const { game, id, elsewhere } = scene();
    // Act
    const after = send(game, converge(id('Kevin Uxbridge: Convergence'), id('Avert Disaster')));
    // Assert
    expect(getCard(elsewhere)(after).zone).toEqual({ kind: 'playedOn', host: id('there') });
    expect(getCard(id('Yellow Alert'))(after).zone).toEqual({ kind: 'table', player: 'p2' });
    expect(getCard(id('Worf'))(after).zone.kind).toBe('planetSurface');
  });

  it('should play only on a spaceline location, by its mission (Kevin Uxbridge: Convergence: "any one spaceline location")', () => {
    // Arrange
    const { game, id } = scene();
    const card = id('Kevin Uxbridge: Convergence');
    // Act
    const rule = refusal(game, converge(card, id('here')));
    // Assert
    expect(rule).not.toBeNull();
    expect(playsOf(game, card).map((c) => ('target' in c ? c.target : null))).toEqual(
      expect.arrayContaining([{ card: id('Avert Disaster') }, { card: id('Test Mission') }]),
    );
  });
});

// Helpers

const scene = () => {
  const s = onTurn()
    .mission('p1', 'Avert Disaster')
    .mission('p1', 'Test Mission')
    .ship('p2', { title: "I.K.C. K'Vort", label: 'here' }, { at: 'Avert Disaster' })
    .ship('p2', { title: "I.K.C. K'Vort", label: 'there' }, { at: 'Test Mission' })
    .surface('Avert Disaster', 'p2', ['Worf'])
    .table('p2', ['Yellow Alert'])
    .hand('p1', ['Kevin Uxbridge: Convergence'])
    .build();
  const [onShip, g1] = put(s.game, 'p1', 'Plasma Fire', { kind: 'playedOn', host: s.id('here') });
  const [onWorf, g2] = put(g1, 'p2', "Mot's Advice", { kind: 'playedOn', host: s.id('Worf') });
  const [onPlanet, g3] = put(g2, 'p2', 'Atmospheric Ionization', {
    kind: 'playedOn',
    host: s.id('Avert Disaster'),
  });
  const [elsewhere, game] = put(g3, 'p1', 'Plasma Fire', { kind: 'playedOn', host: s.id('there') });
  return { game, id: s.id, onShip, onWorf, onPlanet, elsewhere };
};

const converge = (card: string, mission: string) =>
  ({ type: 'card.play', player: 'p1', card, kind: 'interrupt', target: { card: mission } }) as const;
