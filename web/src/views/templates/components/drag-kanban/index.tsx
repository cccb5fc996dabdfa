import { DndContext } from '@dnd-kit/core';
import { Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Boards } from '../../../../templates/components/boards.ts';
import { DemoCard, demoScreen } from '../../../../templates/components/DemoScreen.tsx';
import { SortableBoard, SortableItem, useSortableBoards } from '../../../../templates/components/SortableBoards.tsx';

const COLUMNS = ['todo', 'working', 'done'] as const;
const START: Boards = { todo: ['report', 'traps', 'reagents', 'county'], working: ['layers', 'alerts'], done: ['survey', 'backup'] };

/** /components/drag-kanban: three columns, to do, working and done, whose cards are dragged between them, by pointer or keyboard. */
function DragKanbanDemo() {
  const { t } = useTranslation();
  const [boards, setBoards] = useState(START);
  const task = (id: string) => t(`templates.dragKanban.tasks.${id}`);
  const column = (id: string) => t(`templates.dragKanban.${id}`);
  const dnd = useSortableBoards({ boards, onChange: setBoards, itemName: task, boardName: column });

  return (
    <DemoCard testId="demo-drag-kanban" title={t('templates.route.dragKanban')}>
      <Typography.Paragraph>{t('templates.dragKanban.intro')}</Typography.Paragraph>
      <DndContext {...dnd}>
        <div className="sortable-boards">
          {COLUMNS.map((id) => (
            <SortableBoard
              key={id}
              id={id}
              title={`${column(id)} (${boards[id]!.length})`}
              items={boards[id]!}
              className="is-kanban"
              testId={`kanban-${id}`}
              renderItem={(card) => (
                <SortableItem key={card} id={card} className="is-card" testId={`kanban-card-${card}`}>
                  {task(card)}
                </SortableItem>
              )}
            />
          ))}
        </div>
      </DndContext>
    </DemoCard>
  );
}

export default demoScreen(DragKanbanDemo);
