// Escape Pod (premiere/escapepod; reprinted as HF6/HF6_47), interrupt:
// "Plays on ship being destroyed. Escape pod saves entire crew. Unseen by enemy ships, crew remains in pod until
// personnel rescued. Discard after rescue."
// A valid response to the ships a battle is about to destroy (Rulebook 7.4 ship battle, stage 8), by either player, on
// any ship (the text says not whose). The pod stays at the ship's location with the crew on it, out of every battle and
// present with no one; the crew is rescued automatically by their controller's ship or facility at the location (after
// a battle there or a ship's move ending there), then the pod is discarded (domain/card-effects/escape-pod.ts).
import { saveCrewInPod, shipBeingDestroyed } from '../../language/build-responses';
import type { CardText } from '../../language/language';

export const escapePod: CardText = {
  blueprint: 'premiere/escapepod',
  respondsTo: shipBeingDestroyed(),
  immediate: [saveCrewInPod],
};
