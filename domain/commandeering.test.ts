import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import { type Commandeering, checkCommandeer, commandeer, commandeeringAffiliations } from './commandeering';
import { type GameState, getCard, moveCard, updateCard } from './game-state';
import { awayTeamsAt, crewOf } from './presence';
import { type ScenarioBuilder, scenario } from './scenario';
import { isStaffed } from './staffing';

describe('commandeer', () => {
  it('should give the player control of the opponent\'s ship in a commandeering personnel\'s affiliation (Rulebook "Commandeering")', () => {
    // Arrange: Data and Baran are aboard p2's K'Vort, whose crew is Kromm
    const s = boarded().build();
    const c = commandeering(s, ['Data', 'Baran'], 'Federation');
    // Act
    const after = right(commandeer(c)(s.game));
    // Assert
    const ship = getCard(s.id("I.K.C. K'Vort"))(after);
    expect([ship.controller, ship.affiliation, ship.owner]).toEqual(['p1', 'Federation', 'p2']);
    expect(crewOf(ship.id)(after)).toEqual([s.id('Data'), s.id('Baran')]);
  });

  it('should leave the opponent\'s personnel aboard under their control, now intruders (Rulebook "Commandeering")', () => {
    // Arrange
    const s = boarded().build();
    // Act
    const after = right(commandeer(commandeering(s, ['Data'], 'Federation'))(s.game));
    // Assert
    expect(getCard(s.id('Kromm'))(after).controller).toBe('p2');
    expect(awayTeamsAt(location(s.game), 'p2')(after)).toEqual([[s.id('Kromm')]]);
  });

  it('should transfer the cards played on the ship and its damage, and the compelled move (Rulebook "Commandeering", "Required Actions")', () => {
    // Arrange: Cytherians compel the K'Vort, which has one damage marker
    const s = boarded().hand('p1', ['Cytherians']).modify("I.K.C. K'Vort", { damage: 1 }).build();
    const compelled = pipe(
      s.game,
      moveCard(s.id('Cytherians'), { kind: 'playedOn', host: s.id("I.K.C. K'Vort") }),
      updateCard(s.id('Cytherians'), (c) => ({
        ...c,
        requiredMove: { to: [location(s.game)], player: 'p2' },
      })),
    );
    // Act
    const after = right(commandeer(commandeering(s, ['Data'], 'Federation'))(compelled));
    // Assert
    const cytherians = getCard(s.id('Cytherians'))(after);
    expect([cytherians.controller, cytherians.requiredMove?.player]).toEqual(['p1', 'p1']);
    expect(getCard(s.id("I.K.C. K'Vort"))(after).damage).toBe(1);
  });

  it('should still ask staffing of a commandeered ship (Rulebook "Commandeering": "Staffing requirements still apply")', () => {
    // Arrange: Data alone cannot staff the Vor'Cha ([Cmd][Stf][Stf])
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .ship('p2', "I.K.C. Vor'Cha", { at: 'Avert Disaster' })
      .aboard("I.K.C. Vor'Cha", 'p1', ['Data'])
      .build();
    // Act
    const after = right(commandeer(commandeering(s, ['Data'], 'Federation', "I.K.C. Vor'Cha"))(s.game));
    // Assert
    expect(isStaffed(s.id("I.K.C. Vor'Cha"))(after)).toBe(false);
  });
});

describe('checkCommandeer', () => {
  it('should allow a Non-Aligned affiliation for the commandeered ship (Rulings "commandeering")', () => {
    // Arrange
    const s = boarded().build();
    // Act
    const result = checkCommandeer(commandeering(s, ['Data', 'Baran'], 'Non-Aligned'))(s.game);
    // Assert
    expect(E.isRight(result)).toBe(true);
  });

  it('should refuse an affiliation no commandeering personnel has, naming the rule (Rulebook "Commandeering")', () => {
    // Arrange
    const s = boarded().build();
    // Act
    const result = checkCommandeer(commandeering(s, ['Data'], 'Klingon'))(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('Commandeering');
  });

  it('should refuse stopped personnel and ANIMALs (Rulebook 10.2.1, Rulings "ANIMAL")', () => {
    // Arrange
    const stopped = boarded().modify('Data', { stopped: true }).build();
    const animal = boarded().aboard("I.K.C. K'Vort", 'p1', ['Spot']).build();
    // Act
    const results = [
      checkCommandeer(commandeering(stopped, ['Data'], 'Federation'))(stopped.game),
      checkCommandeer(commandeering(animal, ['Spot'], 'Neutral'))(animal.game),
    ];
    // Assert
    expect(results.map(E.isLeft)).toEqual([true, true]);
    expect(commandeeringAffiliations([animal.id('Spot'), animal.id('Data')])(animal.game)).toEqual([
      'Federation',
    ]);
  });

  it('should refuse commandeering one\'s own ship or a card that is neither ship nor facility (Rulebook "Commandeering")', () => {
    // Arrange
    const s = boarded().ship('p1', 'Runabout', { at: 'Avert Disaster' }).build();
    const own = commandeering(s, ['Data'], 'Federation', 'Runabout');
    const mission = commandeering(s, ['Data'], 'Federation', 'Avert Disaster');
    // Act
    const results = [checkCommandeer(own)(s.game), checkCommandeer(mission)(s.game)];
    // Assert
    expect(results.map((r) => E.isLeft(r) && r.left.rule)).toEqual(['Commandeering', 'Commandeering']);
  });

  it('should refuse commandeering a station that flips over when commandeered, flipping not implemented (Deep Space 9)', () => {
    // Arrange: Data aboard p2's Deep Space 9
    const s = scenario()
      .mission('p2', 'Relocate Settlers')
      .facility('p2', 'Deep Space 9', { at: 'Relocate Settlers' })
      .aboard('Deep Space 9', 'p1', ['Data'])
      .build();
    // Act
    const result = checkCommandeer(commandeering(s, ['Data'], 'Federation', 'Deep Space 9'))(s.game);
    // Assert
    expect(result).toEqual(
      E.left({
        rule: 'Commandeering',
        message: 'Deep Space 9 flips over when commandeered; flipping a card over is not implemented',
      }),
    );
  });
});

// Helpers

const boarded = (): ScenarioBuilder =>
  scenario()
    .mission('p1', 'Avert Disaster')
    .ship('p2', "I.K.C. K'Vort", { at: 'Avert Disaster' })
    .aboard("I.K.C. K'Vort", 'p2', ['Kromm'])
    .aboard("I.K.C. K'Vort", 'p1', ['Data', 'Baran']);

/** p1's personnel `by` commandeering `target` (by default p2's K'Vort) in `affiliation`. */
const commandeering = (
  s: { readonly id: (ref: string) => string },
  by: ReadonlyArray<string>,
  affiliation: string,
  target = "I.K.C. K'Vort",
): Commandeering => ({
  player: 'p1',
  target: s.id(target),
  by: by.map(s.id),
  affiliation,
});

const location = (game: GameState): string => Object.keys(game.locations)[0] as string;

const right = <A>(e: E.Either<{ readonly message: string }, A>): A => {
  if (E.isLeft(e)) throw new Error(e.left.message);
  return e.right;
};
