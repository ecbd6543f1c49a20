// Constructors for probing at the end of the turn (Rulebook "Probing"), so that declarations read like the printed
// text: `atEndOfTurnIf(everyPlayersTurn, ifShipInRegion('Badlands Region'), probe([onIcons(['Event'], discardSelf)]))`.
import type { EndOfTurnEffect, ProbeCardFate, ProbeCondition, ProbeIcon, ProbeOutcome } from './language';

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/** "that player must probe: [Interrupt], [Doorway]: … [Event]: …": the player whose turn ends probes. */
export const probe = (
  outcomes: ReadonlyArray<ProbeOutcome<ReadonlyArray<EndOfTurnEffect>>>,
  probeCard: ProbeCardFate = 'replace',
): EndOfTurnEffect => ({ type: 'probe', list: { outcomes, probeCard } });

/** One line of a probe list: its icons, then the effects of its outcome. */
export const onIcons = (
  icons: ReadonlyArray<ProbeIcon>,
  ...outcome: ReadonlyArray<EndOfTurnEffect>
): ProbeOutcome<ReadonlyArray<EndOfTurnEffect>> => ({ icons, outcome });

/** "if any ship is in the Badlands Region (even [MU])". */
export const ifShipInRegion = (region: string): ProbeCondition => ({ kind: 'shipInRegion', region });
