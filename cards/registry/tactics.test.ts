// The declared [Tactic] cards against their printed text and attribute boxes: "Attack: 1. Defense: 2. … Hit =
// [Flip][Flip]. Direct hit = [Flip][Flip][Flip][Flip]. Hull: -30% …", boxes RANGE/WEAPONS/SHIELDS damage.
import * as O from 'fp-ts/Option';
import { loadCardDatabase } from '../database';
import { declarations, textOf } from './card-texts';

const symbols = (printed: string): ReadonlyArray<string> =>
  [...printed.matchAll(/\[(Flip|Down)\]/g)].map((m) => (m[1] === 'Flip' ? 'flip' : 'down'));

// "Tractor beam off line.", "Cloaking Device off line.", "Transporters off line.", "Sensors off line: …", "RANGE
// enhancements off line."
const offLine = (printed: string): ReadonlyArray<unknown> =>
  [
    ...printed.matchAll(
      /(Tractor beam|Cloaking Device|Transporters|Sensors|(RANGE|WEAPONS|SHIELDS) enhancements) off line/g,
    ),
  ].map((m) =>
    m[2] !== undefined
      ? { kind: 'enhancements', attribute: m[2] }
      : m[1] === 'Tractor beam' || m[1] === 'Cloaking Device'
        ? { kind: 'equipment', name: m[1] === 'Tractor beam' ? 'Tractor Beam' : m[1] }
        : { kind: (m[1] as string).toLowerCase() },
  );

// the declared [Tactic] cards: their text has a `tactic` part (Rulebook "[Tactic]")
const tactics = declarations.filter((d) => d.tactic !== undefined);

describe('declarations', () => {
  it('should declare 34 [Tactic] cards (README "What works": 34 of 43 titles)', () => {
    // Arrange, Act & Assert
    expect(tactics).toHaveLength(34);
  });

  it.each(tactics.map((t) => [loadCardDatabase().blueprint(t.blueprint).title, t] as const))(
    'should declare %s as printed (Rulebook "[Tactic]", 7.5.1 DAMAGE)',
    (_, declared) => {
      // Arrange
      const card = loadCardDatabase().blueprint(declared.blueprint);
      const text = card.text;
      const tactic = declared.tactic;
      const boxes = card.type === 'Tactic' ? card.printedStats : [];
      // Act
      const modifiers = (declared.whileInPlay ?? []).flatMap((e) =>
        e.type === 'modify' && 'amount' in e && e.reach === 'host'
          ? e.values.map((v) => [v.name, e.amount])
          : [],
      );
      // Assert
      expect(tactic?.attack).toBe(Number(/Attack: (-?\d+)\./.exec(text)?.[1]));
      expect(tactic?.defense).toBe(Number(/Defense: (-?\d+)\./.exec(text)?.[1]));
      expect(tactic?.hull).toBe(Number(/Hull: -(\d+)%/.exec(text)?.[1] ?? 0));
      const both = /Hit or direct hit = ((?:\[\w+\])+)/.exec(text)?.[1];
      expect(tactic?.hit).toEqual(symbols(both ?? /Hit = ((?:\[\w+\])+)/.exec(text)?.[1] ?? ''));
      expect(tactic?.directHit).toEqual(symbols(both ?? /Direct hit = ((?:\[\w+\])+)/.exec(text)?.[1] ?? ''));
      expect(tactic?.miss ?? []).toEqual(symbols(/Otherwise, [^(]*\(((?:\[\w+\])+)\)/.exec(text)?.[1] ?? ''));
      const printed = ['RANGE', 'WEAPONS', 'SHIELDS']
        .map((name, i) => [name, Number(boxes[i] || 0)] as const)
        .filter(([, n]) => n !== 0);
      expect(modifiers).toEqual(printed);
      expect(tactic?.offLine ?? []).toEqual(offLine(text));
      expect(declared.cumulative).toBe(true);
      expect(O.isSome(textOf(card))).toBe(true);
    },
  );

  it('should share a declaration with a reprint of the same text (Rulebook "Copies": Bah! Phaser Banks)', () => {
    // Arrange
    const reprint = loadCardDatabase().blueprint('Bah!/Bah_19');
    // Act & Assert
    expect(O.map((t: { blueprint: string }) => t.blueprint)(textOf(reprint))).toEqual(
      O.some('bog/phaserbanks'),
    );
  });
});
