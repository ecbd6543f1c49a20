import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { stopPresentForSkills, yours } from '../../cards/language/build';
import { kill } from '../cards-in-play/leave-play';
import { eventsOf, withoutEvents } from '../core/game-events';
import type { GameState } from '../core/game-state';
import { type Scenario, type ScenarioBuilder, scenario } from '../game/scenario';
import type { Action } from '../responses/model';
import { topOf } from '../responses/model';
import { checkSave, dieUnsaved, save, saves, stopChoices, targetToDie } from './targeted-to-die';

describe('targetToDie', () => {
  it('should leave the death alone, the personnel killed at once, when no card in play may save it (Rulebook "Leaving Play")', () => {
    // Arrange
    const s = team(['Deanna Troi', 'Simon Tarses', 'Calloway']).build();
    // Act
    const replaced = targetToDie(s.id('Deanna Troi'))(s.game);
    const after = kill(s.id('Deanna Troi'))(s.game);
    // Assert
    expect(replaced).toEqual(O.none);
    expect(after.cards[s.id('Deanna Troi')]?.zone).toEqual({ kind: 'discard', player: 'p1' });
    expect(after.responding).toBeUndefined();
  });

  it('should hold a personnel a card may save out of play and ask who may save it (Genetronic Replicator)', () => {
    // Arrange
    const s = withReplicator(['Deanna Troi', 'Simon Tarses', 'Calloway']);
    const [troi, tarses, calloway] = ['Deanna Troi', 'Simon Tarses', 'Calloway'].map(s.id);
    // Act
    const replaced = targetToDie(troi as string)(s.game);
    const after = kill(troi as string)(s.game);
    // Assert
    expect(after.cards[troi as string]?.zone).toEqual({
      kind: 'dying',
      player: 'p1',
      from: { kind: 'planetSurface', location: s.id('Excavation') },
    });
    expect(after.responding?.stack).toEqual([
      {
        kind: 'personnelTargetedToDie',
        player: 'p1',
        victims: [{ card: troi, present: [tarses, calloway] }],
      },
    ]);
    expect(after.pending).toEqual({ player: 'p1', decision: 'response.window' });
    expect(eventsOf(after)).toEqual([{ type: 'personnel.killed', cards: [troi] }]);
    expect(replaced).toEqual(O.some(withoutEvents(after)));
  });

  it('should kill at once when the MEDICAL present are stopped (Genetronic Replicator: "stop 2 MEDICAL")', () => {
    // Arrange
    const s = team(['Deanna Troi', 'Simon Tarses', 'Calloway'])
      .table('p1', ['Genetronic Replicator'])
      .modify('Calloway', { stopped: true })
      .build();
    // Act
    const replaced = targetToDie(s.id('Deanna Troi'))(s.game);
    const after = kill(s.id('Deanna Troi'))(s.game);
    // Assert
    expect(replaced).toEqual(O.none);
    expect(after.cards[s.id('Deanna Troi')]?.zone.kind).toBe('discard');
  });
});

describe('stopChoices', () => {
  it('should let one MEDICAL x2 pay alone and two MEDICAL pay only together (Genetronic Replicator: "2 MEDICAL")', () => {
    // Arrange
    const s = withReplicator(['Deanna Troi', 'Simon Tarses', 'Calloway', 'Beverly Crusher']);
    const [tarses, calloway, crusher] = ['Simon Tarses', 'Calloway', 'Beverly Crusher'].map(s.id);
    const victim = { card: s.id('Deanna Troi'), present: [tarses, calloway, crusher] as string[] };
    // Act
    const cost = stopPresentForSkills(yours, 'MEDICAL', 'MEDICAL');
    const choices = stopChoices('p1', cost, victim)(s.game);
    // Assert
    expect(choices).toEqual([[tarses, calloway], [crusher]]);
  });
});

