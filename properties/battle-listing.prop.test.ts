import { fc, test } from '@fast-check/jest';
import * as E from 'fp-ts/Either';
import type { PersonnelInitiateCommand } from '../domain/battle-rules/battle-model';
import type { CardId, GameState } from '../domain/core/game-state';
import { subsets } from '../domain/core/subsets';
import * as Decisions from '../domain/game/decisions';
import { scenario } from '../domain/game/scenario';
import { runs } from './runs';

type Status = 'able' | 'stopped' | 'disabled' | 'stasis';
const status = fc.constantFrom<Status>('able', 'stopped', 'disabled', 'stasis');

// ARCHITECTURE "Every player decision is a command": `legalActions` lists every legal command and nothing else. Here
// both directions on generated personnel battle positions (Rulebook 7.4 stage 1 Initiation, L766: one force against one
// opposing force present; 10.2.4 Stasis, L1063; Form Up, L773): every listed `battle.initiate` is accepted by `check`,
// and every force against force that `check` accepts (any set of p1's personnel there against any set of p2's) is
// listed. p1's Worf (Federation) and p2's Vekma (Klingon) form Away Teams of their own beside the others.
describe('legalActions', () => {
  test.prop(
    [
      fc.array(status, { minLength: 8, maxLength: 8 }),
      fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
    ],
    {
      numRuns: runs(30),
    },
  )(
    'should list exactly the personnel battles that check accepts (Rulebook 7.4 L766)',
    (statuses, present) => {
      // Arrange
      const { game, p1, p2 } = position(statuses, present);
      // Act
      const listed = Decisions.legalActions(game).filter(
        (c): c is PersonnelInitiateCommand => c.type === 'battle.initiate' && c.kind === 'personnel',
      );
      // Assert
      for (const command of listed) expect(Decisions.check(command)(game)).toEqual(E.right(undefined));
      for (const attackers of subsets(p1).slice(1))
        for (const defenders of subsets(p2).slice(1)) {
          const command = initiate(game, attackers, defenders);
          if (E.isRight(Decisions.check(command)(game)))
            expect(listed.map(normalised)).toContainEqual(normalised(command));
        }
    },
  );
});

// Helpers

const P1 = ['Kurn', "Kle'eg", 'Korris', 'Worf'] as const;
const P2 = ['Tokath', 'Jera', 'Taul', 'Vekma'] as const;

/** Excavation with the present ones of p1's and p2's personnel on the planet, each with its status. */
const position = (statuses: ReadonlyArray<Status>, present: ReadonlyArray<boolean>) => {
  const cards = [...P1.map((t) => ['p1', t] as const), ...P2.map((t) => ['p2', t] as const)].filter(
    (_, i) => present[i],
  );
  let builder = scenario({ pending: { player: 'p1', decision: 'turn.act' } }).mission('p1', 'Excavation');
  for (const [owner, title] of cards) builder = builder.surface('Excavation', owner, [title]);
  for (const [i, [, title]] of cards.entries()) {
    const s = statuses[i];
    if (s === 'stopped') builder = builder.modify(title, { stopped: true });
    if (s === 'disabled') builder = builder.modify(title, { disabled: true });
    if (s === 'stasis') builder = builder.modify(title, { stasis: true });
  }
  const built = builder.build();
  const ids = (owner: string) => cards.filter(([o]) => o === owner).map(([, t]) => built.id(t));
  return { game: built.game, p1: ids('p1'), p2: ids('p2') };
};

const initiate = (
  game: GameState,
  attackers: ReadonlyArray<CardId>,
  defenders: ReadonlyArray<CardId>,
): PersonnelInitiateCommand => ({
  type: 'battle.initiate',
  player: 'p1',
  kind: 'personnel',
  place: { kind: 'planetSurface', location: Object.keys(game.locations)[0] as string },
  attackers,
  defenders,
});

/** The command with its forces in one order, to compare sets of members. */
const normalised = (c: PersonnelInitiateCommand) => ({
  ...c,
  attackers: [...c.attackers].sort(),
  defenders: [...c.defenders].sort(),
});
