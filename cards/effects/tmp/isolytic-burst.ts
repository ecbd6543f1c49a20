// Isolytic Burst (tmp/127isolyticburst; reprints TMPR/tmpr127, Bah!/Bah_16), [Tactic]:
// "Attack: 3. Defense: 0. Requires a {Son'a Battleship} or {Li'seria} firing. If you hit, randomly kills one additional
// personnel (on a Nor, one personnel at site of opponent's choice). Hit = [Down][Flip]. Direct hit =
// [Down][Flip][Flip][Flip]. Hull: -30% Casualties: randomly kills one personnel (on a Nor, one personnel at site of
// opponent's choice)."
// "Requires … firing": played as current tactic only when the force of its player fires with one of those ships (stage
// 3); "If you hit": a hit or a direct hit, one personnel aboard the card hit, after its damage markers; "(on a Nor,
// …)": no Nor has sites in the engine, so the casualties are personnel aboard.
import { anyone, downThenFlips, shipAnyOf, tactic, titledShip } from '../../language/build-tactics';
import type { CardText } from '../../language/language';

export const isolyticBurst: CardText = tactic('tmp/127isolyticburst', {
  attack: 3,
  defense: 0,
  requires: shipAnyOf(titledShip("Son'a Battleship"), titledShip("Li'seria")),
  hit: downThenFlips(1),
  directHit: downThenFlips(3),
  hitCasualty: anyone,
  hull: 30,
  damage: { RANGE: -3 },
  casualty: anyone,
});
