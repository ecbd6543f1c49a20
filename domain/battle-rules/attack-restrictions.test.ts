import { fc, test } from '@fast-check/jest';
import * as E from 'fp-ts/Either';
import { type ScenarioBuilder, scenario } from '../game/scenario';
import { type BattleInitiation, canInitiateBattle, leadersRequired, mayAttack } from './attack-restrictions';

const STANDARD = [
  'Bajoran',
  'Cardassian',
  'Dominion',
  'Ferengi',
  'Hirogen',
  'Romulan',
  'Starfleet',
  'Vidiian',
  'Vulcan',
];
const ALL = [...STANDARD, 'Federation', 'Klingon', 'Kazon', 'Non-Aligned', 'Neutral', 'Borg'];

describe('mayAttack', () => {
  test.prop([fc.constantFrom(...STANDARD), fc.constantFrom(...ALL)])(
    'should let a standard affiliation attack any affiliation except its own (Rulebook 7.4)',
    (attacker, target) => {
      // Act & Assert
      expect(mayAttack(attacker, target)).toBe(attacker !== target);
    },
  );

  test.prop([fc.constantFrom('Klingon', 'Kazon', 'Non-Aligned', 'Neutral'), fc.constantFrom(...ALL)])(
    'should put no restriction on [Kli], [Kaz], [NA] and [Neu] (Rulebook 7.4; Rulings "battle")',
    (attacker, target) => {
      // Act & Assert
      expect(mayAttack(attacker, target)).toBe(true);
    },
  );

  test.prop([fc.constantFrom(...ALL)])(
    'should let [Fed] initiate battle only against [Bor] (Rulebook 7.4)',
    (target) => {
      // Act & Assert
      expect(mayAttack('Federation', target)).toBe(target === 'Borg');
    },
  );
});

describe('leadersRequired', () => {
  it('should need two leaders against an Away Team with Guramba, none in a counter-attack (Rulebook "Guramba")', () => {
    // Arrange
    const { game, id } = planet(['Kurn'], ['Krozh']).build();
    const battle = personnel(['Kurn'], ['Krozh'], id);
    // Act & Assert
    expect(leadersRequired(battle)(game)).toBe(2);
    expect(leadersRequired({ ...battle, counterAttack: true })(game)).toBe(0);
    expect(leadersRequired({ ...battle, kind: 'ship' })(game)).toBe(1);
  });
});

