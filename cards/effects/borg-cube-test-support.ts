// Test support for the Borg cubes that are "WEAPONS and SHIELDS +3 at {a mission}" and let "your equipment and Borg
// personnel report aboard" (Queen's Borg Cube, Locutus' Borg Cube).
import { attribute } from '../../domain/cards-in-play/skills';
import { getCard, type Zone } from '../../domain/core/game-state';
import { onTurn, send } from './play-test-support';

/** The cube's WEAPONS and SHIELDS while it is the only ship at `mission`. */
export const weaponsAndShieldsAt = (cube: string, mission: string): ReadonlyArray<number> => {
  const s = onTurn().mission('p1', mission).ship('p1', cube, { at: mission }).build();
  return (['WEAPONS', 'SHIELDS'] as const).map((name) => attribute(s.id(cube), name)(s.game));
};

/** Where Two of Nineteen (Borg) is after reporting for duty aboard the cube at `mission`, and the cube's id. */
export const borgReportedAboard = (cube: string, mission: string): { zone: Zone; cube: string } => {
  const s = onTurn()
    .mission('p1', mission)
    .ship('p1', cube, { at: mission })
    .hand('p1', ['Two of Nineteen'])
    .build();
  const after = send(s.game, {
    type: 'card.play',
    player: 'p1',
    card: s.id('Two of Nineteen'),
    kind: 'report',
    facility: s.id(cube),
    affiliation: 'Borg',
  });
  return { zone: getCard(s.id('Two of Nineteen'))(after).zone, cube: s.id(cube) };
};
