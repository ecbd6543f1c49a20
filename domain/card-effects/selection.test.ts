import {
  ableToAct,
  aboardOf,
  allInPlay,
  allOf,
  anyOf,
  attributeAbove,
  attributeBelow,
  awayTeamOf,
  bottomOf,
  chosenWithSkills,
  discardPileOf,
  drawDeckOf,
  firstOf,
  guessedTypeOf,
  handOf,
  hasSkill,
  inBattle,
  not,
  ofType,
  oneChosenOf,
  othersPresentWithOf,
  outermostOf,
  phased,
  presentWithOf,
  seedCardsUnder,
  targetIf,
  theSelected,
  theTarget,
  titled,
  topOf,
  yours,
} from '../../cards/language/build';
import { beginShipBattle, space } from '../battle-rules/battle-test-support';
import { moveCard } from '../core/game-state';
import { fromSeed } from '../core/random';
import { scenario } from '../game/scenario';
import { actOn, selected } from './selection';

describe('selected', () => {
  it('should find the equipment aboard a ship, or present with an Away Team member, artifacts used as Equipment included (Rulebook 12.4 Present; Rulings "card types")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .ship('p1', 'Runabout', { at: 'Avert Disaster' })
      .aboard('Runabout', 'p1', ['Data', 'Tricorder', 'Interphase Generator'])
      .surface('Avert Disaster', 'p2', ['Kromm', 'Klingon Disruptor'])
      .build();
    const equipment = presentWithOf(theTarget, ofType('Equipment'));
    // Act
    const found = [s.id('Runabout'), s.id('Kromm')].map((target) =>
      selected(equipment, choices('p1', target))(s.game),
    );
    // Assert
    expect(found).toEqual([[s.id('Tricorder'), s.id('Interphase Generator')], [s.id('Klingon Disruptor')]]);
  });

  it('should select the target only when it matches the filter of targetIf (Hugh: "all {Rogue Borg} at one location")', () => {
    // Arrange
    const s = scenario().mission('p1', 'Avert Disaster').surface('Avert Disaster', 'p1', ['Data']).build();
    // Act
    const personnel = selected(targetIf(ofType('Personnel')), choices('p1', s.id('Data')))(s.game);
    const ship = selected(targetIf(ofType('Ship')), choices('p1', s.id('Data')))(s.game);
    // Assert
    expect(personnel).toEqual([s.id('Data')]);
    expect(ship).toEqual([]);
  });

  it("should read 'your' for the card's player and keep only the first card with firstOf (Tox Uthat: \"Discard after use\")", () => {
    // Arrange
    const s = scenario()
      .table('p1', [{ title: 'Tox Uthat', label: 'mine' }])
      .table('p2', [{ title: 'Tox Uthat', label: 'theirs' }])
      .build();
    // Act
    const mine = selected(firstOf(allInPlay(titled('Tox Uthat'))), choices('p1', null))(s.game);
    const yoursOnly = selected(allInPlay(allOf(yours, titled('Tox Uthat'))), choices('p2', null))(s.game);
    // Assert
    expect(mine).toEqual([s.id('mine')]);
    expect(yoursOnly).toEqual([s.id('theirs')]);
  });

  it('should select nothing at a location when the card that names it is absent (Rulebook 12.4 "Here")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .surface('Avert Disaster', 'p1', ['Tricorder'])
      .build();
    // Act
    const found = selected(allInPlay(ofType('Equipment'), { at: theTarget }), choices('p1', null))(s.game);
    // Assert
    expect(found).toEqual([]);
  });

  it('should select the members of an Away Team without a skill nor an attribute above a value (Vulcan Stone of Gol; Rulings "Away Team and crew")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .surface('Avert Disaster', 'p1', ['Data', 'Wesley Crusher', 'Tasha Yar'])
      .build();
    const doomed = awayTeamOf(theTarget, not(anyOf(hasSkill('Youth'), attributeAbove('CUNNING', 7))));
    // Act
    const found = selected(doomed, choices('p1', s.id('Data')))(s.game);
    // Assert: Data has CUNNING>7, Wesley Crusher has Youth, Tasha Yar has CUNNING 7 and no Youth
    expect(found).toEqual([s.id('Tasha Yar')]);
  });

  it('should select the other ships there with an attribute below a value, but the one excepted (Auto-Destruct Sequence: "all other ships at same location that have SHIELDS<8")', () => {
    // Arrange: the Runabout and the I.K.C. K'Vort have SHIELDS<8, the Husnock Ship has not; the Miranda is elsewhere
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .mission('p2', 'Test Mission')
      .ship('p1', 'Runabout', { at: 'Avert Disaster' })
      .ship('p2', "I.K.C. K'Vort", { at: 'Avert Disaster' })
      .ship('p2', 'Husnock Ship', { at: 'Avert Disaster' })
      .ship('p2', 'U.S.S. Miranda', { at: 'Test Mission' })
      .build();
    const others = allInPlay(allOf(ofType('Ship'), attributeBelow('SHIELDS', 8)), {
      at: theTarget,
      except: theTarget,
    });
    // Act
    const found = selected(others, choices('p1', s.id('Runabout')))(s.game);
    // Assert
    expect(found).toEqual([s.id("I.K.C. K'Vort")]);
  });

  it('should select the cards in the hand of the player named, in its order (Masaka Transformations: "shuffle entire hand")', () => {
    // Arrange
    const s = scenario().hand('p1', ['Data']).hand('p2', ['Vash', 'Worf']).build();
    // Act
    const hand = selected(handOf('chosenPlayer'), { ...choices('p1', null), targetPlayer: 'p2' })(s.game);
    // Assert
    expect(hand).toEqual([s.id('Vash'), s.id('Worf')]);
  });

  it('should select the top or the bottom cards of a discard pile, those matching its filter (Rulebook "Discard Pile"; Mutation, Raktajino)', () => {
    // Arrange
    const s = scenario().discard('p2', ['Vash', 'Runabout', 'Tricorder', 'Worf', 'Data']).build();
    const p2 = { ...choices('p1', null), targetPlayer: 'p2' } as const;
    // Act
    const top = selected(topOf(2, discardPileOf('chosenPlayer')), p2)(s.game);
    const bottom = selected(
      bottomOf(3, discardPileOf('chosenPlayer', anyOf(ofType('Personnel'), ofType('Ship')))),
      p2,
    )(s.game);
    const more = selected(topOf(9, discardPileOf('chosenPlayer')), p2)(s.game);
    // Assert
    expect(top).toEqual([s.id('Vash'), s.id('Runabout')]);
    expect(bottom).toEqual([s.id('Runabout'), s.id('Worf'), s.id('Data')]);
    expect(more).toHaveLength(5);
  });

  it('should select the one card the play names among those offered, none when it names another (Mutation: "discard one card to draw two")', () => {
    // Arrange
    const s = scenario().hand('p1', ['Data', 'Worf']).hand('p2', ['Vash']).build();
    const fromHand = oneChosenOf(handOf('you'));
    // Act
    const [mine, theirs] = ['Worf', 'Vash'].map((card) =>
      selected(fromHand, { ...choices('p1', null), take: s.id(card) })(s.game),
    );
    // Assert
    expect([mine, theirs]).toEqual([[s.id('Worf')], []]);
  });

  it('should select the cards of the opponent\'s draw deck, top first (Thought Maker: "Look at opponent\'s draw deck")', () => {
    // Arrange
    const s = scenario().drawDeck('p1', ['Data']).drawDeck('p2', ['Vash', 'Worf']).build();
    // Act
    const deck = selected(drawDeckOf('opponent'), choices('p1', null))(s.game);
    // Assert
    expect(deck).toEqual([s.id('Vash'), s.id('Worf')]);
  });

  it('should select the cards an earlier select named that are still in the game (issue #14 named selections)', () => {
    // Arrange
    const s = scenario().hand('p1', ['Data', 'Worf']).build();
    // Act
    const named = selected(theSelected('picked'), {
      ...choices('p1', null),
      named: { picked: [s.id('Worf'), 'gone'] },
    })(s.game);
    // Assert
    expect(named).toEqual([s.id('Worf')]);
  });
});

