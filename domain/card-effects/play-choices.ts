// Rulebook "Playing a Card": "Then, any immediate effects in the gametext are played out and resolved": what a card
// play names beside its target for its text to resolve: the card it takes from your discard pile (Res-Q, Palor Toff),
// the other personnel whose skills its target gains (Vulcan Mindmeld), the one card it chooses (Mutation), the personnel it stops (Scan), the card it
// downloads and where (Storage Compartment Door), the option it uses (Battle Bridge Door).
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as O from 'fp-ts/Option';
import type { CardSelection, CardText, SpacelineSpot } from '../../cards/language/language';
import type { PlayText } from '../card-play/play-text';
import { hasSkill } from '../cards-in-play/skills';
import { type CardId, cardsIn, type GameState, type PlayerId } from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import { matches } from './filters';
import { checkSpot } from './gap';
import { checkTransport, transportChoices } from './near-warp';
import { checkOptionChoice } from './play-options';
import { selected, selectionIn } from './selection';
import { isSkillChoice, skillChoices } from './skill-choice';
import { checkDownloadChoice, tribbleDownloadChoices, tribbleDownloadTargets } from './tribble-download';
import { checkWormhole, wormholeChoices } from './wormhole';

const PLAY = 'Play a Card';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook "Playing a Card": the card chooses what its text chooses, and nothing else
/**
 * Right when the cards a play takes and stops are those its text allows, else the rule it breaks.
 * @category predicates
 */
export const checkChoices =
  (command: PlayText, title: string, text: CardText) =>
  (game: GameState): E.Either<RuleError, void> =>
    pipe(
      checkTake(command, title, text, game),
      E.flatMap(() => checkStop(command, title, text, game)),
      E.flatMap(() => checkReturn(command, title, text)),
      E.flatMap(() => checkTransportChoice(command, title, text, game)),
      E.flatMap(() => checkWormholeChoice(command, title, text, game)),
      E.flatMap(() => checkSpotChoice(command, text, game)),
      E.flatMap(() => checkDownloadChoice(command, title, text)(game)),
      E.flatMap(() => checkOptionChoice(command, title, text)),
    );

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Each targeted play with every choice of what its text takes or stops (none when it needs a target it lacks).
 * @category operations
 */
export const withChoices =
  (player: PlayerId, text: CardText, targeted: ReadonlyArray<PlayText>) =>
  (game: GameState): ReadonlyArray<PlayText> => {
    const within = announcesWithin(text);
    if (within !== undefined)
      return targeted.flatMap((command) =>
        Array.from({ length: within }, (_, i): PlayText => ({ ...command, returnIn: i + 1 })),
      );
    if (O.isSome(spacelineSpotOf(text)))
      return targeted.filter((command) => E.isRight(checkSpotChoice(command, text, game)));
    const downloaded = tribbleDownloadTargets(text);
    if (O.isSome(downloaded))
      return targeted.flatMap((command) =>
        tribbleDownloadChoices(player, downloaded.value)(game).map((download) => ({ ...command, download })),
      );
    if (relocatesThroughWormholes(text))
      return targeted.flatMap((command) =>
        command.target !== undefined && 'card' in command.target
          ? wormholeChoices(
              player,
              command.card,
              command.target.card,
            )(game).map((wormhole) => ({
              ...command,
              wormhole,
            }))
          : [],
      );
    const max = transportsUpTo(text);
    if (max !== undefined)
      return targeted.flatMap((command) =>
        command.target !== undefined && 'card' in command.target
          ? transportChoices(
              player,
              command.target.card,
              max,
            )(game).map((transport) => ({
              ...command,
              transport,
            }))
          : [],
      );
    const withSkills = chosenWithSkillsOf(text);
    if (withSkills !== undefined)
      return targeted.flatMap((command) =>
        command.target !== undefined && 'card' in command.target
          ? skillChoices(
              offeredFor(withSkills, command, command.target.card, game),
              withSkills.skills,
            )(game).map((stop) => ({ ...command, stop }))
          : [],
      );
    const chosen = oneChosenOf(text);
    if (chosen !== undefined)
      return targeted.flatMap((command) =>
        offeredFor(chosen, command, targetOf(command), game).map((take) => ({ ...command, take })),
      );
    if (!takes(text)) return targeted;
    const pile = cardsIn({ kind: 'discard', player })(game);
    return targeted.flatMap((command) => pile.map((take) => ({ ...command, take })));
  };

