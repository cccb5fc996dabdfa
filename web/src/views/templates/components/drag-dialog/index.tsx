import { DndContext, KeyboardSensor, PointerSensor, useDraggable, useSensor, useSensors, type Announcements } from '@dnd-kit/core';
import { restrictToWindowEdges } from '@dnd-kit/modifiers';
import { Button, Modal, Typography } from 'antd';
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoCard, demoScreen } from '../../../../templates/components/DemoScreen.tsx';

const DIALOG = 'dialog';
const CENTRE = { x: 0, y: 0 };

type Offset = typeof CENTRE;
type Handle = Pick<ReturnType<typeof useDraggable>, 'attributes' | 'listeners' | 'setActivatorNodeRef'>;
const HandleContext = createContext<Handle | null>(null);

/** The dialog's panel, moved by the offset it was put down at plus the drag in progress; its title (below) is the handle. */
function DraggablePanel({ offset, children }: { offset: Offset; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform } = useDraggable({ id: DIALOG });
  const handle = useMemo(() => ({ attributes, listeners, setActivatorNodeRef }), [attributes, listeners, setActivatorNodeRef]);
  const x = offset.x + (transform?.x ?? 0);
  const y = offset.y + (transform?.y ?? 0);
  return (
    <HandleContext.Provider value={handle}>
      <div ref={setNodeRef} style={{ transform: `translate3d(${x}px, ${y}px, 0)` }} data-testid="drag-dialog-panel">
        {children}
      </div>
    </HandleContext.Provider>
  );
}

function DialogTitle({ children }: { children: ReactNode }) {
  const handle = useContext(HandleContext);
  return (
    <div ref={handle?.setActivatorNodeRef} {...handle?.attributes} {...handle?.listeners} style={{ cursor: 'move', touchAction: 'none' }} data-testid="drag-dialog-title">
      {children}
    </div>
  );
}

/**
 * /components/drag-dialog: a dialog moved by its title (@dnd-kit): with the pointer, or from the
 * keyboard (Space or Enter on the title, the arrow keys, Space or Enter again; Escape puts it back).
 */
function DragDialogDemo() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [offset, setOffset] = useState(CENTRE);
  // The Escape that cancels a keyboard move reaches the dialog too, after the move has ended: it must not close it as well.
  const moving = useRef(false);
  const stopMoving = () => window.setTimeout(() => (moving.current = false));
  // A window made smaller could leave the moved dialog out of reach: it comes back to the centre.
  useEffect(() => {
    const recentre = () => setOffset(CENTRE);
    window.addEventListener('resize', recentre);
    return () => window.removeEventListener('resize', recentre);
  }, []);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor));
  const announcements: Announcements = {
    onDragStart: () => t('templates.dragDialog.pickedUp'),
    onDragOver: () => undefined,
    onDragEnd: () => t('templates.dragDialog.dropped'),
    onDragCancel: () => t('templates.dragDialog.cancelled'),
  };

  return (
    <DemoCard testId="demo-drag-dialog" title={t('templates.route.dragDialog')}>
      <Typography.Paragraph>{t('templates.dragDialog.intro')}</Typography.Paragraph>
      <Button type="primary" onClick={() => setOpen(true)} data-testid="drag-dialog-open">
        {t('templates.dragDialog.open')}
      </Button>
      <DndContext
        sensors={sensors}
        // The title must stay on screen: a dialog dragged out of the window could not be dragged back.
        modifiers={[restrictToWindowEdges]}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('templates.dragDialog.instructions') } }}
        onDragStart={() => (moving.current = true)}
        onDragEnd={({ delta }) => {
          stopMoving();
          setOffset((previous) => ({ x: previous.x + delta.x, y: previous.y + delta.y }));
        }}
        onDragCancel={stopMoving}
      >
        <Modal
          open={open}
          title={<DialogTitle>{t('templates.dragDialog.title')}</DialogTitle>}
          onCancel={() => {
            if (!moving.current) setOpen(false);
          }}
          modalRender={(dialog) => <DraggablePanel offset={offset}>{dialog}</DraggablePanel>}
          footer={[
            <Button key="recentre" onClick={() => setOffset(CENTRE)} data-testid="drag-dialog-recentre">
              {t('templates.dragDialog.recentre')}
            </Button>,
            <Button key="close" type="primary" onClick={() => setOpen(false)}>
              {t('templates.common.close')}
            </Button>,
          ]}
        >
          <Typography.Paragraph>{t('templates.dragDialog.body')}</Typography.Paragraph>
        </Modal>
      </DndContext>
    </DemoCard>
  );
}

export default demoScreen(DragDialogDemo);
