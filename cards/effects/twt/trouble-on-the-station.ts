// ... on the Station (twt/troubleonthestation), Trouble:
// "1,000: Just after this group breeds, up to 100 of its tribbles may "spread" (move) to an adjacent site or into/out
// of a facility or a landed, docked, or carried ship; discard trouble. 10,000: At {Bajoran Shrine}, prevents
// "conducting services.""
// "1,000:": active while at least 1,000 tribbles are present (Rulebook "Tribbles (11.3)", domain/tribbles/tribble-count.ts).
// "breeds": a large tribble card played on the group, an optional triggered ability; "may": its owner decides; "up to
// 100 of its tribbles": tribble cards of the group representing 1 to 100 tribbles in all (the general verb
// `relocate`); "discard trouble": once they spread (the general verb `discard`; domain/tribbles/trouble-spread.ts).
// Sites: Bajoran Shrine is a site, and no site enters play in the engine (no Nor facility is declared): "an adjacent
// site" and the last sentence never apply.
import {
  discard,
  ifTribblesPresent,
  justAfterGroupBreeds,
  spreadTribbles,
  thisCard,
} from '../../language/build';
import type { CardText } from '../../language/language';

export const troubleOnTheStation: CardText = {
  blueprint: 'twt/troubleonthestation',
  triggers: [justAfterGroupBreeds(ifTribblesPresent(1000), spreadTribbles(100), discard(thisCard))],
};