describe('stopChoices of two skills', () => {
  it('should need every skill named, each one needed (Rulebook "Using Skills")', () => {
    // Arrange
    const s = withReplicator(['Deanna Troi', 'Simon Tarses', 'Tasha Yar', 'Beverly Crusher']);
    const [tarses, tasha, crusher] = ['Simon Tarses', 'Tasha Yar', 'Beverly Crusher'].map(s.id);
    const victim = { card: s.id('Deanna Troi'), present: [tarses, tasha, crusher] as string[] };
    // Act
    const choices = stopChoices('p1', stopPresentForSkills(yours, 'MEDICAL', 'SECURITY'), victim)(s.game);
    // Assert: Tasha Yar's SECURITY with either MEDICAL
    expect(choices).toEqual([
      [tarses, tasha],
      [tasha, crusher],
    ]);
  });
});

describe('checkSave', () => {
  it('should refuse stopping a MEDICAL who was not present, naming the card (Genetronic Replicator: "present")', () => {
    // Arrange
    const s = withReplicator(['Deanna Troi', 'Simon Tarses', 'Calloway'], ['Beverly Crusher']);
    const game = kill(s.id('Deanna Troi'))(s.game);
    const use = useOn(s, 'Deanna Troi', ['Beverly Crusher']);
    // Act
    const checked = checkSave(use, dying(game))(game);
    // Assert
    expect(E.isLeft(checked) && checked.left.rule).toBe('Genetronic Replicator');
    expect(saves('p1', dying(game))(game)).toEqual([useOn(s, 'Deanna Troi', ['Simon Tarses', 'Calloway'])]);
  });
});

describe('save', () => {
  it('should return the personnel to hand and stop those who paid, who pay for no one else (Genetronic Replicator)', () => {
    // Arrange
    const s = withReplicator(['Deanna Troi', 'Tasha Yar', 'Simon Tarses', 'Calloway']);
    const game = kill(s.id('Tasha Yar'))(kill(s.id('Deanna Troi'))(s.game));
    // Act
    const after = save(useOn(s, 'Deanna Troi', ['Simon Tarses', 'Calloway']))(game);
    // Assert
    expect(after.cards[s.id('Deanna Troi')]?.zone).toEqual({ kind: 'hand', player: 'p1' });
    expect([s.id('Simon Tarses'), s.id('Calloway')].map((id) => after.cards[id]?.stopped)).toEqual([
      true,
      true,
    ]);
    expect(dying(after).victims).toEqual([{ card: s.id('Tasha Yar'), present: [] }]);
    expect(saves('p1', dying(after))(after)).toEqual([]);
  });
});

describe('dieUnsaved', () => {
  it('should kill the personnel still targeted to die (Rulebook "Leaving Play")', () => {
    // Arrange
    const s = withReplicator(['Deanna Troi', 'Simon Tarses', 'Calloway']);
    const game = kill(s.id('Deanna Troi'))(s.game);
    // Act
    const after = dieUnsaved(dying(game))(game);
    // Assert
    expect(after.cards[s.id('Deanna Troi')]?.zone).toEqual({ kind: 'discard', player: 'p1' });
    expect(after.chronicle.at(-1)?.text).toBe(`Deanna Troi (${s.id('Deanna Troi')}) is killed`);
  });
});

// Helpers

/** p1's Away Team on Excavation, and `aboard` on p1's Runabout there. */
const team = (members: ReadonlyArray<string>, aboard: ReadonlyArray<string> = []): ScenarioBuilder =>
  scenario({ pending: { player: 'p1', decision: 'turn.act' } })
    .mission('p1', 'Excavation')
    .surface('Excavation', 'p1', members)
    .ship('p1', 'Runabout', { at: 'Excavation' })
    .aboard('Runabout', 'p1', aboard);

const withReplicator = (members: ReadonlyArray<string>, aboard: ReadonlyArray<string> = []): Scenario =>
  team(members, aboard).table('p1', ['Genetronic Replicator']).build();

const useOn = (s: Scenario, victim: string, stop: ReadonlyArray<string>) =>
  ({
    type: 'card.use',
    player: 'p1',
    card: s.id('Genetronic Replicator'),
    target: s.id(victim),
    stop: stop.map(s.id),
  }) as const;

const dying = (game: GameState): Extract<Action, { readonly kind: 'personnelTargetedToDie' }> => {
  const top = topOf(game.responding);
  if (top?.kind !== 'personnelTargetedToDie') throw new Error('no personnel targeted to die');
  return top;
};
