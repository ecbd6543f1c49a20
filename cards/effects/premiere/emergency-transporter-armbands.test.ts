// Emergency Transporter Armbands (premiere/Emergency-Armbands), interrupt:
// "Beam your Personnel up or down at any time, except during a dilemma (unless specifically permitted). May be used
// during battle before the winner is determined."
import { cardsIn } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { legalActions, state } from '../../../machines/engine';
import { play, refused, started } from '../response-test-support';

describe('emergencyTransporterArmbands', () => {
  it('should beam all your personnel up at any time of your turn, not as an order (Rulebook "Playing \'At Any Time\'")', () => {
    // Arrange
    const [game, s] = started(planet('p1').hand('p1', ['Emergency Transporter Armbands']));
    const [ship, mission] = [s.id('Runabout'), s.id('Avert Disaster')];
    // Act
    const after = play(game, {
      type: 'card.play',
      player: 'p1',
      card: s.id('Emergency Transporter Armbands'),
      kind: 'interrupt',
      target: { from: mission, to: ship },
    });
    // Assert
    expect([...cardsIn({ kind: 'aboard', carrier: ship })(after)].sort()).toEqual(
      [s.id('Data'), s.id('Worf')].sort(),
    );
    expect(after.turn.ordersBegun).toBe(false);
    expect(after.turn.normalCardPlayUsed).toBe(false);
    expect(cardsIn({ kind: 'discard', player: 'p1' })(after)).toEqual([
      s.id('Emergency Transporter Armbands'),
    ]);
  });

  it("should be offered on the opponent's turn, before their end-of-turn actions (Rulebook \"Playing 'At Any Time'\")", () => {
    // Arrange
    const [game, s] = started(
      planet('p1', { active: 'p2', pending: { player: 'p2', decision: 'turn.act' } })
        .hand('p1', ['Emergency Transporter Armbands'])
        .drawDeck('p2', ['Kurn']),
    );
    const [ship, mission, armbands] = [
      s.id('Runabout'),
      s.id('Avert Disaster'),
      s.id('Emergency Transporter Armbands'),
    ];
    play(game, { type: 'turn.end', player: 'p2' });
    const offered = legalActions(game);
    // Act
    const after = play(game, {
      type: 'card.play',
      player: 'p1',
      card: armbands,
      kind: 'interrupt',
      target: { from: mission, to: ship },
    });
    // Assert
    expect(offered).toEqual([
      {
        type: 'card.play',
        player: 'p1',
        card: armbands,
        kind: 'interrupt',
        target: { from: mission, to: ship },
      },
      { type: 'response.pass', player: 'p1' },
    ]);
    expect([...cardsIn({ kind: 'aboard', carrier: ship })(after)].sort()).toEqual(
      [s.id('Data'), s.id('Worf')].sort(),
    );
    expect(cardsIn({ kind: 'hand', player: 'p2' })(after)).toEqual([s.id('Kurn')]);
    expect(after.pending).toEqual({ player: 'p1', decision: 'turn.act' });
  });

  it('should offer beaming up to a ship carried aboard another, as it is accepted (Rulebook "Carried ships", 7.1.1 Beam)', () => {
    // Arrange: the Runabout is carried aboard the Galaxy in orbit
    const [game, s] = started(
      scenario({ pending: { player: 'p1', decision: 'turn.act' } })
        .mission('p1', 'Avert Disaster')
        .ship('p1', 'U.S.S. Galaxy', { at: 'Avert Disaster' })
        .ship('p1', 'Runabout', { carriedBy: 'U.S.S. Galaxy' })
        .surface('Avert Disaster', 'p1', ['Data'])
        .hand('p1', ['Emergency Transporter Armbands']),
    );
    const command = {
      type: 'card.play',
      player: 'p1',
      card: s.id('Emergency Transporter Armbands'),
      kind: 'interrupt',
      target: { from: s.id('Avert Disaster'), to: s.id('Runabout') },
    } as const;
    const offered = legalActions(game);
    // Act
    const after = play(game, command);
    // Assert
    expect(offered).toContainEqual(command);
    expect(cardsIn({ kind: 'aboard', carrier: s.id('Runabout') })(after)).toEqual([s.id('Data')]);
  });

  it('should refuse a route that is not up or down, nothing changing (Rulebook 7.1.1 Beam)', () => {
    // Arrange
    const [game, s] = started(
      planet('p1')
        .ship('p1', 'U.S.S. Galaxy', { at: 'Avert Disaster' })
        .hand('p1', ['Emergency Transporter Armbands']),
    );
    const before = state(game);
    // Act
    const rule = refused(game, {
      type: 'card.play',
      player: 'p1',
      card: s.id('Emergency Transporter Armbands'),
      kind: 'interrupt',
      target: { from: s.id('Runabout'), to: s.id('U.S.S. Galaxy') },
    });
    // Assert
    expect(rule).toBe('7.1.1 Beam');
    expect(state(game)).toBe(before);
  });

  it("should open no window at the opponent's turn end when none of your personnel may beam (Rulebook 7.1.1 Beam)", () => {
    // Arrange
    const [game] = started(
      scenario({ active: 'p2', pending: { player: 'p2', decision: 'turn.act' } })
        .mission('p1', 'Avert Disaster')
        .surface('Avert Disaster', 'p1', ['Data'])
        .hand('p1', ['Emergency Transporter Armbands'])
        .drawDeck('p2', ['Kurn']),
    );
    // Act
    const after = play(game, { type: 'turn.end', player: 'p2' });
    // Assert
    expect(after.pending).toEqual({ player: 'p1', decision: 'turn.act' });
  });
});

// Helpers

const planet = (
  owner: string,
  options: Parameters<typeof scenario>[0] = { pending: { player: 'p1', decision: 'turn.act' } },
) =>
  scenario(options)
    .mission(owner, 'Avert Disaster')
    .ship(owner, 'Runabout', { at: 'Avert Disaster' })
    .surface('Avert Disaster', owner, ['Data', 'Worf']);
