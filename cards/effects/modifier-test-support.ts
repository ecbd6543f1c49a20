// The scenarios of the cards whose text modifies the attributes of cards present with them or at their location
// (Rulebook 12.4 Present, "Here"; 12.11 S.A.M.): each card's test names its card, the cards around it and the values it
// expects with the card there and without it.
import { attribute, skillLevel } from '../../domain/cards-in-play/skills';
import type { CardId, GameState, PlayerId } from '../../domain/core/game-state';
import type { CardSpec, Scenario } from '../../domain/game/scenario';
import { onTurn } from './play-test-support';

/** A card placed in a scene, and whose it is. */
export interface Placed {
  readonly card: CardSpec;
  readonly owner: PlayerId;
}

/** What a test reads of a card. */
export type Read = (id: CardId, game: GameState) => ReadonlyArray<number>;

/** INTEGRITY, CUNNING and STRENGTH of a personnel. */
export const personnelAttributes: Read = (id, game) =>
  (['INTEGRITY', 'CUNNING', 'STRENGTH'] as const).map((a) => attribute(id, a)(game));

/** RANGE, WEAPONS and SHIELDS of a ship. */
export const shipAttributes: Read = (id, game) =>
  (['RANGE', 'WEAPONS', 'SHIELDS'] as const).map((a) => attribute(id, a)(game));

/** What `read` finds of each labelled card of a scene built without the card (`before`) and with it (`after`). */
export const withAndWithout = (
  scene: (withCard: boolean) => Scenario,
  labels: ReadonlyArray<string>,
  read: Read,
): {
  readonly before: ReadonlyArray<ReadonlyArray<number>>;
  readonly after: ReadonlyArray<ReadonlyArray<number>>;
} => {
  const [before, after] = [false, true].map((withCard) => {
    const s = scene(withCard);
    return labels.map((label) => read(s.id(label), s.game));
  });
  return { before: before ?? [], after: after ?? [] };
};

/**
 * The attributes of p1's `card` and of the personnel `others` on the planet of Avert Disaster, without the card
 * (`before`, then the card's own printed values) and with it (`after`), in the order `others` lists them, the card last.
 */
export const attributesOnPlanet = (card: string, others: ReadonlyArray<Placed>) => {
  const scene = (withCard: boolean) =>
    others
      .reduce(
        (b, o) => b.surface('Avert Disaster', o.owner, [o.card]),
        onTurn().mission('p1', 'Avert Disaster'),
      )
      .surface('Avert Disaster', 'p1', withCard ? [card] : [])
      .build();
  const labels = others.map((o) => (typeof o.card === 'string' ? o.card : (o.card.label ?? o.card.title)));
  const { before, after } = withAndWithout(scene, labels, personnelAttributes);
  const own = scene(true);
  return { before, after, card: personnelAttributes(own.id(card), own.game) };
};

/**
 * The RANGE, WEAPONS and SHIELDS of `owner`'s `ship` at p1's mission `at` (Avert Disaster unless named) with p1's
 * `card` aboard (`after`) and without it.
 */
export const shipAttributesAboard = (
  card: string,
  ship: string,
  owner: PlayerId = 'p1',
  at = 'Avert Disaster',
) =>
  withAndWithout(
    (withCard) =>
      onTurn()
        .mission('p1', at)
        .ship(owner, ship, { at })
        .aboard(ship, 'p1', withCard ? [card] : [])
        .build(),
    [ship],
    shipAttributes,
  );

/**
 * The RANGE, WEAPONS and SHIELDS of the ships `ships`, all at Avert Disaster, with p1's `card` on its planet (`after`)
 * and without it (`before`), in the order `ships` lists them.
 */
export const shipAttributesAtLocation = (card: string, ships: ReadonlyArray<Placed>) =>
  withAndWithout(
    (withCard) =>
      ships
        .reduce(
          (b, o) => b.ship(o.owner, o.card, { at: 'Avert Disaster' }),
          onTurn().mission('p1', 'Avert Disaster'),
        )
        .surface('Avert Disaster', 'p1', withCard ? [card] : [])
        .build(),
    ships.map((o) => (typeof o.card === 'string' ? o.card : (o.card.label ?? o.card.title))),
    shipAttributes,
  );

/** The values plus a change for each (`[0, 0, 2]`: the third value +2). */
export const plus = (values: ReadonlyArray<number> | undefined, change: ReadonlyArray<number>) =>
  (values ?? []).map((v, i) => v + (change[i] ?? 0));

/**
 * What `read` finds of each of `personnel` (p1's unless placed otherwise) on the planet of Avert Disaster without the
 * equipment (`before`) and with two copies of p1's `equipment` there (`after`: Rulebook 12.9 Cumulative).
 */
export const withTwoCopiesOf = (equipment: string, personnel: ReadonlyArray<Placed>, read: Read) =>
  withAndWithout(
    (withCard) =>
      personnel
        .reduce(
          (b, o) => b.surface('Avert Disaster', o.owner, [o.card]),
          onTurn().mission('p1', 'Avert Disaster'),
        )
        .surface(
          'Avert Disaster',
          'p1',
          withCard
            ? [
                { title: equipment, label: 'one' },
                { title: equipment, label: 'two' },
              ]
            : [],
        )
        .build(),
    personnel.map((o) => (typeof o.card === 'string' ? o.card : (o.card.label ?? o.card.title))),
    read,
  );

/** One attribute of a personnel. */
export const attributeOf =
  (name: 'INTEGRITY' | 'CUNNING' | 'STRENGTH'): Read =>
  (id, game) => [attribute(id, name)(game)];

/** One skill's level of a personnel. */
export const skillOf =
  (name: string): Read =>
  (id, game) => [skillLevel(id, name)(game)];