describe('selected of oneChosenOf', () => {
  it('should select your other personnel present that can act, and of them only the one the play names (Rulebook 12.4 Present, 10.2.3; Vulcan Mindmeld: "one of your other personnel present")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .surface('Avert Disaster', 'p1', ['Taurik', 'Data', 'Deanna Troi'])
      .surface('Avert Disaster', 'p2', ['Worf'])
      .modify('Deanna Troi', { disabled: true })
      .build();
    const others = othersPresentWithOf(theTarget, allOf(yours, ofType('Personnel'), ableToAct));
    const named = (take: string) => ({ ...choices('p1', s.id('Taurik')), take: s.id(take) });
    // Act
    const offered = selected(others, choices('p1', s.id('Taurik')))(s.game);
    const taken = ['Data', 'Worf'].map((take) => selected(oneChosenOf(others), named(take))(s.game));
    // Assert
    expect(offered).toEqual([s.id('Data')]);
    expect(taken).toEqual([[s.id('Data')], []]);
  });
});

describe('selected of guessedTypeOf', () => {
  it('should select the card pointed to among those offered only when its card type was guessed (Telepathic Alien Kidnappers: "If guessed correctly")', () => {
    // Arrange
    const s = scenario().hand('p1', ['Data']).hand('p2', ['Vash', 'Red Alert!']).build();
    const guessing = (card: string, cardType: 'Personnel' | 'Event') => ({
      ...choices('p1', null),
      guess: { card: s.id(card), cardType },
    });
    const pointed = guessedTypeOf(handOf('opponent'));
    // Act
    const found = [
      guessing('Vash', 'Personnel'),
      guessing('Vash', 'Event'),
      guessing('Data', 'Personnel'),
    ].map((asked) => selected(pointed, asked)(s.game));
    // Assert
    expect(found).toEqual([[s.id('Vash')], [], []]);
  });
});

