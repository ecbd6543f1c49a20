// Issue 16: scenario starts of the fuzz campaign, for the decisions no generated deck reaches in random play: a
// download in place of the end-of-turn draw (turn.draw: Praxus, as machines/heuristic/draws.test.ts sets it up) and an
// infiltrator asked to join a mission attempt (attempt.infiltrator: O'Brien Founder infiltrating, as
// machines/mission-attempt.machine.test.ts does). Each is a play-phase table built with the scenario builder, with
// draw decks from the bundled decks so that the game goes on after it.
import { loadCardDatabase } from '../cards/database';
import type { Deck } from '../cards/deck-list';
import { bundledDecks } from '../cards/decks';
import type { GameState } from '../domain/core/game-state';
import { type ScenarioBuilder, scenario } from '../domain/game/scenario';

/** A named scenario start: its play-phase table for a seed. */
export interface ScenarioStart {
  readonly name: string;
  readonly build: (seed: number) => GameState;
}

const drawTitles = (deck: Deck): ReadonlyArray<string> =>
  deck.draw.cards.map((entry) => loadCardDatabase().blueprint(entry.id).title);

/** Both players' draw decks: the bundled decks' draw decks, after `top` for p1. */
const withDrawDecks = (builder: ScenarioBuilder, top: ReadonlyArray<string>): ScenarioBuilder =>
  builder
    .drawDeck('p1', [...top, ...drawTitles(bundledDecks.federation)])
    .drawDeck('p2', drawTitles(bundledDecks.klingon));

export const scenarioStarts: ReadonlyArray<ScenarioStart> = [
  {
    // Rulebook "Downloading": Praxus "May download {Cloaked Maneuvers} in place of a card draw"
    name: 'scenario: Praxus downloads in place of a draw',
    build: (seed) =>
      withDrawDecks(
        scenario({ active: 'p1', seed })
          .mission('p1', 'Test Mission')
          .mission('p2', 'Excavation')
          .surface('Test Mission', 'p1', ['Praxus']),
        ['Cloaked Maneuvers'],
      ).build().game,
  },
  {
    // Rulebook "Infiltration": an infiltrator in the attempting team is asked whether it joins
    name: "scenario: O'Brien Founder infiltrates an away team",
    build: (seed) =>
      withDrawDecks(
        scenario({ active: 'p1', seed })
          .mission('p1', 'Excavation')
          .mission('p2', 'Test Mission')
          .surface('Excavation', 'p1', ['Baran', 'Deanna Troi'])
          .surface('Excavation', 'p2', ["O'Brien Founder"])
          .modify("O'Brien Founder", {
            affiliation: 'Federation',
            infiltration: { into: 'p1', revertsTo: 'Dominion' },
          }),
        [],
      ).build().game,
  },
];
