import * as E from 'fp-ts/Either';
import { onPlanet, runAttempt } from '../../cards/dilemmas/attempt-test-support';
import { cardsIn, getCard } from '../core/game-state';
import * as Decisions from '../game/decisions';
import { scenario } from '../game/scenario';
import { meets } from '../mission-attempt/requirements';
import { checkStaffed } from '../orders/staffing';
import { personnelCount } from './dual-personnel';
import { kill } from './leave-play';
import { setStopped } from './presence';
import { skillLevel } from './skills';

const SONS = { title: 'Sons of Mogh', blueprint: 'ep/sonsofmogh' } as const;

describe('personnelCount', () => {
  it('should count a dual-personnel card as two personnel (Rulebook "Dual-personnel cards")', () => {
    // Arrange
    const s = onShip([SONS, 'Koral', 'Klingon Disruptor']).build();
    // Act
    const count = personnelCount([s.id('Sons of Mogh'), s.id('Koral'), s.id('Klingon Disruptor')])(s.game);
    // Assert
    expect(count).toBe(3);
  });

  it('should tell a mission attempt by its personnel, two for a dual card (Rulebook "Dual-personnel cards")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Cloaked Mission')
      .surface('Cloaked Mission', 'p1', [SONS, 'Koral'])
      .build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Cloaked Mission')));
    // Assert
    expect(run.game.chronicle[0]?.text).toBe('p1 attempts Cloaked Mission with 3 personnel');
  });
});

describe('dual-personnel cards', () => {
  it('should add the skills and attributes of both halves toward requirements (Rulebook "Dual-personnel cards")', () => {
    // Arrange: Kurn (OFFICER, Honor, Navigation) and Worf (SECURITY, Honor x2, Navigation, Diplomacy)
    const s = onShip([SONS]).build();
    const sons = [s.id('Sons of Mogh')];
    // Act
    const honor = skillLevel(s.id('Sons of Mogh'), 'Honor')(s.game);
    // Assert
    expect(honor).toBe(3);
    expect(meets({ kind: 'skill', skill: 'Navigation', count: 2 }, sons)(s.game)).toBe(true);
    expect(
      meets({ kind: 'all', of: [skill('OFFICER'), skill('SECURITY'), skill('Diplomacy')] }, sons)(s.game),
    ).toBe(true);
    expect(meets({ kind: 'attribute', attribute: 'STRENGTH', greaterThan: 17 }, sons)(s.game)).toBe(true);
  });

  it('should staff a ship as two personnel, one icon each (Rulebook "Dual-personnel cards", 7.1.3)', () => {
    // Arrange: I.K.C. Qu'Vat needs [Cmd][Stf][Stf]; each [Cmd] half stands in for one
    const dual = onShip([SONS, 'Koral']).build();
    const single = onShip(['Klag', 'Koral']).build();
    // Act & Assert
    expect(checkStaffed(dual.id("I.K.C. Qu'Vat"))(dual.game)).toEqual(E.right(undefined));
    expect(E.isLeft(checkStaffed(single.id("I.K.C. Qu'Vat"))(single.game))).toBe(true);
  });

  it('should stop, kill and beam both halves together: one card, never separated (Rulebook "Dual-personnel cards")', () => {
    // Arrange
    const s = onShip([SONS, 'Koral'], { pending: { player: 'p1', decision: 'turn.act' } }).build();
    const sons = s.id('Sons of Mogh');
    // Act
    const stopped = setStopped(s.id("I.K.C. Qu'Vat"), true)(s.game);
    const killed = kill(sons)(s.game);
    const beams = Decisions.legalActions(s.game).filter((c) => c.type === 'card.beam' && c.card === sons);
    // Assert
    expect(getCard(sons)(stopped).stopped).toBe(true);
    expect(cardsIn({ kind: 'discard', player: 'p1' })(killed)).toEqual([sons]);
    expect(beams).toEqual([
      {
        type: 'card.beam',
        player: 'p1',
        card: sons,
        from: s.id("I.K.C. Qu'Vat"),
        to: s.id('Avert Disaster'),
      },
    ]);
  });
});

// Helpers

const skill = (name: string) => ({ kind: 'skill', skill: name, count: 1 }) as const;

const onShip = (crew: ReadonlyArray<string | typeof SONS>, options: Parameters<typeof scenario>[0] = {}) =>
  scenario(options)
    .mission('p1', 'Avert Disaster')
    .ship('p1', "I.K.C. Qu'Vat", { at: 'Avert Disaster' })
    .aboard("I.K.C. Qu'Vat", 'p1', crew);
