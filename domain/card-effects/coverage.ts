// ARCHITECTURE "Cards are data": which cards' game text the engine implements. A card is implemented when its text is
// declared (cards/effects, cards/dilemmas), when the engine's built-in rules carry all of it (a mission's
// requirements, an outpost's "build where you have a … ENGINEER", a ship's Cloaking Device), or when it has no game
// text at all (a personnel whose text is only skills). Anything else is not implemented, with the reason.
import * as O from 'fp-ts/Option';
import type { Blueprint, Requirement } from '../../cards/blueprint';
import { declarationOf } from '../../cards/registry/dilemmas';
import { heldBy, seedsAtop } from '../deck-building/side-decks';
import { isHandDownload } from '../downloads/special-download-to-hand';
import { isPlainDownload, withoutPlainDownloads } from '../downloads/special-downloads';
import { readsAttemptText } from '../mission-attempt/team';
import { TRACTOR_BEAM_LIMIT } from '../orders/carry';
import { buildingAffiliation } from '../seed-phases/building';
import { withoutSitePlaySentences } from '../sites/permissions';
import { withoutSitePlacement } from '../sites/placement';
import { withoutReadSiteSentences } from '../sites/read-text';
import { unreadStationText } from '../sites/station-seeding';
import { withoutCommandeeringFlip } from '../special-rules/commandeering-flip';
import { withoutOpsCommandeering } from '../special-rules/station-commandeering';
import { declaredText } from './in-play';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Whether a card's game text is implemented, and how (or what is missing). */
export interface TextStatus {
  readonly implemented: boolean;
  readonly reason: string;
}

/**
 * Ship special equipment the engine implements: Cloaking Device (Rulebook 7.6 Cloak, domain/orders/cloak.ts), Holodeck
 * (Rulebook "Holograms", domain/special-rules/holograms.ts), and two that have no rule of their own but are read by the card texts
 * that name them: Tractor Beam (Ship Seizure; no 1E rule tows without a card) and Long-Range Scan Shielding
 * (Long-Range Scan may not target the ship).
 */
const IMPLEMENTED_EQUIPMENT: ReadonlyArray<string> = [
  'Cloaking Device',
  'Holodeck',
  'Tractor Beam',
  'Long-Range Scan Shielding',
];

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Whether the engine implements a card's game text, and why (or what it lacks).
 * @category operations
 */
export const textStatus = (card: Blueprint): TextStatus => {
  if (card.type === 'Dilemma' || card.type === 'Q Dilemma')
    return O.isSome(declarationOf(card)) ? yes('declared dilemma') : no('dilemma text not declared');
  if (O.isSome(declaredText(card.id))) return yes('declared card text');
  switch (card.type) {
    case 'Personnel': {
      const special = [...card.specialSkills, ...card.members.flatMap((m) => m.specialSkills)];
      // Rulebook "Special Download": a plain `DL/ {Title}` (domain/downloads/special-downloads.ts) or `DL/ {Title} (to hand)`
      // (domain/downloads/special-download-to-hand.ts) is implemented
      const rest = special.filter((skill) => !isPlainDownload(skill) && !isHandDownload(skill));
      if (rest.length === 0)
        return yes(special.length === 0 ? 'skills only' : 'skills and [DL] special downloads');
      return no(`special skill not implemented: "${rest[0]}"`);
    }
    case 'Ship': {
      // Rulebook "Carried ships": "Tractor Beam (cannot carry ships aboard)" is read by carrying (domain/orders/carry.ts);
      // Rulebook "Special Download": a plain `DL/ {Title}` is implemented (domain/downloads/special-downloads.ts)
      const text = withoutPlainDownloads(card.text.replace(TRACTOR_BEAM_LIMIT, 'Tractor Beam'));
      const rest = IMPLEMENTED_EQUIPMENT.reduce((t, e) => t.replace(e, ''), text)
        .replace(/^[\s,.]+|[\s,.]+$/g, '')
        .trim();
      return rest === ''
        ? yes('no text beyond implemented special equipment')
        : no(`not implemented: "${rest}"`);
    }
    case 'Facility': {
      if (card.text === '' || O.isSome(buildingAffiliation(card))) return yes('built-in facility rules');
      // Rulebook "Facility Phase": a Nor seeds (and plays) where its text says, its sites as it allows
      // (domain/sites/station-seeding.ts, domain/sites/placement.ts); it flips over when commandeered as its text says
      // (domain/special-rules/commandeering-flip.ts)
      const unread = O.map(withoutCommandeeringFlip)(unreadStationText(card));
      if (O.isNone(unread)) return no(`facility text not implemented: "${card.text}"`);
      return unread.value === ''
        ? yes('seeds where its text says (built-in station rules)')
        : no(`seeds where its text says; not implemented: "${unread.value}"`);
    }
    // Rulebook "Facility Phase": a site's placement (its stations, level and place in the line) is built in
    // (domain/sites/placement.ts), and so are who may report there and which ships may report, dock, undock and repair
    // there (domain/sites/permissions.ts), and Ops' commandeering (domain/special-rules/station-commandeering.ts); the rest of its
    // text is card text of its own
    case 'Site': {
      const unread = withoutReadSiteSentences(
        withoutOpsCommandeering(withoutSitePlaySentences(withoutSitePlacement(card))),
      );
      return unread === ''
        ? yes('built-in site rules (placement, reporting, docking) and its text read by domain/sites')
        : no(`site text not implemented: "${unread}"`);
    }
    case 'Mission':
    case 'Q Mission':
      if (card.missionText !== '') return no(`mission text not implemented: "${card.missionText}"`);
      // Rulebook 7.2: "Any crew may attempt mission." is read by the team rule (domain/mission-attempt/team.ts)
      if (card.attemptText !== '' && !readsAttemptText(card))
        return no(`attempt text not implemented: "${card.attemptText}"`);
      return card.requirements === null || isStructured(card.requirements)
        ? yes('requirements only')
        : no(`requirements not structured: "${card.requirementText}"`);
    // Rulebook "Side decks": a doorway that seeds atop a side deck the engine knows opens it (domain/deck-building/side-decks.ts); an
    // "OR Stock in deck and play …" second function is card text of its own
    case 'Doorway': {
      const opens = seedsAtop(card);
      if (O.isNone(opens) || heldBy(opens.value).length === 0) return no('card text not declared');
      const second = /\bOR (Stock in deck.*)$/s.exec(card.text)?.[1];
      return second === undefined
        ? yes(`opens the ${opens.value} side deck (built-in rules)`)
        : no(`opens the ${opens.value} side deck; not implemented: "${second}"`);
    }
    // Rulebook "Time Locations": its corresponding spaceline location comes from the lore's location line, which the card
    // data lacks; a declaration states it (cards/language/time-location-language.ts)
    case 'Time Location':
      return no('time location not declared (its corresponding location, natives and text)');
    default:
      return card.text === '' ? yes('no game text') : no('card text not declared');
  }
};

// Helpers

const yes = (reason: string): TextStatus => ({ implemented: true, reason });
const no = (reason: string): TextStatus => ({ implemented: false, reason });

const isStructured = (r: Requirement): boolean =>
  r.kind === 'all' || r.kind === 'any' ? r.of.every(isStructured) : r.kind !== 'text';
