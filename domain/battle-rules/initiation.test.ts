import * as E from 'fp-ts/Either';
import { type ScenarioBuilder, scenario } from '../game/scenario';
import type { PersonnelInitiateCommand, ShipInitiateCommand } from './battle-model';
import { checkInitiate, initiateCandidates, mayCounterAttack, toRequest } from './initiation';
import { SELF_CONTROLLED } from './self-controlled';

describe('initiateCandidates', () => {
  it('should offer a Klingon Away Team an attack on the Federation Away Team present (Rulebook 7.4 Initiation)', () => {
    // Arrange
    const s = planet().build();
    // Act
    const offered = initiateCandidates('p1')(s.game);
    // Assert
    expect(offered).toEqual([personnelCommand(s.id)]);
  });

  it('should leave stopped personnel out of the attacking force (Rulebook 10.2.1 Stopped)', () => {
    // Arrange
    const s = planet(['Kurn', 'Kromm']).modify('Kromm', { stopped: true }).build();
    // Act
    const [offered] = initiateCandidates('p1')(s.game);
    // Assert
    expect(offered?.attackers).toEqual([s.id('Kurn')]);
  });

  it('should offer a ship attack on each opposing ship, but none during the opponent’s turn (Rulebook 7.4)', () => {
    // Arrange
    const s = space().build();
    // Act & Assert
    expect(initiateCandidates('p1')(s.game)).toEqual([shipCommand(s.id)]);
    expect(initiateCandidates('p2')(s.game)).toEqual([]);
  });

  it('should offer a crew an attack on all the Rogue Borg aboard its ship, one force (Rulebook 7.4)', () => {
    // Arrange
    const s = rogueBorg('Kurn').build();
    // Act
    const offered = initiateCandidates('p1')(s.game);
    // Assert
    expect(offered).toEqual([rogueBorgCommand(s.id, 'Kurn', ['b1', 'b2'])]);
  });

  it('should not offer an attack on a cloaked ship (Rulebook 7.6 Cloak)', () => {
    // Arrange
    const s = space().modify('U.S.S. Enterprise', { cloaked: true }).build();
    // Act & Assert
    expect(initiateCandidates('p1')(s.game)).toEqual([]);
  });
});

