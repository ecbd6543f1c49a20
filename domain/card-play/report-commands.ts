// Rulebook "Reporting for Duty" and "Sites": the report commands of a card in hand to facilities, one per facility (per
// site of a station with sites) and printed affiliation; which of them are legal is `CardPlay.canPlay`'s to say.
import type { Affiliation, Blueprint } from '../../cards/blueprint';
import type { CardId, GameState, PlayerId } from '../core/game-state';
import { siteChoices } from '../sites/places';
import type { ReportCard } from './card-play';

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/**
 * The affiliations a card may report in: its printed ones, or none (null) for a card without (equipment).
 * @category constructors
 */
export const reportAffiliations = (card: Blueprint): ReadonlyArray<Affiliation | null> => {
  const printed = 'affiliations' in card ? card.affiliations : [];
  return printed.length > 0 ? printed : NO_AFFILIATION;
};

const NO_AFFILIATION: ReadonlyArray<null> = [null];

/**
 * The reports of a card in hand to each of the facilities (to each site of a station with sites), in each affiliation.
 * @category constructors
 */
export const reportsTo =
  (
    player: PlayerId,
    card: CardId,
    facilities: ReadonlyArray<CardId>,
    affiliations: ReadonlyArray<Affiliation | null>,
  ) =>
  (game: GameState): ReadonlyArray<ReportCard> =>
    facilities.flatMap((facility) =>
      siteChoices(facility, game).flatMap((site) =>
        affiliations.map(
          (affiliation): ReportCard => ({
            type: 'card.play',
            player,
            card,
            kind: 'report',
            facility,
            affiliation,
            ...(site === undefined ? {} : { site }),
          }),
        ),
      ),
    );
