import { HolderOutlined } from '@ant-design/icons';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Button, Table, Typography, type TableColumnsType } from 'antd';
import { createContext, useContext, useEffect, useMemo, useState, type CSSProperties, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { withFeedback } from '../../../../app/feedback.ts';
import { articleColumns } from '../../../../templates/components/articles.tsx';
import { DemoCard, demoScreen } from '../../../../templates/components/DemoScreen.tsx';
import { demoApi } from '../../../../templates/mock/client.ts';
import type { Article } from '../../../../templates/mock/data.ts';

const ROWS = 10;

type Handle = Pick<ReturnType<typeof useSortable>, 'attributes' | 'listeners' | 'setActivatorNodeRef'>;
const HandleContext = createContext<Handle | null>(null);

type RowProps = HTMLAttributes<HTMLTableRowElement> & { 'data-row-key'?: number };

/** A body row of the table: sortable when it holds an article (antd names it by data-row-key), plain otherwise (the empty placeholder). */
function Row(props: RowProps) {
  return props['data-row-key'] === undefined ? <tr {...props} /> : <SortableRow {...props} rowId={props['data-row-key']} />;
}

function SortableRow({ rowId, ...props }: RowProps & { rowId: number }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: rowId });
  const style: CSSProperties = {
    ...props.style,
    transform: transform ? `translate3d(0, ${Math.round(transform.y)}px, 0)` : undefined,
    transition,
    ...(isDragging ? { position: 'relative', zIndex: 2, background: 'var(--ant-color-primary-bg, #e6f4ff)' } : {}),
  };
  const handle = useMemo(() => ({ attributes, listeners, setActivatorNodeRef }), [attributes, listeners, setActivatorNodeRef]);
  return (
    <HandleContext.Provider value={handle}>
      <tr {...props} ref={setNodeRef} style={style} />
    </HandleContext.Provider>
  );
}

function DragHandle({ label, testId }: { label: string; testId: string }) {
  const handle = useContext(HandleContext);
  return (
    <Button type="text" size="small" icon={<HolderOutlined />} ref={handle?.setActivatorNodeRef} {...handle?.attributes} {...handle?.listeners} aria-label={label} style={{ cursor: 'move', touchAction: 'none' }} data-testid={testId} />
  );
}

/**
 * /table/drag-table: the template's drag table: the first articles, reordered by dragging a row's
 * handle, or from the keyboard (Space or Enter picks the row up, the arrow keys move it, Space or
 * Enter drops it, Escape puts it back); the orders before and after are shown below.
 */
function DragTable() {
  const { t } = useTranslation();
  const [rows, setRows] = useState<Article[]>([]);
  const [original, setOriginal] = useState<number[]>([]);
  const [loading, setLoading] = useState(true);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  useEffect(() => {
    let current = true;
    demoApi.articles({ page: 1, limit: ROWS }).then(
      ({ items }) => {
        if (!current) return;
        setRows(items);
        setOriginal(items.map((item) => item.id));
        setLoading(false);
      },
      (error: Error) => withFeedback((feedback) => feedback.error({ content: error.message })),
    );
    return () => {
      current = false;
    };
  }, []);

  const ids = rows.map((row) => row.id);
  const position = (id: UniqueIdentifier) => ids.indexOf(Number(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('templates.dragTable.pickedUp', { id: active.id, position: position(active.id) }),
    onDragOver: ({ active, over }) => (over ? t('templates.dragTable.movedOver', { id: active.id, position: position(over.id) }) : t('templates.dragTable.notOver', { id: active.id })),
    onDragEnd: ({ active, over }) => (over ? t('templates.dragTable.dropped', { id: active.id, position: position(over.id) }) : t('templates.dragTable.notOver', { id: active.id })),
    onDragCancel: ({ active }) => t('templates.dragTable.cancelled', { id: active.id }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setRows((previous) => arrayMove(previous, position(active.id) - 1, position(over.id) - 1));
  };

  const columns: TableColumnsType<Article> = [
    { key: 'drag', width: 60, title: <span className="visually-hidden">{t('templates.dragTable.drag')}</span>, render: (_, article) => <DragHandle label={t('templates.dragTable.handle', { id: article.id })} testId={`drag-handle-${article.id}`} /> },
    ...articleColumns(t),
  ];

  return (
    <DemoCard testId="demo-drag-table" title={t('templates.route.dragTable')}>
      <Typography.Paragraph>{t('templates.dragTable.intro')}</Typography.Paragraph>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: t('templates.dragTable.instructions') } }}>
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <Table<Article> rowKey="id" components={{ body: { row: Row } }} columns={columns} dataSource={rows} loading={loading} pagination={false} scroll={{ x: 1000 }} data-testid="drag-table" />
        </SortableContext>
      </DndContext>
      <Typography.Paragraph style={{ marginTop: 16 }}>
        {t('templates.dragTable.defaultOrder')} <span data-testid="drag-table-original">{original.join(', ')}</span>
      </Typography.Paragraph>
      <Typography.Paragraph>
        {t('templates.dragTable.newOrder')} <span data-testid="drag-table-order">{ids.join(', ')}</span>
      </Typography.Paragraph>
    </DemoCard>
  );
}

export default demoScreen(DragTable);
