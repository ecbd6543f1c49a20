// ARCHITECTURE principle 6 and issue #14: the triggered abilities of Trouble cards in play on their group breeding
// (`tribbles.bred`, cards/language/when-language.ts) answer the tribble chapter's query point and implement its port
// (domain/tribbles/tribble-abilities.ts). Each answer is relevant only while a card with such an ability is in play
// (the index of abilities in play).
import type { TribblesBredAbility } from '../../cards/language/language';
import { hasSkill } from '../cards-in-play/skills';
import { type CardId, type GameState, getCard, type Zone, zoneKey } from '../core/game-state';
import type { Answer } from '../core/query-points';
import { spreadersAt, type TroubleText } from '../tribbles/tribble-abilities';
import { resolve } from './immediate';
import { triggersInPlay } from './in-play';
import { holds } from './static-modifiers';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/** The ability of a card in play on its group breeding, if it has one. */
const abilityOf = (trouble: CardId, game: GameState): TribblesBredAbility | undefined =>
  triggersInPlay('tribbles.bred')(game).find((entry) => entry.source.id === trouble)?.ability;

// ... on the Station: "1,000: Just after this group breeds, up to 100 of its tribbles may "spread""
/**
 * The troubles at the place whose ability on the group breeding applies now (its condition holding).
 * @category operations
 */
export const spreadersAnswer: Answer<Zone, ReadonlyArray<CardId>> = {
  point: spreadersAt,
  by: 'tribbles.bred',
  relevant: (game) => triggersInPlay('tribbles.bred')(game).length > 0,
  answer: (at) => (game) =>
    triggersInPlay('tribbles.bred')(game)
      .filter(
        ({ source, ability }) =>
          zoneKey(getCard(source.id)(game).zone) === zoneKey(at) &&
          (ability.when.condition === undefined ||
            holds(ability.when.condition, source.id, { player: source.controller, hasSkill }, game)),
      )
      .map(({ source }) => source.id),
};

/** The answers of the tribble chapter's query points. */
export const tribbleAnswers = [spreadersAnswer] as const;

/**
 * The tribble chapter's port: the most tribbles a trouble's ability spreads (the general verb `relocate`'s `spread`),
 * and its effects resolved, its owner's, with the tribbles and the place the decision names.
 * @category operations
 */
export const troubleTexts: TroubleText = {
  spreadLimit: (trouble) => (game) => {
    for (const effect of abilityOf(trouble, game)?.effects ?? [])
      if (effect.type === 'relocate' && effect.to.kind === 'spread') return effect.to.upTo;
    return 0;
  },
  spread: (trouble, tribbles, to) => (game) =>
    resolve(abilityOf(trouble, game)?.effects ?? [], {
      player: getCard(trouble)(game).owner,
      card: trouble,
      targetCard: null,
      targetPlayer: null,
      take: null,
      spread: { tribbles, to },
    })(game),
};
