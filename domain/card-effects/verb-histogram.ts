// Issue #14 "Done when": the verbs of the effect language and how many card texts use each. A verb is the `type` of
// an effect a declaration composes: a card text's `immediate` effects, lasting effects (`whileInPlay`, with the
// effects an end-of-turn rule runs), `whenEarned`, the effects of its triggered and activated abilities (`triggers`,
// `activated`) and the cost and effects of its replacement effects (`replacements`); a dilemma's `effects` and the
// effects of its lasting rules. A
// verb used by one card text only is a card-specific verb: the redesign turns them into general ones.

import { declarations as cardTexts } from '../../cards/registry/card-texts';
import { declarations as dilemmaDeclarations } from '../../cards/registry/dilemmas';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** One verb and the number of declared card texts that use it. */
export interface VerbUse {
  readonly verb: string;
  readonly texts: number;
}

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Where an effect composes other effects: its `effects`, an "unless"'s or a branch's `then` and `otherwise`, a mission
 * branch's `space` and `planet`, a choice's `options`, a probe's `list` and its `outcomes`' `outcome`.
 */
const composedEffects = [
  'effects',
  'then',
  'otherwise',
  'space',
  'planet',
  'options',
  'list',
  'outcomes',
  'outcome',
];

/**
 * The verbs an effect, or a list of them, uses: its `type`, then those of the effects it composes, however deep.
 * @category operations
 */
export const verbsOf = (effects: unknown): ReadonlyArray<string> => {
  if (Array.isArray(effects)) return effects.flatMap(verbsOf);
  if (typeof effects !== 'object' || effects === null) return [];
  const effect = effects as { readonly type?: unknown } & Readonly<Record<string, unknown>>;
  return [
    ...(typeof effect.type === 'string' ? [effect.type] : []),
    ...composedEffects.flatMap((key) => verbsOf(effect[key])),
  ];
};

/**
 * Every verb of the declared card texts (cards/effects) and dilemmas (cards/dilemmas), with the number of texts that
 * use it, most used first (then by name).
 * @category operations
 */
export const verbHistogram = (): ReadonlyArray<VerbUse> => {
  const uses = new Map<string, number>();
  const count = (verbs: ReadonlyArray<string>) => {
    for (const verb of new Set(verbs)) uses.set(verb, (uses.get(verb) ?? 0) + 1);
  };
  for (const text of cardTexts)
    count([
      ...verbsOf(text.immediate),
      ...verbsOf(text.or?.map((use) => use.immediate)),
      ...verbsOf(text.whileInPlay),
      ...verbsOf(text.whenEarned),
      ...verbsOf(text.triggers?.map((ability) => ability.effects)),
      ...verbsOf(text.activated?.map((ability) => ability.effects)),
      ...verbsOf(text.replacements?.map((replacement) => [replacement.cost, ...replacement.effects])),
    ]);
  for (const dilemma of dilemmaDeclarations)
    count([
      ...verbsOf(dilemma.effects),
      ...(dilemma.lasting ?? []).flatMap((rule) => ('effects' in rule ? verbsOf(rule.effects) : [])),
    ]);
  return [...uses.entries()]
    .map(([verb, texts]) => ({ verb, texts }))
    .sort((a, b) => b.texts - a.texts || a.verb.localeCompare(b.verb));
};
