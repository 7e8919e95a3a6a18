import { DndContext, type DragEndEvent, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { arrayMove, rectSortingStrategy, SortableContext, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import { RemovePictureButton } from '../../../components/remove-picture-button';
import { pointerFirst } from '../thumbnail-drop-target';

interface SortableThumbnailsProps {
  /** Image URLs in display order; the first is the cover. */
  value: string[];
  thumbs: Record<string, string>;
  onChange: (urls: string[]) => void;
}

/**
 * The chosen images: drag a thumbnail to reorder (dnd-kit, mouse and touch), or use the arrow
 * buttons (the keyboard's way; dnd-kit's keyboard mode would make each thumbnail a second
 * focusable control around the remove button). The × on each removes it.
 */
export function SortableThumbnails({ value, thumbs, onChange }: SortableThumbnailsProps) {
  // A few pixels of movement before a drag starts, so a click on a button is still a click.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const move = (from: number, to: number) => onChange(arrayMove(value, from, to));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(value.indexOf(String(active.id)), value.indexOf(String(over.id)));
  };

  return (
    <DndContext sensors={sensors} collisionDetection={pointerFirst} onDragEnd={onDragEnd}>
      <SortableContext items={value} strategy={rectSortingStrategy}>
        <Box
          component="ul"
          aria-label="Imágenes cargadas"
          sx={{ listStyle: 'none', p: 0, mt: 2, mb: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
        >
          {value.map((url, index) => (
            <Thumbnail
              key={url}
              url={url}
              src={thumbs[url] ?? url}
              index={index}
              last={index === value.length - 1}
              onRemove={() => onChange(value.filter((u) => u !== url))}
              onMove={(to) => move(index, to)}
            />
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}

interface ThumbnailProps {
  url: string;
  src: string;
  index: number;
  last: boolean;
  onRemove: () => void;
  onMove: (to: number) => void;
}

function Thumbnail({ url, src, index, last, onRemove, onMove }: ThumbnailProps) {
  const { setNodeRef, listeners, transform, transition, isDragging } = useSortable({ id: url });
  return (
    <Box
      component="li"
      ref={setNodeRef}
      // Pointer listeners only: the buttons inside stay the only focusable controls.
      {...listeners}
      data-image-url={url}
      sx={{
        width: 112,
        textAlign: 'center',
        touchAction: 'none',
        cursor: isDragging ? 'grabbing' : 'grab',
        position: 'relative',
        zIndex: isDragging ? 1 : 'auto',
        opacity: isDragging ? 0.85 : 1,
      }}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      {/* The picture itself is only dragged; removing is its own visible button (a click on the
          picture used to remove it, with nothing to say so on a phone). */}
      <Box
        sx={{ position: 'relative', borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}
      >
        <Box
          component="img"
          src={src}
          alt={`Imagen ${index + 1}`}
          draggable={false}
          sx={{ width: 110, height: 110, objectFit: 'cover', display: 'block' }}
        />
        <RemovePictureButton label={`Quitar imagen ${index + 1}`} onClick={onRemove} />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: 32 }}>
        <IconButton
          size="small"
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
          aria-label={`Mover imagen ${index + 1} antes`}
        >
          <ChevronLeftIcon fontSize="small" />
        </IconButton>
        {index === 0 && <Chip label="Portada" size="small" color="primary" />}
        <IconButton
          size="small"
          disabled={last}
          onClick={() => onMove(index + 1)}
          aria-label={`Mover imagen ${index + 1} después`}
        >
          <ChevronRightIcon fontSize="small" />
        </IconButton>
      </Box>
    </Box>
  );
}
