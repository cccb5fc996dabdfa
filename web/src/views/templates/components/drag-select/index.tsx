import { DndContext } from '@dnd-kit/core';
import { rectSortingStrategy } from '@dnd-kit/sortable';
import { Form, Select, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoCard, demoScreen } from '../../../../templates/components/DemoScreen.tsx';
import { SortableBoard, SortableItem, useSortableBoards } from '../../../../templates/components/SortableBoards.tsx';

const FRUITS = ['apple', 'banana', 'cherry', 'grape', 'lemon', 'mango', 'orange', 'peach', 'pear'] as const;
const CHOSEN = 'chosen';

/**
 * /components/drag-select: a multiple select whose chosen options are put in order by dragging
 * them (pointer or keyboard) in the row under it; the select shows its tags in that order.
 */
function DragSelectDemo() {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string[]>(['apple', 'cherry', 'mango']);
  const selectId = useId();
  const fruit = (id: string) => t(`templates.dragSelect.fruits.${id}`);
  const dnd = useSortableBoards({ boards: { [CHOSEN]: chosen }, onChange: (boards) => setChosen(boards[CHOSEN]!), itemName: fruit, boardName: () => t('templates.dragSelect.order') });

  return (
    <DemoCard testId="demo-drag-select" title={t('templates.route.dragSelect')}>
      <Typography.Paragraph>{t('templates.dragSelect.intro')}</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label={t('templates.dragSelect.label')} htmlFor={selectId}>
          <Select
            id={selectId}
            mode="multiple"
            value={chosen}
            // A newly chosen fruit goes last; the ones already chosen keep their order.
            onChange={(next: string[]) => setChosen((previous) => [...previous.filter((id) => next.includes(id)), ...next.filter((id) => !previous.includes(id))])}
            options={FRUITS.map((id) => ({ value: id, label: fruit(id) }))}
            style={{ maxWidth: 560 }}
            data-testid="drag-select"
          />
        </Form.Item>
      </Form>
      <DndContext {...dnd}>
        <SortableBoard
          id={CHOSEN}
          title={t('templates.dragSelect.order')}
          items={chosen}
          strategy={rectSortingStrategy}
          className="is-row"
          testId="drag-select-order"
          renderItem={(id) => (
            <SortableItem key={id} id={id} testId={`drag-select-${id}`}>
              {fruit(id)}
            </SortableItem>
          )}
        />
      </DndContext>
    </DemoCard>
  );
}

export default demoScreen(DragSelectDemo);