describe('canInitiateBattle', () => {
  it('should let a Klingon Away Team with a leader attack another Klingon Away Team (Rulebook 7.4)', () => {
    // Arrange
    const { game, id } = planet(['Kurn'], ['Gowron']).build();
    // Act & Assert
    expect(canInitiateBattle(personnel(['Kurn'], ['Gowron'], id))(game)).toEqual(E.right(undefined));
  });

  it('should not let a Romulan Away Team attack a Romulan Away Team (Rulebook 7.4)', () => {
    // Arrange
    const { game, id } = planet(['Tomalak'], ['Tebok']).build();
    // Act & Assert
    expect(canInitiateBattle(personnel(['Tomalak'], ['Tebok'], id))(game)).toEqual(
      E.left({ rule: '7.4 Affiliation attack restrictions', message: 'Romulan may not attack Romulan' }),
    );
  });

  it('should not let the Federation initiate against Klingons, but let it counter-attack (Rulebook 7.4)', () => {
    // Arrange
    const { game, id } = planet(['Jean-Luc Picard'], ['Kurn']).build();
    const battle = personnel(['Jean-Luc Picard'], ['Kurn'], id);
    // Act & Assert
    expect(E.isLeft(canInitiateBattle(battle)(game))).toBe(true);
    expect(canInitiateBattle({ ...battle, counterAttack: true })(game)).toEqual(E.right(undefined));
  });

  it('should let the Federation initiate battle against the Borg (Rulebook 7.4)', () => {
    // Arrange
    const { game, id } = planet(['Jean-Luc Picard'], ['Eight of Nineteen']).build();
    // Act & Assert
    expect(canInitiateBattle(personnel(['Jean-Luc Picard'], ['Eight of Nineteen'], id))(game)).toEqual(
      E.right(undefined),
    );
  });

  it('should let the Borg initiate only with a [Def] personnel, not a leader (Rulings "Borg")', () => {
    // Arrange
    const withDef = planet(['Eight of Nineteen'], ['Kurn']).build();
    const withoutDef = planet(['Two of Eleven'], ['Kurn']).build();
    // Act & Assert
    expect(canInitiateBattle(personnel(['Eight of Nineteen'], ['Kurn'], withDef.id))(withDef.game)).toEqual(
      E.right(undefined),
    );
    expect(
      E.isLeft(canInitiateBattle(personnel(['Two of Eleven'], ['Kurn'], withoutDef.id))(withoutDef.game)),
    ).toBe(true);
  });

  it('should need a leader (OFFICER or Leadership) present to initiate (Rulebook 7.4)', () => {
    // Arrange
    const { game, id } = planet(['Kromm'], ['Gowron']).build();
    // Act & Assert
    expect(canInitiateBattle(personnel(['Kromm'], ['Gowron'], id))(game)).toEqual(
      E.left(expect.objectContaining({ rule: '7.4 Battle' })),
    );
  });

  it('should need two leaders against Guramba (Rulebook "Guramba")', () => {
    // Arrange
    const one = planet(['Kurn', 'Kromm'], ['Krozh']).build();
    const two = planet(['Kurn', 'Gowron'], ['Krozh']).build();
    // Act & Assert
    expect(E.isLeft(canInitiateBattle(personnel(['Kurn', 'Kromm'], ['Krozh'], one.id))(one.game))).toBe(true);
    expect(canInitiateBattle(personnel(['Kurn', 'Gowron'], ['Krozh'], two.id))(two.game)).toEqual(
      E.right(undefined),
    );
  });

  it('should not let stopped personnel initiate battle (Rulebook 10.2.1)', () => {
    // Arrange
    const { game, id } = planet(['Kurn'], ['Gowron']).modify('Kurn', { stopped: true }).build();
    // Act & Assert
    expect(canInitiateBattle(personnel(['Kurn'], ['Gowron'], id))(game)).toEqual(
      E.left(expect.objectContaining({ rule: '10.2.1 Stopped' })),
    );
  });

  it('should not let a player attack cards they control (Rulebook 7.4)', () => {
    // Arrange
    const { game, id } = planet(['Kurn', 'Gowron'], []).build();
    // Act & Assert
    expect(E.isLeft(canInitiateBattle(personnel(['Kurn'], ['Gowron'], id))(game))).toBe(true);
  });

  it('should not attack personnel who are not present (Rulebook 7.4)', () => {
    // Arrange
    const { game, id } = planet(['Kurn'], [])
      .mission('p2', 'Wormhole Negotiations')
      .ship('p2', "I.K.C. Vor'Cha", { at: 'Wormhole Negotiations' })
      .aboard("I.K.C. Vor'Cha", 'p2', ['Gowron'])
      .build();
    // Act & Assert
    expect(E.isLeft(canInitiateBattle(personnel(['Kurn'], ['Gowron'], id))(game))).toBe(true);
  });

  it('should let a Klingon ship with a leader aboard attack a Federation ship there (Rulebook 7.4)', () => {
    // Arrange
    const { game, id } = space().build();
    // Act & Assert
    expect(canInitiateBattle(ship(["I.K.C. Vor'Cha"], 'U.S.S. Enterprise', id))(game)).toEqual(
      E.right(undefined),
    );
  });

  it('should not let the Federation ship attack the Klingon ship unless counter-attacking (Rulebook 7.4)', () => {
    // Arrange
    const { game, id } = space().build();
    const battle = { ...ship(['U.S.S. Enterprise'], "I.K.C. Vor'Cha", id), player: 'p2' };
    // Act & Assert
    expect(E.isLeft(canInitiateBattle(battle)(game))).toBe(true);
    expect(canInitiateBattle({ ...battle, counterAttack: true })(game)).toEqual(E.right(undefined));
  });

  it('should need a leader and a matching personnel aboard each attacking ship (Rulebook 7.4; Rulings "battle")', () => {
    // Arrange
    const noLeader = space(['Kromm']).build();
    const noMatch = space(['Krozh']).build();
    // Act & Assert
    expect(
      canInitiateBattle(ship(["I.K.C. Vor'Cha"], 'U.S.S. Enterprise', noLeader.id))(noLeader.game),
    ).toEqual(E.left(expect.objectContaining({ rule: '7.4 Battle' })));
    expect(
      canInitiateBattle(ship(["I.K.C. Vor'Cha"], 'U.S.S. Enterprise', noMatch.id))(noMatch.game),
    ).toEqual(E.left(expect.objectContaining({ rule: '7.1.3 Staff a Ship' })));
  });

  it('should only target a ship or facility in ship battle (Rulebook 7.4)', () => {
    // Arrange
    const { game, id } = space().build();
    // Act & Assert
    expect(canInitiateBattle(ship(["I.K.C. Vor'Cha"], 'Jean-Luc Picard', id))(game)).toEqual(
      E.left(expect.objectContaining({ rule: '7.4 Battle' })),
    );
  });

  it('should count the crew aboard the target: no Romulan attack on a ship with Romulans aboard (Rulebook 7.4)', () => {
    // Arrange
    const build = (crew: string) =>
      scenario()
        .mission('p1', 'Wormhole Negotiations')
        .ship('p1', "D'deridex", { at: 'Wormhole Negotiations' })
        .aboard("D'deridex", 'p1', ['Tomalak'])
        .ship('p2', 'Combat Vessel', { at: 'Wormhole Negotiations' })
        .aboard('Combat Vessel', 'p2', ['Narik', crew])
        .build();
    const withRomulan = build('Tebok');
    const withoutRomulan = build('Krozh');
    // Act & Assert
    expect(
      E.isLeft(canInitiateBattle(ship(["D'deridex"], 'Combat Vessel', withRomulan.id))(withRomulan.game)),
    ).toBe(true);
    expect(
      canInitiateBattle(ship(["D'deridex"], 'Combat Vessel', withoutRomulan.id))(withoutRomulan.game),
    ).toEqual(E.right(undefined));
  });
});

