import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import { awayTeamsAt, crewOf } from '../cards-in-play/presence';
import { blueprintOf, type GameState, getCard, moveCard, updateCard } from '../core/game-state';
import { type ScenarioBuilder, scenario } from '../game/scenario';
import { isStaffed } from '../orders/staffing';
import { type Commandeering, checkCommandeer, commandeer, commandeeringAffiliations } from './commandeering';

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

  it('should flip Deep Space 9 over when any commandeering personnel is not [Baj] or [Fed] (Deep Space 9, Rulebook "Commandeering")', () => {
    // Arrange: Data (Federation) and Baran (Non-Aligned) aboard p2's Deep Space 9
    const s = station('Deep Space 9', ['Data', 'Baran']);
    // Act
    const byData = right(commandeer(commandeering(s, ['Data'], 'Federation', 'Deep Space 9'))(s.game));
    const withBaran = right(
      commandeer(commandeering(s, ['Data', 'Baran'], 'Federation', 'Deep Space 9'))(s.game),
    );
    // Assert
    expect(titleOf(s.id('Deep Space 9'), byData)).toBe('Deep Space 9');
    const flipped = getCard(s.id('Deep Space 9'))(withBaran);
    expect(titleOf(flipped.id, withBaran)).toBe('Terok Nor (back)');
    expect([flipped.controller, flipped.affiliation]).toEqual(['p1', 'Federation']);
  });

  it('should flip Terok Nor over when commandeered by a [Fed] personnel, not by a Non-Aligned one (Terok Nor)', () => {
    // Arrange
    const s = station('Terok Nor', ['Data', 'Baran']);
    // Act
    const byData = right(commandeer(commandeering(s, ['Data'], 'Federation', 'Terok Nor'))(s.game));
    const byBaran = right(commandeer(commandeering(s, ['Baran'], 'Non-Aligned', 'Terok Nor'))(s.game));
    // Assert
    expect([titleOf(s.id('Terok Nor'), byData), titleOf(s.id('Terok Nor'), byBaran)]).toEqual([
      'Deep Space 9 (back)',
      'Terok Nor',
    ]);
  });

  it('should have the new controller of Mirror Terok Nor choose to flip it over, or not (Mirror Terok Nor)', () => {
    // Arrange
    const s = station('Mirror Terok Nor', ['Data']);
    const c = commandeering(s, ['Data'], 'Federation', 'Mirror Terok Nor');
    // Act
    const flipped = right(commandeer({ ...c, flip: true })(s.game));
    const kept = right(commandeer({ ...c, flip: false })(s.game));
    const unsaid = checkCommandeer(c)(s.game);
    // Assert
    expect(E.isLeft(unsaid) && unsaid.left.rule).toBe('Commandeering');
    expect(titleOf(c.target, flipped)).toBe('Mirror Terok Nor (back)');
    expect(titleOf(c.target, kept)).toBe('Mirror Terok Nor');
  });

  it('should refuse a choice to flip a station whose text gives none, and leave the game unchanged (Deep Space 9)', () => {
    // Arrange
    const s = station('Deep Space 9', ['Data']);
    // Act
    const result = commandeer({ ...commandeering(s, ['Data'], 'Federation', 'Deep Space 9'), flip: true })(
      s.game,
    );
    // Assert
    expect(result).toEqual(
      E.left({
        rule: 'Commandeering',
        message: "Deep Space 9's text gives its new controller no choice to flip it over",
      }),
    );
  });

  it('should refuse commandeering Empok Nor, whose flip is not implemented (Empok Nor: "Flip over if commandeered")', () => {
    // Arrange
    const s = station('Empok Nor', ['Data']);
    // Act
    const result = checkCommandeer(commandeering(s, ['Data'], 'Federation', 'Empok Nor'))(s.game);
    // Assert
    expect(result).toEqual(
      E.left({
        rule: 'Commandeering',
        message: 'Empok Nor flips over when commandeered; that flip is not implemented',
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

/** p1's personnel aboard p2's station (no sites) at Relocate Settlers. */
const station = (title: string, personnel: ReadonlyArray<string>) =>
  scenario()
    .mission('p2', 'Relocate Settlers')
    .facility('p2', title, { at: 'Relocate Settlers' })
    .aboard(title, 'p1', personnel)
    .build();

const titleOf = (card: string, game: GameState): string => blueprintOf(card)(game).title;

const location = (game: GameState): string => Object.keys(game.locations)[0] as string;

const right = <A>(e: E.Either<{ readonly message: string }, A>): A => {
  if (E.isLeft(e)) throw new Error(e.left.message);
  return e.right;
};
