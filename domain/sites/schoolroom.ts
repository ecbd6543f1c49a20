// Schoolroom: "Once each turn, if player who controls station has a professor or teacher here, that player may place a
// personnel from hand with Archaeology, Anthropology, Astrophysics, Biology, Exobiology, Geology, Physics, or Stellar
// Cartography on the bottom of their discard pile to give each of his or her Youth personnel in play that skill until
// end of turn." A turn action of the station's controller (`site.use`, not an order): `card` the personnel placed from
// hand, `skill` one of the listed skills it has printed; each of their Youth personnel in play then (a printed Youth
// or gained) gains one level of it until the end of the turn (a modifier lasting this
// turn, domain/core/this-turn.ts, as Vulcan Mindmeld's). "professor or teacher": a characteristic (Rulebook
// "Characteristics"), of a personnel of theirs at the site able to act. Once each turn per player whatever the copies.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { Blueprint } from '../../cards/blueprint';
import { hasCharacteristic } from '../cards-in-play/characteristics';
import { cardsInPlay } from '../cards-in-play/persona';
import { canAct } from '../cards-in-play/presence';
import { hasSkill, printedSkillLevel } from '../cards-in-play/skills';
import { named, record } from '../core/chronicle';
import {
  blueprintOf,
  type CardId,
  cardsIn,
  type GameState,
  getCard,
  moveCard,
  type PlayerId,
} from '../core/game-state';
import { memoize } from '../core/memo';
import { type RuleError, ruleError } from '../core/rule-error';
import { addThisTurn, usedThisTurn, useThisTurn } from '../core/this-turn';
import { stationOfSite } from '../core/zone-site';
import { personnelAtSite } from './places';
import { sentencesOf } from './reporting';
import { sitesInPlay } from './station-sites';
import { isSiteSuspended } from './suspension';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Use a site's text: place `card` from hand to give your Youth personnel `skill` until end of turn (Schoolroom). */
export interface UseSchoolroom {
  readonly type: 'site.use';
  readonly player: PlayerId;
  readonly site: CardId;
  readonly card: CardId;
  readonly skill: string;
}

const RULE = 'Schoolroom';
const USED = 'Schoolroom: Youth skill';

const SENTENCE =
  /^Once each turn, if player who controls station has a professor or teacher here, that player may place a personnel from hand with (.+) on the bottom of their discard pile to give each of his or her Youth personnel in play that skill until end of turn\.$/;

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/** The skills a card's Schoolroom sentence lists (memoised per blueprint); empty for a card without one. */
const skillsListed = memoize((card: Blueprint): ReadonlyArray<string> => {
  if (card.type !== 'Site') return [];
  for (const sentence of sentencesOf(card.text)) {
    const match = SENTENCE.exec(sentence);
    if (match !== null) return (match[1] ?? '').split(/,\s*(?:or\s+)?|\s+or\s+/).map((s) => s.trim());
  }
  return [];
});

const listedSkills = (site: CardId, game: GameState): ReadonlyArray<string> =>
  skillsListed(blueprintOf(site)(game));

/**
 * Whether a sentence of a site is the text read here, for `stccg coverage`.
 * @category predicates
 */
export const isSchoolroomSentence = (sentence: string): boolean => SENTENCE.test(sentence);

/** Right when the player may use the site's text now (the card and skill aside), else the rule it breaks. */
const checkSite = (player: PlayerId, site: CardId, game: GameState): E.Either<RuleError, void> => {
  const station = game.cards[site] === undefined ? O.none : stationOfSite(site)(game);
  if (O.isNone(station) || listedSkills(site, game).length === 0)
    return E.left(ruleError(RULE, `${site} is no site in play whose text gives Youth personnel a skill`));
  if (game.turn.active !== player) return E.left(ruleError(RULE, `It is not ${player}'s turn.`));
  if (isSiteSuspended(site)(game)) return E.left(ruleError('Sites', `${named(site)(game)} is suspended`));
  if (getCard(station.value)(game).controller !== player)
    return E.left(ruleError(RULE, `${player} does not control the station.`));
  if (usedThisTurn(player, USED)(game)) return E.left(ruleError(RULE, 'Once each turn.'));
  const teacher = personnelAtSite(site)(game).some(
    (id) =>
      getCard(id)(game).controller === player &&
      canAct(id)(game) &&
      (hasCharacteristic('professor')(blueprintOf(id)(game)) ||
        hasCharacteristic('teacher')(blueprintOf(id)(game))),
  );
  return teacher
    ? E.right(undefined)
    : E.left(ruleError(RULE, `${player} has no professor or teacher there.`));
};

/**
 * Right when the player may place the personnel from hand to give their Youth personnel the skill now, else the rule
 * it breaks.
 * @category predicates
 */
export const check =
  (command: UseSchoolroom) =>
  (game: GameState): E.Either<RuleError, void> => {
    const site = checkSite(command.player, command.site, game);
    if (E.isLeft(site)) return site;
    if (!cardsIn({ kind: 'hand', player: command.player })(game).includes(command.card))
      return E.left(ruleError(RULE, `${command.card} is not in ${command.player}'s hand.`));
    const card = blueprintOf(command.card)(game);
    return listedSkills(command.site, game).includes(command.skill) &&
      printedSkillLevel(command.skill)(card) > 0
      ? E.right(undefined)
      : E.left(
          ruleError(RULE, `${card.title} is no personnel with ${command.skill} among the skills listed.`),
        );
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Every legal use now: each Schoolroom the player may use, each personnel in hand, each listed skill it has.
 * @category operations
 */
export const candidates =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<UseSchoolroom> => {
    if (game.turn.active !== player || usedThisTurn(player, USED)(game)) return [];
    const sites = sitesInPlay(game).filter(
      (site) => listedSkills(site, game).length > 0 && E.isRight(checkSite(player, site, game)),
    );
    if (sites.length === 0) return [];
    const hand = cardsIn({ kind: 'hand', player })(game);
    return sites.flatMap((site) =>
      hand.flatMap((card) =>
        listedSkills(site, game)
          .filter((skill) => printedSkillLevel(skill)(blueprintOf(card)(game)) > 0)
          .map((skill): UseSchoolroom => ({ type: 'site.use', player, site, card, skill })),
      ),
    );
  };

/**
 * The game after a legal use: the personnel on the bottom of the discard pile, each Youth personnel of the player in
 * play gaining the skill until the end of the turn.
 * @category operations
 */
export const apply =
  (command: UseSchoolroom) =>
  (game: GameState): GameState => {
    const { player, site, card, skill } = command;
    const placed = useThisTurn(player, USED)(moveCard(card, { kind: 'discard', player }, 'bottom')(game));
    const youth = cardsInPlay(placed)
      .filter(
        (c) =>
          c.controller === player &&
          blueprintOf(c.id)(placed).type === 'Personnel' &&
          hasSkill(c.id, 'Youth')(placed),
      )
      .map((c) => c.id);
    const sourceTitle = blueprintOf(site)(placed).title;
    const taught = youth.reduce(
      (g, target) =>
        addThisTurn({
          kind: 'modifier',
          modifier: {
            target,
            value: { kind: 'skill', name: skill },
            op: 'add',
            amount: 1,
            source: site,
            sourceTitle,
            cumulative: false,
          },
        })(g),
      placed,
    );
    return record(
      `${player} places ${named(card)(game)} beneath their discard pile: their Youth personnel gain ${skill} this turn (${sourceTitle})`,
      card,
    )(taught);
  };