// Helpers

type Ids = (ref: string) => string;

const planet = (mine: ReadonlyArray<string>, theirs: ReadonlyArray<string>): ScenarioBuilder =>
  scenario()
    .mission('p1', 'Evaluate Terraforming')
    .surface('Evaluate Terraforming', 'p1', mine)
    .surface('Evaluate Terraforming', 'p2', theirs);

const space = (klingonCrew: ReadonlyArray<string> = ['Kurn']): ScenarioBuilder =>
  scenario()
    .mission('p1', 'Wormhole Negotiations')
    .ship('p1', "I.K.C. Vor'Cha", { at: 'Wormhole Negotiations' })
    .aboard("I.K.C. Vor'Cha", 'p1', klingonCrew)
    .ship('p2', 'U.S.S. Enterprise', { at: 'Wormhole Negotiations' })
    .aboard('U.S.S. Enterprise', 'p2', ['Jean-Luc Picard']);

const personnel = (
  attackers: ReadonlyArray<string>,
  targets: ReadonlyArray<string>,
  id: Ids,
): BattleInitiation => ({
  kind: 'personnel',
  player: 'p1',
  attackers: attackers.map(id),
  targets: targets.map(id),
  counterAttack: false,
});

const ship = (attackers: ReadonlyArray<string>, target: string, id: Ids): BattleInitiation => ({
  kind: 'ship',
  player: 'p1',
  attackers: attackers.map(id),
  targets: [id(target)],
  counterAttack: false,
});
