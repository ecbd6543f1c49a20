// Rulebook 7.4 Battle: one battle, a single action, as an invoked child that owns the game state from initiation to
// resolution. Personnel battle runs stages 2 Responses to 6 Resolution, ship battle stages 1 Initiation (the
// defender's answer) to 8 Resolution (stage 2 Responses in a response window of domain/responses); each state names
// one stage and every guard and action is one call into the battle rules beside it (battle/index.ts). The play phase
// invokes it with `{ game, request }` and takes back `{ game, report }`.
import * as E from 'fp-ts/Either';
import { and, assign, not, setup } from 'xstate';
import type { GameState } from '../domain/core/game-state';
import * as Decisions from '../domain/game/decisions';
import * as Settle from '../domain/game/settle';
import * as Responses from '../domain/responses';
import * as Battle from './';

export interface BattleContext {
  readonly game: GameState;
  readonly report: Battle.BattleReport | null;
}

export interface BattleInput {
  readonly game: GameState;
  readonly request: Battle.BattleRequest | Battle.SelfControlledAttack | Battle.RogueBorgAttack;
}

export interface BattleOutput {
  readonly game: GameState;
  readonly report: Battle.BattleReport;
}

export type BattleEvent =
  | Battle.StrikeCommand
  | Battle.DefendCommand
  | Battle.TacticCommand
  | Battle.DamageFollowUpCommand
  | Responses.ResponseCommand;

type Answer = { readonly command: BattleEvent };

/** A battle decision answered legally: apply it and go on to `target`. */
const answered = (target: string) =>
  ({
    guard: { type: 'isLegal', params: ({ event }: { event: BattleEvent }) => ({ command: event }) },
    actions: { type: 'applyAnswer', params: ({ event }: { event: BattleEvent }) => ({ command: event }) },
    target,
  }) as const;

/** Rulings "actions – step 2": an answer in the stage 2 response window (a valid response, or a pass). */
const response = {
  guard: { type: 'isLegal', params: ({ event }: { event: BattleEvent }) => ({ command: event }) },
  actions: [
    { type: 'applyAnswer', params: ({ event }: { event: BattleEvent }) => ({ command: event }) },
    'awaitResponder',
  ],
} as const;
const responses = { 'card.play': response, 'card.use': response, 'response.pass': response } as const;

