import * as E from 'fp-ts/Either';
import { type DeckProblem, parseDeck } from '../../cards/deck-list';
import { validateDeck } from './deck-building';
// the card declarations plugged into the ports the deck rules ask (the Battle Bridge doorways' procedures)
import '../game/interpreters';

const AUXILIARY_CONTROL = 'Battle Bridge Door: Auxiliary Control';

/** Thirteen different declared Tactics. */
const THIRTEEN = [
  'Phaser Banks',
  'Plasma Torpedo',
  'Pulse Disruptor',
  'Spiral-Wave Disruptor',
  'Primary Energy Weapon',
  'Phased Polaron Beam',
  'Ferengi Energy Weapon',
  'Full Phaser Spread',
  'Photon Torpedo',
  'Strafing Run',
  'Evasive Maneuvers',
  'Attack Wing',
  'Quantum Torpedo',
];

describe('checkBattleBridgeContents', () => {
  it('should accept 13 different Tactics behind Auxiliary Control ("at least 13 [Tactic], all different")', () => {
    // Arrange & Act
    const problems = problemsOf(THIRTEEN);
    // Assert
    expect(problems).toEqual([]);
  });

  it('should refuse fewer than 13 Tactics, and a second copy of one (Auxiliary Control)', () => {
    // Arrange & Act
    const few = problemsOf(THIRTEEN.slice(1));
    const twice = problemsOf([...THIRTEEN.slice(1), 'Photon Torpedo']);
    // Assert
    expect(few).toEqual([
      { line: 14, rule: AUXILIARY_CONTROL, message: 'the side deck holds 12 Tactics; it needs at least 13' },
    ]);
    expect(twice).toEqual([
      {
        line: 27,
        rule: AUXILIARY_CONTROL,
        message: 'a second "Photon Torpedo": its Tactics must all be different',
      },
    ]);
  });

  it('should ask nothing more of a Battle Bridge Door side deck (Rulebook "Side decks")', () => {
    // Arrange & Act
    const problems = problemsOf(['2x Phaser Banks'], 'Battle Bridge Door');
    // Assert
    expect(problems).toEqual([]);
  });
});

// Helpers

/** The problems of a legal deck whose Battle Bridge side deck (line 14) holds `tactics`, one line each. */
const problemsOf = (
  tactics: ReadonlyArray<string>,
  doorway = AUXILIARY_CONTROL,
): ReadonlyArray<DeckProblem> => {
  const text = [
    'Missions:',
    'Avert Disaster',
    'Cultural Observation',
    'Diplomacy Mission',
    'Study "Hole in Space"',
    'Study Nebula',
    'Test Mission',
    'Seed deck:',
    'Federation Outpost',
    doorway,
    'Draw deck:',
    '30x Data',
    '',
    `Side deck: ${doorway}`,
    ...tactics,
  ].join('\n');
  return E.match(
    (problems: ReadonlyArray<DeckProblem>) => problems,
    () => [],
  )(E.flatMap(validateDeck)(parseDeck(text)));
};
