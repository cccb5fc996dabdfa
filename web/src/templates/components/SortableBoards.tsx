import { closestCorners, KeyboardSensor, PointerSensor, useDroppable, useSensor, useSensors, type Announcements, type DndContextProps, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy, type SortingStrategy } from '@dnd-kit/sortable';
import { Typography } from 'antd';
import { useId, useRef, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { boardOf, dropTarget, moveItem, positionOf, type Boards } from './boards.ts';
import './boards.css';

interface BoardsOptions {
  boards: Boards;
  onChange: (next: Boards) => void;
  /** What an item and a board are called in the announcements. */
  itemName: (id: string) => string;
  boardName: (board: string) => string;
}

/**
 * The DndContext settings of boards whose items are dragged within and between them, by pointer
 * or keyboard (Space or Enter picks an item up, the arrow keys carry it, also into the next board,
 * Space or Enter drops it, Escape puts it back), each step announced in the user's language.
 */
export function useSortableBoards({ boards, onChange, itemName, boardName }: BoardsOptions): DndContextProps {
  const { t } = useTranslation();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  // The boards as they were when the drag began: a cancelled drag puts them back, since the item moves between boards while it is carried.
  const beforeDrag = useRef<Boards | null>(null);
  const key = (id: UniqueIdentifier) => String(id);

  const where = (active: UniqueIdentifier, over: UniqueIdentifier) => {
    const target = dropTarget(boards, key(active), key(over));
    return target && { item: itemName(key(active)), list: boardName(target.board), position: target.index + 1 };
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('templates.sortable.pickedUp', { item: itemName(key(active.id)), position: positionOf(boards, key(active.id)) }),
    onDragOver: ({ active, over }) => {
      const target = over && where(active.id, over.id);
      return target ? t('templates.sortable.over', target) : t('templates.sortable.notOver', { item: itemName(key(active.id)) });
    },
    onDragEnd: ({ active, over }) => {
      const target = over && where(active.id, over.id);
      return target ? t('templates.sortable.dropped', target) : t('templates.sortable.notOver', { item: itemName(key(active.id)) });
    },
    onDragCancel: ({ active }) => t('templates.sortable.cancelled', { item: itemName(key(active.id)) }),
  };

  return {
    sensors,
    collisionDetection: closestCorners,
    accessibility: { announcements, screenReaderInstructions: { draggable: t('templates.sortable.instructions') } },
    onDragStart: () => {
      beforeDrag.current = boards;
    },
    // Into another board while carried, so that board makes room for it under the pointer or the keys.
    onDragOver: ({ active, over }) => {
      if (over && dropTarget(boards, key(active.id), key(over.id))?.board !== boardOf(boards, key(active.id))) onChange(moveItem(boards, key(active.id), key(over.id)));
    },
    onDragEnd: ({ active, over }) => {
      beforeDrag.current = null;
      if (over) onChange(moveItem(boards, key(active.id), key(over.id)));
    },
    onDragCancel: () => {
      if (beforeDrag.current) onChange(beforeDrag.current);
      beforeDrag.current = null;
    },
  };
}

/** One draggable item: the whole element is the handle, a button to assistive technology. */
export function SortableItem({ id, className, testId, children }: { id: string; className?: string; testId?: string; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  const style: CSSProperties = {
    transform: transform ? `translate3d(${Math.round(transform.x)}px, ${Math.round(transform.y)}px, 0)` : undefined,
    transition,
  };
  return (
    <div ref={setNodeRef} {...attributes} {...listeners} className={`sortable-item ${isDragging ? 'is-dragging' : ''} ${className ?? ''}`} style={style} data-testid={testId}>
      {children}
    </div>
  );
}

/**
 * A board: its title and its items, sortable. The board itself takes a drop only while it is empty:
 * with items, a drop lands on one of them, and the keyboard's arrows go from item to item (the
 * board's own box, around its items, would otherwise be the nearest target to the left or above).
 */
export function SortableBoard({ id, title, items, renderItem, strategy = verticalListSortingStrategy, className, testId }: { id: string; title: ReactNode; items: string[]; renderItem: (id: string) => ReactNode; strategy?: SortingStrategy; className?: string; testId?: string }) {
  const { setNodeRef, isOver } = useDroppable({ id, disabled: items.length > 0 });
  const headingId = useId();
  return (
    <section className={`sortable-board ${className ?? ''}`} aria-labelledby={headingId} data-testid={testId}>
      <Typography.Title level={5} id={headingId} className="sortable-board-title">
        {title}
      </Typography.Title>
      <SortableContext id={id} items={items} strategy={strategy}>
        <div ref={setNodeRef} className={`sortable-board-items ${isOver ? 'is-over' : ''}`}>
          {items.map(renderItem)}
        </div>
      </SortableContext>
    </section>
  );
}