// Helpers

const takes = (text: CardText): boolean => (text.immediate ?? []).some((e) => e.type === 'take');

type ChosenWithSkills = Extract<CardSelection, { readonly kind: 'chosenWithSkills' }>;
type OneChosen = Extract<CardSelection, { readonly kind: 'chosen' }>;

/**
 * The one card its text chooses among a selection, however deep its effects name it ("discard one card to draw two";
 * Vulcan Mindmeld: "the skills of one of your other personnel present"), if it chooses one.
 */
const oneChosenOf = (text: CardText): OneChosen | undefined => selectionIn(text.immediate, 'chosen');

const targetOf = (command: PlayText): CardId | null =>
  command.target !== undefined && 'card' in command.target ? command.target.card : null;

/** The personnel its text names for their skills (Scan: "Stop your Computer Skill and …"), if it names some. */
const chosenWithSkillsOf = (text: CardText): ChosenWithSkills | undefined => {
  for (const effect of text.immediate ?? [])
    if ('select' in effect && effect.select.kind === 'chosenWithSkills') return effect.select;
  return undefined;
};

/** The cards a play's `chosenWithSkills` or `oneChosenOf` offers, for its player and target. */
const offeredFor = (
  chosen: ChosenWithSkills | OneChosen,
  command: PlayText,
  target: CardId | null,
  game: GameState,
) =>
  selected(chosen.of, {
    player: command.player,
    card: command.card,
    targetCard: target,
    targetPlayer: null,
    take: null,
  })(game);

/** The most turns a play may announce for its ship's return (Time Travel Pod: "up to 5 turns"), if it announces one. */
const announcesWithin = (text: CardText): number | undefined => {
  for (const effect of text.immediate ?? [])
    if (effect.type === 'targetShipDisappears' && effect.returns !== 'whenCountdownExpires')
      return effect.returns.announcedWithin;
  return undefined;
};

// Time Travel Pod: "disappears for up to 5 turns. Pre-announce the return time."
const checkReturn = (command: PlayText, title: string, text: CardText): E.Either<RuleError, void> => {
  const within = announcesWithin(text);
  const announced = command.returnIn;
  if (within === undefined)
    return announced === undefined
      ? E.right(undefined)
      : E.left(ruleError(PLAY, `${title} announces no return.`));
  return announced !== undefined && Number.isInteger(announced) && announced >= 1 && announced <= within
    ? E.right(undefined)
    : E.left(ruleError(PLAY, `${title} announces the return time: 1 to ${within} turns.`));
};

const checkTake = (
  command: PlayText,
  title: string,
  text: CardText,
  game: GameState,
): E.Either<RuleError, void> => {
  const chosen = oneChosenOf(text);
  if (chosen !== undefined)
    return command.take !== undefined &&
      offeredFor(chosen, command, targetOf(command), game).includes(command.take)
      ? E.right(undefined)
      : E.left(ruleError(PLAY, `${title} chooses one card its text offers: choose it.`));
  const effect = (text.immediate ?? []).find((e) => e.type === 'take');
  if (effect === undefined)
    return command.take === undefined
      ? E.right(undefined)
      : E.left(ruleError(PLAY, `${title} takes no card.`));
  const take = command.take === undefined ? undefined : game.cards[command.take];
  const inPile = take?.zone.kind === 'discard' && take.zone.player === command.player;
  return take !== undefined &&
    inPile &&
    (effect.filter === undefined ||
      matches(effect.filter, take.id, { player: command.player, hasSkill })(game))
    ? E.right(undefined)
    : E.left(ruleError(PLAY, `${title} takes a card of your discard pile that its text allows.`));
};

