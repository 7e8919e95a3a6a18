import { type CollisionDetection, closestCenter, pointerWithin } from '@dnd-kit/core';

/**
 * The thumbnail under the pointer is the target, wherever over it the pointer is: with
 * closestCenter alone, a thumbnail grabbed near its edge and dropped a third of the way into its
 * neighbour had its centre still nearer its own place, and nothing moved. Between thumbnails
 * (the gap) the nearest centre decides, as before.
 */
export const pointerFirst: CollisionDetection = (args) => {
  const under = pointerWithin(args);
  return under.length > 0 ? under : closestCenter(args);
};
