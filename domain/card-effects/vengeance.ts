// Klingon Right of Vengeance: "If any Klingon is killed in an away team battle, all other Klingons present may
// immediately re-attack with double STRENGTH." A valid response to the personnel a personnel battle's resolution just
// killed (domain/card-effects/battle-responses.ts); it leaves in the battle under way the request of a new personnel
// battle, which the battle machine initiates as soon as this one is over (battle/reattack.ts): the player's other
// Klingons present at the battle's place against the opposing personnel there, with no leader or affiliation
// restriction ("immediately re-attack" is the card's permission), their STRENGTH doubled for that battle.

import type { CardFilter } from '../../cards/language/language';
import type { PersonnelInitiateCommand } from '../battle-rules/battle-model';
import { canAct } from '../cards-in-play/presence';
import { hasSkill } from '../cards-in-play/skills';
import { named, record } from '../core/chronicle';
import { blueprintOf, cardsIn, type GameState, opponentOf, type PlayerId } from '../core/game-state';
import { matches } from './filters';
import type { Interpreter } from './immediate';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Klingon Right of Vengeance: "all other Klingons present may immediately re-attack"
/**
 * The personnel battle `player`'s personnel matching `avengers` present at the place of the personnel battle under
 * way (able to act) would initiate against the opposing personnel there; none without either, or when a re-attack
 * is already requested.
 * @category operations
 */
export const reattackCommand =
  (player: PlayerId, avengers: CardFilter) =>
  (game: GameState): PersonnelInitiateCommand | null => {
    const battle = game.battle;
    if (battle?.fight.kind !== 'personnel' || battle.reattack !== undefined) return null;
    const place = battle.fight.place;
    const opponent = opponentOf(player)(game);
    const here = cardsIn(place)(game).filter((id) => blueprintOf(id)(game).type === 'Personnel');
    const attackers = here.filter(
      (id) =>
        game.cards[id]?.controller === player &&
        canAct(id)(game) &&
        matches(avengers, id, { player, hasSkill })(game),
    );
    const defenders = here.filter((id) => game.cards[id]?.controller === opponent);
    if (attackers.length === 0 || defenders.length === 0) return null;
    return { type: 'battle.initiate', player, kind: 'personnel', place, attackers, defenders };
  };

// Klingon Right of Vengeance: "re-attack with double STRENGTH"
/**
 * Leaves in the battle under way the re-attack of the player's avengers present, to begin when it is over.
 * @category operations
 */
export const reattackWithDoubleStrength: Interpreter<'reattackWithDoubleStrength'> =
  (effect, choices) => (game) => {
    const command = reattackCommand(choices.player, effect.avengers)(game);
    const card = choices.card;
    const battle = game.battle;
    if (command === null || card === undefined || battle === undefined) return game;
    return record(
      `${choices.player}'s ${command.attackers.length} personnel will re-attack with double STRENGTH (${named(card)(game)})`,
      card,
    )({ ...game, battle: { ...battle, reattack: { command, card } } });
  };
