// Photonic Energy Being (borg/photonicenergybeing), [S] dilemma, countdown 2:
// "Three crew members (random selection) are held with dilemma atop mission; discard all when countdown expires. Cure
// with [Holo] personnel OR Anthropology and Diplomacy."
import { cardsIn, getCard, moveCard } from '../../../domain/core/game-state';
import { settle } from '../../../domain/dilemma-effects/lasting';
import { scenario } from '../../../domain/game/scenario';
import { tickCountdowns } from '../../../domain/turn/countdown';
import { state } from '../../../machines/engine';
import { play, started } from '../../effects/response-test-support';
import { onShip, runAttempt } from '../attempt-test-support';

const crew = ['Data', 'Mendon', 'Worf', 'Tasha Yar', 'Geordi La Forge'];

describe('photonicEnergyBeing', () => {
  it('should hold three crew members (random selection) with the dilemma atop the mission (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = attempt(crew).build();
    // Act
    const run = runAttempt(s.game, onShip('p1', s.id('Test Mission'), s.id('Runabout')));
    // Assert
    const held = cardsIn({ kind: 'playedOn', host: s.id('Photonic Energy Being') })(run.game);
    expect(getCard(s.id('Photonic Energy Being'))(run.game).zone).toEqual({
      kind: 'playedOn',
      host: s.id('Test Mission'),
    });
    expect([held.length, held.every((id) => crew.map(s.id).includes(id))]).toEqual([3, true]);
    expect(cardsIn({ kind: 'aboard', carrier: s.id('Runabout') })(run.game)).toHaveLength(2);
  });

  it('should be cured at once by a [Holo] personnel left in the crew, the three held released aboard (Rulebook "Dilemmas" cures)', () => {
    // Arrange: four [Holo] personnel aboard a ship with a Holodeck (Rulebook "Holograms"): whoever stays aboard is one
    const holograms = ['The Doctor', 'Paul Rice', 'E.M.H. Program', 'Stephen Hawking'];
    const s = attempt(holograms, 'U.S.S. Enterprise').build();
    // Act
    const run = runAttempt(s.game, onShip('p1', s.id('Test Mission'), s.id('U.S.S. Enterprise')));
    // Assert
    expect(getCard(s.id('Photonic Energy Being'))(run.game).zone).toEqual({
      kind: 'outOfPlay',
      player: 'p2',
    });
    expect(cardsIn({ kind: 'aboard', carrier: s.id('U.S.S. Enterprise') })(run.game)).toEqual(
      expect.arrayContaining(holograms.map(s.id)),
    );
  });

  it('should be cured later by a [Holo] personnel of another crew of the player at the space mission, the held released aboard (Rulebook "Dilemmas" cures L662, 12.4 Present L1234)', () => {
    // Arrange: the whole crew of three is held; then The Doctor's ship arrives at the mission
    const s = attempt(['Data', 'Mendon', 'Worf'])
      .ship('p1', 'U.S.S. Enterprise', { at: 'Study Nebula' })
      .aboard('U.S.S. Enterprise', 'p1', ['The Doctor'])
      .build();
    const run = runAttempt(s.game, onShip('p1', s.id('Test Mission'), s.id('Runabout')));
    const held = cardsIn({ kind: 'playedOn', host: s.id('Photonic Energy Being') })(run.game);
    const arrived = moveCard(s.id('U.S.S. Enterprise'), {
      kind: 'atLocation',
      location: s.id('Test Mission'),
    })(run.game);
    // Act
    const settled = [settle(run.game), settle(arrived)];
    // Assert
    expect(settled.map((g) => getCard(s.id('Photonic Energy Being'))(g).zone.kind)).toEqual([
      'playedOn',
      'outOfPlay',
    ]);
    const ships = [s.id('Runabout'), s.id('U.S.S. Enterprise')];
    const zones = held.map((id) => getCard(id)(settled[1] ?? run.game).zone);
    expect(zones.map((z) => z.kind === 'aboard' && ships.includes(z.carrier))).toEqual([true, true, true]);
  });

  it('should release the held aboard the ship they were held from, not the first of the player\'s ships there (Rulebook "Dilemmas" cures: the release undoes the hold)', () => {
    // Arrange: the Runabout's whole crew is held; then the Enterprise, with Anthropology and Diplomacy aboard, flies
    // in from Study Nebula (and lies first among the ships there), which cures the dilemma
    const [game, s] = started(
      attempt(['Data', 'Mendon', 'Worf'])
        .ship('p1', 'U.S.S. Enterprise', { at: 'Study Nebula' })
        .aboard('U.S.S. Enterprise', 'p1', [
          'Jadzia Dax',
          'Deanna Troi',
          'Jean-Luc Picard',
          'Geordi La Forge',
          'Wesley Crusher',
        ]),
    );
    const [mission, runabout] = [s.id('Test Mission'), s.id('Runabout')];
    play(game, { type: 'mission.attempt', player: 'p1', location: mission, ship: runabout });
    const held = cardsIn({ kind: 'playedOn', host: s.id('Photonic Energy Being') })(state(game));
    // Act
    const after = play(game, {
      type: 'ship.move',
      player: 'p1',
      ship: s.id('U.S.S. Enterprise'),
      to: mission,
    });
    // Assert
    expect(held).toHaveLength(3);
    expect(getCard(s.id('Photonic Energy Being'))(after).zone.kind).toBe('outOfPlay');
    expect(held.map((id) => getCard(id)(after).zone)).toEqual(
      held.map(() => ({ kind: 'aboard', carrier: runabout })),
    );
  });

  it('should be cured by Anthropology and Diplomacy of a crew at the mission, not by the same crew at another location (Rulebook 12.4 Present)', () => {
    // Arrange
    const s = attempt(['Data', 'Mendon', 'Worf'])
      .ship('p1', 'U.S.S. Enterprise', { at: 'Study Nebula' })
      .aboard('U.S.S. Enterprise', 'p1', ['Jadzia Dax', 'Deanna Troi'])
      .build();
    const run = runAttempt(s.game, onShip('p1', s.id('Test Mission'), s.id('Runabout')));
    const arrived = moveCard(s.id('U.S.S. Enterprise'), {
      kind: 'atLocation',
      location: s.id('Test Mission'),
    })(run.game);
    // Act
    const zones = [run.game, arrived].map((g) => getCard(s.id('Photonic Energy Being'))(settle(g)).zone.kind);
    // Assert
    expect(zones).toEqual(['playedOn', 'outOfPlay']);
  });

  it('should discard the dilemma and the three held when its countdown expires at the end of its owner\'s second turn (Rulebook "Countdown Icon", "Leaving Play")', () => {
    // Arrange
    const s = attempt(['Data', 'Mendon', 'Worf']).build();
    const run = runAttempt(s.game, onShip('p1', s.id('Test Mission'), s.id('Runabout')));
    // Act
    const once = tickCountdowns('p2')(run.game);
    const twice = tickCountdowns('p2')(once);
    // Assert
    expect(getCard(s.id('Photonic Energy Being'))(once).zone.kind).toBe('playedOn');
    expect(getCard(s.id('Photonic Energy Being'))(twice).zone).toEqual({ kind: 'outOfPlay', player: 'p2' });
    expect(cardsIn({ kind: 'discard', player: 'p1' })(twice)).toEqual(
      expect.arrayContaining(['Data', 'Mendon', 'Worf'].map(s.id)),
    );
  });
});

// Helpers

const attempt = (titles: ReadonlyArray<string>, ship = 'Runabout') =>
  scenario({ active: 'p1' })
    .mission('p1', 'Test Mission')
    .mission('p1', 'Study Nebula')
    .seed('Test Mission', 'p2', ['Photonic Energy Being'])
    .ship('p1', ship, { at: 'Test Mission' })
    .aboard(ship, 'p1', titles);
