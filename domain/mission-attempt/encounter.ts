// Rulebook "Dilemmas": encountering the revealed dilemma with the effect interpreter, then what becomes of it:
// overcome (out of play, or to the point area with its bonus points), failed (the attempt fails; reseeded as the
// bottom card unless "Discard dilemma" or "Mission continues"), left in play, or discarded for lack of a target.
import * as O from 'fp-ts/Option';
import type { DilemmaDeclaration, Effect } from '../../cards/language/dilemma-language';
import { bonusPoints, removeOvercome } from '../cards-in-play/bonus-points';
import { leavePlay } from '../cards-in-play/leave-play';
import { named } from '../core/chronicle';
import { blueprintOf, type CardId, type GameState, moveCard, updateCard } from '../core/game-state';
import { markBlank } from '../core/rules-options';
import { type Encounter, startEncounter } from './encounter-state';
import type { MissionAttempt } from './model';
import { nullifierOf } from './nullified';
import { current, logged, withAttempt } from './seed-cards';
import { currentTeam } from './team';
import { cardText } from './text-port';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/** Whether the attempt waits on a player's choice for its dilemma. @category predicates */
export const isAwaitingChoice = (game: GameState): boolean => current(game).awaiting !== null;

/** Whether a dilemma failed the attempt (or left no one to go on). @category predicates */
export const hasFailed = (game: GameState): boolean => current(game).stopped === 'failed';

/** Whether a dilemma ended the attempt without failing it ("mission attempt ends"). @category predicates */
export const hasEnded = (game: GameState): boolean => current(game).stopped === 'ended';

// Rulebook "Dilemmas" bonus points: earned by meeting the requirements, unless the text says how to earn them
const earnsPoints = (declaration: DilemmaDeclaration, encounter: Encounter): boolean =>
  encounter.scored || (encounter.met && !mentions(declaration.effects, scoresPointBox));

const scoresPointBox = (e: Effect): boolean => e.type === 'score' && e.points === 'pointBox';

const mentions = (effects: ReadonlyArray<Effect>, is: (e: Effect) => boolean): boolean =>
  effects.some(
    (e) =>
      is(e) ||
      (e.type === 'unless' && mentions(e.then, is)) ||
      (e.type === 'branch' && (mentions(e.then, is) || mentions(e.otherwise, is))) ||
      (e.type === 'byMission' && (mentions(e.space, is) || mentions(e.planet, is))) ||
      (e.type === 'option' && e.options.some((o) => mentions(o.effects, is))),
  );

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook "Dilemmas": "the crew or Away Team begin an encounter with that dilemma"
/**
 * Resolves the revealed dilemma with the answers given so far; stops to wait when a choice is needed. A dilemma
 * whose text is not implemented is a blank card: placed out of play without effect, the log and the game result say so.
 * @category operations
 */
export const encounterRevealed = (game: GameState): GameState => {
  const attempt = current(game);
  const dilemma = attempt.revealed as CardId;
  // Interphase Generator: "Where present, nullifies … dilemmas": removed before it has any effect, no points
  const nullifier = nullifierOf(dilemma, attempt.place)(game);
  if (O.isSome(nullifier)) {
    const out = removeOvercome(dilemma, attempt.player, false)(game);
    return withAttempt((a) => logged(dilemma, `is nullified by ${named(nullifier.value)(game)}`)(reset(a)))(
      out,
    );
  }
  const declaration = cardText().dilemmaDeclaration(blueprintOf(dilemma)(game));
  // README "No silent blank cards": a deck with it is refused unless created with `allowUnimplemented`
  if (O.isNone(declaration)) {
    const out = markBlank(dilemma)(leavePlay(dilemma, 'outOfPlay')(game));
    return withAttempt((a) =>
      logged(
        dilemma,
        'is a blank card (its game text is not implemented): out of play without effect',
      )(reset(a)),
    )(out);
  }
  const step = cardText().run(declaration.value.effects, encounterOf(attempt, dilemma), game);
  if (step.kind === 'await') return withAttempt((a) => ({ ...a, awaiting: step.choice }))(game);
  if (step.encounter.halted === 'unresolvable') return refused(step.encounter, game);
  return resolve(declaration.value, step.encounter, step.game);
};

