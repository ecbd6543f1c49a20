// Parses a personnel's skill box (the export's Text column): classification, regular skills with levels,
// skill choices, then special skills and downloads kept as text.
import type { SkillBox, SkillLevel } from '../blueprint';
import { LEVEL_AT_START, SKILL_AT_START } from './skill-names';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** A parsed skill box and the parts of the text that looked like skills but are not known ones. */
export interface ParsedSkills {
  readonly box: SkillBox;
  readonly unrecognised: ReadonlyArray<string>;
}

interface Cursor {
  readonly text: string;
  at: number;
}

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

const readSkill = (c: Cursor): SkillLevel | null => {
  const rest = c.text.slice(c.at);
  const name = SKILL_AT_START.exec(rest);
  if (name?.[1] === undefined || rest.slice(name[1].length).startsWith(':')) return null;
  const after = rest.slice(name[1].length);
  const printed = LEVEL_AT_START.exec(after);
  // A level with a condition (`Diplomacy x2 if …`, `Tal Shiar x2 (when [Rom])`) stays in the special text.
  const level = printed !== null && CONDITION.test(after.slice(printed[0].length)) ? null : printed;
  c.at += name[1].length + (level?.[0].length ?? 0);
  return { skill: name[1], level: level?.[1] === undefined ? 1 : Number(level[1]) };
};

const CHOICE = /^\s+OR\s+/;
const CONDITION = /^\s*(\(|(if|when|while|vs\.)\s)/;

// Rulebook "Skills": `Astrophysics OR Stellar Cartography` is a choice of one of them.
const readSkillOrChoice = (c: Cursor): SkillLevel[] => {
  const first = readSkill(c);
  if (first === null) return [];
  const options = [first];
  for (let m = CHOICE.exec(c.text.slice(c.at)); m !== null; m = CHOICE.exec(c.text.slice(c.at))) {
    const start = c.at;
    c.at += m[0].length;
    const next = readSkill(c);
    if (next === null) {
      c.at = start;
      break;
    }
    options.push(next);
  }
  return options;
};

const DOWNLOAD =
  /^DL\/\s*(?:\{[^}]*\}(?:\s*(?:,|OR|or|and)\s*\{[^}]*\})*(?:\s*card\b)?(?:\s*\([^)]*\))?\.?)?/;
const ABBREVIATION = /(?:^|\s)(?:(?:[A-Za-z]\.)+[A-Za-z]?|Dr|Mr|Mrs|Ms|Lt|vs|St|Jr|Sr|No|etc)$/;
const SENTENCE_END = /[.!?]["')\]]*(?=\s|$)/g;

/** True when a regular skill list (not prose that starts with a skill word) begins at the cursor. */
const skillListStarts = (text: string): boolean => {
  const c: Cursor = { text, at: 0 };
  if (readSkillOrChoice(c).length === 0) return false;
  const after = text.slice(c.at);
  return /^\s*$|^\s*,|^\s+DL\/|^\s+[A-Z]/.test(after);
};

// Special skills run sentence by sentence until a regular skill list or a download starts.
const readProse = (c: Cursor): string => {
  const start = c.at;
  SENTENCE_END.lastIndex = c.at;
  for (let m = SENTENCE_END.exec(c.text); m !== null; m = SENTENCE_END.exec(c.text)) {
    if (ABBREVIATION.test(c.text.slice(start, m.index))) continue;
    const end = m.index + m[0].length;
    const next = c.text.slice(end).trimStart();
    if (next === '' || next.startsWith('DL/') || skillListStarts(next)) {
      c.at = end;
      return c.text.slice(start, end).trim();
    }
  }
  c.at = c.text.length;
  return c.text.slice(start).trim();
};

const SKILL_IGNORING_CASE = new RegExp(SKILL_AT_START.source, 'i');

/** A special-skill segment made only of capitalised words, or starting with a miscapitalised skill, is most likely a skill. */
const looksLikeUnknownSkill = (segment: string): boolean =>
  (!/[{}=[\]]/.test(segment) && !/(^|\s)[a-z]{2,}/.test(segment) && !/[.!?:]$/.test(segment)) ||
  (SKILL_IGNORING_CASE.test(segment) && !SKILL_AT_START.test(segment));

/** Adds `skill` to the ordered skill list, summing levels when it is printed again (`ENGINEER ENGINEER`). */
const addSkill = (skills: SkillLevel[], s: SkillLevel): void => {
  const i = skills.findIndex((k) => k.skill === s.skill);
  const existing = skills[i];
  if (existing === undefined) skills.push(s);
  else skills[i] = { skill: s.skill, level: existing.level + s.level };
};

// Rulebook "Skills": regular skills (with levels, `x 2`), classification first, and special skills as text.
export const parseSkillBox = (text: string): ParsedSkills => {
  const c: Cursor = { text: text.trim(), at: 0 };
  const skills: SkillLevel[] = [];
  const skillChoices: SkillLevel[][] = [];
  const specialSkills: string[] = [];
  const unrecognised: string[] = [];
  while (true) {
    c.at += /^[\s,;]*/.exec(c.text.slice(c.at))?.[0].length ?? 0;
    if (c.at >= c.text.length) break;
    const rest = c.text.slice(c.at);
    const download = rest.startsWith('DL/') ? DOWNLOAD.exec(rest) : null;
    const options = download === null ? readSkillOrChoice(c) : [];
    if (download !== null) {
      c.at += download[0].length;
      const segment = download[0].trim();
      specialSkills.push(segment === 'DL/' ? `DL/ ${readProse(c)}` : segment);
    } else if (options.length === 1 && options[0] !== undefined) addSkill(skills, options[0]);
    else if (options.length > 1) skillChoices.push(options);
    else {
      const segment = readProse(c);
      specialSkills.push(segment);
      if (looksLikeUnknownSkill(segment)) unrecognised.push(segment);
    }
  }
  return { box: { skills, skillChoices, specialSkills }, unrecognised };
};
