// What decoding one CSV row yields: a blueprint (without its id) and what could not be structured.
import type { Blueprint } from '../blueprint';
import type { Decoded } from './fields';

/** Distributes `Omit` over the blueprint union so each card type keeps its own fields. */
export type BlueprintWithoutId = Blueprint extends infer B
  ? B extends Blueprint
    ? Omit<B, 'id'>
    : never
  : never;

/** A decoded row: the blueprint, and reasons it is only partly structured (empty when fully structured). */
export interface Structured {
  readonly blueprint: BlueprintWithoutId;
  readonly unstructured: ReadonlyArray<string>;
}

export type RowResult = Decoded<Structured>;
