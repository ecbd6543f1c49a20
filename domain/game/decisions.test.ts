import * as E from 'fp-ts/Either';
import { emptyGame } from '../core/empty-game';
import * as Decisions from './decisions';
import { scenario } from './scenario';

describe('legalActions', () => {
  it('should list nothing when no decision is pending (ARCHITECTURE "Every player decision is a command")', () => {
    // Arrange
    const game = { ...emptyGame(['p1', 'p2'], 1), pending: null };
    // Act
    const actions = Decisions.legalActions(game);
    // Assert
    expect(actions).toEqual([]);
  });

  it('should list only commands that check accepts (ARCHITECTURE "Every player decision is a command")', () => {
    // Arrange
    const s = scenario({ phase: 'facility' })
      .mission('p1', 'Avert Disaster')
      .mission('p2', 'Fever Emergency')
      .place('p1', { kind: 'seedDeck', player: 'p1' }, ['Federation Outpost', 'Klingon Outpost'])
      .build();
    // Act
    const actions = Decisions.legalActions(s.game);
    // Assert
    expect(actions.length).toBe(3);
    expect(actions.every((a) => E.isRight(Decisions.check(a)(s.game)))).toBe(true);
  });
});

describe('check', () => {
  it('should trust a listed command by value only: the list cannot be changed, a changed copy is checked again', () => {
    // Arrange
    const s = scenario({ phase: 'facility' })
      .mission('p1', 'Avert Disaster')
      .mission('p2', 'Fever Emergency')
      .place('p1', { kind: 'seedDeck', player: 'p1' }, ['Federation Outpost'])
      .build();
    const actions = Decisions.legalActions(s.game);
    const listed = actions.find((action) => action.type === 'facility.seed');
    if (listed === undefined) throw new Error('the outpost should be listed');
    const forged = { ...listed, location: s.id('Fever Emergency') };
    // Act
    const changeListed = () => Object.assign(listed, { location: s.id('Fever Emergency') });
    const pushForged = () => (actions as Decisions.Command[]).push(forged);
    // Assert
    expect(changeListed).toThrow(TypeError);
    expect(pushForged).toThrow(TypeError);
    expect(E.isRight(Decisions.check({ ...listed })(s.game))).toBe(true);
    expect(E.isLeft(Decisions.check(forged)(s.game))).toBe(true);
  });

  it('should check a frozen command once: checked again against the same state, it is not checked again (issue #17)', () => {
    // Arrange
    const s = scenario({ phase: 'facility' })
      .mission('p1', 'Avert Disaster')
      .mission('p2', 'Fever Emergency')
      .place('p1', { kind: 'seedDeck', player: 'p1' }, ['Federation Outpost'])
      .build();
    const command = Object.freeze({
      type: 'facility.seed',
      player: 'p1',
      card: s.id('Federation Outpost'),
      location: s.id('Avert Disaster'),
    }) as Decisions.Command;
    const ruleCheck = jest.spyOn(Decisions.rules['facility.seed'], 'check');
    // Act
    const first = Decisions.check(command)(s.game);
    const second = Decisions.check(command)(s.game);
    const elsewhere = Decisions.check(command)({ ...s.game });
    const checks = ruleCheck.mock.calls.length;
    ruleCheck.mockRestore();
    // Assert
    expect([E.isRight(first), E.isRight(second), E.isRight(elsewhere)]).toEqual([true, true, true]);
    expect(checks).toBe(2);
  });

  it('should check again a command that is not frozen, which may have changed since it was accepted', () => {
    // Arrange
    const s = scenario({ phase: 'facility' })
      .mission('p1', 'Avert Disaster')
      .mission('p2', 'Fever Emergency')
      .place('p1', { kind: 'seedDeck', player: 'p1' }, ['Federation Outpost'])
      .build();
    const command = {
      type: 'facility.seed',
      player: 'p1',
      card: s.id('Federation Outpost'),
      location: s.id('Avert Disaster'),
    } as Decisions.Command;
    const accepted = Decisions.check(command)(s.game);
    // Act
    Object.assign(command, { location: s.id('Fever Emergency') });
    const changed = Decisions.check(command)(s.game);
    // Assert
    expect(E.isRight(accepted)).toBe(true);
    expect(E.isLeft(changed)).toBe(true);
  });

  it('should refuse a command of another decision, naming the rule (Rulebook "Playing the Game")', () => {
    // Arrange
    const game = emptyGame(['p1', 'p2'], 1);
    // Act
    const result = Decisions.check({ type: 'facility.pass', player: 'p1' })(game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('Playing the Game');
  });

  it('should refuse every command when no decision is pending (Rulebook "Playing the Game")', () => {
    // Arrange
    const game = { ...emptyGame(['p1', 'p2'], 1), pending: null };
    // Act
    const result = Decisions.check({ type: 'doorway.done', player: 'p1' })(game);
    // Assert
    expect(E.isLeft(result)).toBe(true);
  });
});

describe('listedCommand', () => {
  it("should give the listing's own frozen command for an equal one, which check then accepts (issue #17)", () => {
    // Arrange
    const s = seedingAnOutpost();
    const listed = Decisions.legalActions(s.game).find((action) => action.type === 'facility.seed');
    if (listed === undefined) throw new Error('the outpost should be listed');
    const sent = JSON.parse(JSON.stringify(listed)) as unknown;
    // Act
    const found = Decisions.listedCommand(sent)(s.game);
    // Assert
    expect(found).toBe(listed);
    expect(Object.isFrozen(found)).toBe(true);
    expect(E.isRight(Decisions.check(found as Decisions.Command)(s.game))).toBe(true);
  });

  it('should give none for a command not listed, a state not listed, or an object that throws when read', () => {
    // Arrange
    const s = seedingAnOutpost();
    const [listed] = Decisions.legalActions(s.game);
    if (listed === undefined) throw new Error('a command should be listed');
    const hostile = new Proxy(
      {},
      {
        get: () => {
          throw new Error('no');
        },
      },
    );
    // Act
    const found = [
      Decisions.listedCommand({ ...listed, player: 'p2' })(s.game),
      Decisions.listedCommand({ ...listed })({ ...s.game }),
      Decisions.listedCommand(hostile)(s.game),
      Decisions.listedCommand('facility.pass')(s.game),
    ];
    // Assert
    expect(found).toEqual([undefined, undefined, undefined, undefined]);
  });
});

describe('apply', () => {
  it('should apply the command through the pending decision rule (ARCHITECTURE "Every player decision is a command")', () => {
    // Arrange
    const game = emptyGame(['p1', 'p2'], 1);
    // Act
    const next = Decisions.apply({ type: 'doorway.done', player: 'p1' })(game);
    // Assert
    expect(next.seeding.finished).toEqual(['p1']);
  });
});

// Helpers

/** The facility phase with p1's Federation Outpost to seed. */
const seedingAnOutpost = () =>
  scenario({ phase: 'facility' })
    .mission('p1', 'Avert Disaster')
    .mission('p2', 'Fever Emergency')
    .place('p1', { kind: 'seedDeck', player: 'p1' }, ['Federation Outpost'])
    .build();
