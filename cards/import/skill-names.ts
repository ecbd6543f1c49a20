// The 1E skill vocabulary, built by surveying the export's personnel Text column (every skill printed
// after a classification in the 6,281 rows); classifications are skills too (Rulebook "Classification").

/** Rulebook "Classification": the personnel classifications, which also count as skills. */
export const CLASSIFICATIONS = [
  'OFFICER',
  'ENGINEER',
  'SCIENCE',
  'MEDICAL',
  'SECURITY',
  'V.I.P.',
  'CIVILIAN',
  'ANIMAL',
] as const;

/** Rulebook "Skills": the regular skills (one or two words each) found in the export. */
export const REGULAR_SKILLS = [
  'Acquisition',
  'Anthropology',
  'Archaeology',
  'Astrophysics',
  'Barbering',
  'Biology',
  'Cantankerousness',
  'Computer Skill',
  'Cybernetics',
  'Diplomacy',
  'Empathy',
  'Exobiology',
  'Geology',
  'Greed',
  'Guramba',
  'Honor',
  'FCA',
  'Intelligence',
  'Klingon Intelligence',
  'Law',
  'Leadership',
  'Memory Omega',
  'Mindmeld',
  'Miracle Worker',
  'Music',
  'Navigation',
  'Obsidian Order',
  'Orion Syndicate',
  'Physics',
  'Resistance',
  'Section 31',
  'Smuggling',
  'Stellar Cartography',
  'Tal Shiar',
  'Transporter Skill',
  'Treachery',
  "V'Shar",
  'Youth',
] as const;

/** Every skill name a personnel's skill box or a requirement may name. */
export const SKILL_NAMES: ReadonlyArray<string> = [...CLASSIFICATIONS, ...REGULAR_SKILLS];

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches a skill name at the start of a string (longest name first, whole words only). */
export const SKILL_AT_START = new RegExp(
  `^(${[...SKILL_NAMES]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|')})(?![\\w'-])`,
);

/** Matches a skill level after a skill name: `x 2`, `x2`, `x -1`. */
export const LEVEL_AT_START = /^\s*x\s*(-?\d+)(?![\w])/;