describe('selected of chosenWithSkills', () => {
  it('should select the personnel the play names among those offered, no other (Rulebook "Using Skills"; Scan: "Stop your Computer Skill and Stellar Cartography aboard")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Investigate Anomaly')
      .ship('p1', 'U.S.S. Galaxy', { at: 'Investigate Anomaly' })
      .aboard('U.S.S. Galaxy', 'p1', ['Data', 'Neela Daren'])
      .surface('Investigate Anomaly', 'p1', ['Taitt'])
      .build();
    const named = chosenWithSkills(aboardOf(theTarget, yours), 'Computer Skill', 'Stellar Cartography');
    const stop = [s.id('Neela Daren'), s.id('Taitt'), s.id('Data')];
    // Act
    const found = selected(named, { ...choices('p1', s.id('U.S.S. Galaxy')), stop })(s.game);
    const none = selected(named, choices('p1', s.id('U.S.S. Galaxy')))(s.game);
    // Assert
    expect(found).toEqual([s.id('Neela Daren'), s.id('Data')]);
    expect(none).toEqual([]);
  });
});

describe('selected of outermostOf and seedCardsUnder', () => {
  it('should keep the cards there but those aboard or on another kept, a phased ship and its crew left out, and list the seed cards under the mission (Rulebook "Leaving Play", 7.6; Supernova: "Everything there")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Excavation')
      .seed('Excavation', 'p2', ['Armus - Skin of Evil'])
      .ship('p2', 'U.S.S. Enterprise', { at: 'Excavation' })
      .aboard('U.S.S. Enterprise', 'p2', ['Data'])
      .ship('p2', 'Runabout', { at: 'Excavation' })
      .aboard('Runabout', 'p2', ['Worf'])
      .modify('Runabout', { cloaked: true, phased: true })
      .surface('Excavation', 'p2', ['Tasha Yar'])
      .build();
    const there = allInPlay(allOf(not(ofType('Mission')), not(phased)), { at: theTarget });
    const at = choices('p1', s.id('Excavation'));
    // Act
    const outermost = selected(outermostOf(there), at)(s.game);
    const all = selected(there, at)(s.game);
    const seeded = selected(seedCardsUnder(theTarget), at)(s.game);
    // Assert
    expect([...outermost].sort()).toEqual([s.id('U.S.S. Enterprise'), s.id('Tasha Yar')].sort());
    expect([...all].sort()).toEqual([s.id('U.S.S. Enterprise'), s.id('Data'), s.id('Tasha Yar')].sort());
    expect(seeded).toEqual([s.id('Armus - Skin of Evil')]);
  });
});

describe('actOn', () => {
  it("should pick a random selection one card at a time among those left, with the game's generator (Rulebook 12.14)", () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .ship('p1', 'Runabout', { at: 'Avert Disaster' })
      .aboard('Runabout', 'p1', ['Data', 'Tricorder', 'Worf'])
      .build();
    const game = { ...s.game, random: fromSeed(7) };
    const acted: Array<string> = [];
    // Act
    const after = actOn(
      { kind: 'random', count: 5, of: { kind: 'aboard', of: theTarget, filter: ofType('Personnel') } },
      choices('p1', s.id('Runabout')),
      (id) => (g) => {
        acted.push(id);
        return moveCard(id, { kind: 'discard', player: 'p1' }, 'top')(g);
      },
    )(game);
    // Assert
    expect([...acted].sort()).toEqual([s.id('Data'), s.id('Worf')].sort());
    expect(after.random).not.toEqual(game.random);
  });
});

describe('selected of inBattle', () => {
  it('should select the matching cards of the forces of the battle under way, none without one (Rulebook 7.4; Battle Bridge Door: "Allows you to draw two extra Tactic cards")', () => {
    // Arrange: p1's Vor'Cha attacks p2's Enterprise
    const s = space('in space').build();
    const battle = beginShipBattle(s.game, s.id);
    // Act
    const p2sFirst = selected(firstOf(inBattle(yours)), choices('p2', null))(battle);
    const p1s = selected(inBattle(yours), choices('p1', null))(battle);
    const none = selected(inBattle(yours), choices('p2', null))(s.game);
    // Assert
    expect(p2sFirst).toEqual([s.id('U.S.S. Enterprise')]);
    expect(p1s).toEqual([s.id("I.K.C. Vor'Cha")]);
    expect(none).toEqual([]);
  });
});

// Helpers

const choices = (player: 'p1' | 'p2', targetCard: string | null) =>
  ({ player, targetCard, targetPlayer: null, take: null }) as const;
