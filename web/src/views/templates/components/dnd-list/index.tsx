import { DndContext } from '@dnd-kit/core';
import { Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Boards } from '../../../../templates/components/boards.ts';
import { DemoCard, demoScreen } from '../../../../templates/components/DemoScreen.tsx';
import { SortableBoard, SortableItem, useSortableBoards } from '../../../../templates/components/SortableBoards.tsx';

const LISTS = ['listA', 'listB'] as const;
const numbered = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => `item-${from + index}`);
const START: Boards = { listA: numbered(1, 5), listB: numbered(6, 10) };

/** /components/dnd-list: two lists whose items are dragged within each and from one to the other, by pointer or keyboard. */
function DndListDemo() {
  const { t } = useTranslation();
  const [boards, setBoards] = useState(START);
  const itemName = (id: string) => t('templates.dndList.item', { number: id.slice('item-'.length) });
  const listName = (list: string) => t(`templates.dndList.${list}`);
  const dnd = useSortableBoards({ boards, onChange: setBoards, itemName, boardName: listName });

  return (
    <DemoCard testId="demo-dnd-list" title={t('templates.route.dndList')}>
      <Typography.Paragraph>{t('templates.dndList.intro')}</Typography.Paragraph>
      <DndContext {...dnd}>
        <div className="sortable-boards">
          {LISTS.map((list) => (
            <SortableBoard
              key={list}
              id={list}
              title={listName(list)}
              items={boards[list]!}
              testId={`dnd-${list}`}
              renderItem={(id) => (
                <SortableItem key={id} id={id} testId={`dnd-${id}`}>
                  {itemName(id)}
                </SortableItem>
              )}
            />
          ))}
        </div>
      </DndContext>
    </DemoCard>
  );
}

export default demoScreen(DndListDemo);
