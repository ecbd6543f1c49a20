// Beverly Crusher (Showdown: Four Lights) (SFL/sfl27), personnel, special skills: "At [CAR]: Anthropology." and "DL/
// {Starfleet Type II Phaser} (if at [CAR])."
// "At [CAR]": at a spaceline location whose mission bears the Cardassian icon (Rulebook 12.4 "Here"), each special
// skill "always on" while she is there (Rulebook "Using Skills" L1002): Anthropology, and her [DL] icon, read from the
// card by domain/downloads/special-downloads.ts (Rulebook "Special Download": once per game, to her location), usable
// only then.
import { allow, atMissionMatching, ifAt, missionOf, modify, skill } from '../../language/build';
import type { CardText } from '../../language/language';

export const beverlyCrusherShowdownFourLights: CardText = {
  blueprint: 'SFL/sfl27',
  whileInPlay: [
    modify('self', skill('Anthropology'), 'add', 1, { condition: ifAt(missionOf('Cardassian')) }),
    allow('download', { cards: 'self', whileItIs: atMissionMatching(missionOf('Cardassian')) }),
  ],
};
