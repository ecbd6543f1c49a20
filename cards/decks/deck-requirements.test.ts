// The bundled decks are playable: each mission's requirements (the card data's requirement tree) are met by the
// deck's own personnel of the mission's affiliation, and each ship is staffed by them. One copy of each personnel
// counts (a unique personnel may be in play only once), all of them in one Away Team or crew.

import { scenario } from '../../domain/game/scenario';
import { meets } from '../../domain/mission-attempt/requirements';
import { isStaffed } from '../../domain/orders/staffing';
import type { Blueprint, MissionBlueprint, PersonnelBlueprint, ShipBlueprint } from '../blueprint';
import { loadCardDatabase } from '../database';
import type { Deck } from '../deck-list';
import { type BundledDeckName, bundledDecks } from './index';

const affiliations = { federation: 'Federation', klingon: 'Klingon' } as const;
const decks = (['federation', 'klingon'] as ReadonlyArray<BundledDeckName>).map(
  (name) => [name, bundledDecks[name], affiliations[name]] as const,
);

describe('bundled deck missions', () => {
  const cases = decks.flatMap(([name, deck, affiliation]) =>
    cards(deck.missions)
      .flatMap((b) => (b.type === 'Mission' ? [b] : []))
      .map(
        (mission) =>
          [name, mission.title, mission, personnelOf(deck, affiliation), shipsOf(deck)[0]] as const,
      ),
  );

  it.each(cases)(
    'should let %s solve %s with its own personnel (Rulebook "Attempting a Mission")',
    (_, __, mission, personnel, ship) => {
      // Arrange
      const team = teamAt(mission, personnel, ship);

      // Act
      const met = mission.requirements !== null && meets(mission.requirements, team.ids)(team.game);

      // Assert
      expect(met).toBe(true);
    },
  );

  it('should find a mission the Klingon personnel cannot solve (Archaeology x3 on Hunt for DNA Program)', () => {
    // Arrange
    const [, deck, affiliation] = decks.find(([name]) => name === 'klingon') ?? [];
    const mission = loadCardDatabase().blueprint('premiere/huntfordnaprogram') as MissionBlueprint;
    const team = teamAt(mission, deck === undefined ? [] : personnelOf(deck, affiliation ?? ''));

    // Act
    const met = mission.requirements !== null && meets(mission.requirements, team.ids)(team.game);

    // Assert
    expect(team.ids.length).toBeGreaterThanOrEqual(20);
    expect(met).toBe(false);
  });
});

describe('bundled deck ships', () => {
  const cases = decks.flatMap(([name, deck, affiliation]) =>
    shipsOf(deck).map((ship) => [name, ship.title, ship, personnelOf(deck, affiliation)] as const),
  );

  it.each(cases)(
    'should let %s staff %s with its own personnel (Rulebook 7.1.3 Staff a Ship)',
    (_, __, ship, personnel) => {
      // Arrange
      const s = scenario()
        .mission('p1', 'Test Mission')
        .ship('p1', spec(ship), { at: 'Test Mission' })
        .aboard(ship.title, 'p1', personnel.map(spec))
        .build();

      // Act
      const staffed = isStaffed(s.id(ship.title))(s.game);

      // Assert
      expect(staffed).toBe(true);
    },
  );
});

// Helpers

function cards(section: Deck['draw']): ReadonlyArray<Blueprint> {
  return section.cards.map((e) => loadCardDatabase().blueprint(e.id));
}

/** One copy of each personnel of `affiliation` in the draw deck. */
function personnelOf(deck: Deck, affiliation: string): ReadonlyArray<PersonnelBlueprint> {
  const all = cards(deck.draw).flatMap((b) =>
    b.type === 'Personnel' && b.affiliations.includes(affiliation) ? [b] : [],
  );
  return [...new Map(all.map((b) => [b.id, b])).values()];
}

function shipsOf(deck: Deck): ReadonlyArray<ShipBlueprint> {
  return [
    ...new Map(cards(deck.draw).flatMap((b) => (b.type === 'Ship' ? [[b.id, b] as const] : []))).values(),
  ];
}

function spec(b: Blueprint) {
  return { title: b.title, blueprint: b.id };
}

/** The personnel on the planet of a planet mission, or aboard a ship at a space mission. */
function teamAt(
  mission: MissionBlueprint,
  personnel: ReadonlyArray<PersonnelBlueprint>,
  ship?: ShipBlueprint,
) {
  const at = scenario().mission('p1', spec(mission));
  const s =
    mission.missionType === 'planet' || ship === undefined
      ? at.surface(mission.title, 'p1', personnel.map(spec)).build()
      : at
          .ship('p1', spec(ship), { at: mission.title })
          .aboard(ship.title, 'p1', personnel.map(spec))
          .build();
  return { game: s.game, ids: personnel.map((p) => s.id(p.title)) };
}
