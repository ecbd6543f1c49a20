import * as E from 'fp-ts/Either';
import * as Decisions from '../game/decisions';
import { type Scenario, scenario } from '../game/scenario';
import { apply, candidates, isOrder, type TurnCommand } from './turn-actions';

describe('candidates', () => {
  it('should offer the card play, the orders and ending the turn (Rulebook "Playing the Game")', () => {
    // Arrange
    const s = galaxyAtOutpost();
    // Act
    const offered = Decisions.legalActions(s.game).map((c) => c.type);
    // Assert
    expect(offered).toContain('card.play');
    expect(offered).toContain('ship.move');
    expect(offered[offered.length - 1]).toBe('turn.end');
  });
});

describe('apply', () => {
  it('should begin executing orders with the first order, forfeiting the card play (Rulebook "Play a Card")', () => {
    // Arrange
    const s = galaxyAtOutpost();
    const move = Decisions.legalActions(s.game).find((c) => c.type === 'ship.move') as TurnCommand;
    // Act
    const after = apply(move)(s.game);
    // Assert
    expect(isOrder(move)).toBe(true);
    expect(after.turn.ordersBegun).toBe(true);
    expect(candidates('p1')(after).some((c) => c.type === 'card.play')).toBe(false);
    const play = Decisions.check(playData(s))(after);
    expect(E.isLeft(play) && play.left.rule).toBe('Play a Card');
  });

  it('should begin executing orders with a mission attempt, which the machine then runs (Rulebook "Play a Card")', () => {
    // Arrange
    const s = scenario({ pending: { player: 'p1', decision: 'turn.act' } })
      .mission('p1', 'Excavation')
      .surface('Excavation', 'p1', ['Baran', 'Deanna Troi'])
      .build();
    const attempt: TurnCommand = { type: 'mission.attempt', player: 'p1', location: s.id('Excavation') };
    // Act
    const after = apply(attempt)(s.game);
    // Assert
    expect(Decisions.legalActions(s.game)).toContainEqual(attempt);
    expect(after.turn.ordersBegun).toBe(true);
    expect(after.locations).toBe(s.game.locations);
  });

  it('should leave orders available after the normal card play (Rulebook "Play a Card")', () => {
    // Arrange
    const s = galaxyAtOutpost();
    // Act
    const after = apply(playData(s))(s.game);
    // Assert
    expect(after.turn).toMatchObject({ normalCardPlayUsed: true, ordersBegun: false });
    expect(Decisions.legalActions(after).some((c) => c.type === 'ship.move')).toBe(true);
  });
});

// Helpers

const galaxyAtOutpost = (): Scenario =>
  scenario({ pending: { player: 'p1', decision: 'turn.act' } })
    .mission('p1', 'Avert Disaster')
    .mission('p1', 'Test Mission')
    .facility('p1', 'Federation Outpost', { at: 'Avert Disaster' })
    .ship('p1', 'U.S.S. Galaxy', { at: 'Avert Disaster' })
    .aboard('U.S.S. Galaxy', 'p1', ['Jean-Luc Picard', 'Geordi La Forge', 'Tasha Yar'])
    .hand('p1', ['Data'])
    .build();

const playData = (s: Scenario): TurnCommand => ({
  type: 'card.play',
  player: 'p1',
  card: s.id('Data'),
  kind: 'report',
  facility: s.id('Federation Outpost'),
  affiliation: 'Federation',
});
