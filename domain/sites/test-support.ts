// Test support for play at station sites: p1's Terok Nor, of the Cardassian affiliation, at Avert Disaster with the
// given sites in its line, p1 to act in the play phase (a scenario builder to go on with).

import type { Affiliation } from '../../cards/blueprint';
import { onTurn } from '../../cards/effects/play-test-support';
import type { ReportCard } from '../card-play/card-play';
import type { CardId } from '../core/game-state';
import type { ScenarioBuilder } from '../game/scenario';
import type { DockCommand } from '../orders/dock';
import type { WalkCard } from '../orders/walk';

/** p1's Terok Nor (Cardassian) at Avert Disaster with these sites, left to right; p1's turn decision pending. */
export const terokNor = (sites: ReadonlyArray<string>): ScenarioBuilder =>
  sites.reduce(
    (builder, site) => builder.site('p1', site, { on: 'Terok Nor' }),
    onTurn()
      .mission('p1', 'Avert Disaster')
      .facility('p1', 'Terok Nor', { at: 'Avert Disaster' })
      .modify('Terok Nor', { affiliation: 'Cardassian' }),
  );

/** p1's report of a card in hand to a site of a station, in an affiliation (Cardassian unless said). */
export const reportToSite = (
  card: CardId,
  facility: CardId,
  site: CardId,
  affiliation: Affiliation | null = 'Cardassian',
): ReportCard => ({ type: 'card.play', player: 'p1', card, kind: 'report', facility, affiliation, site });

/** p1's walk of a card from one place to another (sites of a station, a ship docked at one). */
export const walkBetween = (card: CardId, from: CardId, to: CardId): WalkCard => ({
  type: 'card.walk',
  player: 'p1',
  card,
  from,
  to,
});

/** p1's docking of a ship at a site of a station. */
export const dockAtSite = (ship: CardId, facility: CardId, site: CardId): DockCommand => ({
  type: 'ship.dock',
  player: 'p1',
  ship,
  facility,
  site,
});
