// Parses a mission's printed requirements (`Youth x3 + CUNNING>32 OR Honor x3 + STRENGTH>36`) into a
// Requirement tree, and splits off the mission text that follows them.
import type { Attribute, Requirement, ShipAttribute } from '../blueprint';
import { LEVEL_AT_START, SKILL_AT_START } from './skill-names';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** The requirements found at the start of a text, the text after them, and what could not be structured. */
export interface ParsedRequirements {
  readonly requirements: Requirement | null;
  /** The requirement part of the text as printed. */
  readonly requirementText: string;
  /** The text after the requirements. */
  readonly rest: string;
  /** Clauses kept as text, or other reasons the requirements are not fully structured. */
  readonly unstructured: ReadonlyArray<string>;
}

interface Cursor {
  readonly text: string;
  at: number;
  readonly clauses: string[];
  readonly leadingClause: boolean;
}

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

const ATTRIBUTE = /^(INTEGRITY|CUNNING|STRENGTH|RANGE|WEAPONS|SHIELDS)\s*([<>])\s*(\d+)(?![\w])/i;
const CARD = /^\{\s*(?:(any|Any)\s+)?([^{}]+?)\s*\}/;
const COUNTED_SKILL = /^(\d+)\s+(?=[A-Z])/;
const AND = /^\s*\+\s*/;
const OR = /^\s+OR\s+/;

const peek = (c: Cursor): string => c.text.slice(c.at);

const skillAtom = (c: Cursor, count: number | null): Requirement | null => {
  const rest = peek(c);
  const name = SKILL_AT_START.exec(rest);
  if (name?.[1] === undefined) return null;
  const level = count === null ? LEVEL_AT_START.exec(rest.slice(name[1].length)) : null;
  c.at += name[1].length + (level?.[0].length ?? 0);
  return { kind: 'skill', skill: name[1], count: count ?? (level?.[1] === undefined ? 1 : Number(level[1])) };
};

/** One requirement: `{Card}`, `{any Persona}`, `ATTRIBUTE>n`, `Skill x n`, `n Skill`, or `( … )`. */
const atom = (c: Cursor): Requirement | null => {
  const rest = peek(c);
  const card = CARD.exec(rest);
  if (card?.[2] !== undefined) {
    c.at += card[0].length;
    return card[1] === undefined ? { kind: 'card', title: card[2] } : { kind: 'persona', name: card[2] };
  }
  const attribute = ATTRIBUTE.exec(rest);
  if (attribute !== null) {
    c.at += attribute[0].length;
    const name = (attribute[1] ?? '').toUpperCase() as Attribute | ShipAttribute;
    const value = Number(attribute[3]);
    return attribute[2] === '>'
      ? { kind: 'attribute', attribute: name, greaterThan: value }
      : { kind: 'attributeBelow', attribute: name, lessThan: value };
  }
  const counted = COUNTED_SKILL.exec(rest);
  if (counted !== null) {
    const start = c.at;
    c.at += counted[0].length;
    const skill = skillAtom(c, Number(counted[1]));
    if (skill !== null && !/^\s*[a-z[{]/.test(peek(c))) return skill;
    c.at = start;
    return null;
  }
  if (rest.startsWith('(')) {
    const start = c.at;
    c.at += 1;
    const inner = expression(c);
    if (inner !== null && peek(c).startsWith(')')) {
      c.at += 1;
      return inner;
    }
    c.at = start;
    return null;
  }
  return skillAtom(c, null);
};

const CLAUSE_STOP =
  /^(?:\s+\+\s|\s+OR\s|\s+(?=X\s?=|\*|Opponent's side|(?:If|When|Once|Your|You|May|Solving)\s))/;

/** The length of an unknown clause: up to the next `+`, `OR`, unmatched `)`, sentence end or mission text. */
const clauseLength = (rest: string): number => {
  let depth = 0;
  for (let i = 0; i < rest.length; i += 1) {
    const ch = rest[i];
    if (ch === '(') depth += 1;
    else if (ch === ')' && depth === 0) return i;
    else if (ch === ')') depth -= 1;
    else if (depth === 0 && ch === '.' && /^\.(\s|$)/.test(rest.slice(i))) return i;
    else if (depth === 0 && CLAUSE_STOP.test(rest.slice(i))) return i;
  }
  return rest.length;
};

/** A clause the grammar does not know, kept as text up to the next `+`, `OR` or `)`. */
const clause = (c: Cursor): Requirement | null => {
  const rest = peek(c);
  const length = clauseLength(rest);
  const text = rest.slice(0, length).trim();
  if (text === '') return null;
  c.at += length + (rest[length] === '.' ? 1 : 0);
  c.clauses.push(text);
  return { kind: 'text', text };
};

const term = (c: Cursor, allowClause: boolean): Requirement | null => {
  const known = atom(c);
  return known ?? (allowClause ? clause(c) : null);
};

const flatten = (kind: 'all' | 'any', of: ReadonlyArray<Requirement>): Requirement =>
  of.length === 1 && of[0] !== undefined ? of[0] : { kind, of };

const joined = (
  c: Cursor,
  separator: RegExp,
  kind: 'all' | 'any',
  part: (c: Cursor) => Requirement | null,
) => {
  const first = part(c);
  if (first === null) return null;
  const of = [first];
  for (let m = separator.exec(peek(c)); m !== null; m = separator.exec(peek(c))) {
    const start = c.at;
    c.at += m[0].length;
    const next = part(c);
    if (next === null) {
      c.at = start;
      break;
    }
    of.push(next);
  }
  return flatten(kind, of);
};

// After `+`, `OR` or `(` an unknown clause is still a requirement; at the very start only if `+`/`OR` follows it.
const sequence = (c: Cursor): Requirement | null =>
  joined(c, AND, 'all', (d) => term(d, d.at > 0 || d.leadingClause));

function expression(c: Cursor): Requirement | null {
  return joined(c, OR, 'any', sequence);
}

/** True when `text` starts with an unknown clause that a `+` or `OR` joins to more requirements. */
const startsWithClause = (text: string): boolean => /^\s+(\+|OR)\s/.test(text.slice(clauseLength(text)));

// Rulebook "Mission requirements": skills (with counts), attributes (`CUNNING>32`), cards, joined by `+` and `OR`.
export const parseRequirements = (text: string): ParsedRequirements => {
  const trimmed = text.trim();
  const c: Cursor = { text: trimmed, at: 0, clauses: [], leadingClause: startsWithClause(trimmed) };
  const requirements = expression(c);
  const rest = trimmed.slice(c.at).trim();
  const unstructured = c.clauses.map((t) => `requirement clause kept as text "${t}"`);
  if (requirements !== null && /^([a-z]|x\s)/.test(rest))
    unstructured.push(`requirements run on into "${rest}"`);
  return {
    requirements,
    requirementText: trimmed.slice(0, c.at).trim(),
    rest,
    unstructured,
  };
};