// a dilemma whose text cannot be resolved exactly in this state is treated as unimplemented: nothing of it happens
// (from the state before its effects); the log gives the reason, the refusing interpreter's last note
const refused = (encounter: Encounter, game: GameState): GameState => {
  const why = encounter.notes.at(-1)?.text ?? 'cannot be resolved';
  return withAttempt((a) => logged(encounter.dilemma, `${why}: out of play without effect`)(reset(a)))(
    leavePlay(encounter.dilemma, 'outOfPlay')(game),
  );
};

const encounterOf = (attempt: MissionAttempt, dilemma: CardId): Encounter =>
  startEncounter({
    dilemma,
    player: attempt.player,
    location: attempt.location,
    ship: attempt.ship,
    mission: attempt.mission,
    team: currentTeam(attempt),
    answers: attempt.answers,
  });

const reset = (a: MissionAttempt): MissionAttempt => ({ ...a, revealed: null, answers: [], awaiting: null });

// Rulebook "Dilemmas": failing a condition — "The effect occurs. The mission attempt fails. … stopped. The dilemma is
// reseeded as the bottom card"; exceptions "Discard dilemma" and "Mission continues"; a dilemma in play stays there
const resolve = (declaration: DilemmaDeclaration, encounter: Encounter, game: GameState): GameState => {
  const d = encounter.dilemma;
  const player = encounter.player;
  const where = game.cards[d]?.zone.kind;
  const done = (g: GameState, text: string, stopped: MissionAttempt['stopped'] = null) =>
    withAttempt((a) => {
      const noted = encounter.notes.reduce((acc, n) => logged(n.card, n.text)(acc), a);
      const battle = encounter.battle === null ? {} : { battle: encounter.battle };
      return logged(d, text)({ ...reset(noted), stopped: stopped ?? a.stopped, ...battle });
    })(g);
  if (encounter.halted === 'targetless')
    return done(leavePlay(d, 'outOfPlay')(game), 'has no target present: out of play, nobody stopped');
  if (encounter.halted === 'nullified')
    return done(removeOvercome(d, player, earnsPoints(declaration, encounter))(game), 'is nullified');
  // Rulebook "Dilemmas" L634: a dilemma of automatic effects only is removed at the end of the encounter, also when it
  // ends the attempt (The Metrons' Arena); one placed or set aside stays where it went
  if (encounter.halted === 'ended')
    return where === 'underMission'
      ? done(
          removeOvercome(d, player, earnsPoints(declaration, encounter))(game),
          'is overcome and ends the mission attempt',
          'ended',
        )
      : done(game, 'ends the mission attempt', 'ended');
  if (encounter.failed) {
    if (where !== 'underMission') return done(game, 'is not overcome: the attempt fails', 'failed');
    switch (declaration.disposition) {
      case 'reseeds': {
        const back = updateCard(d, (c) => ({ ...c, faceUp: false }))(
          moveCard(d, { kind: 'underMission', location: encounter.location }, 'bottom')(game),
        );
        return done(back, 'is not overcome: reseeded as the bottom card, the attempt fails', 'failed');
      }
      case 'discardDilemma':
        return done(
          leavePlay(d, 'outOfPlay')(game),
          'is not overcome: out of play, the attempt fails',
          'failed',
        );
      case 'missionContinues':
        return done(leavePlay(d, 'outOfPlay')(game), 'is not overcome: out of play, the mission continues');
    }
  }
  if (where === 'playedOn' && !encounter.cured) return done(game, 'stays in play');
  if (where === 'atLocation') return done(game, 'stays in play in space');
  if (where !== 'underMission' && where !== 'playedOn') return done(game, 'has left play with its host');
  const points = earnsPoints(declaration, encounter) ? bonusPoints(d)(game) : 0;
  const text = `${encounter.cured ? 'is cured' : 'is overcome'}${points === 0 ? '' : `: ${player} scores ${points} bonus points`}`;
  return done(removeOvercome(d, player, points !== 0)(game), text);
};
