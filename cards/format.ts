// Readable text for blueprints: requirement expressions, skills, and a card's full description.
import type {
  Blueprint,
  MissionBlueprint,
  PersonnelBlueprint,
  PersonnelMember,
  Requirement,
  ShipBlueprint,
  SkillLevel,
} from './blueprint';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/** A requirement tree in printed form: `Youth x3 + CUNNING>32 OR Honor x3 + STRENGTH>36`. */
export const formatRequirement = (r: Requirement, nested = false): string => {
  switch (r.kind) {
    case 'all':
      return r.of.map((x) => formatRequirement(x, true)).join(' + ');
    case 'any': {
      const text = r.of.map((x) => formatRequirement(x, false)).join(' OR ');
      return nested ? `(${text})` : text;
    }
    case 'skill':
      return r.count === 1 ? r.skill : `${r.skill} x${r.count}`;
    case 'attribute':
      return r.fromUpTo === undefined
        ? `${r.attribute}>${r.greaterThan}`
        : `${r.attribute}>${r.greaterThan} from up to ${r.fromUpTo} personnel`;
    case 'attributeSum':
      return `${r.attributes.join(' + ')}>${r.greaterThan}`;
    case 'attributeBelow':
      return `${r.attribute}<${r.lessThan}`;
    case 'card':
      return `{${r.title}}`;
    case 'characteristic':
      return `a ${r.name}`;
    case 'persona':
      return `{any ${r.name}}`;
    case 'text':
      return r.text;
  }
};

/** A skill with its level: `Diplomacy x2`, or just `Honor` at level 1. */
export const formatSkill = (s: SkillLevel): string => (s.level === 1 ? s.skill : `${s.skill} x${s.level}`);

const skillLines = (p: PersonnelBlueprint | PersonnelMember, indent: string): ReadonlyArray<string> => [
  `${indent}Skills: ${[...p.skills.map(formatSkill), ...p.skillChoices.map((g) => g.map(formatSkill).join(' OR '))].join(', ') || '(none)'}`,
  ...p.specialSkills.map((s) => `${indent}Special: ${s}`),
];

const icons = (list: ReadonlyArray<string>): string =>
  list.length === 0 ? '(none)' : list.map((i) => `[${i}]`).join('');

const attribute = (name: string, value: number, printed: string | undefined): string =>
  `${name} ${printed ?? value}`;

const personnel = (b: PersonnelBlueprint): ReadonlyArray<string> => [
  `  Affiliation: ${b.affiliations.join('/')}   Classification: ${b.classification || '(none)'}`,
  ...(b.members.length === 0 ? skillLines(b, '  ') : []),
  ...b.members.flatMap((m) => [
    `  ${m.name} (${m.classification || 'no classification'}): INTEGRITY ${m.integrity}  CUNNING ${m.cunning}  STRENGTH ${m.strength}`,
    ...skillLines(m, '    '),
  ]),
  `  ${attribute('INTEGRITY', b.integrity, b.printedAttributes.INTEGRITY)}  ${attribute('CUNNING', b.cunning, b.printedAttributes.CUNNING)}  ${attribute('STRENGTH', b.strength, b.printedAttributes.STRENGTH)}`,
  `  Staffing: ${icons(b.staffing)}   Icons: ${icons(b.icons)}   Quadrant: ${b.quadrant}`,
];

const ship = (b: ShipBlueprint): ReadonlyArray<string> => [
  `  Affiliation: ${b.affiliations.join('/')}   Class: ${b.shipClass}`,
  `  ${attribute('RANGE', b.range, b.printedAttributes.RANGE)}  ${attribute('WEAPONS', b.weapons, b.printedAttributes.WEAPONS)}  ${attribute('SHIELDS', b.shields, b.printedAttributes.SHIELDS)}`,
  `  Staffing: ${b.staffing.length === 0 && b.staffingAlternative === null ? 'none' : icons(b.staffing)}${b.staffingAlternative === null ? '' : ` OR ${b.staffingAlternative}`}`,
  `  Special equipment: ${b.specialEquipment.join(', ') || '(none)'}   Quadrant: ${b.quadrant}`,
];

const mission = (b: MissionBlueprint): ReadonlyArray<string> => [
  `  ${b.missionType} mission   Icons: ${icons(b.affiliationIcons)}${b.attemptText === '' ? '' : ` ${b.attemptText}`}`,
  `  Points: ${b.pointsBox || '(none)'}   Span: ${b.printedSpan ?? b.span}   Quadrant: ${b.quadrant}${b.region === null ? '' : `   Region: ${b.region}`}${b.homeworld ? '   Homeworld' : ''}`,
  `  Requirements: ${b.requirements === null ? '(none)' : formatRequirement(b.requirements)}`,
  ...(b.missionText === '' ? [] : [`  Mission text: ${b.missionText}`]),
];

const details = (b: Blueprint): ReadonlyArray<string> => {
  switch (b.type) {
    case 'Personnel':
      return personnel(b);
    case 'Ship':
      return ship(b);
    case 'Mission':
    case 'Q Mission':
      return mission(b);
    case 'Facility':
      return [
        `  ${b.facilityKind} (${b.facilityClass})   Affiliation: ${b.affiliations.join('/')}`,
        `  SHIELDS ${b.shields}${b.weapons === null ? '' : `  WEAPONS ${b.weapons}`}   Quadrant: ${b.quadrant}`,
      ];
    case 'Dilemma':
    case 'Q Dilemma':
      return [`  Dilemma type: ${b.dilemmaType ?? '(none printed)'}`];
    default:
      return b.affiliations.length === 0 ? [] : [`  Affiliation: ${b.affiliations.join('/')}`];
  }
};

/** One line per card: id, title and type. */
export const formatSummary = (b: Blueprint): string =>
  `${b.id}  ${b.title}${b.variant ? '*' : ''}  (${b.type})`;

/** The full readable description of one printing. */
export const formatBlueprint = (b: Blueprint): ReadonlyArray<string> => [
  `${b.title}${b.variant ? ' (variant)' : ''}  [${b.id}]  ${b.type}, ${b.release} ${b.collectorInfo}`.trimEnd(),
  ...details(b),
  ...(b.text === '' || b.type === 'Mission' || b.type === 'Q Mission' ? [] : [`  Text: ${b.text}`]),
  ...(b.lore === '' ? [] : [`  Lore: ${b.lore}`]),
];
