// Mission Debriefing (fc/missiondebriefing) and Mission Debriefing (Voyager) (voy/missiondebriefingvoy), events, [HA]
// hidden agendas: "Seeds or plays on table. Whenever any crew or Away Team finishes a mission attempt (whether
// successful or not), it is "stopped." (Captain's Order.)"
// Seeded or played face down (domain/special-rules/hidden-agenda.ts); activated, it enters play, and every member of
// the team left when any player's mission attempt ends is stopped (a triggered ability on the event attempt.finished,
// Rulebook 10.2.1 Stopped; domain/card-effects/triggered.ts). Activated as a valid response to an attempt just finished
// (Rulebook "Playing 'At Any Time'": "retroactive effect"), it stops that team too. The two titles share one text; its
// ship is not stopped (the text names the crew).
import type { BlueprintId } from '../../blueprint';
import { onTheTable, stop, theTarget } from '../../language/build';
import { attemptFinished } from '../../language/build-responses';
import type { CardText } from '../../language/language';

const missionDebriefingText = (blueprint: BlueprintId): CardText => ({
  blueprint,
  plays: onTheTable,
  respondsTo: attemptFinished,
  triggers: [{ when: { event: 'attempt.finished' }, effects: [stop(theTarget)] }],
});

export const missionDebriefing = missionDebriefingText('fc/missiondebriefing');
export const missionDebriefingVoyager = missionDebriefingText('voy/missiondebriefingvoy');