export const battleMachine = setup({
  types: {
    context: {} as BattleContext,
    input: {} as BattleInput,
    output: {} as BattleOutput,
    events: {} as BattleEvent,
  },
  guards: {
    isLegal: ({ context }, params: Answer) => E.isRight(Decisions.check(params.command)(context.game)),
    isPersonnelBattle: ({ context }) => Battle.current(context.game).fight.kind === 'personnel',
    hasPairsLeft: ({ context }) => Battle.hasPairsLeft(context.game),
    isAwaitingStrike: ({ context }) => Battle.isAwaitingStrike(context.game),
    hasOneDefense: ({ context }) => Battle.defenses(context.game).length === 1,
    isAwaitingDefense: ({ context }) => Battle.isAwaitingDefense(context.game),
    isChoosingTactic: ({ context }) => Battle.isChoosingTactic(context.game),
    isResponding: ({ context }) => Responses.isResponding(context.game),
    hasReattack: ({ context }) => Battle.hasReattack(context.game),
    hasDamageFollowUp: ({ context }) => Battle.hasFollowUp(context.game),
  },
  actions: {
    openInitiationResponses: assign(({ context }) => ({
      game: Battle.openInitiationResponses(context.game),
    })),
    // a window that moves on by itself resolves actions outside a command: their game events answered at once
    awaitResponder: assign(({ context }) => ({
      game: Settle.answerEvents(Responses.awaitResponder(context.game)),
    })),
    formUpPersonnel: assign(({ context }) => ({ game: Battle.formUpPersonnel(context.game) })),
    revealPair: assign(({ context }) => ({ game: Battle.revealPair(context.game) })),
    awaitStrike: assign(({ context }) => ({ game: Battle.awaitStrike(context.game) })),
    awaitDefense: assign(({ context }) => ({ game: Battle.awaitDefense(context.game) })),
    defendAlone: assign(({ context }) => ({ game: Battle.defendAlone(context.game) })),
    beginTactics: assign(({ context }) => ({ game: Battle.beginTactics(context.game) })),
    awaitTactic: assign(({ context }) => ({ game: Battle.awaitTactic(context.game) })),
    revealTactics: assign(({ context }) => ({ game: Battle.revealTactics(context.game) })),
    applyAnswer: assign(({ context }, params: Answer) => ({
      game: Decisions.apply(params.command)(context.game),
    })),
    determinePersonnelWinner: assign(({ context }) => ({
      game: Battle.determinePersonnelWinner(context.game),
    })),
    resolvePersonnel: assign(({ context }) => ({
      game: Battle.answeringKills(Battle.resolvePersonnel)(context.game),
    })),
    openFire: assign(({ context }) => ({ game: Battle.openFire(context.game) })),
    returnFire: assign(({ context }) => ({ game: Battle.returnFire(context.game) })),
    // the damage's kills answered at once: kept for the resolution's window (Rulebook 7.4 ship battle, stage 8)
    applyDamage: assign(({ context }) => ({ game: Settle.answerEvents(Battle.applyDamage(context.game)) })),
    awaitDamageFollowUp: assign(({ context }) => ({ game: Battle.awaitFollowUp(context.game) })),
    determineShipWinner: assign(({ context }) => ({ game: Battle.determineShipWinner(context.game) })),
    openDestructionResponses: assign(({ context }) => ({
      game: Battle.openDestructionResponses(context.game),
    })),
    // the destructions' and kills' game events answered at once (Escape Pod's rescue, the kills' responses)
    resolveShip: assign(({ context }) => ({
      game: Battle.answeringKills(Battle.resolveShip)(context.game),
    })),
    beginReattack: assign(({ context }) => ({ game: Battle.beginReattack(context.game) })),
    finishBattle: assign(({ context }) => Battle.finish(context.game)),
  },
}).createMachine({
  id: 'battle',
  description: 'Rulebook 7.4 Battle: a personnel battle or a ship battle, from initiation to resolution',
  context: ({ input }) => ({ game: Battle.begin(input.request)(input.game), report: null }),
  initial: 'initiated',
  states: {
    initiated: {
      description: 'Rulebook 7.4 stage 1 Initiation: the attacking force and its target are announced',
      always: [{ guard: 'isPersonnelBattle', target: 'personnelBattle' }, { target: 'shipBattle' }],
    },
    personnelBattle: {
      description: 'Rulebook 7.4 personnel battle',
      initial: 'responses',
      states: {
        responses: {
          description:
            'Stage 2 Responses: players controlling a force may play cards that apply at the initiation of battle (Honor Challenge)',
          entry: 'openInitiationResponses',
          always: { guard: not('isResponding'), target: 'formUp' },
          on: responses,
        },
        formUp: {
          description:
            'Stage 3 Form Up: those who may not fight are set aside, each force shuffled into a combat pile',
          entry: 'formUpPersonnel',
          always: { target: 'combat' },
        },
        combat: {
          description: 'Stage 4 Combat: reveal the top combatant of each pile, until either pile is empty',
          always: [
            { guard: 'hasPairsLeft', target: 'adversariesRevealed', actions: 'revealPair' },
            { target: 'determiningWinner' },
          ],
        },
        adversariesRevealed: {
          description:
            'Stage 4: the stronger may stun the weaker, or mortally wound one with less than half its STRENGTH',
          always: [{ guard: 'isAwaitingStrike', target: 'awaitingStrike' }, { target: 'combat' }],
        },
        awaitingStrike: {
          description:
            "Stage 4: the stronger adversary's controller chooses to stun, mortally wound or spare",
          entry: 'awaitStrike',
          on: { 'battle.strike': answered('combat') },
        },
        determiningWinner: {
          description:
            'Stage 5 Determine Winner: the higher STRENGTH still fighting wins; a random loser is mortally wounded',
          entry: 'determinePersonnelWinner',
          always: { target: 'resolution' },
        },
        resolution: {
          description:
            'Stage 6 Resolution: the mortally wounded die, the stunned recover, every survivor is stopped; cards may answer the personnel just killed (Klingon Death Yell)',
          entry: 'resolvePersonnel',
          always: [
            { guard: and([not('isResponding'), 'hasReattack']), target: 'reattack' },
            { guard: not('isResponding'), target: 'resolved' },
          ],
          on: responses,
        },
        reattack: {
          description:
            'Klingon Right of Vengeance: the battle is over and the avengers re-attack at once with double STRENGTH, a new battle from stage 2 Responses',
          entry: 'beginReattack',
          always: { target: 'responses' },
        },
        resolved: { description: 'Stage 6 Resolution: the battle is over', type: 'final' },
      },
      onDone: { target: 'over' },
    },
    shipBattle: {
      description: 'Rulebook 7.4 ship battle',
      initial: 'initiation',
      states: {
        initiation: {
          description:
            'Stage 1 Initiation: the defender is asked how to defend, unless the target stands alone and cannot fire back (against a self-controlled attacker, each player targeted in turn)',
          always: [
            { guard: not('isAwaitingDefense'), target: 'responses' },
            { guard: 'hasOneDefense', actions: 'defendAlone' },
            { target: 'awaitingDefense' },
          ],
        },
        awaitingDefense: {
          description:
            'Stage 1 Initiation: the defender adds cards with WEAPONS to the defending force and decides whether to return fire',
          entry: 'awaitDefense',
          on: { 'battle.defend': answered('initiation') },
        },
        responses: {
          description:
            'Stage 2 Responses: players controlling a force may play cards that apply at the initiation of battle',
          entry: 'openInitiationResponses',
          always: { guard: not('isResponding'), target: 'tactics' },
          on: responses,
        },
        tactics: {
          description:
            'Stage 3 Tactics: each player with an open Battle Bridge side deck may draw up to two Tactic cards and play one face down',
          entry: 'beginTactics',
          always: { target: 'choosingTactics' },
        },
        choosingTactics: {
          description: 'Stage 3 Tactics: the players choose in turn, the attacker first',
          always: [{ guard: 'isChoosingTactic', target: 'awaitingTactic' }, { target: 'revealingTactics' }],
        },
        awaitingTactic: {
          description:
            'Stage 3 Tactics: the player draws the next Tactic, or plays one drawn face down (or none)',
          entry: 'awaitTactic',
          on: { 'tactic.draw': answered('choosingTactics'), 'tactic.play': answered('choosingTactics') },
        },
        revealingTactics: {
          description:
            'Stage 3 Tactics: once all current tactics are chosen, they are revealed simultaneously',
          entry: 'revealTactics',
          always: { target: 'openFire' },
        },
        openFire: {
          description:
            "Stage 4 Open Fire: ATTACK (the force's WEAPONS, plus its current tactic's ATTACK bonus once) against DEFENSE (the target's SHIELDS, +50% of a facility it is docked at, plus its force's tactic's DEFENSE bonus)",
          entry: 'openFire',
          always: { target: 'returnFire' },
        },
        returnFire: {
          description: 'Stage 5 Return Fire: the same, forces reversed, if the defender returns fire',
          entry: 'returnFire',
          always: { target: 'damage' },
        },
        damage: {
          description:
            "Stage 6 Damage (7.5.1): the damaging player's tactics damage (the current tactic's, else default damage) or rotation damage (one marker for a hit, two for a direct hit)",
          entry: 'applyDamage',
          always: { target: 'followingUpDamage' },
        },
        followingUpDamage: {
          description:
            'Stage 6 Damage (7.5.1): the choices the damage left, in order (a ship also hit, an Event nullified, a download onto a damaged card, a ship to steal equipment to)',
          always: [
            { guard: 'hasDamageFollowUp', target: 'awaitingDamageFollowUp' },
            { target: 'determiningWinner' },
          ],
        },
        awaitingDamageFollowUp: {
          description: 'Stage 6 Damage: the player answers the first choice the damage left',
          entry: 'awaitDamageFollowUp',
          on: {
            'damage.alsoHit': answered('followingUpDamage'),
            'damage.nullify': answered('followingUpDamage'),
            'damage.steal': answered('followingUpDamage'),
            'damage.download': answered('followingUpDamage'),
            'damage.decline': answered('followingUpDamage'),
          },
        },
        determiningWinner: {
          description:
            'Stage 7 Determine Winner: the force with the least HULL damage (each card capped at 100%)',
          entry: 'determineShipWinner',
          always: { target: 'destructionResponses' },
        },
        destructionResponses: {
          description:
            'Stage 8 Resolution: before the cards at 100% HULL damage are destroyed, players may play cards that respond to their destruction (Escape Pod)',
          entry: 'openDestructionResponses',
          always: { guard: not('isResponding'), target: 'resolution' },
          on: responses,
        },
        resolution: {
          description:
            'Stage 8 Resolution: current tactics are discarded, cards at 100% HULL damage are destroyed (their crews killed, which cards may answer), survivors stopped',
          entry: 'resolveShip',
          always: { guard: not('isResponding'), target: 'resolved' },
          on: responses,
        },
        resolved: { description: 'Stage 8 Resolution: the battle is over', type: 'final' },
      },
      onDone: { target: 'over' },
    },
    over: {
      description:
        'Rulebook 7.4: the battle is over; the attacked player may counter-attack during their next turn',
      type: 'final',
      entry: 'finishBattle',
    },
  },
  output: ({ context }) => ({ game: context.game, report: context.report as Battle.BattleReport }),
});
