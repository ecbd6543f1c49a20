// Honor Challenge (premiere/honorchallenge), interrupt:
// "Plays just after an Away Team battle is initiated. Each Klingon with Honor immediately kills one opponent with
// Treachery. Battle continues."
// A valid response to a personnel battle just initiated (Rulebook 7.4 stage 2 Responses), by a player controlling a
// force in it. Each Klingon (Rulebook "Characteristics", L1112: by affiliation, species or any characteristic the
// card states, so Worf is one) with Honor able to act kills one personnel of the opposing force with Treachery; the
// player who plays it picks the victims of their own Klingons (the general verb `kill` on the selection
// `oneOpponentEach`; a hologram victim is deactivated instead, Rulebook "Holograms"). The battle then forms up without
// the dead.
import { allOf, characteristic, hasSkill, kill, oneOpponentEach } from '../../language/build';
import { battleInitiated } from '../../language/build-responses';
import type { CardText } from '../../language/language';

export const honorChallenge: CardText = {
  blueprint: 'premiere/honorchallenge',
  respondsTo: battleInitiated({ kind: 'personnel' }),
  immediate: [
    kill(oneOpponentEach(allOf(characteristic('Klingon'), hasSkill('Honor')), hasSkill('Treachery'))),
  ],
};
