import { type ClientRect, closestCenter, type DroppableContainer } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { pointerFirst } from './thumbnail-drop-target';

// Two thumbnails of the product form, 112 px wide with a 12 px gap, side by side.
const rect = (left: number): ClientRect => ({
  left,
  top: 0,
  width: 112,
  height: 142,
  right: left + 112,
  bottom: 142,
});
const first = rect(0);
const second = rect(124);
const droppableRects = new Map([
  ['a', first],
  ['b', second],
]);
const droppableContainers = ['a', 'b'].map((id) => ({ id }) as unknown as DroppableContainer);
const active = { id: 'a' } as unknown as Parameters<typeof pointerFirst>[0]['active'];

/** The first thumbnail, grabbed at `grabX` and dragged until the pointer is at `pointerX`. */
function drag(grabX: number, pointerX: number) {
  const dx = pointerX - grabX;
  return {
    active,
    droppableRects,
    droppableContainers,
    collisionRect: { ...first, left: first.left + dx, right: first.right + dx },
    pointerCoordinates: { x: pointerX, y: 70 },
  };
}

describe('the thumbnail a drop lands on', () => {
  // Grabbed near its right edge, dropped a third of the way into its neighbour.
  const nearEdge = drag(100, second.left + 112 / 3);

  it('is the one under the pointer, a third of the way in', () => {
    expect(pointerFirst(nearEdge)[0]?.id).toBe('b');
  });

  it('is what closestCenter got wrong there (the dragged centre was still nearer home)', () => {
    expect(closestCenter(nearEdge)[0]?.id).toBe('a');
  });

  it('is the nearest centre when the pointer is over the gap', () => {
    expect(pointerFirst(drag(56, 121))[0]?.id).toBe('b');
  });
});