const checkStop = (
  command: PlayText,
  title: string,
  text: CardText,
  game: GameState,
): E.Either<RuleError, void> => {
  const chosen = chosenWithSkillsOf(text);
  if (chosen === undefined)
    return command.stop === undefined
      ? E.right(undefined)
      : E.left(ruleError(PLAY, `${title} stops no one.`));
  const target = command.target !== undefined && 'card' in command.target ? command.target.card : undefined;
  return target !== undefined &&
    command.stop !== undefined &&
    isSkillChoice(offeredFor(chosen, command, target, game), chosen.skills, command.stop)(game)
    ? E.right(undefined)
    : E.left(
        ruleError(
          '10.2.1 Stopped',
          `${title} stops your unstopped personnel aboard who have ${chosen.skills.join(' and ')}, each one needed.`,
        ),
      );
};

/** The most cards a play beams to a neighbouring location (Near-Warp Transport: "a maximum of six"), if it beams. */
const transportsUpTo = (text: CardText): number | undefined => {
  for (const effect of text.immediate ?? [])
    if (effect.type === 'relocate' && effect.to.kind === 'neighbouringLocation') return effect.to.max;
  return undefined;
};

// Near-Warp Transport: the play names the cards it beams and the place they go
const checkTransportChoice = (
  command: PlayText,
  title: string,
  text: CardText,
  game: GameState,
): E.Either<RuleError, void> => {
  const max = transportsUpTo(text);
  if (max === undefined)
    return command.transport === undefined
      ? E.right(undefined)
      : E.left(ruleError(PLAY, `${title} beams no one to a neighbouring location.`));
  const target = command.target !== undefined && 'card' in command.target ? command.target.card : undefined;
  return target !== undefined && command.transport !== undefined
    ? checkTransport(command.player, target, command.transport, max)(game)
    : E.left(ruleError(PLAY, `${title} names the cards it beams and where: choose them.`));
};

const relocatesThroughWormholes = (text: CardText): boolean =>
  (text.immediate ?? []).some((e) => e.type === 'relocate' && e.to.kind === 'throughWormholes');

// Wormhole: the play names the second wormhole and the location
const checkWormholeChoice = (
  command: PlayText,
  title: string,
  text: CardText,
  game: GameState,
): E.Either<RuleError, void> => {
  if (!relocatesThroughWormholes(text))
    return command.wormhole === undefined
      ? E.right(undefined)
      : E.left(ruleError(PLAY, `${title} plays with no wormhole.`));
  const target = command.target !== undefined && 'card' in command.target ? command.target.card : undefined;
  return target !== undefined && command.wormhole !== undefined
    ? checkWormhole(command.player, command.card, target, command.wormhole)(game)
    : E.left(ruleError(PLAY, `${title} names the other wormhole and the location: choose them.`));
};

// Rulebook L225 "inserted into the spaceline": where the text places a card into the spaceline, and which card (the
// one the play names, `take`, when it names one: Barzan Wormhole's relocation), if it does
const spacelineSpotOf = (
  text: CardText,
): O.Option<{ readonly spot: SpacelineSpot['spaceline']; readonly chosen: boolean }> =>
  O.fromNullable(
    (text.immediate ?? []).flatMap((e) =>
      e.type === 'place' && 'onto' in e && 'spaceline' in e.onto
        ? [{ spot: e.onto.spaceline, chosen: 'kind' in e.select && e.select.kind === 'chosen' }]
        : [],
    )[0],
  );

// Gaps in Normal Space: "Place between two Mission cards": the spot after the mission it targets
const checkSpotChoice = (command: PlayText, text: CardText, game: GameState): E.Either<RuleError, void> => {
  const place = spacelineSpotOf(text);
  if (O.isNone(place)) return E.right(undefined);
  const target = command.target !== undefined && 'card' in command.target ? command.target.card : undefined;
  const placed = place.value.chosen ? (command.take ?? command.card) : command.card;
  return target === undefined
    ? E.left(ruleError(PLAY, 'A card placed into the spaceline goes after a location: choose one.'))
    : E.map(() => undefined)(checkSpot(placed, target, place.value.spot)(game));
};
