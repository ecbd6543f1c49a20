// The typed card records (blueprints) the importer generates from the trekcc CSV export.
// A blueprint is what is printed on a card; a card instance in a game points at one by `BlueprintId`.

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Stable blueprint id: `<release>/<image file>`, e.g. `premiere/jeanlucpicard`. */
export type BlueprintId = string;

/** Rulebook "Affiliation": the faction a personnel, ship or facility belongs to, as printed (`Federation`, `Non-Aligned`). */
export type Affiliation = string;

/** Rulebook "Quadrant": Alpha unless a card's icon says otherwise. */
export type Quadrant = 'Alpha' | 'Gamma' | 'Delta' | 'Mirror';

/** Rulebook "Staffing": the icons a personnel provides and a ship requires. */
export type StaffingIcon = 'Cmd' | 'Stf' | string;

/**
 * Icons printed on a card, as written between brackets in the CSV without the brackets, e.g. `AU`, `Holo`, `DQ`, and
 * nemesis arrows as printed (`(R>`, `<R)`; Rulebook "Nemesis Destruction").
 */
export type Icon = string;

/** Rulebook "Using Skills": a skill with its level (`Diplomacy x 2` is Diplomacy at level 2). */
export interface SkillLevel {
  readonly skill: string;
  readonly level: number;
}

export type Attribute = 'INTEGRITY' | 'CUNNING' | 'STRENGTH';

/** Rulebook "Ships": a ship's attributes, which some mission requirements also name (`WEAPONS>9`). */
export type ShipAttribute = 'RANGE' | 'WEAPONS' | 'SHIELDS';

/** Rulebook "[Flip]" draws a Tactic from the Battle Bridge side deck as a damage marker; "[Down]" places this card. */
export type DamageSymbol = 'down' | 'flip';

/**
 * Printed attribute boxes that are not a plain number, keyed by attribute (`{ RANGE: '5+X' }`, `{ INTEGRITY: 'NO' }`);
 * empty for almost every card. The numeric field then holds the numeric part (`5+X` is 5, `X`/`NO`/`Q`/`*` are 0).
 */
export type PrintedAttributes = Readonly<Partial<Record<Attribute | ShipAttribute, string>>>;

/** A mission's or dilemma's requirements as an expression tree (`Geology + Honor + INTEGRITY>35`, with `OR`). */
export type Requirement =
  | { readonly kind: 'all'; readonly of: ReadonlyArray<Requirement> }
  | { readonly kind: 'any'; readonly of: ReadonlyArray<Requirement> }
  | { readonly kind: 'skill'; readonly skill: string; readonly count: number }
  | {
      readonly kind: 'attribute';
      readonly attribute: Attribute | ShipAttribute;
      readonly greaterThan: number;
      /** "STRENGTH>27 from up to four personnel": the total of the `fromUpTo` highest only. */
      readonly fromUpTo?: number;
    }
  /** `total CUNNING + STRENGTH>68`: the sum of the attributes of the team. */
  | {
      readonly kind: 'attributeSum';
      readonly attributes: ReadonlyArray<Attribute>;
      readonly greaterThan: number;
    }
  | {
      readonly kind: 'attributeBelow';
      readonly attribute: Attribute | ShipAttribute;
      readonly lessThan: number;
    }
  | { readonly kind: 'card'; readonly title: string }
  /**
   * `a {disruptor}`, `android`, `a Soong-type android` (Rulebook "Characteristics"): a personnel of the team, or another
   * card present with it, that has the characteristic.
   */
  | { readonly kind: 'characteristic'; readonly name: string }
  /** `{any Odo}`: any card of that persona (Rulebook "Persona"). */
  | { readonly kind: 'persona'; readonly name: string }
  /** A clause the parser keeps as printed text (`3 [TE] leaders`, `discard one MEDICAL personnel`); counted as unstructured. */
  | { readonly kind: 'text'; readonly text: string };

export type CardType =
  | 'Personnel'
  | 'Ship'
  | 'Facility'
  | 'Mission'
  | 'Dilemma'
  | 'Artifact'
  | 'Equipment'
  | 'Event'
  | 'Interrupt'
  | 'Incident'
  | 'Objective'
  | 'Doorway'
  | 'Site'
  | 'Tactic'
  | 'Tribble'
  | 'Trouble'
  | 'Time Location'
  | 'Q Event'
  | 'Q Interrupt'
  | 'Q Dilemma'
  | 'Q Artifact'
  | 'Q Mission'
  | 'Interrupt/Event'
  | 'Damage Marker';

