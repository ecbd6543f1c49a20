// What the page prints of a card: the few printed fields of its blueprint, for the blueprints a perspective may see.
import * as O from 'fp-ts/Option';
import { type BlueprintId, loadCardDatabase } from '../index';

/** A card's printed face as the table shows it. */
export interface CardFace {
  readonly title: string;
  readonly type: string;
  readonly points?: number | null;
  readonly span?: number;
  readonly missionType?: string;
  readonly requirements?: string;
  readonly quadrant?: string | null;
}

/** The faces of these blueprints, by id; an id the database lacks is left out. */
export const cardFaces = (ids: Iterable<BlueprintId>): Readonly<Record<BlueprintId, CardFace>> => {
  const db = loadCardDatabase();
  const faces: Record<BlueprintId, CardFace> = {};
  for (const id of ids) {
    const found = db.byId(id);
    if (O.isNone(found)) continue;
    const card = found.value;
    faces[id] =
      card.type === 'Mission' || card.type === 'Q Mission'
        ? {
            title: card.title,
            type: card.type,
            points: card.points,
            span: card.span,
            missionType: card.missionType,
            requirements: card.requirementText,
            quadrant: card.quadrant,
          }
        : { title: card.title, type: card.type };
  }
  return faces;
};
