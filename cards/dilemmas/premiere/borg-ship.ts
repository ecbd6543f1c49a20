// Borg Ship (premiere/BorgShip), [S] [Self] dilemma, RANGE 8, WEAPONS 24, SHIELDS 24, 15 points:
// "Place at furthest spaceline end. End of every turn: Attacks all ships, then moves. Worth points if destroyed in
// battle."
// Self-controlled (Current Rulings "battle"): placed in space at the end of the spaceline furthest from the mission
// attempted (12.6; a tie broken by the encountering player's opponent, 12.5), heading for the other end; nothing is
// failed, so the attempt goes on. At the end of every turn it attacks every ship at its location in one battle
// (Rulings "battle – Multiple targets"), then moves one location toward the other end, and leaves the spaceline from
// there (a reading: the Rulings say nothing of how far it moves). Its 15 points go to the player whose force destroys
// it in battle (battle/ship-damage.ts).
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const borgShip: DilemmaDeclaration = {
  blueprint: 'premiere/BorgShip',
  effects: [{ type: 'place', on: 'farEnd', ties: 'opponent' }],
  disposition: 'missionContinues',
  lasting: [{ kind: 'attacksThenMoves' }],
};