/** Rulebook "Uniqueness": a printed ❖ (universal) or ✶ (enigma) marker, or none. */
export type UniquenessMarker = 'universal' | 'enigma' | 'none';

/** What every card has. */
export interface BlueprintBase {
  readonly id: BlueprintId;
  /** The card's title without the variant marker. */
  readonly title: string;
  /** True when the export marks this row as a variant printing (trailing `*`). */
  readonly variant: boolean;
  readonly release: string;
  /** Physical (Decipher) or virtual (Continuing Committee) card. */
  readonly origin: 'physical' | 'virtual';
  /** Formats the card is legal in, e.g. `Trad_Modern_Open_Warp`. */
  readonly formats: string;
  readonly collectorInfo: string;
  readonly property: string;
  readonly uniqueness: UniquenessMarker;
  readonly icons: ReadonlyArray<Icon>;
  readonly characteristics: ReadonlyArray<string>;
  /** The export's Requires column split on `;` (e.g. `Defiant Class`, `Klingon`). */
  readonly requires: ReadonlyArray<string>;
  /** Rulebook "Persona": the persona named by the export's Persona column, if any. */
  readonly persona: string | null;
  /** Names in bold in the lore (the export's Names column). */
  readonly loreNames: ReadonlyArray<string>;
  readonly lore: string;
  /** Printed game text, as in the export. */
  readonly text: string;
}

/** The skills box of a personnel (or of one half of a dual-personnel card). */
export interface SkillBox {
  /** Classification and skills with their levels, in printed order; the classification comes first. A skill printed twice is one entry of level 2. */
  readonly skills: ReadonlyArray<SkillLevel>;
  /** Skills printed as a choice (`Astrophysics OR Stellar Cartography`): the personnel has one of each group. */
  readonly skillChoices: ReadonlyArray<ReadonlyArray<SkillLevel>>;
  /** Special skills and other game text the parser keeps as text (e.g. `DL/ {Card}`), in printed order. */
  readonly specialSkills: ReadonlyArray<string>;
}

/** One half of a dual-personnel card (`Jake and Nog`: CIVILIAN+CIVILIAN, attributes `6+4`). */
export interface PersonnelMember extends SkillBox {
  readonly name: string;
  readonly classification: string;
  readonly integrity: number;
  readonly cunning: number;
  readonly strength: number;
}

export interface PersonnelBlueprint extends BlueprintBase, SkillBox {
  readonly type: 'Personnel';
  readonly affiliations: ReadonlyArray<Affiliation>;
  /** As printed; a dual-personnel card has both, e.g. `CIVILIAN+CIVILIAN`; empty for some Borg and 2E-style cards. */
  readonly classification: string;
  /** Attributes; a dual-personnel card has the sums (each half is in `members`). */
  readonly integrity: number;
  readonly cunning: number;
  readonly strength: number;
  readonly printedAttributes: PrintedAttributes;
  /** The two halves of a dual-personnel card (their skills are there, not in `skills`); empty otherwise. */
  readonly members: ReadonlyArray<PersonnelMember>;
  /** Staffing icons this personnel provides ([Cmd], [Stf], Borg [Com][Def][Nav]); icons a ship's staffing may also name ([AU], [TE], [Maq], …) are in `icons`. */
  readonly staffing: ReadonlyArray<StaffingIcon>;
  readonly quadrant: Quadrant;
  /** Ships or personnel this personnel commands (matching commander). */
  readonly commands: ReadonlyArray<string>;
  /** Facilities this personnel may report to, when the card names them. */
  readonly reports: string;
  /**
   * Rulebook "Infiltration": the affiliations (or faction) in its diamond-shaped infiltration icons (`<Fed>` →
   * `Federation`, `<Maq>` → `Maquis`); empty for a personnel that cannot infiltrate.
   */
  readonly infiltration: ReadonlyArray<Affiliation>;
}

