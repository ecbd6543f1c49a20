import * as E from 'fp-ts/Either';
import { cardsIn } from '../core/game-state';
import { type Scenario, scenario } from '../game/scenario';
import { candidates, canReplace, canReplaceAny, type ReplacePersonas, replace } from './persona-replacement';

// Lt. Dax's lore names Jadzia Dax in bold: they are two versions of one persona (Rulebook "Personas").

describe('canReplace', () => {
  it('should offer exchanging a persona in play for another version in hand (Rulebook "Persona Replacement")', () => {
    // Arrange
    const s = daxAtOutpost(['Lt. Dax', 'Data']);
    // Act
    const offered = candidates('p1')(s.game);
    // Assert
    expect(canReplaceAny('p1')(s.game)).toBe(true);
    expect(offered).toEqual([exchange(s, 'Lt. Dax'), { type: 'persona.pass', player: 'p1' }]);
  });

  it('should refuse exchanging a persona for a card of another persona (Rulebook "Persona Replacement")', () => {
    // Arrange
    const s = daxAtOutpost(['Lt. Dax', 'Data']);
    // Act
    const result = canReplace(exchange(s, 'Data'))(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('Persona Replacement');
  });

  it('should not open the window without another version in hand (Rulebook "Persona Replacement")', () => {
    // Arrange
    const s = daxAtOutpost(['Data']);
    // Act & Assert
    expect(canReplaceAny('p1')(s.game)).toBe(false);
  });
});

describe('replace', () => {
  it('should put the new version where the old one was, with its status, and the old one in hand (Rulings "Persona replacement")', () => {
    // Arrange
    const s = daxAtOutpost(['Lt. Dax'], true);
    // Act
    const after = replace(exchange(s, 'Lt. Dax'))(s.game);
    // Assert
    expect(cardsIn({ kind: 'aboard', carrier: s.id('Federation Outpost') })(after)).toEqual([
      s.id('Lt. Dax'),
    ]);
    expect(after.cards[s.id('Lt. Dax')]).toMatchObject({
      stopped: true,
      affiliation: 'Federation',
      faceUp: true,
    });
    expect(cardsIn({ kind: 'hand', player: 'p1' })(after)).toEqual([s.id('Jadzia Dax')]);
    expect(after.cards[s.id('Jadzia Dax')]?.stopped).toBe(false);
  });
});

// Helpers

const daxAtOutpost = (hand: ReadonlyArray<string>, stopped = false): Scenario =>
  scenario({ pending: { player: 'p1', decision: 'turn.replacePersonas' } })
    .mission('p1', 'Avert Disaster')
    .facility('p1', 'Federation Outpost', { at: 'Avert Disaster' })
    .aboard('Federation Outpost', 'p1', ['Jadzia Dax'])
    .modify('Jadzia Dax', { stopped })
    .hand('p1', hand)
    .build();

const exchange = (s: Scenario, replacement: string): ReplacePersonas => ({
  type: 'persona.replace',
  player: 'p1',
  replacements: [{ card: s.id('Jadzia Dax'), replacement: s.id(replacement), affiliation: 'Federation' }],
});
