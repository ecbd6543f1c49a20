// Mission Debriefing (fc/missiondebriefing), event, [HA]
// hidden agendas: "Seeds or plays on table. Whenever any crew or Away Team finishes a mission attempt (whether
// successful or not), it is "stopped." (Captain's Order.)"
// Seeded or played face down (domain/special-rules/hidden-agenda.ts); activated, it enters play, and every member of
// the team left when any player's mission attempt ends is stopped (a triggered ability on the event attempt.finished,
// Rulebook 10.2.1 Stopped; domain/card-effects/triggered.ts). Activated as a valid response to an attempt just finished
// (Rulebook "Playing 'At Any Time'": "retroactive effect"), it stops that team too. Its ship is not stopped (the text
// names the crew). Mission Debriefing (Voyager) (voy/missiondebriefingvoy) is a copy (cards/copies.ts).
import { onTheTable, stop, theTarget } from '../../language/build';
import { attemptFinished } from '../../language/build-responses';
import type { CardText } from '../../language/language';

export const missionDebriefing: CardText = {
  blueprint: 'fc/missiondebriefing',
  plays: onTheTable,
  respondsTo: attemptFinished,
  triggers: [{ when: { event: 'attempt.finished' }, effects: [stop(theTarget)] }],
};