export interface ShipBlueprint extends BlueprintBase {
  readonly type: 'Ship';
  readonly affiliations: ReadonlyArray<Affiliation>;
  readonly shipClass: string;
  readonly range: number;
  readonly weapons: number;
  readonly shields: number;
  readonly printedAttributes: PrintedAttributes;
  /** Staffing icons required to fly; empty when the ship has no staffing requirement. */
  readonly staffing: ReadonlyArray<StaffingIcon>;
  /** Staffing printed other than as icons: an alternative after `OR` (`{James T. Kirk}`), or the whole requirement when there are no icons (`Empathy x2`); else null. */
  readonly staffingAlternative: string | null;
  /** Special equipment such as Cloaking Device, Tractor Beam, Holodeck. */
  readonly specialEquipment: ReadonlyArray<string>;
  readonly quadrant: Quadrant;
}

export type FacilityKind = 'Outpost' | 'Headquarters' | 'Station' | 'Other';

export interface FacilityBlueprint extends BlueprintBase {
  readonly type: 'Facility';
  readonly facilityKind: FacilityKind;
  /** The export's Class column as printed (e.g. `Outpost`, `Headquarters: Bajor`). */
  readonly facilityClass: string;
  readonly affiliations: ReadonlyArray<Affiliation>;
  readonly shields: number;
  /** Printed WEAPONS of a station (e.g. a Nor), or null when none. */
  readonly weapons: number | null;
  readonly quadrant: Quadrant;
}

export type LocationType = 'planet' | 'space' | 'dual';

export interface MissionBlueprint extends BlueprintBase {
  readonly type: 'Mission' | 'Q Mission';
  readonly missionType: LocationType;
  /** Affiliation icons in the mission's icon box, e.g. `FED`, `KLI`; empty for none. */
  readonly affiliationIcons: ReadonlyArray<string>;
  /** Printed text in the icon box instead of (or besides) icons, e.g. `Any crew may attempt mission.`; empty for none. */
  readonly attemptText: string;
  /** The point box; null when the mission has none or its points are variable (`X`, see `pointsBox`). */
  readonly points: number | null;
  /** The point box as printed (`35`, `30*` with a bonus in the text, `X`, ``). */
  readonly pointsBox: string;
  readonly region: string | null;
  readonly quadrant: Quadrant;
  /** The span; `X` (defined by the text) counts as 0, see `printedSpan`. */
  readonly span: number;
  /** The span box as printed when it is not a plain number (`X`), else null. */
  readonly printedSpan: string | null;
  readonly homeworld: boolean;
  /** Parsed requirements, or null when the mission has none. */
  readonly requirements: Requirement | null;
  /** The requirement text as printed. */
  readonly requirementText: string;
  /** Game text after the requirements (e.g. special rules of the mission). */
  readonly missionText: string;
}

export interface DilemmaBlueprint extends BlueprintBase {
  readonly type: 'Dilemma' | 'Q Dilemma';
  /** Where it may be encountered; null when no type box is printed (Q dilemmas, and one virtual dilemma). */
  readonly dilemmaType: LocationType | null;
  /** The point box as printed (e.g. `-5`), empty for none. */
  readonly pointsBox: string;
  /** Attribute boxes printed on some dilemmas (e.g. a creature's), in column order, empty strings when none. */
  readonly printedStats: ReadonlyArray<string>;
}

export interface OtherBlueprint extends BlueprintBase {
  readonly type: Exclude<
    CardType,
    'Personnel' | 'Ship' | 'Facility' | 'Mission' | 'Q Mission' | 'Dilemma' | 'Q Dilemma'
  >;
  /** Affiliations or stats printed on the card, when it has any (e.g. a site's station). */
  readonly affiliations: ReadonlyArray<Affiliation>;
  /** Mission/dilemma type box of a time location, or null. */
  readonly locationType: LocationType | null;
  /** Quadrant column when printed (time locations), or null. */
  readonly quadrant: Quadrant | null;
  /** The point box as printed (e.g. `5`), empty for none. */
  readonly pointsBox: string;
  /** The three attribute boxes as printed (tactics, damage markers), empty strings when none. */
  readonly printedStats: ReadonlyArray<string>;
}

/** Every card is one of these, discriminated by `type`. */
export type Blueprint =
  | PersonnelBlueprint
  | ShipBlueprint
  | FacilityBlueprint
  | MissionBlueprint
  | DilemmaBlueprint
  | OtherBlueprint;