describe('checkInitiate', () => {
  it("should refuse a ship battle named at a location other than the forces' (Rulebook 7.4 Ship battle)", () => {
    // Arrange: both ships are at Evaluate Terraforming; the command names Excavation
    const s = space().mission('p2', 'Excavation').build();
    const elsewhere = { ...shipCommand(s.id), location: s.id('Excavation') };
    // Act
    const result = checkInitiate(elsewhere)(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.message).toMatch(/is not at the battle's location/);
    expect(checkInitiate(shipCommand(s.id))(s.game)).toEqual(E.right(undefined));
  });

  it('should accept a Klingon attack on a Federation Away Team (Rulebook 7.4 Initiation)', () => {
    // Arrange
    const s = planet().build();
    // Act & Assert
    expect(checkInitiate(personnelCommand(s.id))(s.game)).toEqual(E.right(undefined));
  });

  it('should accept a Federation crew attack on Rogue Borg, self-controlled and open to all (Rulebook 7.4)', () => {
    // Arrange
    const s = rogueBorg('Jean-Luc Picard').build();
    // Act & Assert
    expect(checkInitiate(rogueBorgCommand(s.id, 'Jean-Luc Picard', ['b1', 'b2']))(s.game)).toEqual(
      E.right(undefined),
    );
  });

  it('should refuse an attack on some of the Rogue Borg present (Rulebook 7.4 Initiation: one force)', () => {
    // Arrange
    const s = rogueBorg('Kurn').build();
    // Act & Assert
    expect(checkInitiate(rogueBorgCommand(s.id, 'Kurn', ['b1']))(s.game)).toEqual(
      E.left(expect.objectContaining({ rule: '7.4 Battle' })),
    );
  });

  it('should refuse an attack during the opponent’s turn (Rulebook "Giving Orders")', () => {
    // Arrange
    const s = planet().build();
    const command = { ...personnelCommand(s.id), player: 'p2' };
    // Act & Assert
    expect(checkInitiate(command)(s.game)).toEqual(
      E.left(expect.objectContaining({ rule: 'Giving Orders' })),
    );
  });

  it('should refuse attackers who are not at the place of the battle (Rulebook 7.4 Initiation)', () => {
    // Arrange
    const s = planet().ship('p1', "I.K.C. Vor'Cha", { at: 'Evaluate Terraforming' }).build();
    const command = { ...personnelCommand(s.id), place: { kind: 'aboard', carrier: s.id("I.K.C. Vor'Cha") } };
    // Act & Assert
    expect(checkInitiate(command as PersonnelInitiateCommand)(s.game)).toEqual(
      E.left(expect.objectContaining({ rule: '7.4 Battle' })),
    );
  });

  it('should refuse an attack on a team with no one able to fight (Rulebook 7.4 stage 3 Form Up)', () => {
    // Arrange
    const s = planet().modify('Jean-Luc Picard', { disabled: true }).build();
    // Act & Assert
    expect(checkInitiate(personnelCommand(s.id))(s.game)).toEqual(
      E.left(expect.objectContaining({ rule: '7.4 Form Up' })),
    );
  });

  it('should refuse a ship attack naming one attacker twice (Rulebook 7.4 Initiation: a force of cards)', () => {
    // Arrange
    const s = space().build();
    const command = shipCommand(s.id);
    const twice = { ...command, attackers: [...command.attackers, ...command.attackers] };
    // Act
    const result = checkInitiate(twice)(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.message).toMatch(/an attacker is named twice/);
  });

  it('should refuse an attack on a landed ship (Rulebook 7.1.6 Land & Take Off)', () => {
    // Arrange
    const s = space().modify('U.S.S. Enterprise', { landed: true }).build();
    // Act & Assert
    expect(initiateCandidates('p1')(s.game)).toEqual([]);
    expect(checkInitiate(shipCommand(s.id))(s.game)).toEqual(
      E.left(expect.objectContaining({ rule: '7.1.6 Land & Take Off' })),
    );
  });

  it('should refuse a cloaked ship’s attack (Rulebook 7.6 Cloak)', () => {
    // Arrange
    const s = space().modify("I.K.C. Vor'Cha", { cloaked: true }).build();
    // Act & Assert
    expect(checkInitiate(shipCommand(s.id))(s.game)).toEqual(
      E.left(expect.objectContaining({ rule: '7.6 Cloak' })),
    );
  });

  it('should let the Federation counter-attack on its next turn only, without restrictions (Rulebook 7.4 Counter-attack)', () => {
    // Arrange
    const base = space().build();
    const right = { player: 'p2', against: 'p1', location: base.id('Evaluate Terraforming'), turn: 2 };
    const game = { ...base.game, counterAttacks: [right] };
    const turn2 = { ...game, turn: { ...game.turn, number: 2, active: 'p2' } };
    const turn4 = { ...game, turn: { ...game.turn, number: 4, active: 'p2' } };
    const command: ShipInitiateCommand = {
      type: 'battle.initiate',
      player: 'p2',
      kind: 'ship',
      location: base.id('Evaluate Terraforming'),
      attackers: [base.id('U.S.S. Enterprise')],
      target: base.id("I.K.C. Vor'Cha"),
    };
    // Act & Assert
    expect(mayCounterAttack('p2', 'p1', right.location)(turn2)).toBe(true);
    expect(checkInitiate(command)(turn2)).toEqual(E.right(undefined));
    expect(toRequest(command)(turn2).counterAttack).toBe(true);
    expect(E.isLeft(checkInitiate(command)(turn4))).toBe(true);
  });
});

// Helpers

type Ids = (ref: string) => string;

const planet = (klingons: ReadonlyArray<string> = ['Kurn']): ScenarioBuilder =>
  scenario()
    .mission('p1', 'Evaluate Terraforming')
    .surface('Evaluate Terraforming', 'p1', klingons)
    .surface('Evaluate Terraforming', 'p2', ['Jean-Luc Picard']);

const space = (): ScenarioBuilder =>
  scenario()
    .mission('p1', 'Evaluate Terraforming')
    .ship('p1', "I.K.C. Vor'Cha", { at: 'Evaluate Terraforming' })
    .aboard("I.K.C. Vor'Cha", 'p1', ['Kurn'])
    .ship('p2', 'U.S.S. Enterprise', { at: 'Evaluate Terraforming' })
    .aboard('U.S.S. Enterprise', 'p2', ['Jean-Luc Picard']);

const personnelCommand = (id: Ids): PersonnelInitiateCommand => ({
  type: 'battle.initiate',
  player: 'p1',
  kind: 'personnel',
  place: { kind: 'planetSurface', location: id('Evaluate Terraforming') },
  attackers: [id('Kurn')],
  defenders: [id('Jean-Luc Picard')],
});

const shipCommand = (id: Ids): ShipInitiateCommand => ({
  type: 'battle.initiate',
  player: 'p1',
  kind: 'ship',
  location: id('Evaluate Terraforming'),
  attackers: [id("I.K.C. Vor'Cha")],
  target: id('U.S.S. Enterprise'),
});

/** p1's Vor'Cha with `crew` and two self-controlled Rogue Borg Mercenaries (p2's cards) aboard. */
const rogueBorg = (crew: string): ScenarioBuilder =>
  scenario()
    .mission('p1', 'Evaluate Terraforming')
    .ship('p1', "I.K.C. Vor'Cha", { at: 'Evaluate Terraforming' })
    .aboard("I.K.C. Vor'Cha", 'p1', [crew])
    .aboard("I.K.C. Vor'Cha", 'p2', [
      { title: 'Rogue Borg Mercenaries', label: 'b1' },
      { title: 'Rogue Borg Mercenaries', label: 'b2' },
    ])
    .modify('b1', { controller: SELF_CONTROLLED })
    .modify('b2', { controller: SELF_CONTROLLED });

const rogueBorgCommand = (id: Ids, crew: string, borg: ReadonlyArray<string>): PersonnelInitiateCommand => ({
  type: 'battle.initiate',
  player: 'p1',
  kind: 'personnel',
  place: { kind: 'aboard', carrier: id("I.K.C. Vor'Cha") },
  attackers: [id(crew)],
  defenders: borg.map(id),
});
