// The general verb `battle` (cards/language/verb-language.ts; Rulebook 7.4 Battle: "Your personnel may attack any
// opposing personnel (or Rogue Borg) present with them"; Rulings "battle": self-controlled cards): the selected cards
// attack the opposing personnel present with them. A self-controlled Rogue Borg battles the crew of its ship in a
// battle no player initiates, which the play phase runs at its next step (domain/battle-rules/rogue-borg.ts). The
// personnel of the card's player form one force in a personnel battle their player initiates, with no leader or
// affiliation restriction ("may immediately re-attack": the card's permission), against the opposing personnel there:
// it is left in the personnel battle under way, which the battle machine ends to initiate it (battle/reattack.ts), the
// text's `then` verbs resolved in it (Klingon Right of Vengeance: "with double STRENGTH").
import type { GeneralVerb } from '../../cards/language/language';
import type { PersonnelInitiateCommand } from '../battle-rules/battle-model';
import { battleNow } from '../battle-rules/rogue-borg';
import { isSelfControlled } from '../battle-rules/self-controlled';
import { canAct } from '../cards-in-play/presence';
import { named, record } from '../core/chronicle';
import { blueprintOf, type CardId, cardsIn, type GameState, opponentOf } from '../core/game-state';
import type { PlayChoices } from './immediate';
import { selected } from './selection';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

type BattleVerb = Extract<GeneralVerb, { readonly type: 'battle' }>;

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook 7.4: "Your personnel may attack any opposing personnel … present with them"
/**
 * The personnel battle the selected personnel of the card's player, able to act and where the personnel battle under
 * way is fought, would initiate against the opposing personnel there once it is over; none without either, outside a
 * personnel battle, or when a battle is already to follow it.
 * @category operations
 */
export const followingBattle =
  (verb: BattleVerb, choices: PlayChoices) =>
  (game: GameState): PersonnelInitiateCommand | null => {
    const battle = game.battle;
    if (battle?.fight.kind !== 'personnel' || battle.reattack !== undefined) return null;
    const { player } = choices;
    const place = battle.fight.place;
    const here = cardsIn(place)(game).filter((id) => blueprintOf(id)(game).type === 'Personnel');
    const attackers = selected(
      verb.select,
      choices,
    )(game).filter((id) => here.includes(id) && game.cards[id]?.controller === player && canAct(id)(game));
    const opponent = opponentOf(player)(game);
    const defenders = here.filter((id) => game.cards[id]?.controller === opponent);
    if (attackers.length === 0 || defenders.length === 0) return null;
    return { type: 'battle.initiate', player, kind: 'personnel', place, attackers, defenders };
  };

// Rulebook 7.4 Battle, Rulings "battle"
/**
 * Each selected self-controlled card battles now (`battleNow`); the selected personnel of the card's player attack
 * once the personnel battle under way is over (`followingBattle`, left in it with the card played and `then`).
 * @category operations
 */
export const battleBy =
  (verb: BattleVerb, choices: PlayChoices) =>
  (game: GameState): GameState => {
    const selfControlled = selected(verb.select, choices)(game).filter((id) => isSelfControlled(id)(game));
    const demanded = selfControlled.reduce((g, id) => battleNow(id)(g), game);
    const command = followingBattle(verb, choices)(demanded);
    const { card } = choices;
    const battle = demanded.battle;
    if (command === null || card === undefined || battle === undefined) return demanded;
    return record(
      `${choices.player}'s ${command.attackers.length} personnel will attack again (${named(card)(demanded)})`,
      card,
    )({ ...demanded, battle: { ...battle, reattack: { command, card, effects: verb.then ?? [] } } });
  };

/**
 * Whether the verb would make anyone battle now: a selected self-controlled card, or a battle to follow.
 * @category operations
 */
export const battlesAnyone =
  (verb: BattleVerb, choices: PlayChoices) =>
  (game: GameState): boolean =>
    followingBattle(verb, choices)(game) !== null ||
    selected(verb.select, choices)(game).some((id: CardId) => battleNow(id)(game) !== game);
