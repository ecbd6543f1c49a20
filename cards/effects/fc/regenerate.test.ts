// Regenerate (fc/regenerate), event: "Plays to fully repair and "stop" any {Borg Ship} dilemma or Borg ship (nullifying
// any cards reducing its attributes) OR to shuffle your discard pile into draw deck. Discard event."
// Rulebook 7.5.2 Repair L872 ("fully repaired … remove all damage markers immediately"), 10.2.1 Stopped, 12.11 S.A.M.

import { placeInSpace } from '../../../domain/battle-rules/self-controlled';
import { isStopped } from '../../../domain/cards-in-play/presence';
import { attribute } from '../../../domain/cards-in-play/skills';
import { cardsIn, type GameState, getCard } from '../../../domain/core/game-state';
import { forThisTurn, modifiedBy, ofType, onCard, theTarget, attribute as value } from '../../language/build';
import { standIn } from '../../registry/stand-ins';
import { onTurn, refusal, send } from '../play-test-support';

// a stand-in interrupt whose effect outlasts it: "Select a ship. WEAPONS -2 for this turn."
standIn({
  title: 'Weapons Drain',
  like: 'Transwarp Conduit',
  printedText: 'Select a ship. WEAPONS -2 for this turn.',
  text: {
    plays: onCard(ofType('Ship')),
    immediate: [forThisTurn(theTarget, modifiedBy(value('WEAPONS'), 'add', -2))],
  },
});

const CUBE = 'Borg Cube';
const RULE = 'Play a Card';

describe('regenerate', () => {
  it('should fully repair and stop a Borg ship, nullifying the card reducing its attributes, then be discarded (Rulebook 7.5.2, 12.11)', () => {
    // Arrange: p1's damaged Borg Cube, with p2's "... in the Engine Room" aboard and 100 tribbles (WEAPONS -1, RANGE -1)
    const s = onTurn()
      .mission('p1', { title: 'Study Nebula', label: 'A' })
      .ship('p1', CUBE, { at: 'A' })
      .aboard(CUBE, 'p1', ['100 Tribbles - Bonus'])
      .aboard(CUBE, 'p2', ['... in the Engine Room'])
      .modify(CUBE, { damage: 1 })
      .hand('p1', ['Regenerate'])
      .build();
    const [card, cube, trouble] = [s.id('Regenerate'), s.id(CUBE), s.id('... in the Engine Room')];
    const weapons = (game: GameState) => attribute(cube, 'WEAPONS')(game);
    // Act
    const after = send(s.game, {
      type: 'card.play',
      player: 'p1',
      card,
      kind: 'event',
      target: { card: cube },
    });
    // Assert
    expect(getCard(cube)(after).damage).toBe(0);
    expect(isStopped(cube)(after)).toBe(true);
    expect(getCard(trouble)(after).zone).toEqual({ kind: 'discard', player: 'p2' });
    expect(weapons(after)).toBe(weapons(s.game) + 1);
    expect(getCard(s.id('100 Tribbles - Bonus'))(after).zone).toEqual({ kind: 'aboard', carrier: cube });
    expect(cardsIn({ kind: 'discard', player: 'p1' })(after)).toEqual([card]);
  });

  it('should end the "for this turn" modifier of an interrupt already discarded that lowers its attributes (nullifying, Rulebook L319, 12.11)', () => {
    // Arrange: p2's Weapons Drain lowered the Borg Cube's WEAPONS for this turn, then went to p2's discard pile
    const s = onTurn()
      .mission('p1', { title: 'Study Nebula', label: 'A' })
      .ship('p1', CUBE, { at: 'A' })
      .hand('p1', ['Regenerate'])
      .hand('p2', ['Weapons Drain'])
      .build();
    const [card, cube, drain] = [s.id('Regenerate'), s.id(CUBE), s.id('Weapons Drain')];
    const weapons = (game: GameState) => attribute(cube, 'WEAPONS')(game);
    const drained = send(s.game, {
      type: 'card.play',
      player: 'p2',
      card: drain,
      kind: 'interrupt',
      target: { card: cube },
    });
    // Act
    const after = send(drained, {
      type: 'card.play',
      player: 'p1',
      card,
      kind: 'event',
      target: { card: cube },
    });
    // Assert
    expect(weapons(drained)).toBe(weapons(s.game) - 2);
    expect(getCard(drain)(drained).zone).toEqual({ kind: 'discard', player: 'p2' });
    expect(weapons(after)).toBe(weapons(s.game));
    expect(cardsIn({ kind: 'discard', player: 'p2' })(after)).toEqual([drain]);
  });

  it('should fully repair and stop the Borg Ship dilemma in play (Current Rulings "battle")', () => {
    // Arrange: the Borg Ship dilemma in space at B, damaged
    const built = onTurn()
      .mission('p1', { title: 'Test Mission', label: 'A' })
      .mission('p1', { title: 'Study Nebula', label: 'B' })
      .seed('A', 'p2', ['Borg Ship'])
      .hand('p1', ['Regenerate'])
      .build();
    const borg = built.id('Borg Ship');
    const game = placeInSpace(borg, built.id('B'), built.id('A'))(built.game);
    const damaged: GameState = {
      ...game,
      cards: { ...game.cards, [borg]: { ...getCard(borg)(game), damage: 1 } },
    };
    const card = built.id('Regenerate');
    // Act
    const after = send(damaged, {
      type: 'card.play',
      player: 'p1',
      card,
      kind: 'event',
      target: { card: borg },
    });
    // Assert
    expect(getCard(borg)(after)).toMatchObject({ damage: 0, stopped: true });
    expect(cardsIn({ kind: 'discard', player: 'p1' })(after)).toEqual([card]);
  });

  it('should shuffle your discard pile into your draw deck with its other function, then be discarded (Rulebook 12.14)', () => {
    // Arrange
    const s = onTurn()
      .hand('p1', ['Regenerate'])
      .discard('p1', ['Vash', 'Worf'])
      .drawDeck('p1', ['Data'])
      .discard('p2', ['Tasha Yar'])
      .build();
    const card = s.id('Regenerate');
    // Act
    const after = send(s.game, { type: 'card.play', player: 'p1', card, kind: 'event', function: 1 });
    // Assert
    expect([...cardsIn({ kind: 'drawDeck', player: 'p1' })(after)].sort()).toEqual(
      ['Data', 'Vash', 'Worf'].map(s.id).sort(),
    );
    expect(cardsIn({ kind: 'discard', player: 'p1' })(after)).toEqual([card]);
    expect(cardsIn({ kind: 'discard', player: 'p2' })(after)).toEqual([s.id('Tasha Yar')]);
  });

  it('should not play on a ship that is not Borg, nothing changing (Regenerate: "any {Borg Ship} dilemma or Borg ship")', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', { title: 'Study Nebula', label: 'A' })
      .ship('p1', 'U.S.S. Enterprise', { at: 'A' })
      .modify('U.S.S. Enterprise', { damage: 1 })
      .hand('p1', ['Regenerate'])
      .build();
    const play = {
      type: 'card.play',
      player: 'p1',
      card: s.id('Regenerate'),
      kind: 'event',
      target: { card: s.id('U.S.S. Enterprise') },
    } as const;
    // Act
    const rule = refusal(s.game, play);
    // Assert
    expect(rule).toBe(RULE);
    expect(getCard(s.id('U.S.S. Enterprise'))(s.game).damage).toBe(1);
  });
});
