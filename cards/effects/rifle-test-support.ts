// The scenario of the cards that print the Starfleet Type III Phaser Rifle's text for another affiliation (`rifleOf`,
// cards/effects/fc/starfleet-type-iii-phaser-rifle.ts): "Each of your personnel present is STRENGTH +3, but loses 1
// Diplomacy unless aboard your ship". Each card's test names its rifle and a user of its affiliation.
import { attribute, skillLevel } from '../../domain/cards-in-play/skills';
import { onTurn } from './play-test-support';

/** [STRENGTH, Diplomacy] of a personnel. */
type Values = readonly [number, number];

/**
 * The STRENGTH and Diplomacy of p1's `user` and of Jean-Luc Picard (Federation, STRENGTH 6, Diplomacy x2), both on a
 * planet, without the rifle (`before`) and with it present (`after`).
 */
export const strengthAndDiplomacyWith = (
  rifle: string,
  user: string,
): { readonly before: ReadonlyArray<Values>; readonly after: ReadonlyArray<Values> } => {
  const [before, after] = [[], [rifle]].map((cards) => {
    const s = onTurn()
      .mission('p1', 'Avert Disaster')
      .surface('Avert Disaster', 'p1', [user, 'Jean-Luc Picard', ...cards])
      .build();
    return [user, 'Jean-Luc Picard'].map(
      (title): Values => [
        attribute(s.id(title), 'STRENGTH')(s.game),
        skillLevel(s.id(title), 'Diplomacy')(s.game),
      ],
    );
  });
  return { before: before ?? [], after: after ?? [] };
};
