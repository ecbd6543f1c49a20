// The scenario of the cards whose special skill is on only where the card is ("At [CAR]: Greed, SECURITY", "If in
// [GQ]: ENGINEER, Diplomacy, Navigation"; Rulebook "Using Skills" L1002: "always on" while it says so): p1's team
// attempts, through the engine (Rulebook 7.2 "Attempting a Mission"), a stand-in mission that requires what the text
// gives, with the mission box a test names; the same team at a mission with another box shows the text off there. A
// [DL] icon printed with a condition ("(if at [CAR])") downloads, through the engine, at one mission and not another.

import type { Command } from '../../domain/game/decisions';
import * as Decisions from '../../domain/game/decisions';
import { scenario } from '../../domain/game/scenario';
import type { Quadrant, Requirement } from '../blueprint';
import { standIn } from '../registry/stand-ins';
import { onTurn, refusal, send } from './play-test-support';
import { play, started } from './response-test-support';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Where the stand-in mission is: its affiliation icons (`CAR`, `FED`), its type and its quadrant. */
export interface MissionBox {
  readonly icons: ReadonlyArray<string>;
  readonly missionType: 'space' | 'planet';
  readonly quadrant: Quadrant;
}

/** A space mission of the Alpha Quadrant with these affiliation icons. */
export const spaceMission = (...icons: ReadonlyArray<string>): MissionBox => ({
  icons,
  missionType: 'space',
  quadrant: 'Alpha',
});

/** A planet mission of the Alpha Quadrant with these affiliation icons. */
export const planetMission = (...icons: ReadonlyArray<string>): MissionBox => ({
  icons,
  missionType: 'planet',
  quadrant: 'Alpha',
});

/** A planet mission of that quadrant, with no affiliation icon. */
export const planetMissionIn = (quadrant: Quadrant): MissionBox => ({
  icons: [],
  missionType: 'planet',
  quadrant,
});

/** "Physics x2": a skill requirement; "INTEGRITY>4": an attribute requirement (the team's total above it). */
export const needs = (skill: string, count = 1): Requirement => ({ kind: 'skill', skill, count });
export const above = (attribute: 'INTEGRITY' | 'CUNNING' | 'STRENGTH', value: number): Requirement => ({
  kind: 'attribute',
  attribute,
  greaterThan: value,
});
export const allOf = (...of: ReadonlyArray<Requirement>): Requirement => ({ kind: 'all', of });

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Whether p1's `team` (aboard `ship` at a space mission, a ship of a team member's affiliation; on the planet of a
 * planet mission) solves a stand-in mission in `box` whose requirements are `requirement` ("Any crew may attempt": the
 * box's icons serve only the text).
 */
export const solves = (
  requirement: Requirement,
  box: MissionBox,
  team: ReadonlyArray<string>,
  ship = 'Runabout',
): boolean => {
  const mission = missionIn(box, requirement);
  const here = scenario({ active: 'p1' }).mission('p1', mission);
  const placed =
    box.missionType === 'space'
      ? here.ship('p1', ship, { at: mission }).aboard(ship, 'p1', team)
      : here.surface(mission, 'p1', team);
  const [game, s] = started(
    placed.drawDeck('p1', ['Worf', 'Worf', 'Worf']).drawDeck('p2', ['Worf', 'Worf', 'Worf']),
  );
  const after = play(game, {
    type: 'mission.attempt',
    player: 'p1',
    location: s.id(mission),
    ...(box.missionType === 'space' ? { ship: s.id(ship) } : {}),
  });
  return (after.players.find((p) => p.id === 'p1')?.score ?? 0) > 0;
};

// Helpers

// a stand-in mission per box and requirement, made once (the same spec gives the same card)
const missionIn = (box: MissionBox, requirement: Requirement): string => {
  const title = `Stand-in ${box.missionType} mission [${box.icons.join('][')}] ${box.quadrant} ${JSON.stringify(requirement)}`;
  const made = standIn({
    title,
    like: box.missionType === 'space' ? 'Investigate Rogue Comet' : 'Avert Disaster',
    fields: {
      affiliationIcons: box.icons,
      attemptText:
        box.missionType === 'space' ? 'Any crew may attempt mission.' : 'Any Away Team may attempt mission.',
      quadrant: box.quadrant,
      requirements: requirement,
    },
  });
  if (made._tag === 'Left') throw new Error(made.left.message);
  return title;
};

/**
 * What p1's `source`, aboard p1's `facility` at `mission` with p1's personnel `withIt`, `target` in the draw deck (and
 * the cards `onTable` on p1's table), gets from its [DL] icon through the engine (Rulebook "Special Download"): `downloaded` when the command is listed and the target then aboard
 * the facility, else the rule refusing it.
 */
export const downloadsAt = (
  mission: string,
  source: string,
  target: string,
  facility: string,
  onTable: ReadonlyArray<string> = [],
  withIt: ReadonlyArray<string> = [],
): string => {
  const s = onTurn()
    .table('p1', onTable)
    .mission('p1', mission)
    .facility('p1', facility, { at: mission })
    .aboard(facility, 'p1', [source, ...withIt])
    .drawDeck('p1', [target, 'Worf'])
    .build();
  const command: Command = {
    type: 'card.download',
    player: 'p1',
    source: s.id(source),
    target: s.id(target),
    facility: s.id(facility),
    affiliation: null,
  };
  const refused = refusal(s.game, command);
  if (refused !== null) return refused;
  const listed = Decisions.legalActions(s.game).some((c) => JSON.stringify(c) === JSON.stringify(command));
  const zone = send(s.game, command).cards[s.id(target)]?.zone;
  return listed && zone?.kind === 'aboard' && zone.carrier === s.id(facility)
    ? 'downloaded'
    : 'not downloaded';
};
