import { BoldOutlined, ItalicOutlined, OrderedListOutlined, RedoOutlined, StrikethroughOutlined, UndoOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Space, Typography } from 'antd';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoCard, demoScreen } from '../../../../templates/components/DemoScreen.tsx';
import './rich-text.css';

type HeadingLevel = 1 | 2 | 3;

/** What the toolbar shows of the editor: which formats apply at the cursor, what can be undone, and the HTML. */
function useToolbarState(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      strike: current.isActive('strike'),
      paragraph: current.isActive('paragraph'),
      headings: ([1, 2, 3] as const).map((level) => current.isActive('heading', { level })),
      blockquote: current.isActive('blockquote'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
      html: current.getHTML(),
    }),
  });
}

/**
 * A toolbar button: an icon named by `label`, or a short text (H1) that is its name as shown, for
 * speech input, with `label` as its description.
 */
function ToolButton({ label, text, icon, active, disabled, onClick }: { label: string; text?: string; icon?: ReactNode; active?: boolean; disabled?: boolean; onClick: () => void }) {
  return (
    <Button size="small" type={active ? 'primary' : 'default'} icon={icon} aria-label={text ? undefined : label} title={label} aria-pressed={active} disabled={disabled} onClick={onClick}>
      {text}
    </Button>
  );
}

/**
 * /components/tinymce: the template's rich-text editor, here Tiptap (ProseMirror), bundled with the
 * screen so nothing is fetched from the internet; a toolbar of the common formats and the HTML it produces.
 */
function RichTextDemo() {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: [StarterKit],
    content: {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: t('templates.richText.sampleTitle') }] },
        { type: 'paragraph', content: [{ type: 'text', text: t('templates.richText.sampleText') }] },
      ],
    },
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': t('templates.richText.editor'), class: 'rich-text-content', 'data-testid': 'rich-text-editor' },
    },
  });
  const state = useToolbarState(editor);
  const htmlTitleId = useId();
  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () => command(editor.chain().focus()).run();

  return (
    <DemoCard testId="demo-rich-text" title={t('templates.route.tinymce')}>
      <Typography.Paragraph>{t('templates.richText.intro')}</Typography.Paragraph>
      <div className="rich-text">
        <Space wrap size={4} role="toolbar" aria-label={t('templates.richText.toolbar')} className="rich-text-toolbar" data-testid="rich-text-toolbar">
          <ToolButton label={t('templates.richText.bold')} active={state.bold} onClick={run((chain) => chain.toggleBold())} icon={<BoldOutlined />} />
          <ToolButton label={t('templates.richText.italic')} active={state.italic} onClick={run((chain) => chain.toggleItalic())} icon={<ItalicOutlined />} />
          <ToolButton label={t('templates.richText.strike')} active={state.strike} onClick={run((chain) => chain.toggleStrike())} icon={<StrikethroughOutlined />} />
          <ToolButton label={t('templates.richText.paragraph')} active={state.paragraph} icon={<span aria-hidden>¶</span>} onClick={run((chain) => chain.setParagraph())} />
          {state.headings.map((active, index) => {
            const level = (index + 1) as HeadingLevel;
            return <ToolButton key={level} label={t('templates.richText.heading', { level })} active={active} text={`H${level}`} onClick={run((chain) => chain.toggleHeading({ level }))} />;
          })}
          <ToolButton label={t('templates.richText.bulletList')} active={state.bulletList} onClick={run((chain) => chain.toggleBulletList())} icon={<UnorderedListOutlined />} />
          <ToolButton label={t('templates.richText.orderedList')} active={state.orderedList} onClick={run((chain) => chain.toggleOrderedList())} icon={<OrderedListOutlined />} />
          <ToolButton label={t('templates.richText.blockquote')} active={state.blockquote} icon={<span aria-hidden>❝</span>} onClick={run((chain) => chain.toggleBlockquote())} />
          <ToolButton label={t('templates.richText.undo')} disabled={!state.canUndo} onClick={run((chain) => chain.undo())} icon={<UndoOutlined />} />
          <ToolButton label={t('templates.richText.redo')} disabled={!state.canRedo} onClick={run((chain) => chain.redo())} icon={<RedoOutlined />} />
        </Space>
        <EditorContent editor={editor} />
      </div>
      <Typography.Title level={5} id={htmlTitleId} style={{ marginTop: 16 }}>
        {t('templates.richText.html')}
      </Typography.Title>
      {/* A region of its own, focusable so that its scrolling reaches the keyboard. */}
      <pre className="rich-text-html" role="region" tabIndex={0} aria-labelledby={htmlTitleId} data-testid="rich-text-html">
        {state.html}
      </pre>
    </DemoCard>
  );
}

export default demoScreen(RichTextDemo);
